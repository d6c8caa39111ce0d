#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "io/store/ProgressJson.h"
#include "tests/io/store/StoreTestSupport.h"

namespace td::persist {
namespace {

using ProgressFile = test::PersistTest;

TEST(Progress, StarsRateTheLivesKept) {
  EXPECT_EQ(starsFor(false, 20, 20), 0);
  EXPECT_EQ(starsFor(true, 20, 20), 3);
  EXPECT_EQ(starsFor(true, 19, 20), 2);
  EXPECT_EQ(starsFor(true, 10, 20), 2);  // exactly half
  EXPECT_EQ(starsFor(true, 9, 20), 1);
  EXPECT_EQ(starsFor(true, 1, 20), 1);
  EXPECT_EQ(starsFor(true, 3, 5), 2);
  EXPECT_EQ(starsFor(true, 2, 5), 1);
}

TEST(Progress, RecordKeepsTheBestResult) {
  Progress p;
  EXPECT_FALSE(p.record("01", false, 0, 20));  // a loss records nothing
  EXPECT_FALSE(p.level("01").completed);
  EXPECT_TRUE(p.record("01", true, 5, 20));
  EXPECT_EQ(p.level("01"), (LevelProgress{true, 5, 1}));
  EXPECT_TRUE(p.record("01", true, 20, 20));
  EXPECT_EQ(p.level("01"), (LevelProgress{true, 20, 3}));
  EXPECT_FALSE(p.record("01", true, 12, 20));  // worse: nothing changes
  EXPECT_FALSE(p.record("01", false, 0, 20));
  EXPECT_EQ(p.level("01"), (LevelProgress{true, 20, 3}));
  EXPECT_EQ(p.totalStars(), 3);
}

TEST(Progress, UnlockingFollowsTheLevelOrder) {
  const std::vector<std::string> order = {"01_first", "02_second", "03_third"};
  Progress p;
  EXPECT_TRUE(p.isUnlocked(order, 0));
  EXPECT_FALSE(p.isUnlocked(order, 1));
  EXPECT_FALSE(p.isUnlocked(order, 2));
  p.record("01_first", true, 1, 10);
  EXPECT_TRUE(p.isUnlocked(order, 1));
  EXPECT_FALSE(p.isUnlocked(order, 2));
  p.record("02_second", true, 10, 10);
  EXPECT_TRUE(p.isUnlocked(order, 2));
  EXPECT_FALSE(p.isUnlocked(order, 3));  // past the end
  // Levels finished that are not in the order do not open anything.
  p.record("99_other", true, 10, 10);
  EXPECT_FALSE(p.isUnlocked(std::vector<std::string>{"00_new", "04_fourth"}, 1));
}

TEST(Progress, AWonLevelStaysOpenWhateverComesBeforeIt) {
  // A level inserted before won ones (or one that no longer loads) does not
  // lock what the player has won, nor the level after it.
  Progress p;
  p.record("01_first", true, 1, 10);
  const std::vector<std::string> order = {"00_new", "01_first", "02_second", "03_third"};
  EXPECT_TRUE(p.isUnlocked(order, 1));
  EXPECT_TRUE(p.isUnlocked(order, 2));
  EXPECT_FALSE(p.isUnlocked(order, 3));
}

TEST(Progress, ALevelKeepsItsRecordWhenTheCampaignIsRenumbered) {
  Progress p;
  p.record("07_the_warden", true, 8, 10);
  // The same level, now sixth: completed, and what unlocks the next.
  EXPECT_TRUE(p.level("06_the_warden").completed);
  EXPECT_EQ(p.level("06_the_warden").bestLives, 8);
  EXPECT_TRUE(p.isUnlocked(std::vector<std::string>{"06_the_warden", "07_wolf_trail"}, 1));
  EXPECT_FALSE(p.level("06_wolf_trail").completed);
  EXPECT_FALSE(p.level("the_warden").completed);  // a name without a number is another level
  // A better game under the new number leaves one record, not two.
  p.record("06_the_warden", true, 10, 10);
  EXPECT_EQ(p.levels().size(), 1u);
  EXPECT_EQ(p.level("06_the_warden").stars, 3);
  EXPECT_EQ(p.totalStars(), 3);
}

TEST(Progress, SetMakesRecordsConsistent) {
  Progress p;
  p.set("a", {false, 12, 3});
  EXPECT_EQ(p.level("a"), (LevelProgress{false, 0, 0}));
  p.set("b", {true, -4, 0});
  EXPECT_EQ(p.level("b"), (LevelProgress{true, 0, 1}));
  p.set("c", {true, 7, 9});
  EXPECT_EQ(p.level("c"), (LevelProgress{true, 7, 3}));
}

// Saving merges into the progress given; a test's sample is saved through a copy.
SaveResult saveCopy(const std::filesystem::path& file, Progress progress) { return saveProgress(file, progress); }

Progress sample() {
  Progress p;
  p.record("01_first_steps", true, 20, 20);
  p.record("02_open_field", true, 11, 20);
  p.record("03_maze", true, 2, 20);
  p.set("04_locked", {false, 0, 0});
  return p;
}

TEST_F(ProgressFile, RoundTrip) {
  const std::filesystem::path file = dir_ / "progress.json";
  const SaveResult saved = saveCopy(file, sample());
  ASSERT_TRUE(saved.ok) << saved.message;
  const ProgressLoad load = loadProgress(file);
  EXPECT_EQ(load.status, StoreStatus::Ok);
  EXPECT_TRUE(load.message.empty());
  EXPECT_EQ(load.progress, sample());
  EXPECT_EQ(load.progress.totalStars(), 3 + 2 + 1);
}

TEST_F(ProgressFile, ACorruptFileGivesEmptyProgressAndOneMessage) {
  const std::filesystem::path file = dir_ / "progress.json";
  writeText(file, "{\"levels\": {\"01\": {\"completed\": true,,}}}");
  ::testing::internal::CaptureStderr();
  const ProgressLoad load = loadProgress(file);
  const std::string err = ::testing::internal::GetCapturedStderr();
  EXPECT_EQ(load.status, StoreStatus::Damaged);
  EXPECT_TRUE(load.progress.levels().empty());
  EXPECT_FALSE(load.message.empty());
  EXPECT_EQ(lines(err), 1u) << err;
  EXPECT_TRUE(std::filesystem::exists(dir_ / "progress.json.bad"));
  // The next save writes a fresh file.
  ASSERT_TRUE(saveCopy(file, sample()).ok);
  EXPECT_EQ(loadProgress(file).progress, sample());
}

TEST_F(ProgressFile, MalformedEntriesAreSkippedAndValuesClamped) {
  const std::filesystem::path file = dir_ / "progress.json";
  writeText(file, R"({
    "format": "td-progress", "version": 1, "player": "someone",
    "levels": {
      "good": {"completed": true, "bestLives": 14, "stars": 2, "time": 93.5},
      "too_many_stars": {"completed": true, "bestLives": 3, "stars": 11},
      "negative": {"completed": true, "bestLives": -8, "stars": -2},
      "not_an_object": 3,
      "wrong_types": {"completed": "yes", "bestLives": "many", "stars": null},
      "": {"completed": true, "bestLives": 1, "stars": 1}
    }
  })");
  ::testing::internal::CaptureStderr();
  const ProgressLoad load = loadProgress(file);
  const std::string err = ::testing::internal::GetCapturedStderr();
  ASSERT_EQ(load.status, StoreStatus::Ok);
  // The wrongly typed values are left out, and the file is kept as it was before a save can drop them.
  EXPECT_EQ(lines(err), 1u) << err;
  EXPECT_NE(load.message.find("levels.wrong_types.completed"), std::string::npos) << load.message;
  EXPECT_TRUE(std::filesystem::exists(dir_ / "progress.json.bad"));
  const Progress& p = load.progress;
  EXPECT_EQ(p.level("good"), (LevelProgress{true, 14, 2}));
  EXPECT_EQ(p.level("too_many_stars"), (LevelProgress{true, 3, 3}));
  EXPECT_EQ(p.level("negative"), (LevelProgress{true, 0, 1}));
  EXPECT_EQ(p.levels().count("not_an_object"), 0u);
  EXPECT_EQ(p.level("wrong_types"), LevelProgress{});
  EXPECT_EQ(p.levels().count(""), 0u);
}

TEST_F(ProgressFile, ALevelsMemberOfTheWrongTypeIsADamagedFile) {
  const std::filesystem::path file = dir_ / "progress.json";
  writeText(file, R"({"levels": [1, 2, 3]})");
  ::testing::internal::CaptureStderr();
  const ProgressLoad load = loadProgress(file);
  ::testing::internal::GetCapturedStderr();
  EXPECT_EQ(load.status, StoreStatus::Damaged);
  EXPECT_TRUE(load.progress.levels().empty());
  // Set aside, not wiped: the next save cannot destroy it.
  EXPECT_EQ(readText(dir_ / "progress.json.bad"), R"({"levels": [1, 2, 3]})");
  EXPECT_TRUE(load.mayWrite);
}

TEST_F(ProgressFile, ANewerVersionIsLeftAlone) {
  const std::filesystem::path file = dir_ / "progress.json";
  const std::string text = R"({"format": "td-progress", "version": 2, "levels": {"a": {"completed": true}}})";
  writeText(file, text);
  ::testing::internal::CaptureStderr();
  const ProgressLoad load = loadProgress(file);
  ::testing::internal::GetCapturedStderr();
  EXPECT_EQ(load.status, StoreStatus::Newer);
  EXPECT_FALSE(load.mayWrite);
  EXPECT_EQ(readText(file), text);
}

TEST_F(ProgressFile, AVersionThatIsNotAWholeNumberIsDamage) {
  const std::filesystem::path file = dir_ / "progress.json";
  writeText(file, R"({"format": "td-progress", "version": "one", "levels": {}})");
  ::testing::internal::CaptureStderr();
  EXPECT_EQ(loadProgress(file).status, StoreStatus::Damaged);
  ::testing::internal::GetCapturedStderr();
}

// What this version cannot read is not its to throw away: other members and
// level entries of another shape are written back as they were.
TEST_F(ProgressFile, EntriesItCannotReadAreWrittenBack) {
  const std::filesystem::path file = dir_ / "progress.json";
  writeText(file, R"({"format": "td-progress", "version": 1, "achievements": ["first blood"],
                      "levels": {"a": {"completed": true, "stars": 2}, "b": "from a mod", "c": 7}})");
  ProgressLoad load = loadProgress(file);
  ASSERT_EQ(load.status, StoreStatus::Ok);
  EXPECT_TRUE(load.progress.level("a").completed);
  load.progress.record("d", true, 5, 5);
  ASSERT_TRUE(saveProgress(file, load.progress).ok);
  const std::string text = readText(file);
  EXPECT_NE(text.find("\"first blood\""), std::string::npos) << text;
  EXPECT_NE(text.find("\"b\": \"from a mod\""), std::string::npos) << text;
  EXPECT_NE(text.find("\"c\": 7"), std::string::npos) << text;
  const ProgressLoad back = loadProgress(file);
  EXPECT_TRUE(back.progress.level("d").completed);
  EXPECT_EQ(back.progress.level("a").stars, 2);
}

