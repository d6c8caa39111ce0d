#include <gtest/gtest.h>

#include <filesystem>
#include <sstream>
#include <string>

#include "engine/movingai/MovingAiMap.h"
#include "tests/engine/support/TestFifo.h"
#include "tests/support/SourcePaths.h"

namespace td {
namespace {

MovingAiMapParse parse(const std::string& text) {
  std::istringstream in(text);
  return parseMovingAiMap(in, "m.map");
}

// The error of a text that must be rejected; the map must come back empty.
std::string errorOf(const std::string& text) {
  const MovingAiMapParse r = parse(text);
  EXPECT_FALSE(r.ok()) << "accepted:\n" << text;
  EXPECT_TRUE(r.map.rows.empty());
  return r.error;
}

const std::string kSmall = "type octile\nheight 2\nwidth 3\nmap\n.@.\nGST\n";

TEST(MovingAiMap, ParsesHeaderAndRows) {
  const MovingAiMapParse r = parse(kSmall);
  ASSERT_TRUE(r.ok()) << r.error;
  EXPECT_EQ(r.map.width, 3);
  EXPECT_EQ(r.map.height, 2);
  ASSERT_EQ(r.map.rows.size(), 2u);
  EXPECT_EQ(r.map.rows[0], ".@.");
  EXPECT_EQ(r.map.rows[1], "GST");
}

TEST(MovingAiMap, OnlyDotGAndSArePassable) {
  const MovingAiMap map = parse(kSmall).map;
  EXPECT_TRUE(map.passable({0, 0}));
  EXPECT_FALSE(map.passable({1, 0}));  // '@'
  EXPECT_TRUE(map.passable({0, 1}));   // 'G'
  EXPECT_TRUE(map.passable({1, 1}));   // 'S'
  EXPECT_FALSE(map.passable({2, 1}));  // 'T'
  EXPECT_FALSE(map.passable({3, 0}));  // outside
  EXPECT_FALSE(map.passable({0, -1}));
  for (char c : std::string("@OTW \t#")) EXPECT_FALSE(MovingAiMap::passableChar(c)) << c;
}

TEST(MovingAiMap, ToGridKeepsSizeAndPassability) {
  const MovingAiMap map = parse(kSmall).map;
  const Grid grid = map.toGrid();
  ASSERT_EQ(grid.width(), 3);
  ASSERT_EQ(grid.height(), 2);
  for (int32_t y = 0; y < 2; ++y) {
    for (int32_t x = 0; x < 3; ++x) {
      const Cell c{x, y};
      EXPECT_EQ(grid.passable(c), map.passable(c)) << x << "," << y;
      EXPECT_EQ(grid.terrain(c), map.passable(c) ? MovingAiMap::kPassableKind : MovingAiMap::kBlockedKind);
      if (map.passable(c)) {
        EXPECT_EQ(grid.cost(c), 1);
      }
    }
  }
  EXPECT_EQ(grid.terrains()[MovingAiMap::kBlockedKind].cost, kImpassableCost);
  EXPECT_TRUE(grid.uniformCost());
}

TEST(MovingAiMap, AcceptsCrlfAndMissingFinalNewline) {
  const MovingAiMapParse r = parse("type octile\r\nheight 2\r\nwidth 3\r\nmap\r\n.@.\r\nGST");
  ASSERT_TRUE(r.ok()) << r.error;
  EXPECT_EQ(r.map.rows[0], ".@.");
  EXPECT_EQ(r.map.rows[1], "GST");
}

TEST(MovingAiMap, AcceptsTrailingBlankLines) {
  EXPECT_TRUE(parse(kSmall + "\n\n").ok());
  EXPECT_TRUE(parse(kSmall + "\r\n  \r\n\t\n").ok());
}

TEST(MovingAiMap, AcceptsWidthBeforeHeight) {
  const MovingAiMapParse r = parse("type octile\nwidth 3\nheight 2\nmap\n...\n...\n");
  ASSERT_TRUE(r.ok()) << r.error;
  EXPECT_EQ(r.map.width, 3);
  EXPECT_EQ(r.map.height, 2);
}

TEST(MovingAiMap, RejectsBadHeaderWithFileAndLine) {
  EXPECT_EQ(errorOf("").substr(0, 8), "m.map:1:");
  EXPECT_EQ(errorOf("type tile\nheight 2\nwidth 3\nmap\n...\n...\n").substr(0, 8), "m.map:1:");
  EXPECT_EQ(errorOf("type octile\nheight x\nwidth 3\nmap\n...\n...\n").substr(0, 8), "m.map:2:");
  EXPECT_EQ(errorOf("type octile\nheight 0\nwidth 3\nmap\n").substr(0, 8), "m.map:2:");
  EXPECT_EQ(errorOf("type octile\nheight 2\nwidth 5000\nmap\n").substr(0, 8), "m.map:3:");
  EXPECT_EQ(errorOf("type octile\nheight 2\nwidth 3x\nmap\n").substr(0, 8), "m.map:3:");
  EXPECT_EQ(errorOf("type octile\nheigth 2\nwidth 3\nmap\n").substr(0, 8), "m.map:2:");
  EXPECT_EQ(errorOf("type octile\nheight 2\nheight 2\nwidth 3\nmap\n").substr(0, 8), "m.map:3:");
  EXPECT_EQ(errorOf("type octile\nheight 2\nmap\n...\n...\n").substr(0, 8), "m.map:3:");
  EXPECT_EQ(errorOf("type octile\nheight 2\nwidth 3\n").substr(0, 8), "m.map:4:");
  EXPECT_NE(errorOf("type octile\nheight x\nwidth 3\nmap\n").find("height"), std::string::npos);
}

TEST(MovingAiMap, RejectsShortAndLongRows) {
  const std::string shortRow = errorOf("type octile\nheight 2\nwidth 3\nmap\n...\n..\n");
  EXPECT_EQ(shortRow.substr(0, 8), "m.map:6:");
  EXPECT_NE(shortRow.find("3 characters, got 2"), std::string::npos) << shortRow;
  EXPECT_EQ(errorOf("type octile\nheight 2\nwidth 3\nmap\n....\n...\n").substr(0, 8), "m.map:5:");
  // A blank line among the rows is a short row, not a skipped one.
  EXPECT_EQ(errorOf("type octile\nheight 2\nwidth 3\nmap\n...\n\n...\n").substr(0, 8), "m.map:6:");
}

TEST(MovingAiMap, RejectsWrongRowCount) {
  const std::string tooFew = errorOf("type octile\nheight 3\nwidth 3\nmap\n...\n...\n");
  EXPECT_EQ(tooFew.substr(0, 8), "m.map:7:");
  EXPECT_NE(tooFew.find("ends after 2"), std::string::npos) << tooFew;
  EXPECT_EQ(errorOf("type octile\nheight 1\nwidth 3\nmap\n...\n...\n").substr(0, 8), "m.map:6:");
  EXPECT_EQ(errorOf(kSmall + "\n...\n").substr(0, 8), "m.map:8:");
}

TEST(MovingAiMap, LoadsBenchmarkFiles) {
  const MovingAiMapParse arena = loadMovingAiMap((td::test::testDataDir().string() + "/movingai/arena.map"));
  ASSERT_TRUE(arena.ok()) << arena.error;
  EXPECT_EQ(arena.map.width, 49);
  EXPECT_EQ(arena.map.height, 49);
  EXPECT_FALSE(arena.map.passable({0, 0}));
  EXPECT_TRUE(arena.map.passable({3, 1}));

  // Stored with CR LF line ends and no final newline.
  const MovingAiMapParse berlin = loadMovingAiMap((td::test::testDataDir().string() + "/movingai/Berlin_0_256.map"));
  ASSERT_TRUE(berlin.ok()) << berlin.error;
  EXPECT_EQ(berlin.map.width, 256);
  EXPECT_EQ(berlin.map.height, 256);
  for (const std::string& row : berlin.map.rows) EXPECT_EQ(row.find('\r'), std::string::npos);
}

TEST(MovingAiMap, MissingFileIsAnError) {
  const MovingAiMapParse r = loadMovingAiMap((td::test::testDataDir().string() + "/movingai/no-such.map"));
  EXPECT_FALSE(r.ok());
  EXPECT_NE(r.error.find("no-such.map"), std::string::npos);
}

// The limit holds while reading, and within a line: an endless device
// is refused as too large instead of being read into one line until the
// memory runs out.
TEST(MovingAiMap, AnEndlessInputIsRefusedAsTooLarge) {
  std::istringstream endless(std::string(kMaxMovingAiMapBytes + 1, '.'));
  EXPECT_EQ(parseMovingAiMap(endless, "m.map").error,
            "m.map:1: the file is too large (more than " + std::to_string(kMaxMovingAiMapBytes) + " bytes)");
  if (!std::filesystem::exists("/dev/zero")) GTEST_SKIP() << "no /dev/zero here";
  const MovingAiMapParse zero = loadMovingAiMap("/dev/zero");
  EXPECT_NE(zero.error.find("/dev/zero:1: the file is too large"), std::string::npos) << zero.error;
}

// A FIFO would block in open() until a writer came; it is refused first.
TEST(MovingAiMap, AFifoIsRefusedBeforeItIsOpened) {
  const test::TestFifo fifo("td-map");
  ASSERT_TRUE(fifo.made());
  const MovingAiMapParse r = loadMovingAiMap(fifo.path().string());
  EXPECT_FALSE(fifo.tookTooLong());
  EXPECT_NE(r.error.find("it is a FIFO or a socket"), std::string::npos) << r.error;
}

}  // namespace
}  // namespace td
