#include <gtest/gtest.h>

#include <SFML/Graphics/Image.hpp>
#include <cmath>
#include <cstdlib>
#include <string>
#include <vector>

#include "game/render/LevelThumbnail.h"

namespace td {
namespace {

// A level drawn as text: '.' grass, '=' road, '#' rock, '~' water.
LevelDef textLevel(const std::vector<std::string>& rows, Cell spawn, Cell goal) {
  LevelDef level;
  level.name = "thumbnail";
  level.width = static_cast<int32_t>(rows[0].size());
  level.height = static_cast<int32_t>(rows.size());
  level.terrains = {
      {"grass", 2, true}, {"road", 1, false}, {"rock", kImpassableCost, false}, {"water", kImpassableCost, false}};
  level.glyphs = ".=#~";
  for (const std::string& row : rows) {
    for (const char c : row) level.tiles.push_back(static_cast<uint8_t>(level.glyphs.find(c)));
  }
  level.spawns = {spawn};
  level.goals = {goal};
  return level;
}

LevelDef filled(int32_t width, int32_t height) {
  return textLevel(std::vector<std::string>(static_cast<size_t>(height), std::string(static_cast<size_t>(width), '.')),
                   {0, 0}, {width - 1, height - 1});
}

bool near(sf::Color a, sf::Color b, int tolerance) {
  return std::abs(a.r - b.r) <= tolerance && std::abs(a.g - b.g) <= tolerance && std::abs(a.b - b.b) <= tolerance;
}

::testing::AssertionResult colourIs(const sf::Image& image, sf::Vector2f pixel, sf::Color expected, int tolerance) {
  const sf::Color got = image.getPixel(static_cast<unsigned>(pixel.x), static_cast<unsigned>(pixel.y));
  if (near(got, expected, tolerance)) return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure() << "pixel (" << pixel.x << ", " << pixel.y << ") is " << int{got.r} << ","
                                       << int{got.g} << "," << int{got.b} << ", expected " << int{expected.r} << ","
                                       << int{expected.g} << "," << int{expected.b};
}

// Pixels of `colour` within `radius` pixels of `centre`.
int countNear(const sf::Image& image, sf::Vector2f centre, float radius, sf::Color colour) {
  int count = 0;
  const sf::Vector2u size = image.getSize();
  for (unsigned y = 0; y < size.y; ++y) {
    for (unsigned x = 0; x < size.x; ++x) {
      const float dx = static_cast<float>(x) + 0.5f - centre.x;
      const float dy = static_cast<float>(y) + 0.5f - centre.y;
      if (dx * dx + dy * dy <= radius * radius && near(image.getPixel(x, y), colour, 6)) ++count;
    }
  }
  return count;
}

// A point of a cell, given as fractions of the cell, in texture pixels.
sf::Vector2f at(const LevelThumbnail& thumb, Cell c, float fx, float fy) {
  const float s = thumb.pixelsPerCell;
  return {thumb.mapPixels.left + (static_cast<float>(c.x) + fx) * s,
          thumb.mapPixels.top + (static_cast<float>(c.y) + fy) * s};
}

sf::Color ground(const LevelDef& level, Cell c) { return groundColor(terrainStyle(level.terrains[level.tile(c)]), c); }

TEST(LevelThumbnail, LargeCellsShowTheGroundAsInPlayWithSpawnAndGoal) {
  const LevelDef level = textLevel({"~~~~~~~~", "========", "........", "....####"}, {0, 1}, {7, 1});
  ThumbnailPainter painter;
  const LevelThumbnail thumb = painter.paint(level, {160, 120});
  ASSERT_TRUE(thumb.ok());
  ASSERT_FLOAT_EQ(thumb.pixelsPerCell, 20.f);
  EXPECT_EQ(thumb.mapPixels, sf::FloatRect(0.f, 20.f, 160.f, 80.f));
  const sf::Image image = thumb.texture.copyToImage();
  ASSERT_EQ(image.getSize(), sf::Vector2u(160, 120));

  // Bars above and below the map, clear of its shadow.
  EXPECT_TRUE(colourIs(image, {80.f, 5.f}, colors::kBackground, 0));
  EXPECT_TRUE(colourIs(image, {80.f, 114.f}, colors::kBackground, 0));
  // Points of cells away from their decorations (wave crests, pebbles, grass
  // blades) and their shores: the ground colour play gives that cell. Water is
  // on the top row, so the picture is the right way up.
  EXPECT_TRUE(colourIs(image, at(thumb, {2, 0}, 0.1f, 0.15f), ground(level, {2, 0}), 4));
  EXPECT_TRUE(colourIs(image, at(thumb, {3, 1}, 0.1f, 0.5f), ground(level, {3, 1}), 4));
  EXPECT_TRUE(colourIs(image, at(thumb, {1, 2}, 0.5f, 0.96f), ground(level, {1, 2}), 4));
  EXPECT_FALSE(near(ground(level, {2, 0}), ground(level, {3, 1}), 30));
  // The spawn's red core and the goal's blue ring, where EndpointRenderer puts them.
  EXPECT_TRUE(colourIs(image, at(thumb, {0, 1}, 0.65f, 0.5f), colors::kSpawn, 6));
  EXPECT_TRUE(colourIs(image, at(thumb, {7, 1}, 0.86f, 0.5f), colors::kGoal, 6));
  EXPECT_TRUE(colourIs(image, at(thumb, {7, 1}, 0.5f, 0.14f), colors::kGoal, 6));
}

TEST(LevelThumbnail, SmallCellsAreFlatGroundWithMarkersLargeEnoughToSee) {
  std::vector<std::string> rows(20, std::string(40, '.'));
  for (int y = 14; y < 17; ++y) rows[static_cast<size_t>(y)] = std::string(40, '~');
  const LevelDef level = textLevel(rows, {2, 4}, {37, 4});
  ThumbnailPainter painter;
  const LevelThumbnail thumb = painter.paint(level, {80, 60});
  ASSERT_TRUE(thumb.ok());
  ASSERT_FLOAT_EQ(thumb.pixelsPerCell, 2.f);
  EXPECT_EQ(thumb.mapPixels, sf::FloatRect(0.f, 10.f, 80.f, 40.f));
  const sf::Image image = thumb.texture.copyToImage();

  for (const Cell c : {Cell{20, 2}, Cell{20, 10}, Cell{9, 15}, Cell{30, 16}}) {
    EXPECT_TRUE(colourIs(image, at(thumb, c, 0.5f, 0.5f), ground(level, c), 1)) << c.x << "," << c.y;
  }
  // Two pixels a cell would make a marker a speck: they are drawn at least
  // kMinMarkerPixels across, the spawn's core red and the goal's ring blue.
  const float reach = ThumbnailPainter::kMinMarkerPixels * 0.5f;
  const sf::Vector2f spawn = at(thumb, {2, 4}, 0.5f, 0.5f);
  const sf::Vector2f goal = at(thumb, {37, 4}, 0.5f, 0.5f);
  EXPECT_GE(countNear(image, spawn, reach, colors::kSpawn), 4);
  EXPECT_GE(countNear(image, goal, reach, colors::kGoal), 8);
  EXPECT_EQ(countNear(image, goal, reach, colors::kSpawn), 0);
  EXPECT_EQ(countNear(image, spawn, reach, colors::kGoal), 0);
}

TEST(LevelThumbnail, KeepsTheMapsShapeCentredFromOneCellToTheLargest) {
  struct Case {
    sf::Vector2i cells;
    sf::Vector2u pixels;
  };
  // One painter for every size, as a screen would use it.
  ThumbnailPainter painter;
  for (const Case& c : {Case{{1, 1}, {100, 60}}, Case{{256, 256}, {200, 100}}, Case{{64, 48}, {240, 150}},
                        Case{{256, 8}, {240, 150}}, Case{{3, 200}, {240, 150}}}) {
    SCOPED_TRACE(std::to_string(c.cells.x) + "x" + std::to_string(c.cells.y));
    const LevelThumbnail thumb = painter.paint(filled(c.cells.x, c.cells.y), c.pixels);
    ASSERT_TRUE(thumb.ok());
    const sf::FloatRect map = thumb.mapPixels;
    const sf::Vector2f size(c.pixels);
    // One side fills the picture (up to whole pixels a cell), the other is centred.
    EXPECT_NEAR(map.width / map.height, static_cast<float>(c.cells.x) / static_cast<float>(c.cells.y), 0.01f);
    EXPECT_TRUE(map.width >= size.x * 0.8f || map.height >= size.y * 0.8f);
    EXPECT_LE(map.width, size.x);
    EXPECT_LE(map.height, size.y);
    EXPECT_NEAR(map.left, size.x - map.left - map.width, 1.f);
    EXPECT_NEAR(map.top, size.y - map.top - map.height, 1.f);

    const sf::Image image = thumb.texture.copyToImage();
    ASSERT_EQ(image.getSize(), c.pixels);
    const sf::Vector2f middle(map.left + map.width * 0.5f, map.top + map.height * 0.5f);
    EXPECT_FALSE(colourIs(image, middle, colors::kBackground, 4));
    // The bars, where there are any, in their middle: clear of the map's rim.
    if (map.left >= 8.f) {
      EXPECT_TRUE(colourIs(image, {map.left * 0.5f, middle.y}, colors::kBackground, 0));
    }
    if (map.top >= 8.f) {
      EXPECT_TRUE(colourIs(image, {middle.x, map.top * 0.5f}, colors::kBackground, 0));
    }
  }
}

TEST(LevelThumbnail, NothingToDrawGivesNoPicture) {
  ThumbnailPainter painter;
  EXPECT_FALSE(painter.paint(filled(4, 4), {0, 50}).ok());
  EXPECT_FALSE(painter.paint(LevelDef{}, {50, 50}).ok());
  LevelDef broken = filled(4, 4);
  broken.tiles.pop_back();
  EXPECT_FALSE(painter.paint(broken, {50, 50}).ok());
  EXPECT_TRUE(painter.paint(filled(4, 4), {50, 50}).ok());
}

}  // namespace
}  // namespace td