TEST_F(ProgressFile, BackupsOfDamagedFilesNeverReplaceEachOther) {
  const std::filesystem::path file = dir_ / "progress.json";
  ::testing::internal::CaptureStderr();
  writeText(file, "first damage {");
  EXPECT_EQ(loadProgress(file).status, StoreStatus::Damaged);
  writeText(file, "second damage [");
  EXPECT_EQ(loadProgress(file).status, StoreStatus::Damaged);
  ::testing::internal::GetCapturedStderr();
  EXPECT_EQ(readText(dir_ / "progress.json.bad"), "first damage {");
  EXPECT_EQ(readText(dir_ / "progress.json.bad.2"), "second damage [");
}

TEST_F(ProgressFile, AFileThatCannotBeReadIsNeverWrittenOver) {
  // A folder where the file should be: it cannot be read, and the session
  // must not try to replace it.
  const std::filesystem::path file = dir_ / "progress.json";
  std::filesystem::create_directories(file);
  ::testing::internal::CaptureStderr();
  const ProgressLoad load = loadProgress(file);
  ::testing::internal::GetCapturedStderr();
  EXPECT_EQ(load.status, StoreStatus::Unreadable);
  EXPECT_FALSE(load.mayWrite);
  EXPECT_NE(load.message.find("not saved"), std::string::npos);
}

