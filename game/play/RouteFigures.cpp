#include "game/play/RouteFigures.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdlib>
#include <initializer_list>
#include <string_view>

#include "engine/core/TextFormat.h"
#include "game/text/Catalogue.h"

namespace td {

namespace {

// Fills `out` with a translated message's places ({0}, {1}, ... as textf does, engine/core/TextFormat.h), reusing
// its storage: the side panel asks for its lines every frame, and once they have grown a frame allocates nothing.
void fill(std::string& out, std::string_view pattern, std::initializer_list<std::string_view> values) {
  textFormatInto(out, pattern, values.begin(), values.size());
}

// A count of cells as the player reads it, and the count that picks the plural form.
unsigned long wholeCells(double cells) { return static_cast<unsigned long>(std::max(0LL, std::llround(cells))); }

// A value in tenths, "2.4" ("2,4" in Polish and Russian); short enough to need no allocation.
std::string tenthsText(long long tenths) { return decimalText(static_cast<double>(tenths) / 10.0, 1); }

// The route's words: "{0} cells, takes {1}x as long", or "..., the quickest way" when the maze costs the walk
// nothing. `lead` picks the sentence: one route ("Route 58 cells, ..."), one of several ("Spawn 2: 58 cells,
// ..."), or the result screen's total ("58 cells, ...").
enum class Lead { Route, Spawn, Total };

void routeText(std::string& out, Lead lead, int32_t spawn, double cells, Distance now, Distance open, double stretch) {
  const unsigned long n = wholeCells(cells);
  const std::string count = groupedText(static_cast<long long>(n));
  const bool quickest = now <= open;
  const std::string times = tenthsText(std::llround(stretch * 10.0));
  char number[16];
  const auto end = std::to_chars(number, number + sizeof number, spawn + 1).ptr;
  const std::string_view spawnText(number, static_cast<size_t>(end - number));
  switch (lead) {
    case Lead::Route:
      if (quickest) {
        fill(out, trn("Route {0} cell, the quickest way", "Route {0} cells, the quickest way", n), {count});
      } else {
        // TRANSLATORS: {1} ("2.4") is how many times as long the route's walk takes as on the open level: the
        // maze's worth.
        fill(out, trn("Route {0} cell, takes {1}x as long", "Route {0} cells, takes {1}x as long", n), {count, times});
      }
      return;
    case Lead::Spawn:
      if (quickest) {
        fill(out, trn("Spawn {0}: {1} cell, the quickest way", "Spawn {0}: {1} cells, the quickest way", n),
             {spawnText, count});
      } else {
        fill(out, trn("Spawn {0}: {1} cell, takes {2}x as long", "Spawn {0}: {1} cells, takes {2}x as long", n),
             {spawnText, count, times});
      }
      return;
    case Lead::Total:
      if (quickest) {
        fill(out, trn("{0} cell, the quickest way", "{0} cells, the quickest way", n), {count});
      } else {
        fill(out, trn("{0} cell, takes {1}x as long", "{0} cells, takes {1}x as long", n), {count, times});
      }
      return;
  }
}

// Sorting routes by stretch, most first, then by their order: does `a` come before `b`?
bool before(std::span<const RouteLength> routes, size_t a, size_t b) {
  const double sa = routes[a].stretch();
  const double sb = routes[b].stretch();
  return sa > sb || (sa == sb && a < b);
}

}  // namespace

void routeLines(std::span<const RouteLength> routes, std::vector<std::string>& out, size_t maxLines) {
  const size_t n = std::min(maxLines, routes.size());
  out.resize(n);
  if (routes.size() == 1 && n == 1) {
    const RouteLength& r = routes[0];
    routeText(out[0], Lead::Route, r.spawn, r.walkedCells(), r.now, r.open, r.stretch());
    return;
  }
  // The most stretched first: each line takes the route that comes next after the line before's, with no list to
  // sort (a frame allocates nothing).
  size_t last = routes.size();
  for (size_t line = 0; line < n; ++line) {
    size_t pick = routes.size();
    for (size_t i = 0; i < routes.size(); ++i) {
      if (last < routes.size() && !before(routes, last, i)) continue;
      if (pick == routes.size() || before(routes, i, pick)) pick = i;
    }
    const RouteLength& r = routes[pick];
    routeText(out[line], Lead::Spawn, r.spawn, r.walkedCells(), r.now, r.open, r.stretch());
    last = pick;
  }
}

std::string routeTotalText(const RouteTotals& totals) {
  std::string s;
  routeText(s, Lead::Total, 0, totals.walkedCells(), totals.now, totals.open, totals.stretch());
  return s;
}

std::string routeChangeLabel(std::span<const ShownRoute> now, std::span<const ShownRoute> preview) {
  const size_t n = std::min(now.size(), preview.size());
  bool changed = false;
  for (size_t i = 0; i < n; ++i) changed = changed || now[i].cells != preview[i].cells;
  if (!changed) return tr("route unchanged");
  // Each route's change, signed: in tenths below a cell ("+0.6"), else in whole cells ("+6").
  std::string list;
  bool tenths = false;
  unsigned long whole = 0;
  for (size_t i = 0; i < n; ++i) {
    const double change = toCells(preview[i].walked) - toCells(now[i].walked);
    const long long inTenths = std::llround(change * 10.0);
    tenths = inTenths != 0 && std::llabs(inTenths) < 10;
    std::string one;
    if (tenths) {
      one = (inTenths < 0 ? "-" : "+") + tenthsText(std::llabs(inTenths));
    } else {
      const long long cells = std::llround(change);
      one = (cells >= 0 ? "+" : "") + groupedText(cells);
      whole = static_cast<unsigned long>(std::llabs(cells));
    }
    // TRANSLATORS: joins the changes of several routes' lengths: "+0, +3" (a separator that reads well between
    // numbers with decimals, "+0.6", in your language).
    list = list.empty() ? one : textf(trc("numbers", "{0}, {1}"), list, one);
  }
  if (n != 1) {
    // TRANSLATORS: the changes of several routes' lengths in cells, {0} a list: "+0, +3 cells".
    return textf(trc("several routes", "{0} cells"), list);
  }
  // TRANSLATORS: a distance in cells with decimals ("1.25 cells", "+0.6 cells").
  if (tenths) return textf(tr("{0} cells"), list);
  // TRANSLATORS: a route's change of length in whole cells: "+6 cells", "-1 cell".
  return textf(trn("{0} cell", "{0} cells", whole), list);
}

bool addsCells(std::span<const ShownRoute> now, std::span<const ShownRoute> preview) {
  const size_t n = std::min(now.size(), preview.size());
  for (size_t i = 0; i < n; ++i) {
    if (preview[i].walked > now[i].walked) return true;
  }
  return false;
}

}  // namespace td
