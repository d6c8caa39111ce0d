#pragma once

#include <SFML/Graphics/RenderTarget.hpp>
#include <SFML/Graphics/Texture.hpp>
#include <SFML/Graphics/VertexArray.hpp>
#include <cstdint>
#include <vector>

#include "engine/grid/Grid.h"
#include "game/render/Palette.h"

namespace td {

// Draws the map's cells: the ground (terrain with per-cell variation, shores
// and kerbs where kinds meet, a faint grid over buildable land) and the walls
// the player has built. Walls are one vertex array, rebuilt when they change.
//
// The ground is built in square chunks of cells, each one vertex array. A small map (every shipped level) builds
// them all when it loads. A big one (up to the 1024 x 1024 the game opens) would take about 700 bytes of vertices
// a cell, most of a gigabyte, so it builds only the chunks in sight, keeps a bounded number, and when more cells
// are in sight than are worth the detail (a few window pixels a cell) draws the ground as one texture with a pixel
// a cell, its ground colour, instead.
class GridRenderer {
 public:
  // Terrain does not change during play; call when a level is loaded (the editor: when it changed).
  void buildGround(const Grid& grid);
  // Call whenever walls were added or removed.
  void buildWalls(const Grid& grid);

  // Draws what the target's view shows of the ground (building chunks that come into sight on a big map).
  void drawGround(sf::RenderTarget& target, const sf::RenderStates& states);
  // A soft drop shadow and a dark rim that set the map off from the background, a few window pixels wide at
  // `pixelsPerCell` (at most a fifth and a tenth of a cell): drawn before the ground. In cells they ran tens of
  // pixels past a small map shown large.
  void drawFrame(sf::RenderTarget& target, const sf::RenderStates& states, float pixelsPerCell);
  void drawWalls(sf::RenderTarget& target, const sf::RenderStates& states) const { target.draw(walls_, states); }

  // Chunks are kChunk x kChunk cells. A map of at most kEagerCells builds every chunk at once; a bigger one keeps
  // chunks of at most kMaxVertices in all (about 120 MB; more only while more are in sight) and draws the texture
  // when more than kDetailCells are in sight (a 1280-pixel window then shows a cell about 4 pixels wide).
  static constexpr int32_t kChunk = 32;
  static constexpr int64_t kEagerCells = 256 * 256;
  static constexpr size_t kMaxVertices = 6'000'000;
  static constexpr int64_t kDetailCells = 256 * 256;
  // Chunks built now (for tests and the performance figures).
  size_t builtChunks() const { return built_; }
  bool drewOverview() const { return drewOverview_; }

 private:
  struct Chunk {
    sf::VertexArray vertices{sf::Triangles};
    bool built = false;
    uint64_t usedAt = 0;  // the draw that last showed it
  };
  void buildChunk(int32_t index);
  void evictUnused();

  // The terrain as the chunks need it, kept since the grid the ground was built from may be gone (the editor's).
  int32_t width_ = 0;
  int32_t height_ = 0;
  std::vector<uint8_t> terrain_;
  std::vector<uint8_t> buildable_;
  std::vector<TerrainStyle> styles_;
  int32_t chunksX_ = 0;
  int32_t chunksY_ = 0;
  std::vector<Chunk> chunks_;
  size_t built_ = 0;
  size_t vertices_ = 0;  // in the chunks built
  uint64_t draws_ = 0;
  bool eager_ = true;
  bool drewOverview_ = false;
  sf::Texture overview_;
  sf::VertexArray overviewQuad_{sf::Triangles};

  sf::VertexArray walls_{sf::Triangles};
  sf::VertexArray frame_{sf::Triangles};
  sf::Vector2f size_;  // the map's, in cells
};

}  // namespace td