bool failSync(AtomicWriteStep step) { return step == AtomicWriteStep::Sync; }

TEST_F(ProgressFile, AFailedWriteLeavesTheOldFileIntact) {
  const std::filesystem::path file = dir_ / "progress.json";
  ASSERT_TRUE(saveCopy(file, sample()).ok);
  const std::string before = readText(file);
  Progress better = sample();
  better.record("03_maze", true, 20, 20);
  setAtomicWriteFaultForTesting(&failSync);
  ::testing::internal::CaptureStderr();
  const SaveResult saved = saveProgress(file, better);
  const std::string err = ::testing::internal::GetCapturedStderr();
  setAtomicWriteFaultForTesting(nullptr);
  EXPECT_FALSE(saved.ok);
  EXPECT_FALSE(saved.message.empty());
  EXPECT_EQ(lines(err), 1u) << err;
  EXPECT_EQ(readText(file), before);
  EXPECT_EQ(loadProgress(file).progress, sample());
}

TEST_F(ProgressFile, AMissingFolderIsCreated) {
  const std::filesystem::path file = dir_ / "deep" / "er" / "progress.json";
  ASSERT_TRUE(saveCopy(file, sample()).ok);
  EXPECT_EQ(loadProgress(file).progress, sample());
}

TEST_F(ProgressFile, LevelIdsThatAreNotUtf8DoNotBreakSaving) {
  const std::filesystem::path file = dir_ / "progress.json";
  Progress p;
  p.record(std::string("bad\xff-name"), true, 1, 1);
  ASSERT_TRUE(saveProgress(file, p).ok);
  EXPECT_EQ(loadProgress(file).progress.levels().size(), 1u);
}

