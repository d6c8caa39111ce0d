#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "engine/grid/Grid.h"

namespace td {

// Breadth-first step counts to the nearest goal on a grid where every step
// costs the same, 4-connected. FlowField runs it where walls are rare.
//
// The wave moves a level at a time over tiles of 8 x 8 cells of the padded
// grid, each held as one 64-bit word (bit 8 r + c is the tile's row r, column
// c). A level's cells in a tile spread to their neighbours inside the tile
// with four shifts, and to the four tiles beside it with one shift each; the
// cells already reached and the walls of a tile are one word too, so a tile
// takes all of a level's new cells there at once. On open ground the front of
// a wave is a diagonal line that crosses a tile in four cells on average, so a
// tile's few word operations stand for four cells' visits of a FIFO wave, each
// of which tests four neighbours. Where walls break the front into short
// pieces a tile holds one or two of its cells, and the FIFO wave is faster.
//
// The walls come from the grid's passable bits (Grid::passableBits()); a
// flood allocates nothing once the arrays fit the grid's size.
class TileWave {
 public:
  static constexpr uint32_t kNoSteps = UINT32_MAX;

  // Writes into `steps` (indexed like Grid::costs()) every cell's steps to its
  // nearest goal, kNoSteps where none can be reached. `goals` are passable
  // padded indices. Returns how many cells were reached, goals included.
  uint32_t flood(const Grid& grid, std::span<const uint32_t> goals, uint32_t* steps);

 private:
  struct Front {
    uint32_t tile;
    uint64_t cells;
  };

  void prepare(const Grid& grid);
  void loadWalls(const Grid& grid);

  int32_t stride_ = 0;
  int32_t rows_ = 0;  // padded
  int32_t tilesX_ = 0;
  int32_t tilesY_ = 0;
  // What a level reads and writes of a tile, side by side: one or two cache
  // lines a tile instead of one in each of three arrays.
  struct Tile {
    uint64_t closed;  // walls and cells already reached
    uint64_t next;    // cells reached by the level being spread
    uint32_t listed;  // the level + 1 that last listed the tile
    uint32_t first;   // padded index of the tile's row 0, column 0
  };

  // With a guard of tilesX_ + 1 tiles on either side, so that the spread
  // towards a missing neighbour (always nothing) needs no test.
  std::vector<Tile> tiles_;
  std::vector<uint32_t> nextTiles_;
  std::vector<Front> front_;
  std::array<uint32_t, 64> offset_{};  // bit -> padded index from the tile's first cell
};

}  // namespace td
