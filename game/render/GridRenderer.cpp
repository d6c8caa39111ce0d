#include "game/render/GridRenderer.h"

#include <SFML/Graphics/Image.hpp>
#include <algorithm>
#include <cmath>
#include <vector>

#include "game/render/Palette.h"
#include "game/render/Primitives.h"

namespace td {
namespace {

struct Neighbours {
  bool east, west, south, north;  // does the neighbour have a different look?
};

// The terrain of a w x h map by cell, row by row.
struct TerrainMap {
  const std::vector<uint8_t>& terrain;
  int32_t width;
  int32_t height;
  bool contains(Cell c) const { return c.x >= 0 && c.y >= 0 && c.x < width && c.y < height; }
  uint8_t at(Cell c) const {
    return terrain[static_cast<size_t>(c.y) * static_cast<size_t>(width) + static_cast<size_t>(c.x)];
  }
};

Neighbours differingNeighbours(const TerrainMap& map, const std::vector<TerrainStyle>& styles, Cell c) {
  const TerrainLook look = styles[map.at(c)].look;
  // Beyond the edge the map continues as far as anyone can tell: no border.
  const auto differs = [&](Cell n) { return map.contains(n) && styles[map.at(n)].look != look; };
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

// A slope: lit along its high side, shaded along its low side, and a chevron
// pointing the way the ground falls (the way walkers go cheaply).
void addSlope(sf::VertexArray& out, float x, float y, sf::Color base, Direction fall) {
  const DirectionStep f = step(fall == Direction::None ? Direction::South : fall);
  const sf::Vector2f down(static_cast<float>(f.dx), static_cast<float>(f.dy));
  const sf::Vector2f across(-down.y, down.x);
  constexpr float kBand = 0.18f;
  auto band = [&](float from, sf::Color colour) {
    // The strip of the cell between `from` and `from + kBand` along the fall, from the high side.
    const float x0 = down.x > 0.f ? x + from : down.x < 0.f ? x + 1.f - from - kBand : x;
    const float y0 = down.y > 0.f ? y + from : down.y < 0.f ? y + 1.f - from - kBand : y;
    const float w = down.x != 0.f ? kBand : 1.f;
    const float h = down.y != 0.f ? kBand : 1.f;
    addRect(out, {x0, y0, w, h}, colour);
  };
  band(0.f, shade(base, 1.14f));
  band(1.f - kBand, shade(base, 0.86f));
  const sf::Vector2f centre(x + 0.5f, y + 0.5f);
  const sf::Vector2f tip = centre + down * 0.17f;
  const sf::Color mark = shade(base, 0.66f);
  addLine(out, centre - down * 0.1f + across * 0.22f, tip, 0.06f, mark);
  addLine(out, centre - down * 0.1f - across * 0.22f, tip, 0.06f, mark);
}

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
  styles_.clear();
  for (const TerrainDef& kind : grid.terrains()) styles_.push_back(terrainStyle(kind));
  width_ = grid.width();
  height_ = grid.height();
  size_ = {static_cast<float>(width_), static_cast<float>(height_)};
  const auto cells = static_cast<size_t>(width_) * static_cast<size_t>(height_);
  terrain_.resize(cells);
  buildable_.resize(cells);
  for (int32_t cy = 0; cy < height_; ++cy) {
    for (int32_t cx = 0; cx < width_; ++cx) {
      const size_t i = static_cast<size_t>(cy) * static_cast<size_t>(width_) + static_cast<size_t>(cx);
      terrain_[i] = grid.terrain({cx, cy});
      buildable_[i] = grid.buildable({cx, cy}) ? 1 : 0;
    }
  }
  chunksX_ = (width_ + kChunk - 1) / kChunk;
  chunksY_ = (height_ + kChunk - 1) / kChunk;
  // Every chunk's vertices go: a chunk kept from the terrain before would show it.
  chunks_.clear();
  chunks_.resize(static_cast<size_t>(chunksX_) * static_cast<size_t>(chunksY_));
  built_ = 0;
  vertices_ = 0;
  eager_ = static_cast<int64_t>(cells) <= kEagerCells;
  if (eager_) {
    for (int32_t i = 0; i < chunksX_ * chunksY_; ++i) buildChunk(i);
    return;
  }
  // A pixel a cell, the cell's ground colour: what the ground looks like from far off.
  sf::Image image;
  image.create(static_cast<unsigned>(width_), static_cast<unsigned>(height_));
  for (int32_t cy = 0; cy < height_; ++cy) {
    for (int32_t cx = 0; cx < width_; ++cx) {
      const Cell c{cx, cy};
      image.setPixel(
          static_cast<unsigned>(cx), static_cast<unsigned>(cy),
          groundColor(
              styles_[terrain_[static_cast<size_t>(cy) * static_cast<size_t>(width_) + static_cast<size_t>(cx)]], c));
    }
  }
  if (overview_.loadFromImage(image)) {
    overview_.setSmooth(true);
    (void)overview_.generateMipmap();  // without mipmaps the texture is still drawn, only coarser far out
  }
  overviewQuad_.clear();
  const sf::Vector2f texels(static_cast<float>(width_), static_cast<float>(height_));
  const sf::Vertex corners[4] = {{{0.f, 0.f}, sf::Color::White, {0.f, 0.f}},
                                 {{size_.x, 0.f}, sf::Color::White, {texels.x, 0.f}},
                                 {{size_.x, size_.y}, sf::Color::White, texels},
                                 {{0.f, size_.y}, sf::Color::White, {0.f, texels.y}}};
  for (const int k : {0, 1, 2, 0, 2, 3}) overviewQuad_.append(corners[k]);
}

void GridRenderer::buildChunk(int32_t index) {
  Chunk& chunk = chunks_[static_cast<size_t>(index)];
  chunk.vertices.clear();
  const TerrainMap map{terrain_, width_, height_};
  const int32_t x0 = index % chunksX_ * kChunk;
  const int32_t y0 = index / chunksX_ * kChunk;
  for (int32_t cy = y0; cy < std::min(y0 + kChunk, height_); ++cy) {
    for (int32_t cx = x0; cx < std::min(x0 + kChunk, width_); ++cx) {
      sf::VertexArray& out = chunk.vertices;
      const Cell c{cx, cy};
      const TerrainStyle& style = styles_[map.at(c)];
      const auto x = static_cast<float>(cx);
      const auto y = static_cast<float>(cy);
      const sf::Color base = groundColor(style, c);
      addRect(out, {x, y, 1.f, 1.f}, base);
      const Neighbours n = differingNeighbours(map, styles_, c);
      switch (style.look) {
        case TerrainLook::Grass:
          addGrass(out, c, x, y, base);
          break;
        case TerrainLook::Mud:
          addMud(out, c, x, y, base);
          break;
        case TerrainLook::Road:
          addRoad(out, c, x, y, base);
          addBorders(out, x, y, n, 0.07f, style.edge, style.edge);
          break;
        case TerrainLook::Rock:
          addRock(out, c, x, y, base);
          break;
        case TerrainLook::Water:
          addWater(out, c, x, y, base);
          addBorders(out, x, y, n, 0.07f, withAlpha(style.edge, 150), withAlpha(style.edge, 110));
          break;
        case TerrainLook::Slope:
          addSlope(out, x, y, base, style.fall);
          break;
        case TerrainLook::Plain:
          break;
      }
      // A faint grid where towers may go, so the player can see the cells.
      if (buildable_[static_cast<size_t>(cy) * static_cast<size_t>(width_) + static_cast<size_t>(cx)] != 0) {
        const sf::Color line(0, 0, 0, 20);
        addRect(out, {x, y, 1.f, 0.03f}, line);
        addRect(out, {x, y + 0.03f, 0.03f, 0.97f}, line);
      }
    }
  }
  chunk.built = true;
  ++built_;
  vertices_ += chunk.vertices.getVertexCount();
}

// Frees the chunks shown longest ago until those left hold at most kMaxVertices; those drawn this time stay.
void GridRenderer::evictUnused() {
  while (vertices_ > kMaxVertices) {
    Chunk* oldest = nullptr;
    for (Chunk& chunk : chunks_) {
      if (chunk.built && chunk.usedAt != draws_ && (oldest == nullptr || chunk.usedAt < oldest->usedAt))
        oldest = &chunk;
    }
    if (oldest == nullptr) return;
    vertices_ -= oldest->vertices.getVertexCount();
    oldest->vertices = sf::VertexArray(sf::Triangles);  // gives the memory back, where clear() would keep it
    oldest->built = false;
    --built_;
  }
}

void GridRenderer::drawGround(sf::RenderTarget& target, const sf::RenderStates& states) {
  ++draws_;
  drewOverview_ = false;
  if (chunks_.empty()) return;
  // The cells in sight: the view's rectangle taken back through the states' transform into cells.
  const sf::View& view = target.getView();
  const sf::FloatRect seen(view.getCenter() - view.getSize() * 0.5f, view.getSize());
  const sf::FloatRect cells = states.transform.getInverse().transformRect(seen);
  const int32_t cx0 = std::clamp(static_cast<int32_t>(std::floor(cells.left)), 0, width_);
  const int32_t cy0 = std::clamp(static_cast<int32_t>(std::floor(cells.top)), 0, height_);
  const int32_t cx1 = std::clamp(static_cast<int32_t>(std::ceil(cells.left + cells.width)), 0, width_);
  const int32_t cy1 = std::clamp(static_cast<int32_t>(std::ceil(cells.top + cells.height)), 0, height_);
  if (cx1 <= cx0 || cy1 <= cy0) return;
  if (!eager_ && static_cast<int64_t>(cx1 - cx0) * (cy1 - cy0) > kDetailCells) {
    sf::RenderStates textured = states;
    textured.texture = &overview_;
    target.draw(overviewQuad_, textured);
    drewOverview_ = true;
    return;
  }
  for (int32_t ky = cy0 / kChunk; ky <= (cy1 - 1) / kChunk; ++ky) {
    for (int32_t kx = cx0 / kChunk; kx <= (cx1 - 1) / kChunk; ++kx) {
      const int32_t index = ky * chunksX_ + kx;
      Chunk& chunk = chunks_[static_cast<size_t>(index)];
      if (!chunk.built) buildChunk(index);
      chunk.usedAt = draws_;
      target.draw(chunk.vertices, states);
    }
  }
  if (!eager_) evictUnused();
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