// Two games on one config folder: each save merges what the other saved, so neither loses the other's wins.
TEST_F(ProgressFile, TwoGamesKeepEachOthersRecords) {
  const std::filesystem::path file = dir_ / "progress.json";
  ASSERT_TRUE(saveCopy(file, sample()).ok);
  ProgressLoad first = loadProgress(file);
  ProgressLoad second = loadProgress(file);
  first.progress.record("05_first", true, 20, 20);
  ASSERT_TRUE(saveProgress(file, first.progress).ok);
  second.progress.record("06_second", true, 5, 20);
  second.progress.record("03_maze", true, 20, 20);
  ASSERT_TRUE(saveProgress(file, second.progress).ok);
  EXPECT_EQ(second.progress.level("05_first").stars, 3) << "the second game now shows the first's win";
  first.progress.recordScore("01_first_steps", 999);
  ASSERT_TRUE(saveProgress(file, first.progress).ok);
  const Progress back = loadProgress(file).progress;
  EXPECT_EQ(back.level("05_first").stars, 3);
  EXPECT_TRUE(back.level("06_second").completed);
  EXPECT_EQ(back.level("03_maze").stars, 3);  // the better of the two games
  EXPECT_EQ(back.level("01_first_steps").bestScore, 999);
  EXPECT_EQ(back.levels().size(), 6u);
}

