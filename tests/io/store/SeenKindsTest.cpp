#include <gtest/gtest.h>

#include "io/store/SeenKindsJson.h"
#include "tests/io/store/StoreTestSupport.h"

namespace td::persist {
namespace {

using SeenKindsFile = test::PersistTest;

TEST_F(SeenKindsFile, RoundTrip) {
  const std::filesystem::path file = dir_ / "seen.json";
  SeenKinds seen;
  seen.towers = {"arrow", "cannon"};
  seen.enemies = {"bat"};
  ASSERT_TRUE(saveSeenKinds(file, seen).ok);
  const SeenKindsLoad load = loadSeenKinds(file);
  EXPECT_TRUE(load.message.empty());
  EXPECT_TRUE(load.mayWrite);
  EXPECT_EQ(load.seen, seen);
  EXPECT_NE(readText(file).find("\"format\": \"td-seen-kinds\""), std::string::npos);
}

TEST_F(SeenKindsFile, AMissingFileMeansNothingSeenYet) {
  const SeenKindsLoad load = loadSeenKinds(dir_ / "seen.json");
  EXPECT_EQ(load.seen, SeenKinds{});
  EXPECT_TRUE(load.message.empty());
  EXPECT_TRUE(load.mayWrite);
}

TEST_F(SeenKindsFile, IdsThatAreNotNamesAreSkipped) {
  const SeenKinds seen = seenKindsFromJson(
      nlohmann::json::parse(R"({"towers": ["arrow", 3, "", null, "frost"], "enemies": "bat", "other": [1]})"));
  EXPECT_EQ(seen.towers, (std::set<std::string, std::less<>>{"arrow", "frost"}));
  EXPECT_TRUE(seen.enemies.empty());
}

TEST_F(SeenKindsFile, ADamagedFileIsSetAsideAndSaidSo) {
  const std::filesystem::path file = dir_ / "seen.json";
  writeText(file, "{ not json");
  const SeenKindsLoad load = loadSeenKinds(file);
  EXPECT_EQ(load.seen, SeenKinds{});
  EXPECT_FALSE(load.message.empty());
  EXPECT_TRUE(load.mayWrite);
  EXPECT_TRUE(std::filesystem::exists(dir_ / "seen.json.bad"));
}

TEST_F(SeenKindsFile, TwoGamesKeepEachOthersCards) {
  const std::filesystem::path file = dir_ / "seen.json";
  SeenKinds first;
  first.towers = {"arrow"};
  ASSERT_TRUE(saveSeenKinds(file, first).ok);
  SeenKinds second = loadSeenKinds(file).seen;
  first.enemies = {"bat"};
  ASSERT_TRUE(saveSeenKinds(file, first).ok);
  second.towers.insert("frost");
  ASSERT_TRUE(saveSeenKinds(file, second).ok);
  EXPECT_EQ(second.enemies.count("bat"), 1u);
  const SeenKinds back = loadSeenKinds(file).seen;
  EXPECT_EQ(back.towers, (std::set<std::string, std::less<>>{"arrow", "frost"}));
  EXPECT_EQ(back.enemies, (std::set<std::string, std::less<>>{"bat"}));
}

TEST_F(SeenKindsFile, OtherMembersAreWrittenBackAndOddIdsKeepACopy) {
  const std::filesystem::path file = dir_ / "seen.json";
  writeText(file, R"({"format": "td-seen-kinds", "version": 1, "towers": ["arrow", 3], "heroes": ["warden"]})");
  ::testing::internal::CaptureStderr();
  SeenKindsLoad load = loadSeenKinds(file);
  ::testing::internal::GetCapturedStderr();
  EXPECT_NE(load.message.find("towers"), std::string::npos) << load.message;
  EXPECT_TRUE(std::filesystem::exists(dir_ / "seen.json.bad"));
  ASSERT_TRUE(saveSeenKinds(file, load.seen).ok);
  EXPECT_NE(readText(file).find("\"heroes\": [\n    \"warden\"\n  ]"), std::string::npos) << readText(file);
}

}  // namespace
}  // namespace td::persist
