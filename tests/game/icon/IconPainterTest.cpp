#include <gtest/gtest.h>

#include <cstdlib>

#include "game/icon/IconPainter.h"

namespace td {
namespace {

TEST(IconPainter, EverySizeIsARoundedOpaqueTileWithClearCorners) {
  for (const unsigned size : {16u, 48u, 256u}) {
    const sf::Image icon = paintIcon(size);
    ASSERT_EQ(icon.getSize(), sf::Vector2u(size, size));
    // The tile's rounded corners let the desktop's background through; its middle covers it.
    EXPECT_EQ(icon.getPixel(0, 0).a, 0) << size;
    EXPECT_EQ(icon.getPixel(size - 1, size - 1).a, 0) << size;
    EXPECT_EQ(icon.getPixel(size / 2, size / 2).a, 255) << size;
    EXPECT_EQ(icon.getPixel(size / 2, size / 8).a, 255) << size;
  }
}

TEST(IconPainter, EdgesAreBlendedAndTheShapesAreAllThere) {
  const sf::Image icon = paintIcon(128);
  int partial = 0;
  int reddish = 0;
  int bluish = 0;
  int grey = 0;
  for (unsigned y = 0; y < 128; ++y) {
    for (unsigned x = 0; x < 128; ++x) {
      const sf::Color c = icon.getPixel(x, y);
      if (c.a > 0 && c.a < 255) ++partial;
      if (c.a != 255) continue;
      if (c.r > 180 && c.g < 90 && c.b < 90) ++reddish;                               // the enemy
      if (c.b > 180 && c.r < 110) ++bluish;                                           // the tower
      if (c.r > 160 && std::abs(c.r - c.g) < 12 && std::abs(c.g - c.b) < 16) ++grey;  // the walls
    }
  }
  EXPECT_GT(partial, 128);  // the corners' curves are antialiased, not stepped
  EXPECT_GT(reddish, 20);
  EXPECT_GT(bluish, 40);
  EXPECT_GT(grey, 400);
}

TEST(IconPainter, TheSamePictureEveryTime) {
  const sf::Image a = paintIcon(32);
  const sf::Image b = paintIcon(32);
  for (unsigned y = 0; y < 32; ++y) {
    for (unsigned x = 0; x < 32; ++x) EXPECT_EQ(a.getPixel(x, y), b.getPixel(x, y));
  }
}

}  // namespace
}  // namespace td