// Forgetting every result is the one save that does not merge.
TEST_F(ProgressFile, AResetIsWrittenAsItIs) {
  const std::filesystem::path file = dir_ / "progress.json";
  ASSERT_TRUE(saveCopy(file, sample()).ok);
  ASSERT_TRUE(replaceProgress(file, Progress{}).ok);
  EXPECT_TRUE(loadProgress(file).progress.levels().empty());
}

// A duplicate key is a file the game cannot take whole: a copy is kept before anything is dropped.
TEST_F(ProgressFile, DuplicateKeysKeepACopyAndSaySo) {
  const std::filesystem::path file = dir_ / "progress.json";
  const std::string text = R"({"format": "td-progress", "version": 1,
    "levels": {"01_first_steps": {"completed": true, "bestLives": 20, "stars": 3}},
    "levels": {"02_open_field": {"completed": true, "bestLives": 4, "stars": 1}}})";
  writeText(file, text);
  ::testing::internal::CaptureStderr();
  const ProgressLoad load = loadProgress(file);
  const std::string err = ::testing::internal::GetCapturedStderr();
  ASSERT_EQ(load.status, StoreStatus::Ok);
  EXPECT_TRUE(load.mayWrite);
  EXPECT_NE(load.message.find("duplicate key levels"), std::string::npos) << load.message;
  EXPECT_EQ(lines(err), 1u) << err;
  EXPECT_EQ(readText(dir_ / "progress.json.bad"), text);
  EXPECT_TRUE(load.progress.level("02_open_field").completed);
}

// A store reached through a symbolic link (a config folder kept elsewhere): the damaged real file is set aside
// beside itself and the link stays a link, which the next save writes through.
TEST_F(ProgressFile, ADamagedLinkedFileIsSetAsideBehindItsLink) {
  std::filesystem::create_directories(dir_ / "elsewhere");
  const std::filesystem::path real = dir_ / "elsewhere" / "progress.json";
  const std::filesystem::path link = dir_ / "progress.json";
  writeText(real, "{ damaged");
  std::filesystem::create_symlink("elsewhere/progress.json", link);
  ::testing::internal::CaptureStderr();
  const ProgressLoad load = loadProgress(link);
  ::testing::internal::GetCapturedStderr();
  EXPECT_EQ(load.status, StoreStatus::Damaged);
  EXPECT_TRUE(load.mayWrite);
  EXPECT_TRUE(std::filesystem::is_symlink(link));
  EXPECT_EQ(readText(dir_ / "elsewhere" / "progress.json.bad"), "{ damaged");
  ASSERT_TRUE(saveCopy(link, sample()).ok);
  EXPECT_TRUE(std::filesystem::is_symlink(link));
  EXPECT_EQ(loadProgress(real).progress, sample());
}

TEST(Progress, OneLevelUnderTwoNumbersInAFileKeepsTheBestOfBoth) {
  const Progress p = progressFromJson(nlohmann::json::parse(R"({"levels": {
    "01_first_steps": {"completed": true, "bestLives": 20, "stars": 3},
    "07_first_steps": {"completed": true, "bestLives": 2, "stars": 1, "bestScore": 500}}})"));
  EXPECT_EQ(p.levels().size(), 1u);
  EXPECT_EQ(p.level("01_first_steps").stars, 3);
  EXPECT_EQ(p.level("07_first_steps").bestScore, 500);
}

}  // namespace
}  // namespace td::persist

