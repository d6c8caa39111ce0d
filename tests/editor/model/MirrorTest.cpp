#include <gtest/gtest.h>

#include <algorithm>

#include "editor/model/Mirror.h"
#include "editor/model/Shapes.h"
#include "editor/model/Tools.h"
#include "tests/editor/model/EditorTestSupport.h"

namespace td::editor {
namespace {

using test::docWith;
using test::kind;
using test::rowsOf;
using Rows = std::vector<std::string>;

const Rows kBlank = {"......", "......", "......", "......", "......"};  // 6 x 5

TEST(Mirror, ImagesOfACellUnderEachMode) {
  const MapSize map{6, 5};
  EXPECT_EQ(mirrorImages(map, {1, 0}, MirrorMode::Off), (std::vector<Cell>{{1, 0}}));
  EXPECT_EQ(mirrorImages(map, {1, 0}, MirrorMode::Horizontal), (std::vector<Cell>{{1, 0}, {4, 0}}));
  EXPECT_EQ(mirrorImages(map, {1, 0}, MirrorMode::Vertical), (std::vector<Cell>{{1, 0}, {1, 4}}));
  EXPECT_EQ(mirrorImages(map, {1, 0}, MirrorMode::Point), (std::vector<Cell>{{1, 0}, {4, 4}}));
  EXPECT_EQ(mirrorImages(map, {1, 0}, MirrorMode::Both), (std::vector<Cell>{{1, 0}, {4, 0}, {1, 4}, {4, 4}}));
  // A cell on the axis is its own image: the middle row of an odd height.
  EXPECT_EQ(mirrorImages(map, {1, 2}, MirrorMode::Vertical), (std::vector<Cell>{{1, 2}}));
  EXPECT_EQ(mirrorImages(map, {1, 2}, MirrorMode::Both).size(), 2u);
}

TEST(Mirror, ModesCycleBackToOff) {
  MirrorMode m = MirrorMode::Off;
  for (int i = 0; i < 5; ++i) {
    EXPECT_STRNE(mirrorName(m), "");
    m = nextMirror(m);
  }
  EXPECT_EQ(m, MirrorMode::Off);
}

TEST(Mirror, WithMirrorsKeepsEachCellOnce) {
  const std::vector<Cell> cells = withMirrors({6, 5}, {{0, 0}, {5, 0}}, MirrorMode::Horizontal);
  EXPECT_EQ(cells, (std::vector<Cell>{{0, 0}, {5, 0}}));
}

TEST(Mirror, PaintIsMirroredInOneStep) {
  EditorDoc doc = docWith(kBlank);
  ASSERT_TRUE(paint(doc, {0, 0}, 1, kind("rock"), MirrorMode::Both).applied());
  EXPECT_EQ(rowsOf(doc.level()), (Rows{"#....#", "......", "......", "......", "#....#"}));
  EXPECT_EQ(doc.history().undoCount(), 1u);
  doc.undo();
  EXPECT_EQ(rowsOf(doc.level()), kBlank);
}

TEST(Mirror, EraseIsMirrored) {
  EditorDoc doc = docWith({"##..##", "......", "......", "......", "......"});
  ASSERT_TRUE(erase(doc, {0, 0}, 1, MirrorMode::Horizontal).applied());
  EXPECT_EQ(rowsOf(doc.level())[0], ".#..#.");
}

TEST(Mirror, RectangleFillIsMirroredAboutTheCentre) {
  EditorDoc doc = docWith(kBlank);
  ASSERT_TRUE(fillRect(doc, {0, 0}, {1, 1}, kind("water"), MirrorMode::Point).applied());
  EXPECT_EQ(rowsOf(doc.level()), (Rows{"~~....", "~~....", "......", "....~~", "....~~"}));
}

TEST(Mirror, FloodFillFloodsEachImageOfTheSeed) {
  // A wall splits the map; the right part's seed image is in the other area.
  EditorDoc doc = docWith({"..#...", "..#...", "..#...", "..#...", "..#..."});
  ASSERT_TRUE(floodFill(doc, {0, 0}, kind("road"), MirrorMode::Horizontal).applied());
  EXPECT_EQ(rowsOf(doc.level()), (Rows{"==#===", "==#===", "==#===", "==#===", "==#==="}));
  EXPECT_EQ(doc.history().undoCount(), 1u);
}

TEST(Mirror, ShapesAreMirrored) {
  EditorDoc doc = docWith(kBlank);
  ASSERT_TRUE(drawLine(doc, {0, 0}, {1, 1}, 1, kind("rock"), MirrorMode::Vertical).applied());
  EXPECT_EQ(rowsOf(doc.level()), (Rows{"#.....", ".#....", "......", ".#....", "#....."}));
  ASSERT_TRUE(drawRectOutline(doc, {3, 0}, {4, 1}, kind("water"), MirrorMode::Vertical).applied());
  EXPECT_EQ(rowsOf(doc.level()), (Rows{"#..~~.", ".#.~~.", "......", ".#.~~.", "#..~~."}));
  ASSERT_TRUE(drawEllipse(doc, {5, 0}, {5, 1}, true, kind("mud"), MirrorMode::Vertical).applied());
  EXPECT_EQ(rowsOf(doc.level()), (Rows{"#..~~,", ".#.~~,", "......", ".#.~~,", "#..~~,"}));
  EXPECT_EQ(doc.history().undoCount(), 3u);
}

// The shipped symmetric-looking levels, their top and bottom (Two Gates) or
// left and right (Mudflats) halves.
struct HalfCase {
  const char* file;
  MirrorMode mode;
};

class SymmetricLevel : public ::testing::TestWithParam<HalfCase> {};

size_t asymmetricCells(const LevelDef& level, MirrorMode mode) {
  size_t n = 0;
  for (int32_t y = 0; y < level.height; ++y) {
    for (int32_t x = 0; x < level.width; ++x) {
      for (Cell image : mirrorImages({level.width, level.height}, {x, y}, mode)) {
        n += level.tile(image) != level.tile({x, y}) ? 1 : 0;
      }
    }
  }
  return n;
}

TEST_P(SymmetricLevel, RepaintingOneHalfMirroredMakesTheMapSymmetric) {
  EditorDoc doc(test::palette(), test::gameDefs());
  ASSERT_TRUE(doc.open(test::sourceDir() / "levels" / GetParam().file).ok());
  const LevelDef original = doc.level();
  const MirrorMode mode = GetParam().mode;
  // Its spawns and goals lie on each other's images (Two Gates: spawn on
  // spawn, goal on goal; Mudflats: the spawn on the goal).
  std::vector<Cell> ends = original.spawns;
  ends.insert(ends.end(), original.goals.begin(), original.goals.end());
  for (Cell c : ends) {
    const Cell image = mirrorImages({original.width, original.height}, c, mode).back();
    EXPECT_NE(image, c);
    EXPECT_NE(std::find(ends.begin(), ends.end(), image), ends.end()) << c.x << "," << c.y;
  }
  // Repaint the first half with its own kinds, mirrored: the second half
  // becomes the first's image, and the map as a whole symmetric.
  const bool leftRight = mode == MirrorMode::Horizontal;
  const int32_t halfW = leftRight ? (original.width + 1) / 2 : original.width;
  const int32_t halfH = leftRight ? original.height : (original.height + 1) / 2;
  doc.beginStroke(Phrase::verbatim("Mirror half"));
  for (int32_t y = 0; y < halfH; ++y) {
    for (int32_t x = 0; x < halfW; ++x) {
      const size_t k = *doc.paletteIndexOfLegend(original.tile({x, y}));
      ASSERT_FALSE(paint(doc, {x, y}, 1, k, mode).refused());
    }
  }
  doc.endStroke();
  EXPECT_EQ(asymmetricCells(doc.level(), mode), 0u);
  for (int32_t y = 0; y < halfH; ++y) {
    for (int32_t x = 0; x < halfW; ++x) ASSERT_EQ(doc.level().tile({x, y}), original.tile({x, y}));
  }
  // The shipped maps are near-symmetric, not exactly: few cells changed.
  size_t changed = 0;
  for (size_t i = 0; i < original.tiles.size(); ++i) changed += doc.level().tiles[i] != original.tiles[i] ? 1 : 0;
  EXPECT_LT(changed, original.tiles.size() / 10);
  // And it is one step.
  ASSERT_TRUE(doc.undo());
  EXPECT_EQ(doc.level().tiles, original.tiles);
}

INSTANTIATE_TEST_SUITE_P(Shipped, SymmetricLevel,
                         ::testing::Values(HalfCase{"04_two_gates.json", MirrorMode::Vertical},
                                           HalfCase{"05_mudflats.json", MirrorMode::Horizontal}));

TEST(Mirror, MirroredPaintingKeepsASymmetricMapSymmetric) {
  EditorDoc doc = docWith({"#....#", ".=..=.", "......", ".=..=.", "#....#"});
  ASSERT_EQ(asymmetricCells(doc.level(), MirrorMode::Both), 0u);
  paint(doc, {1, 2}, 3, kind("water"), MirrorMode::Both);
  drawLine(doc, {0, 1}, {2, 4}, 1, kind("rock"), MirrorMode::Both);
  floodFill(doc, {2, 0}, kind("mud"), MirrorMode::Both);
  drawEllipse(doc, {0, 0}, {2, 2}, false, kind("road"), MirrorMode::Both);
  EXPECT_EQ(asymmetricCells(doc.level(), MirrorMode::Both), 0u);
}

}  // namespace
}  // namespace td::editor
