#pragma once

#include <SFML/Graphics/Color.hpp>
#include <SFML/Graphics/Font.hpp>
#include <SFML/Graphics/Rect.hpp>
#include <SFML/Graphics/RenderTarget.hpp>
#include <span>
#include <string>

namespace td {

// Small charts drawn into a box of the interface's logical units: each leaves its title's line at the top
// of `area` and draws below it. Text is `textSize`; the charts shrink their rows to fit the box, and keep
// what does not fit out rather than drawing past its edge.

struct ChartBar {
  std::string label;
  float value = 0.f;
  sf::Color color;
};
// Horizontal bars, longest first as given: the label on the left, the value at the bar's end.
void drawBarChart(sf::RenderTarget& target, const sf::Font& font, const sf::FloatRect& area, const std::string& title,
                  std::span<const ChartBar> bars, unsigned textSize);

struct ChartLine {
  std::string label;
  std::span<const float> values;  // evenly spaced from the chart's left to its right
  float top = 1.f;                // the value at the chart's top edge
  sf::Color color;
};
// Lines over a shared time axis, each on its own scale (its label says its top), with faint upright marks at
// `marks` (0..1 across) and the number of every mark that has room.
void drawLineChart(sf::RenderTarget& target, const sf::Font& font, const sf::FloatRect& area, const std::string& title,
                   std::span<const ChartLine> lines, std::span<const float> marks, unsigned textSize);

// One column per entry, numbered from 1 under the columns where there is room.
void drawColumnChart(sf::RenderTarget& target, const sf::Font& font, const sf::FloatRect& area,
                     const std::string& title, std::span<const float> values, sf::Color color, unsigned textSize);

}  // namespace td
