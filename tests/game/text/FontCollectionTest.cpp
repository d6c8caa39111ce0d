#include <gtest/gtest.h>

#include <SFML/Graphics/Font.hpp>
#include <fstream>
#include <iterator>

#include "game/text/FontCollection.h"
#include "game/text/UiFonts.h"

namespace td {
namespace {

std::vector<uint8_t> readAll(const char* path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// The scripts install fonts-noto-cjk (scripts/lib/setup.sh): its collection is what the Chinese text is drawn in.
TEST(FontCollection, TheSimplifiedChineseFaceOfNotoSansCjkOpensAlone) {
  const std::vector<uint8_t> bytes = readAll(kCjkFontFile);
  ASSERT_FALSE(bytes.empty()) << kCjkFontFile << " (the fonts-noto-cjk package)";
  const std::vector<std::string> families = collectionFamilies(bytes);
  ASSERT_GT(families.size(), 2u);
  EXPECT_EQ(families[0], "Noto Sans CJK JP");
  const std::optional<int> sc = collectionFace(bytes, "Noto Sans CJK SC");
  ASSERT_TRUE(sc.has_value());
  const auto face = standaloneFace(bytes, *sc);
  ASSERT_TRUE(face.has_value());
  sf::Font font;
  ASSERT_TRUE(font.loadFromMemory(face->data(), face->size()));
  // FreeType reads the face from the new directory (its glyphs need a window's context: the screenshots show them).
  EXPECT_EQ(font.getInfo().family, "Noto Sans CJK SC");
}

TEST(FontCollection, WhatIsNotACollectionHasNoFaces) {
  const std::vector<uint8_t> plain = readAll(kLatinFontFile);
  ASSERT_FALSE(plain.empty());
  EXPECT_TRUE(collectionFamilies(plain).empty());
  EXPECT_FALSE(standaloneFace(plain, 0).has_value());
  // Cut short anywhere, a collection is refused rather than read past its end.
  const std::vector<uint8_t> bytes = readAll(kCjkFontFile);
  for (const size_t cut : {size_t{3}, size_t{13}, size_t{40}, size_t{300}}) {
    const std::vector<uint8_t> shortened(bytes.begin(), bytes.begin() + static_cast<std::ptrdiff_t>(cut));
    EXPECT_FALSE(standaloneFace(shortened, 0).has_value()) << cut;
    EXPECT_FALSE(collectionFace(shortened, "Noto Sans CJK SC").has_value()) << cut;
  }
}

}  // namespace
}  // namespace td
