#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "io/ShareCode.h"
#include "tests/io/IoTestSupport.h"
#include "tests/support/SourcePaths.h"

namespace td {
namespace {

std::string readText(const std::filesystem::path& file) {
  std::ifstream in(file, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// Every shipped level: its code is one line, much shorter than the file, and reads back to the file's very
// bytes and the same level.
TEST(ShareCode, EveryShippedLevelComesBackByteForByte) {
  int levels = 0;
  for (const auto& entry : std::filesystem::directory_iterator(test::sourceDir() / "levels")) {
    if (entry.path().extension() != ".json") continue;
    const std::string file = readText(entry.path());
    const LevelLoad load = parseLevel(file, test::shippedTerrains(), "level", &test::shippedDefs());
    ASSERT_TRUE(load.ok()) << entry.path();
    const std::string code = levelShareCode(load.level);
    ASSERT_EQ(code.rfind("td1:", 0), 0u);
    EXPECT_EQ(code.find_first_of(" \n\"'"), std::string::npos);
    EXPECT_LT(code.size(), file.size()) << entry.path();
    const ShareCodeLoad back = parseShareCode(code, test::shippedTerrains(), &test::shippedDefs());
    ASSERT_TRUE(back.ok()) << back.error;
    EXPECT_EQ(back.text, file) << entry.path();
    ++levels;
  }
  EXPECT_GE(levels, 10);
}

TEST(ShareCode, AChangedCutOrForeignCodeIsRefusedWithAReason) {
  const LevelLoad load = parseLevel(test::smallLevel().dump(), test::shippedTerrains(), "small");
  ASSERT_TRUE(load.ok());
  const std::string code = levelShareCode(load.level);
  // Wrapped over lines in a message: still read.
  std::string wrapped = code;
  wrapped.insert(20, "\n  ");
  EXPECT_TRUE(parseShareCode(" " + wrapped + "\n", test::shippedTerrains()).ok());
  // One character changed in the middle.
  std::string changed = code;
  changed[10] = changed[10] == 'A' ? 'B' : 'A';
  const ShareCodeLoad bad = parseShareCode(changed, test::shippedTerrains());
  EXPECT_FALSE(bad.ok());
  EXPECT_FALSE(bad.error.empty());
  // Cut short.
  EXPECT_NE(parseShareCode(code.substr(0, code.size() / 2), test::shippedTerrains()).error, "");
  // Not a code at all, or another version's.
  EXPECT_NE(parseShareCode("hello", test::shippedTerrains()).error.find("not a level's share code"), std::string::npos);
  EXPECT_NE(parseShareCode("td2:AAAA.00000000", test::shippedTerrains()).error.find("another version"),
            std::string::npos);
  EXPECT_NE(parseShareCode("td1:@@@@.00000000", test::shippedTerrains()).error.find("characters"), std::string::npos);
}

}  // namespace
}  // namespace td