namespace td::persist {
namespace {

TEST(Progress, BestScoresAndEndlessRecordsAreKept) {
  Progress p;
  EXPECT_TRUE(p.recordScore("01_a", 1200));
  EXPECT_FALSE(p.recordScore("01_a", 900));
  EXPECT_TRUE(p.recordScore("01_a", 1500));
  EXPECT_EQ(p.level("01_a").bestScore, 1500);
  EXPECT_TRUE(p.recordEndless("01_a", 12));
  EXPECT_FALSE(p.recordEndless("01_a", 12));
  EXPECT_EQ(p.level("01_a").bestWave, 12);
  // Winning again keeps both.
  p.record("01_a", true, 3, 10);
  EXPECT_EQ(p.level("01_a").bestScore, 1500);
  EXPECT_EQ(p.level("01_a").bestWave, 12);
}

TEST(Progress, ChallengesWonAreKeptOnceEachBesideTheLevelsRecord) {
  Progress p;
  p.record("01_a", true, 10, 10);
  EXPECT_TRUE(p.recordChallenge("01_a", "iron"));
  EXPECT_FALSE(p.recordChallenge("01_a", "iron"));
  EXPECT_FALSE(p.recordChallenge("01_a", ""));
  EXPECT_TRUE(p.recordChallenge("01_a", "heroic"));
  EXPECT_EQ(p.level("01_a").challenges, (std::vector<std::string>{"heroic", "iron"}));
  // A later win of the level itself keeps them, and so does a worse one.
  p.record("01_a", true, 3, 10);
  EXPECT_TRUE(p.level("01_a").completed);
  EXPECT_EQ(p.level("01_a").challenges.size(), 2u);
  // Through the file, and merged with another game's as a union.
  const Progress back = progressFromJson(nlohmann::json::parse(progressToJson(p).dump()));
  EXPECT_EQ(back, p);
  Progress other;
  other.record("01_a", true, 1, 10);
  other.recordChallenge("01_a", "thin_purse");
  other.recordChallenge("01_a", "iron");
  p.mergeFrom(other);
  EXPECT_EQ(p.level("01_a").challenges, (std::vector<std::string>{"heroic", "iron", "thin_purse"}));
  EXPECT_EQ(p.level("01_a").bestLives, 10);
}

TEST(Progress, ChallengesOfTheWrongFormAreDoubtedOrLeftOut) {
  std::vector<Phrase> doubts;
  const Progress p = progressFromJson(
      nlohmann::json::parse(R"({"levels": {"01_a": {"completed": true, "stars": 2, "challenges": "iron"},
                                           "02_b": {"completed": true, "stars": 1,
                                                    "challenges": ["iron", 3, "", "iron", null]}}})"),
      &doubts);
  EXPECT_TRUE(p.level("01_a").challenges.empty());
  ASSERT_EQ(doubts.size(), 1u);
  EXPECT_EQ(p.level("02_b").challenges, (std::vector<std::string>{"iron"}));
}

TEST(Progress, TheDifficultyAndRecordsGoThroughTheFile) {
  Progress p;
  p.record("01_a", true, 10, 10);
  p.recordScore("01_a", 4210);
  p.recordEndless("01_a", 7);
  p.setDifficulty(Difficulty::Hard);
  const nlohmann::ordered_json json = progressToJson(p);
  EXPECT_EQ(json["difficulty"], "hard");
  EXPECT_EQ(json["levels"]["01_a"]["bestScore"], 4210);
  const Progress back = progressFromJson(nlohmann::json::parse(json.dump()));
  EXPECT_EQ(back, p);
  EXPECT_EQ(back.difficulty(), Difficulty::Hard);
}

TEST(Progress, ADifficultyThisVersionDoesNotKnowIsKeptUntilOneIsChosen) {
  Progress p = progressFromJson(nlohmann::json::parse(R"({"difficulty": "nightmare", "levels": {}})"));
  EXPECT_EQ(p.difficulty(), Difficulty::Normal);
  EXPECT_EQ(progressToJson(p)["difficulty"], "nightmare");
  p.setDifficulty(Difficulty::Easy);
  EXPECT_EQ(progressToJson(p)["difficulty"], "easy");
}

}  // namespace
}  // namespace td::persist
