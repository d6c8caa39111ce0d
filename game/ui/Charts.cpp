#include "game/ui/Charts.h"

#include <SFML/Graphics/VertexArray.hpp>
#include <algorithm>
#include <cmath>

#include "engine/core/TextFormat.h"
#include "game/render/Palette.h"
#include "game/render/Primitives.h"
#include "game/text/Catalogue.h"
#include "game/ui/UiDraw.h"

namespace td {
namespace {

float lineHeight(unsigned size) { return static_cast<float>(size) * 1.3f; }

// The title on the first line; the rest of the box is the chart's.
sf::FloatRect body(sf::RenderTarget& target, const sf::Font& font, const sf::FloatRect& area, const std::string& title,
                   unsigned size) {
  drawTextAt(target, font, title, size, colors::kText, area.left, area.top);
  const float h = lineHeight(size) + 2.f;
  return {area.left, area.top + h, area.width, std::max(0.f, area.height - h)};
}

std::string number(float v) {
  if (v >= 10000.f) {
    // TRANSLATORS: thousands on a chart, as short as it can be: "12k" is 12,000.
    return textf(tr("{0}k"), groupedText(std::lround(v / 1000.f)));
  }
  return groupedText(std::lround(v));
}

}  // namespace

void drawBarChart(sf::RenderTarget& target, const sf::Font& font, const sf::FloatRect& area, const std::string& title,
                  std::span<const ChartBar> bars, unsigned textSize) {
  const sf::FloatRect box = body(target, font, area, title, textSize);
  const float row = lineHeight(textSize) + 2.f;
  const auto rows = std::min(bars.size(), static_cast<size_t>(std::max(0.f, std::floor(box.height / row))));
  if (rows == 0) return;
  float most = 0.f;
  for (const ChartBar& b : bars) most = std::max(most, b.value);
  const float labelWidth = std::min(box.width * 0.36f, 130.f);
  const float valueWidth = textWidth(makeText(font, "00000", textSize, colors::kText)) + 6.f;
  const float barWidth = std::max(0.f, box.width - labelWidth - valueWidth - 8.f);
  sf::VertexArray shapes(sf::Triangles);
  for (size_t i = 0; i < rows; ++i) {
    const float y = box.top + static_cast<float>(i) * row;
    const float w = most > 0.f ? barWidth * bars[i].value / most : 0.f;
    const float x = box.left + labelWidth + 6.f;
    addRect(shapes, {x, y + 3.f, barWidth, row - 6.f}, {255, 255, 255, 14});
    addRect(shapes, {x, y + 3.f, std::max(w, 1.f), row - 6.f}, bars[i].color);
  }
  target.draw(shapes);
  for (size_t i = 0; i < rows; ++i) {
    const float y = box.top + static_cast<float>(i) * row;
    drawTextAt(target, font, cutToWidth(font, bars[i].label, textSize, labelWidth), textSize, colors::kTextDim,
               box.left, y);
    const float w = most > 0.f ? barWidth * bars[i].value / most : 0.f;
    drawTextAt(target, font, number(bars[i].value), textSize, colors::kText, box.left + labelWidth + 10.f + w, y);
  }
}

void drawLineChart(sf::RenderTarget& target, const sf::Font& font, const sf::FloatRect& area, const std::string& title,
                   std::span<const ChartLine> lines, std::span<const float> marks, unsigned textSize) {
  // The legend shares the title's line, to the right of it.
  float legend = area.left + textWidth(makeText(font, title, textSize, colors::kText)) + 14.f;
  // Lines after the first are dotted, and say so, so that they differ by more than their colour.
  for (size_t li = 0; li < lines.size(); ++li) {
    const ChartLine& l = lines[li];
    // TRANSLATORS: a chart's legend: the line's name and the value at the chart's top edge.
    const std::string text = li > 0 ? textf(tr("{0}, dotted (top {1})"), l.label, number(l.top))
                                    : textf(tr("{0} (top {1})"), l.label, number(l.top));
    const float w = textWidth(makeText(font, text, textSize, l.color));
    if (legend + w > area.left + area.width) break;
    drawTextAt(target, font, text, textSize, l.color, legend, area.top);
    legend += w + 12.f;
  }
  sf::FloatRect box = body(target, font, area, title, textSize);
  // Room for the marks' numbers under the axis.
  box.height = std::max(0.f, box.height - lineHeight(textSize));
  if (box.height < 4.f || box.width < 4.f) return;
  sf::VertexArray shapes(sf::Triangles);
  addRect(shapes, box, {255, 255, 255, 10});
  for (const float m : marks) {
    const float x = box.left + std::clamp(m, 0.f, 1.f) * box.width;
    addLine(shapes, {x, box.top}, {x, box.top + box.height}, 1.f, {255, 255, 255, 36});
  }
  addLine(shapes, {box.left, box.top + box.height}, {box.left + box.width, box.top + box.height}, 1.f,
          colors::kPanelLine);
  for (size_t li = 0; li < lines.size(); ++li) {
    const ChartLine& l = lines[li];
    if (l.values.size() < 2 || l.top <= 0.f) continue;
    const auto last = static_cast<float>(l.values.size() - 1);
    const auto at = [&](size_t i) {
      const float v = std::clamp(l.values[i] / l.top, 0.f, 1.f);
      return sf::Vector2f(box.left + box.width * static_cast<float>(i) / last, box.top + box.height * (1.f - v));
    };
    float nextDot = 0.f;  // along the dotted line, in pixels
    float walked = 0.f;
    for (size_t i = 0; i + 1 < l.values.size(); ++i) {
      if (li == 0) {
        addLine(shapes, at(i), at(i + 1), 2.f, l.color);
        addDisc(shapes, at(i + 1), 1.f, l.color, 6);
        continue;
      }
      const sf::Vector2f a = at(i);
      const sf::Vector2f d = at(i + 1) - a;
      const float length = std::sqrt(d.x * d.x + d.y * d.y);
      for (; nextDot <= walked + length; nextDot += 5.f) {
        const float t = length > 0.f ? (nextDot - walked) / length : 0.f;
        addDisc(shapes, a + d * t, 1.5f, l.color, 6);
      }
      walked += length;
    }
  }
  target.draw(shapes);
  // The marks' numbers, each where it does not run into the one before.
  float free = box.left - 1.f;
  for (size_t i = 0; i < marks.size(); ++i) {
    const std::string n = std::to_string(i + 1);
    const float w = textWidth(makeText(font, n, textSize, colors::kTextDim));
    const float x = box.left + std::clamp(marks[i], 0.f, 1.f) * box.width - w * 0.5f;
    if (x < free || x + w > box.left + box.width) continue;
    drawTextAt(target, font, n, textSize, colors::kTextDim, x, box.top + box.height + 1.f);
    free = x + w + 6.f;
  }
}

void drawColumnChart(sf::RenderTarget& target, const sf::Font& font, const sf::FloatRect& area,
                     const std::string& title, std::span<const float> values, sf::Color color, unsigned textSize) {
  sf::FloatRect box = body(target, font, area, title, textSize);
  box.height = std::max(0.f, box.height - lineHeight(textSize));
  if (values.empty() || box.height < 4.f) return;
  float most = 1.f;
  for (const float v : values) most = std::max(most, v);
  const float slot = box.width / static_cast<float>(values.size());
  sf::VertexArray shapes(sf::Triangles);
  addLine(shapes, {box.left, box.top + box.height}, {box.left + box.width, box.top + box.height}, 1.f,
          colors::kPanelLine);
  for (size_t i = 0; i < values.size(); ++i) {
    const float h = box.height * values[i] / most;
    const float gap = std::min(2.f, slot * 0.2f);
    addRect(shapes, {box.left + slot * static_cast<float>(i) + gap, box.top + box.height - h, slot - 2.f * gap, h},
            color);
  }
  target.draw(shapes);
  // The tallest column's count at its top, and wave numbers where they fit.
  const auto tallest = static_cast<size_t>(std::max_element(values.begin(), values.end()) - values.begin());
  if (values[tallest] > 0.f) {
    const std::string n = number(values[tallest]);
    const float w = textWidth(makeText(font, n, textSize, colors::kText));
    const float x =
        std::clamp(box.left + slot * (static_cast<float>(tallest) + 0.5f) + 4.f, box.left, box.left + box.width - w);
    drawTextAt(target, font, n, textSize, colors::kText, x, box.top);
  }
  float free = box.left - 1.f;
  for (size_t i = 0; i < values.size(); ++i) {
    const std::string n = std::to_string(i + 1);
    const float w = textWidth(makeText(font, n, textSize, colors::kTextDim));
    const float x = box.left + slot * (static_cast<float>(i) + 0.5f) - w * 0.5f;
    if (x < free || x + w > box.left + box.width) continue;
    drawTextAt(target, font, n, textSize, colors::kTextDim, x, box.top + box.height + 1.f);
    free = x + w + 6.f;
  }
}

}  // namespace td
