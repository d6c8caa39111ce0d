#include "game/play/RouteFigures.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdlib>

namespace td {

namespace {

void appendWhole(std::string& s, long long value) {
  char text[24];
  const auto end = std::to_chars(text, text + sizeof text, value).ptr;
  s.append(text, end);
}

// A value in tenths, "2.4"; signed with `plus` ("+0.6", "-1.2").
void appendTenths(std::string& s, long long tenths, bool plus = false) {
  if (tenths < 0) {
    s += '-';
  } else if (plus) {
    s += '+';
  }
  appendWhole(s, std::llabs(tenths) / 10);
  s += '.';
  s += static_cast<char>('0' + std::llabs(tenths) % 10);
}

void appendCells(std::string& s, double cells) {
  const long long n = std::llround(cells);
  appendWhole(s, n);
  s += n == 1 ? " cell" : " cells";
}

// ", takes 2.4x as long", or ", the quickest way" when the maze costs the walk nothing.
void appendStretch(std::string& s, Distance now, Distance open, double stretch) {
  if (now <= open) {
    s += ", the quickest way";
    return;
  }
  s += ", takes ";
  appendTenths(s, std::llround(stretch * 10.0));
  s += "x as long";
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
    out[0] = "Route ";
    appendCells(out[0], r.walkedCells());
    appendStretch(out[0], r.now, r.open, r.stretch());
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
    std::string& s = out[line];
    s = "Spawn ";
    appendWhole(s, r.spawn + 1);
    s += ": ";
    appendCells(s, r.walkedCells());
    appendStretch(s, r.now, r.open, r.stretch());
    last = pick;
  }
}

std::string routeTotalText(const RouteTotals& totals) {
  std::string s;
  appendCells(s, totals.walkedCells());
  appendStretch(s, totals.now, totals.open, totals.stretch());
  return s;
}

std::string routeChangeLabel(std::span<const ShownRoute> now, std::span<const ShownRoute> preview) {
  const size_t n = std::min(now.size(), preview.size());
  bool changed = false;
  for (size_t i = 0; i < n; ++i) changed = changed || now[i].cells != preview[i].cells;
  if (!changed) return "route unchanged";
  std::string text;
  bool oneCell = false;
  for (size_t i = 0; i < n; ++i) {
    const double change = toCells(preview[i].walked) - toCells(now[i].walked);
    if (!text.empty()) text += ", ";
    const long long tenths = std::llround(change * 10.0);
    if (tenths != 0 && std::llabs(tenths) < 10) {
      appendTenths(text, tenths, true);
      oneCell = false;
    } else {
      const long long whole = std::llround(change);
      if (whole >= 0) text += '+';
      appendWhole(text, whole);
      oneCell = std::llabs(whole) == 1;
    }
  }
  return text + (n == 1 && oneCell ? " cell" : " cells");
}

bool addsCells(std::span<const ShownRoute> now, std::span<const ShownRoute> preview) {
  const size_t n = std::min(now.size(), preview.size());
  for (size_t i = 0; i < n; ++i) {
    if (preview[i].walked > now[i].walked) return true;
  }
  return false;
}

}  // namespace td
