#pragma once

namespace td {

// How many times their size in cells the map's markers (spawns, goals, routes) are drawn so that they stay in
// sight however far out the view is: 1 while a cell is at least `pixels` window pixels wide, more below that, so
// that a marker drawn a cell wide keeps about `pixels` pixels. Rounded up to a quarter power of two, so that a
// smooth zoom rebuilds the markers a few times rather than at every frame.
float markerScale(float pixelsPerCell, float pixels);

// The pixels a spawn or goal marker keeps at least, and a route line (its marker a cell wide is about 3 pixels).
inline constexpr float kMarkerPixels = 16.f;
inline constexpr float kRoutePixels = 10.f;

}  // namespace td
