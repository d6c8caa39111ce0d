#include "game/lab/GridBoardView.h"

#include <SFML/Graphics/VertexArray.hpp>
#include <algorithm>
#include <cmath>
#include <string>

#include "game/render/Palette.h"
#include "game/render/Primitives.h"
#include "game/text/Catalogue.h"
#include "game/ui/UiDraw.h"

namespace td {
namespace {

const sf::Color kGroundColour{52, 66, 50};
const sf::Color kMudColour{112, 86, 54};
const sf::Color kWallColour{30, 32, 38};
const sf::Color kSlopeColour{92, 104, 60};
const sf::Color kSlopeMark{190, 200, 140, 200};
const sf::Color kWallEdge{78, 82, 92};
const sf::Color kClosedEarly{70, 130, 220, 190};
const sf::Color kClosedLate{170, 90, 210, 190};
const sf::Color kOpenColour{130, 220, 245, 210};
const sf::Color kDeadEndColour{200, 70, 60, 200};
const sf::Color kRouteColour{250, 214, 90};
const sf::Color kWalkerColour{255, 255, 255, 220};
const sf::Color kStartColour{90, 210, 120};

}  // namespace

BoardFrame BoardFrame::fit(const sf::FloatRect& area, int32_t width, int32_t height) {
  BoardFrame f;
  f.cell = std::max(
      1.f, std::floor(std::min(area.width / static_cast<float>(width), area.height / static_cast<float>(height))));
  const float w = f.cell * static_cast<float>(width);
  const float h = f.cell * static_cast<float>(height);
  f.rect = {area.left + std::floor((area.width - w) * 0.5f), area.top + std::floor((area.height - h) * 0.5f), w, h};
  return f;
}

std::optional<Cell> BoardFrame::cellAt(sf::Vector2f p) const {
  if (!rect.contains(p)) return std::nullopt;
  return Cell{static_cast<int32_t>((p.x - rect.left) / cell), static_cast<int32_t>((p.y - rect.top) / cell)};
}

sf::Vector2f BoardFrame::centreOf(Cell c) const {
  return {rect.left + (static_cast<float>(c.x) + 0.5f) * cell, rect.top + (static_cast<float>(c.y) + 0.5f) * cell};
}

void drawBoardSide(sf::RenderTarget& target, const GridLabBoard& board, size_t sideIndex, const BoardFrame& frame,
                   bool walker) {
  const Grid& grid = board.grid();
  const GridLabBoard::Side& side = board.side(sideIndex);
  const SearchPlayback& play = side.playback;
  const float c = frame.cell;
  const bool played = side.algorithm && side.status == GridRunStatus::Ran;
  const float steps = std::max(1.f, static_cast<float>(play.stepsTaken()));
  sf::VertexArray v(sf::Triangles);
  for (int32_t y = 0; y < grid.height(); ++y) {
    for (int32_t x = 0; x < grid.width(); ++x) {
      const Cell at{x, y};
      const sf::FloatRect box{frame.rect.left + static_cast<float>(x) * c, frame.rect.top + static_cast<float>(y) * c,
                              c, c};
      const uint8_t kind = grid.terrain(at);
      if (kind == GridLabBoard::kWall) {
        addRect(v, box, kWallEdge);
        addRect(v, {box.left + 1.f, box.top + 1.f, c - 2.f, c - 2.f}, kWallColour);
        continue;
      }
      if (kind >= GridLabBoard::kSlope) {
        // A slope: lighter toward its foot, with a chevron pointing down it.
        addRect(v, box, kSlopeColour);
        const Direction falls = grid.terrains()[kind].slope;
        const DirectionStep d = kDirectionSteps[static_cast<size_t>(falls)];
        const sf::Vector2f mid{box.left + c * 0.5f, box.top + c * 0.5f};
        const sf::Vector2f tip{mid.x + static_cast<float>(d.dx) * c * 0.3f,
                               mid.y + static_cast<float>(d.dy) * c * 0.3f};
        const sf::Vector2f wing{static_cast<float>(-d.dy) * c * 0.25f, static_cast<float>(d.dx) * c * 0.25f};
        const sf::Vector2f back{mid.x - static_cast<float>(d.dx) * c * 0.05f,
                                mid.y - static_cast<float>(d.dy) * c * 0.05f};
        addLine(v, back + wing, tip, std::max(1.f, c * 0.08f), kSlopeMark);
        addLine(v, back - wing, tip, std::max(1.f, c * 0.08f), kSlopeMark);
      } else {
        addRect(v, box, kind == GridLabBoard::kMud ? kMudColour : kGroundColour);
      }
      // A search over quadtree leaves marks each leaf at its top-left cell: drawn below, leaf by leaf.
      if (!played || !side.run.leaves.empty()) continue;
      const float inset = std::max(1.f, c * 0.08f);
      const sf::FloatRect inner{box.left + inset, box.top + inset, c - 2.f * inset, c - 2.f * inset};
      switch (play.mark(at)) {
        case SearchPlayback::Mark::Closed:
          addRect(v, inner, mix(kClosedEarly, kClosedLate, static_cast<float>(play.order(at)) / steps));
          break;
        case SearchPlayback::Mark::Open:
          addRectFrame(v, inner, std::max(1.f, c * 0.14f), kOpenColour);
          break;
        case SearchPlayback::Mark::DeadEnd:
          addRect(v, inner, kDeadEndColour);
          break;
        case SearchPlayback::Mark::Unseen:
          break;
      }
    }
  }
  if (played) {
    // The leaves of a quadtree search, each filled by its mark, and every leaf's outline.
    for (const QuadLeaf& leaf : side.run.leaves) {
      if (!leaf.passable()) continue;
      const sf::FloatRect box{frame.rect.left + static_cast<float>(leaf.x) * c,
                              frame.rect.top + static_cast<float>(leaf.y) * c, c * static_cast<float>(leaf.size),
                              c * static_cast<float>(leaf.size)};
      const float inset = std::max(1.f, c * 0.08f);
      const sf::FloatRect inner{box.left + inset, box.top + inset, box.width - 2.f * inset, box.height - 2.f * inset};
      const Cell corner{leaf.x, leaf.y};
      switch (play.mark(corner)) {
        case SearchPlayback::Mark::Closed:
          addRect(v, inner, mix(kClosedEarly, kClosedLate, static_cast<float>(play.order(corner)) / steps));
          break;
        case SearchPlayback::Mark::Open:
          addRectFrame(v, inner, std::max(1.f, c * 0.14f), kOpenColour);
          break;
        default:
          break;
      }
      addRectFrame(v, box, 1.f, sf::Color{230, 230, 230, 90});
    }
  }
  // Faint lines between cells, so that counting them is possible.
  const sf::Color gridLine{0, 0, 0, 50};
  for (int32_t x = 1; x < grid.width(); ++x) {
    const float px = frame.rect.left + static_cast<float>(x) * c;
    addLine(v, {px, frame.rect.top}, {px, frame.rect.top + frame.rect.height}, 1.f, gridLine);
  }
  for (int32_t y = 1; y < grid.height(); ++y) {
    const float py = frame.rect.top + static_cast<float>(y) * c;
    addLine(v, {frame.rect.left, py}, {frame.rect.left + frame.rect.width, py}, 1.f, gridLine);
  }
  if (played && !play.done() && play.current().x >= 0) {
    const sf::Vector2f p = frame.centreOf(play.current());
    addRectFrame(v, {p.x - c * 0.5f, p.y - c * 0.5f, c, c}, std::max(1.5f, c * 0.12f), sf::Color::White);
  }
  if (played && play.done() && side.run.status == PathStatus::Found) {
    const float width = std::max(2.f, c * 0.22f);
    for (size_t k = 1; k < side.run.route.size(); ++k) {
      addLine(v, frame.centreOf(side.run.route[k - 1]), frame.centreOf(side.run.route[k]), width, kRouteColour);
      addDisc(v, frame.centreOf(side.run.route[k]), width * 0.5f, kRouteColour, 8);
    }
  }
  if (walker) {
    const std::vector<Vec2>& line = board.walkerLine();
    const float width = std::max(1.5f, c * 0.1f);
    for (size_t k = 1; k < line.size(); ++k) {
      addLine(v, {frame.rect.left + line[k - 1].x * c, frame.rect.top + line[k - 1].y * c},
              {frame.rect.left + line[k].x * c, frame.rect.top + line[k].y * c}, width, kWalkerColour);
    }
  }
  const float r = std::max(3.f, c * 0.38f);
  addDisc(v, frame.centreOf(board.start()), r + 1.5f, sf::Color::Black);
  addDisc(v, frame.centreOf(board.start()), r, kStartColour);
  addDisc(v, frame.centreOf(board.goal()), r + 1.5f, sf::Color::Black);
  addDisc(v, frame.centreOf(board.goal()), r, colors::kGoal);
  target.draw(v);
}

}  // namespace td

namespace td {

void drawBoardLegend(sf::RenderTarget& target, const sf::Font& font, const sf::FloatRect& area, unsigned size) {
  struct Entry {
    sf::Color colour;
    bool frame;
    std::string text;
  };
  const Entry entries[] = {
      {mix(kClosedEarly, kClosedLate, 0.5f), false, tr("expanded, early to late")},
      {kOpenColour, true, tr("on the open list")},
      {kDeadEndColour, false, tr("dead end")},
      {kRouteColour, false, tr("route")},
      {kWalkerColour, false, tr("walker's line")},
  };
  const float box = static_cast<float>(size);
  float x = area.left;
  sf::VertexArray v(sf::Triangles);
  for (const Entry& e : entries) {
    const float w = box + 4.f + textWidth(makeText(font, e.text, size, colors::kTextDim));
    if (x + w > area.left + area.width) break;
    const sf::FloatRect square{x, area.top + 2.f, box, box};
    if (e.frame) {
      addRectFrame(v, square, 2.f, e.colour);
    } else {
      addRect(v, square, e.colour);
    }
    drawTextAt(target, font, e.text, size, colors::kTextDim, x + box + 4.f, area.top);
    x += w + 16.f;
  }
  target.draw(v);
}

}  // namespace td
