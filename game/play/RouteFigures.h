#pragma once

#include <span>
#include <string>
#include <vector>

#include "engine/sim/RouteLength.h"
#include "game/play/RoutePreview.h"

namespace td {

// The maze in words: how long the enemies' routes are and what a placement would do to them. The side panel
// and the placement ghost show these, so the player sees what the maze is worth before and after paying.

// "Route 58 cells, 2.4x the shortest" for one walked route; with several, one line each ("Spawn 2: 58 cells,
// 2.4x"), at most `maxLines` of them, the longest-stretched first.
std::vector<std::string> routeLines(std::span<const RouteLength> routes, size_t maxLines = 3);

// The walked routes at a game's end in one line, for the result screen: "58 cells, 2.4x the shortest"; with
// several routes their lengths added up and the stretch of the sum; "33 cells, the shortest" when nothing
// lengthens them.
std::string routeTotalText(const RouteTotals& totals);

// What blocking the ghost's cell does to the routes: "+6 cells" for one route, "+6, +0 cells" for several (in
// the order of `now`), "route unchanged" when no route changes. `now` and `preview` are RoutePreview's routes
// as the maze stands and with the ghost built, in the same order.
std::string routeChangeLabel(std::span<const ShownRoute> now, std::span<const ShownRoute> preview);

}  // namespace td
