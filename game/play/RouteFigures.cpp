#include "game/play/RouteFigures.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

#include "game/ui/NumberText.h"

namespace td {

namespace {

std::string cells(double value) { return std::to_string(static_cast<long long>(std::lround(value))) + " cells"; }

}  // namespace

std::vector<std::string> routeLines(std::span<const RouteLength> routes, size_t maxLines) {
  std::vector<std::string> lines;
  if (routes.empty() || maxLines == 0) return lines;
  if (routes.size() == 1) {
    lines.push_back("Route " + cells(routes[0].cells()) + ", " + fixedText(static_cast<float>(routes[0].stretch()), 1) +
                    "x the shortest");
    return lines;
  }
  std::vector<size_t> order(routes.size());
  for (size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(),
                   [&](size_t a, size_t b) { return routes[a].stretch() > routes[b].stretch(); });
  for (size_t i = 0; i < std::min(maxLines, order.size()); ++i) {
    const RouteLength& r = routes[order[i]];
    lines.push_back("Spawn " + std::to_string(r.spawn + 1) + ": " + cells(r.cells()) + ", " +
                    fixedText(static_cast<float>(r.stretch()), 1) + "x");
  }
  return lines;
}

std::string routeTotalText(const RouteTotals& totals) {
  if (totals.now == totals.open) return cells(totals.cells()) + ", the shortest";
  return cells(totals.cells()) + ", " + fixedText(static_cast<float>(totals.stretch()), 1) + "x the shortest";
}

std::string routeChangeLabel(std::span<const ShownRoute> now, std::span<const ShownRoute> preview) {
  const size_t n = std::min(now.size(), preview.size());
  std::string text;
  long long last = 0;
  bool changed = false;
  for (size_t i = 0; i < n; ++i) {
    last = std::llround(toCells(preview[i].length) - toCells(now[i].length));
    changed = changed || last != 0;
    if (!text.empty()) text += ", ";
    text += (last >= 0 ? "+" : "") + std::to_string(last);
  }
  if (!changed) return "route unchanged";
  return text + (n == 1 && std::llabs(last) == 1 ? " cell" : " cells");
}

}  // namespace td
