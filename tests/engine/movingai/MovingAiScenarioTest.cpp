#include <gtest/gtest.h>

#include <sstream>
#include <string>

#include "engine/movingai/MovingAiScenario.h"
#include "tests/support/SourcePaths.h"

namespace td {
namespace {

MovingAiScenarioParse parse(const std::string& text) {
  std::istringstream in(text);
  return parseMovingAiScenarios(in, "s.scen");
}

std::string errorOf(const std::string& text) {
  const MovingAiScenarioParse r = parse(text);
  EXPECT_FALSE(r.ok()) << "accepted:\n" << text;
  EXPECT_TRUE(r.scenarios.empty());
  return r.error;
}

// A file whose second line is `line`.
std::string withLine(const std::string& line) { return "version 1\n" + line + "\n"; }

TEST(MovingAiScenario, ParsesTabSeparatedLine) {
  const MovingAiScenarioParse r = parse("version 1\n3\tmaps/dao/arena.map\t49\t40\t1\t7\t47\t39\t61.3259\n");
  ASSERT_TRUE(r.ok()) << r.error;
  ASSERT_EQ(r.scenarios.size(), 1u);
  const MovingAiScenario& s = r.scenarios[0];
  EXPECT_EQ(s.line, 2);
  EXPECT_EQ(s.bucket, 3);
  EXPECT_EQ(s.mapName, "arena.map");  // folder prefix dropped
  EXPECT_EQ(s.mapWidth, 49);
  EXPECT_EQ(s.mapHeight, 40);
  EXPECT_EQ(s.start, (Cell{1, 7}));
  EXPECT_EQ(s.goal, (Cell{47, 39}));
  EXPECT_DOUBLE_EQ(s.optimal, 61.3259);
  EXPECT_EQ(s.optimalDecimals, 4);
}

TEST(MovingAiScenario, AcceptsVersionOnePointZeroSpacesAndCrlf) {
  const MovingAiScenarioParse r =
      parse("version 1.0\r\n0 x.map 10 10 1 2 3 4 2.00000000\r\n1 \t x.map\t10 10  1 2\t3 5 3\r\n");
  ASSERT_TRUE(r.ok()) << r.error;
  ASSERT_EQ(r.scenarios.size(), 2u);
  EXPECT_EQ(r.scenarios[0].mapName, "x.map");
  EXPECT_EQ(r.scenarios[0].optimalDecimals, 8);
  EXPECT_EQ(r.scenarios[1].goal, (Cell{3, 5}));
  EXPECT_EQ(r.scenarios[1].optimal, 3.0);
  EXPECT_EQ(r.scenarios[1].optimalDecimals, 0);
  EXPECT_EQ(r.scenarios[1].line, 3);
}

TEST(MovingAiScenario, SkipsBlankLinesAndKeepsLineNumbers) {
  const MovingAiScenarioParse r = parse("version 1\n0\ta.map\t4\t4\t0\t0\t1\t1\t1.41421\n\n\n");
  ASSERT_TRUE(r.ok()) << r.error;
  ASSERT_EQ(r.scenarios.size(), 1u);
  const MovingAiScenarioParse gap = parse("version 1\n\n0\ta.map\t4\t4\t0\t0\t1\t1\t1.41421\n");
  ASSERT_TRUE(gap.ok()) << gap.error;
  EXPECT_EQ(gap.scenarios[0].line, 3);
}

TEST(MovingAiScenario, CountsTwoToEightDecimals) {
  const std::string base = "0\ta.map\t9\t9\t0\t0\t8\t8\t";
  std::string text = "version 1\n";
  std::string printed = "11.3";
  for (int decimals = 2; decimals <= 8; ++decimals) {
    printed += '1';
    text += base + printed + "\n";
  }
  const MovingAiScenarioParse r = parse(text);
  ASSERT_TRUE(r.ok()) << r.error;
  ASSERT_EQ(r.scenarios.size(), 7u);
  for (size_t i = 0; i < 7; ++i) EXPECT_EQ(r.scenarios[i].optimalDecimals, static_cast<int32_t>(i) + 2);
  EXPECT_DOUBLE_EQ(r.scenarios[6].optimal, 11.31111111);
}

TEST(MovingAiScenario, RejectsBadVersionLine) {
  EXPECT_EQ(errorOf("").substr(0, 9), "s.scen:1:");
  EXPECT_EQ(errorOf("version 2\n0\ta.map\t4\t4\t0\t0\t1\t1\t1\n").substr(0, 9), "s.scen:1:");
  EXPECT_EQ(errorOf("version 1.5\n").substr(0, 9), "s.scen:1:");
  EXPECT_EQ(errorOf("0\ta.map\t4\t4\t0\t0\t1\t1\t1\n").substr(0, 9), "s.scen:1:");
}

TEST(MovingAiScenario, RejectsNoScenarios) { EXPECT_EQ(errorOf("version 1\n\n").substr(0, 9), "s.scen:2:"); }

TEST(MovingAiScenario, RejectsWrongFieldCount) {
  const std::string e = errorOf(withLine("0\ta.map\t4\t4\t0\t0\t1\t1"));
  EXPECT_EQ(e.substr(0, 9), "s.scen:2:");
  EXPECT_NE(e.find("got 8"), std::string::npos) << e;
  EXPECT_EQ(errorOf(withLine("0\ta.map\t4\t4\t0\t0\t1\t1\t1\t1")).substr(0, 9), "s.scen:2:");
}

TEST(MovingAiScenario, RejectsNonNumericFields) {
  const char* bad[] = {
      "x\ta.map\t4\t4\t0\t0\t1\t1\t1",   "0\ta.map\tfour\t4\t0\t0\t1\t1\t1", "0\ta.map\t4\t4\t0.5\t0\t1\t1\t1",
      "0\ta.map\t4\t4\t0\t0\t1\t1\tabc", "0\ta.map\t4\t4\t0\t0\t1\t1\t1e3",  "0\ta.map\t4\t4\t0\t0\t1\t1\t1.",
      "0\ta.map\t4\t4\t0\t0\t1\t1\t-1",  "0\ta.map\t4\t4\t0\t0\t1\t1\t.5",   "0\ta.map\t4\t4\t+1\t0\t1\t1\t1",
      "-1\ta.map\t4\t4\t0\t0\t1\t1\t1",  "0\ta.map\t0\t4\t0\t0\t1\t1\t1",
  };
  for (const char* line : bad) {
    const std::string e = errorOf("version 1\n0\ta.map\t4\t4\t0\t0\t1\t1\t1\n" + std::string(line) + "\n");
    EXPECT_EQ(e.substr(0, 9), "s.scen:3:") << line << " -> " << e;
  }
}

TEST(MovingAiScenario, RejectsCoordinatesOutsideTheMap) {
  const char* bad[] = {
      "0\ta.map\t4\t3\t4\t0\t1\t1\t1", "0\ta.map\t4\t3\t0\t3\t1\t1\t1",  "0\ta.map\t4\t3\t0\t0\t4\t1\t1",
      "0\ta.map\t4\t3\t0\t0\t1\t3\t1", "0\ta.map\t4\t3\t-1\t0\t1\t1\t1",
  };
  for (const char* line : bad) {
    const std::string e = errorOf(withLine(line));
    EXPECT_EQ(e.substr(0, 9), "s.scen:2:") << line << " -> " << e;
  }
  EXPECT_NE(errorOf(withLine(bad[2])).find("goal x"), std::string::npos);
  EXPECT_TRUE(parse(withLine("0\ta.map\t4\t3\t3\t2\t0\t0\t3.82843")).ok());
}

MovingAiMap mapOfSize(int32_t width, int32_t height) {
  MovingAiMap map;
  map.width = width;
  map.height = height;
  map.rows.assign(static_cast<size_t>(height), std::string(static_cast<size_t>(width), '.'));
  return map;
}

TEST(MovingAiScenario, MatchesMapByFileNameIgnoringFolders) {
  const MovingAiScenarioParse r =
      parse("version 1\n0\tmaps/dao/a.map\t4\t3\t0\t0\t1\t1\t1.41421\n0\ta.map\t4\t3\t0\t0\t1\t2\t2.41421\n");
  ASSERT_TRUE(r.ok()) << r.error;
  const MovingAiMap map = mapOfSize(4, 3);
  EXPECT_EQ(checkScenariosMatchMap(r.scenarios, "s.scen", map, "data/a.map"), "");
  EXPECT_EQ(checkScenariosMatchMap(r.scenarios, "s.scen", map, "a.map"), "");
}

TEST(MovingAiScenario, RejectsScenarioOfAnotherMap) {
  const MovingAiScenarioParse r =
      parse("version 1\n0\ta.map\t4\t3\t0\t0\t1\t1\t1.41421\n0\tmaps/b.map\t4\t3\t0\t0\t1\t1\t1.41421\n");
  ASSERT_TRUE(r.ok()) << r.error;
  const std::string e = checkScenariosMatchMap(r.scenarios, "s.scen", mapOfSize(4, 3), "dir/a.map");
  EXPECT_EQ(e.substr(0, 9), "s.scen:3:");
  EXPECT_NE(e.find("\"a.map\""), std::string::npos) << e;
  EXPECT_NE(e.find("\"b.map\""), std::string::npos) << e;
}

TEST(MovingAiScenario, RejectsScenarioOfAnotherSize) {
  const MovingAiScenarioParse r = parse("version 1\n0\ta.map\t4\t3\t0\t0\t1\t1\t1.41421\n");
  ASSERT_TRUE(r.ok()) << r.error;
  EXPECT_EQ(checkScenariosMatchMap(r.scenarios, "s.scen", mapOfSize(3, 4), "a.map").substr(0, 9), "s.scen:2:");
  EXPECT_EQ(checkScenariosMatchMap(r.scenarios, "s.scen", mapOfSize(4, 4), "a.map").substr(0, 9), "s.scen:2:");
}

TEST(MovingAiScenario, LoadsBenchmarkFiles) {
  const MovingAiScenarioParse arena =
      loadMovingAiScenarios((td::test::testDataDir().string() + "/movingai/arena.map.scen"));
  ASSERT_TRUE(arena.ok()) << arena.error;
  ASSERT_EQ(arena.scenarios.size(), 160u);
  EXPECT_EQ(arena.scenarios[0].mapName, "arena.map");
  EXPECT_EQ(arena.scenarios[0].start, (Cell{1, 11}));
  EXPECT_EQ(arena.scenarios[0].goal, (Cell{1, 12}));
  EXPECT_EQ(arena.scenarios.back().line, 161);

  // "version 1.0", no folder prefix, eight decimals.
  const MovingAiScenarioParse berlin =
      loadMovingAiScenarios((td::test::testDataDir().string() + "/movingai/Berlin_0_256.map.scen"));
  ASSERT_TRUE(berlin.ok()) << berlin.error;
  ASSERT_EQ(berlin.scenarios.size(), 930u);
  EXPECT_EQ(berlin.scenarios[0].mapName, "Berlin_0_256.map");
  EXPECT_EQ(berlin.scenarios[0].optimalDecimals, 8);

  // Ends with a blank line.
  const MovingAiScenarioParse den =
      loadMovingAiScenarios((td::test::testDataDir().string() + "/movingai/den312d.map.scen"));
  ASSERT_TRUE(den.ok()) << den.error;
  EXPECT_EQ(den.scenarios.size(), 320u);
}

// Every scenario is kept with its outcome: a file of more than the cap is
// refused at the first line past it.
TEST(MovingAiScenario, MoreThanTheCapIsRefused) {
  std::string text = "version 1\n";
  const std::string line = "0\ta.map\t8\t8\t0\t0\t1\t1\t1.41421\n";
  text.reserve(text.size() + line.size() * (kMaxScenarios + 1));
  for (size_t i = 0; i < kMaxScenarios; ++i) text += line;
  EXPECT_TRUE(parse(text).ok());
  text += line;
  const MovingAiScenarioParse r = parse(text);
  EXPECT_EQ(r.error, "s.scen:" + std::to_string(kMaxScenarios + 2) + ": expected at most " +
                         std::to_string(kMaxScenarios) + " scenarios in one file (split the file to run more)");
  EXPECT_TRUE(r.scenarios.empty());
}

TEST(MovingAiScenario, AnEndlessInputIsRefusedAsTooLarge) {
  std::istringstream endless("version 1\n" + std::string(kMaxScenarioFileBytes, ' '));
  const MovingAiScenarioParse r = parseMovingAiScenarios(endless, "s.scen");
  EXPECT_EQ(r.error, "s.scen:2: the file is too large (more than " + std::to_string(kMaxScenarioFileBytes) + " bytes)");
}

}  // namespace
}  // namespace td
