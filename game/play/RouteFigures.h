#pragma once

#include <span>
#include <string>
#include <vector>

#include "engine/sim/RouteLength.h"
#include "game/play/RoutePreview.h"

namespace td {

// The maze in words: how long the enemies' routes are and what a placement would do to them. The side panel,
// the placement ghost and the result screen show these, so the player sees what the maze is worth before and
// after paying. Two measures (engine/sim/RouteLength.h): a route's length is the cells it walks through (a
// diagonal step counts its length, 1.41 cells; terrain does not count), and its stretch how many times as long
// the walk takes as on the open level (terrain counts: grass is walked at half the speed of road), the figure
// the score's maze part is paid on. On ground of one cost the stretch is also the ratio of the lengths.

// "Route 58 cells, takes 2.4x as long" for one walked route ("Route 24 cells, the quickest way" while it takes
// no longer than on the open level); with several, one line each ("Spawn 2: 58 cells, takes 2.4x as long"), at
// most `maxLines` of them, the longest-stretched first. Fills `out`, reusing its strings: nothing is allocated
// once they have grown, so a frame may ask.
void routeLines(std::span<const RouteLength> routes, std::vector<std::string>& out, size_t maxLines = 3);

// The walked routes at a game's end in one line, for the result screen: "58 cells, takes 2.4x as long"; with
// several routes their lengths added up and the stretch of the sums; "33 cells, the quickest way" when the maze
// does not slow them.
std::string routeTotalText(const RouteTotals& totals);

// What blocking the ghost's cell does to the routes' lengths: "+6 cells" for one route, "+6, +0 cells" for several
// (in the order of `now`), a change of less than a cell in tenths ("+0.6 cells"), "route unchanged" when no
// route's cells change. `now` and `preview` are RoutePreview's routes as the maze stands and with the ghost built,
// in the same order.
std::string routeChangeLabel(std::span<const ShownRoute> now, std::span<const ShownRoute> preview);
// Whether the ghost adds cells to some route (the label is then shown as a gain).
bool addsCells(std::span<const ShownRoute> now, std::span<const ShownRoute> preview);

}  // namespace td
