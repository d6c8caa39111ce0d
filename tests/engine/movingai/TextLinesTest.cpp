#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

#include "engine/movingai/TextLines.h"

namespace td {
namespace {

TEST(TextLines, StripsLineEndsAndCountsLines) {
  std::istringstream in("a\r\nb\n\r\nlast");
  TextLines lines(in, 1000);
  std::string line;
  std::vector<std::string> seen;
  while (lines.next(line) == LineRead::Line) seen.push_back(line);
  EXPECT_EQ(seen, (std::vector<std::string>{"a", "b", "", "last"}));
  EXPECT_EQ(lines.lineNumber(), 4);
  EXPECT_FALSE(lines.tooLarge());
}

// The limit counts every byte, line ends included, and holds within a line:
// an input without any line end never becomes one huge string.
TEST(TextLines, StopsAtTheByteLimit) {
  std::istringstream exact("ab\ncd\n");
  TextLines fits(exact, 6);
  std::string line;
  EXPECT_EQ(fits.next(line), LineRead::Line);
  EXPECT_EQ(fits.next(line), LineRead::Line);
  EXPECT_EQ(fits.next(line), LineRead::End);

  std::istringstream over("ab\ncd\ne");
  TextLines cut(over, 6);
  EXPECT_EQ(cut.next(line), LineRead::Line);
  EXPECT_EQ(cut.next(line), LineRead::Line);
  EXPECT_EQ(cut.next(line), LineRead::TooLarge);
  EXPECT_TRUE(cut.tooLarge());
  EXPECT_EQ(cut.next(line), LineRead::TooLarge);

  std::istringstream endless(std::string(10000, 'x'));
  TextLines one(endless, 100);
  EXPECT_EQ(one.next(line), LineRead::TooLarge);
  EXPECT_TRUE(line.empty());
  EXPECT_EQ(one.lineNumber(), 0);
}

TEST(TextLines, SplitsOnRunsOfSpacesAndTabs) {
  std::vector<std::string_view> fields;
  splitFields(" 1\t\tmaps/a.map  2 \t", fields);
  ASSERT_EQ(fields.size(), 3u);
  EXPECT_EQ(fields[0], "1");
  EXPECT_EQ(fields[1], "maps/a.map");
  EXPECT_EQ(fields[2], "2");
  splitFields("   ", fields);
  EXPECT_TRUE(fields.empty());
  EXPECT_TRUE(isBlankLine(" \t "));
  EXPECT_FALSE(isBlankLine(" x "));
}

TEST(TextLines, ParsesWholeIntegersOnly) {
  int64_t v = 0;
  EXPECT_TRUE(parseInteger("512", v));
  EXPECT_EQ(v, 512);
  EXPECT_TRUE(parseInteger("-3", v));
  EXPECT_EQ(v, -3);
  for (const char* bad : {"", "1.0", "12a", " 1", "+1", "0x10", "99999999999999999999"}) {
    EXPECT_FALSE(parseInteger(bad, v)) << bad;
  }
}

TEST(TextLines, NamesFilesAndErrors) {
  EXPECT_EQ(fileNameOf("maps/dao/arena.map"), "arena.map");
  EXPECT_EQ(fileNameOf("maps\\dao\\arena.map"), "arena.map");
  EXPECT_EQ(fileNameOf("arena.map"), "arena.map");
  EXPECT_EQ(lineError("a.scen", 12, "expected x"), "a.scen:12: expected x");
  EXPECT_EQ(excerpt("ab\tc"), "\"ab?c\"");
  EXPECT_EQ(excerpt(std::string(50, 'x')), "\"" + std::string(40, 'x') + "...\"");
}

}  // namespace
}  // namespace td
