#include "game/render/GridRenderer.h"

#include <algorithm>
#include <vector>

#include "game/render/Palette.h"
#include "game/render/Primitives.h"

namespace td {
namespace {

struct Neighbours {
  bool east, west, south, north;  // does the neighbour have a different look?
};

Neighbours differingNeighbours(const Grid& grid, const std::vector<TerrainStyle>& styles, Cell c) {
  const TerrainLook look = styles[grid.terrain(c)].look;
  // Beyond the edge the map continues as far as anyone can tell: no border.
  const auto differs = [&](Cell n) { return grid.contains(n) && styles[grid.terrain(n)].look != look; };
  return {differs({c.x + 1, c.y}), differs({c.x - 1, c.y}), differs({c.x, c.y + 1}), differs({c.x, c.y - 1})};
}

// Strips along the sides of a cell that face another kind of ground.
void addBorders(sf::VertexArray& out, float x, float y, const Neighbours& n, float width, sf::Color lit,
                sf::Color dark) {
  if (n.north) addRect(out, {x, y, 1.f, width}, lit);
  if (n.west) addRect(out, {x, y, width, 1.f}, lit);
  if (n.south) addRect(out, {x, y + 1.f - width, 1.f, width}, dark);
  if (n.east) addRect(out, {x + 1.f - width, y, width, 1.f}, dark);
}

void addGrass(sf::VertexArray& out, Cell c, float x, float y, sf::Color base) {
  for (uint32_t i = 0; i < 3; ++i) {
    const uint32_t h = cellHash(c, 11 + i);
    if ((h >> 28) < 7) continue;
    const sf::Vector2f p(x + 0.15f + 0.7f * unitFromHash(h), y + 0.2f + 0.65f * unitFromHash(h >> 16));
    const sf::Color blade = (h & 0x100) ? shade(base, 1.16f) : shade(base, 0.8f);
    addTriangle(out, {p.x - 0.07f, p.y + 0.05f}, {p.x - 0.01f, p.y + 0.05f}, {p.x - 0.05f, p.y - 0.08f}, blade);
    addTriangle(out, {p.x + 0.0f, p.y + 0.05f}, {p.x + 0.06f, p.y + 0.05f}, {p.x + 0.05f, p.y - 0.1f}, blade);
  }
}

void addMud(sf::VertexArray& out, Cell c, float x, float y, sf::Color base) {
  for (uint32_t i = 0; i < 2; ++i) {
    const uint32_t h = cellHash(c, 21 + i);
    const sf::Vector2f p(x + 0.2f + 0.6f * unitFromHash(h), y + 0.2f + 0.6f * unitFromHash(h >> 16));
    addDisc(out, p, 0.05f + 0.06f * unitFromHash(h >> 8), shade(base, (h & 1) ? 0.8f : 1.14f), 7);
  }
}

void addRoad(sf::VertexArray& out, Cell c, float x, float y, sf::Color base) {
  const uint32_t h = cellHash(c, 31);
  if ((h >> 29) >= 5) {
    const sf::Vector2f p(x + 0.2f + 0.6f * unitFromHash(h), y + 0.2f + 0.6f * unitFromHash(h >> 16));
    addDisc(out, p, 0.035f, shade(base, 0.84f), 6);
  }
}

void addRock(sf::VertexArray& out, Cell c, float x, float y, sf::Color base) {
  const uint32_t h = cellHash(c, 41);
  // A few boulders per cell give rock masses a rough surface.
  for (uint32_t i = 0; i < 3; ++i) {
    const uint32_t b = cellHash(c, 42 + i);
    const sf::Vector2f p(x + 0.22f + 0.56f * unitFromHash(b), y + 0.22f + 0.56f * unitFromHash(b >> 16));
    const float r = (i == 0 ? 0.24f : 0.12f) + 0.08f * unitFromHash(b >> 8);
    addDisc(out, {p.x + 0.04f, p.y + 0.06f}, r, shade(base, 0.7f), 10);
    addDisc(out, p, r, shade(base, 1.25f + 0.1f * unitFromHash(h)), 10);
    addDisc(out, {p.x - r * 0.28f, p.y - r * 0.3f}, r * 0.5f, shade(base, 1.5f), 8);
  }
}

void addWater(sf::VertexArray& out, Cell c, float x, float y, sf::Color base) {
  const uint32_t h = cellHash(c, 51);
  if ((h >> 30) >= 2) {
    const sf::Vector2f p(x + 0.2f + 0.45f * unitFromHash(h), y + 0.25f + 0.5f * unitFromHash(h >> 16));
    addLine(out, p, {p.x + 0.3f, p.y}, 0.04f, shade(base, 1.3f));
  }
}

}  // namespace

void GridRenderer::drawFrame(sf::RenderTarget& target, const sf::RenderStates& states, float pixelsPerCell) {
  const float px = 1.f / std::max(pixelsPerCell, 1e-3f);
  const float shadow = std::min(0.2f, 6.f * px);
  const float rim = std::min(0.1f, 3.f * px);
  frame_.clear();
  addRect(frame_, {shadow * 0.6f, shadow, size_.x + shadow * 0.5f, size_.y + shadow * 0.5f}, colors::kMapShadow);
  addRectFrame(frame_, {-rim, -rim, size_.x + 2.f * rim, size_.y + 2.f * rim}, rim, sf::Color(12, 14, 18));
  target.draw(frame_, states);
}

void GridRenderer::buildGround(const Grid& grid) {
  ground_.clear();
  std::vector<TerrainStyle> styles;
  for (const TerrainDef& kind : grid.terrains()) styles.push_back(terrainStyle(kind));

  const auto w = static_cast<float>(grid.width());
  const auto h = static_cast<float>(grid.height());
  size_ = {w, h};

  for (int32_t cy = 0; cy < grid.height(); ++cy) {
    for (int32_t cx = 0; cx < grid.width(); ++cx) {
      const Cell c{cx, cy};
      const TerrainStyle& style = styles[grid.terrain(c)];
      const auto x = static_cast<float>(cx);
      const auto y = static_cast<float>(cy);
      const sf::Color base = groundColor(style, c);
      addRect(ground_, {x, y, 1.f, 1.f}, base);
      const Neighbours n = differingNeighbours(grid, styles, c);
      switch (style.look) {
        case TerrainLook::Grass:
          addGrass(ground_, c, x, y, base);
          break;
        case TerrainLook::Mud:
          addMud(ground_, c, x, y, base);
          break;
        case TerrainLook::Road:
          addRoad(ground_, c, x, y, base);
          addBorders(ground_, x, y, n, 0.07f, style.edge, style.edge);
          break;
        case TerrainLook::Rock:
          addRock(ground_, c, x, y, base);
          break;
        case TerrainLook::Water:
          addWater(ground_, c, x, y, base);
          addBorders(ground_, x, y, n, 0.07f, withAlpha(style.edge, 150), withAlpha(style.edge, 110));
          break;
        case TerrainLook::Plain:
          break;
      }
      // A faint grid where towers may go, so the player can see the cells.
      if (grid.buildable(c)) {
        const sf::Color line(0, 0, 0, 20);
        addRect(ground_, {x, y, 1.f, 0.03f}, line);
        addRect(ground_, {x, y + 0.03f, 0.03f, 0.97f}, line);
      }
    }
  }
}

void GridRenderer::buildWalls(const Grid& grid) {
  walls_.clear();
  const sf::Color body = colors::kWall;
  for (int32_t cy = 0; cy < grid.height(); ++cy) {
    for (int32_t cx = 0; cx < grid.width(); ++cx) {
      if (!grid.blocked({cx, cy})) continue;
      const auto x = static_cast<float>(cx);
      const auto y = static_cast<float>(cy);
      addRect(walls_, {x + 0.14f, y + 0.2f, 0.82f, 0.8f}, sf::Color(0, 0, 0, 90));
      addRect(walls_, {x + 0.08f, y + 0.08f, 0.84f, 0.84f}, shade(body, 0.62f));
      addRectGradient(walls_, {x + 0.08f, y + 0.08f, 0.84f, 0.7f}, shade(body, 1.12f), body);
      addRectGradient(walls_, {x + 0.2f, y + 0.18f, 0.6f, 0.46f}, shade(body, 1.2f), shade(body, 1.02f));
      addRect(walls_, {x + 0.2f, y + 0.64f, 0.6f, 0.04f}, shade(body, 0.8f));
    }
  }
}

}  // namespace td
