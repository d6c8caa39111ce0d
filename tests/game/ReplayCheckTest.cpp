#include <gtest/gtest.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "game/GameContext.h"
#include "game/ReplayCheck.h"
#include "game/persist/ReplayStore.h"
#include "game/screens/PlayScreen.h"
#include "game/screens/mode/ReplayWatch.h"
#include "game/state/StateStack.h"
#include "tests/engine/support/TestDefs.h"
#include "tests/game/support/InputEvents.h"
#include "tests/game/support/TempDataHome.h"

namespace td {
namespace {

using test::key;

namespace fs = std::filesystem;

// A game finished on the play screen is saved as a replay, which plays the
// same game again through a play screen of its own.
class ReplayCheck : public ::testing::Test {
 protected:
  void SetUp() override {
    res_.defs = test::testDefs();
    for (const TowerDef& t : res_.defs.towers) ctx_.seen.towers.insert(t.id);
    for (const EnemyDef& e : res_.defs.enemies) ctx_.seen.enemies.insert(e.id);
    level_ = test::testLevel({"............", "S..........G", "............"},
                             {test::wave("normal", 4, 0.5f, 5), test::wave("fast", 4, 0.5f, 5)}, 200, 10);
  }

  // Plays a defended game at Hard to its end on a normal play screen and
  // returns the replay it saved.
  fs::path playAndFinish() {
    auto screen = std::make_unique<PlayScreen>(ctx_, level_, "arena.json", -1, 7, makeNormalPlay(),
                                               PlayRules{Difficulty::Hard, false});
    PlayScreen* play = screen.get();
    stack_.push(std::move(screen));
    stack_.resize({1280, 720});
    stack_.applyPending();
    std::vector<ActionDef> actions;
    for (int32_t x : {3, 5, 7}) {
      ActionDef build;
      build.kind = ActionKind::Build;
      build.tower = "arrow";
      build.cell = {x, 0};
      actions.push_back(build);
    }
    ActionDef call;
    call.tick = 90;
    call.kind = ActionKind::NextWave;
    actions.push_back(call);
    ActionDef upgrade;
    upgrade.tick = 400;
    upgrade.kind = ActionKind::Upgrade;
    upgrade.cell = {5, 0};
    actions.push_back(upgrade);
    play->simulate(60 * 120, actions);
    EXPECT_NE(play->world().result(), GameResult::Playing);
    hash_ = play->world().stateHash();
    // The result comes up a moment after the end, and the replay is written then.
    for (int i = 0; i < 3; ++i) stack_.update(1.f);
    return play->lastReplay();
  }

  // First, so that it outlives the screens that write into it.
  test::TempDataHome home_{"td-replay-"};
  const fs::path& dir_ = home_.dir();
  StateStack stack_;
  GameResources res_;
  GameContext ctx_{stack_, res_};
  LevelDef level_;
  uint64_t hash_ = 0;
};

// A replay that cannot be written is said on screen, not on standard error alone: the level select shows the
// context's replayProblem.
TEST_F(ReplayCheck, AReplayThatCannotBeSavedIsSaidForTheScreen) {
  // A file where the replays' folder should be: nothing can be written inside it.
  fs::create_directories(dir_ / "tower-defence");
  std::FILE* blocker = std::fopen((dir_ / "tower-defence" / "replays").c_str(), "w");
  ASSERT_NE(blocker, nullptr);
  std::fclose(blocker);
  EXPECT_TRUE(playAndFinish().empty());
  EXPECT_EQ(ctx_.replayProblem.rfind("The last game's replay was not saved: ", 0), 0u) << ctx_.replayProblem;
}

TEST_F(ReplayCheck, AFinishedGamesReplayPlaysTheSameGame) {
  const fs::path file = playAndFinish();
  ASSERT_FALSE(file.empty());
  EXPECT_EQ(file.parent_path(), dir_ / "tower-defence" / "replays");
  const ReplayLoad load = loadReplay(file, level_.terrains, res_.defs);
  ASSERT_TRUE(load.ok()) << load.errors.front().text();
  EXPECT_EQ(load.replay.hash, hash_);
  EXPECT_EQ(load.replay.rules.difficulty, Difficulty::Hard);
  EXPECT_EQ(load.replay.actions.size(), 5u);
  std::string report;
  EXPECT_TRUE(checkReplay(ctx_, load.replay, report)) << report;

  // A replay that no longer ends as recorded is caught.
  ReplayDef changed = load.replay;
  changed.actions.pop_back();  // no upgrade
  EXPECT_FALSE(checkReplay(ctx_, changed, report));
  EXPECT_NE(report.find("no longer plays the same game"), std::string::npos) << report;
}

TEST_F(ReplayCheck, AReplayThatNeverEndsStopsAtItsRecordedTickAndAtItsTimeLimit) {
  const fs::path file = playAndFinish();
  ASSERT_FALSE(file.empty());
  const ReplayLoad load = loadReplay(file, level_.terrains, res_.defs);
  ASSERT_TRUE(load.ok()) << load.errors.front().text();
  // The first wave held and never called, the longest recording a file may claim: the game would wait for ever,
  // the check stops one tick past the recording.
  ReplayDef endless = load.replay;
  endless.actions.clear();
  endless.holdFirstWave = true;
  endless.ticks = kMaxReplayTicks;
  std::string report;
  const auto start = std::chrono::steady_clock::now();
  EXPECT_FALSE(checkReplay(ctx_, endless, report, 600.0));
  EXPECT_LT(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(), 120.0);
  EXPECT_NE(report.find("played:   playing after 5184001 ticks"), std::string::npos) << report;
  // Out of time, it says so rather than passing or failing the replay.
  EXPECT_FALSE(checkReplay(ctx_, load.replay, report, 1e-9));
  EXPECT_NE(report.find("the replay was not verified"), std::string::npos) << report;
  // Within its limit the same check still verifies the recorded game.
  EXPECT_TRUE(checkReplay(ctx_, load.replay, report, 600.0)) << report;
}

TEST_F(ReplayCheck, WatchingAReplayRefusesThePlayersOwnCommands) {
  auto screen = std::make_unique<PlayScreen>(ctx_, level_, fs::path(), -1, 7,
                                             std::make_unique<ReplayWatch>(std::vector<ActionDef>{}, false));
  PlayScreen* watch = screen.get();
  stack_.push(std::move(screen));
  stack_.resize({1280, 720});
  stack_.applyPending();
  stack_.handle(key(sf::Keyboard::Num1));
  EXPECT_FALSE(watch->controller().buildKind().has_value());
  stack_.handle(key(sf::Keyboard::N));
  EXPECT_EQ(watch->world().wavesStarted(), 0);
  EXPECT_TRUE(watch->world().journal().empty());
}

TEST(ReplayStore, KeepsTheNewestOfALevelAndNoneOfAnothers) {
  const fs::path dir = fs::temp_directory_path() / "td-replay-store";
  fs::remove_all(dir);
  ReplayDef r;
  r.levelId = "01_a";
  r.level = test::testLevel({"S.G"}, {}, 10, 1);
  ReplayDef other = r;
  other.levelId = "01_a_b";  // a name that starts with the first one's
  ASSERT_TRUE(persist::saveReplay(dir, other, "20260101-000000").ok);
  for (int i = 0; i < static_cast<int>(persist::kKeptPerLevel) + 3; ++i) {
    char stamp[32];
    std::snprintf(stamp, sizeof stamp, "20261203-1000%02d", i);
    ASSERT_TRUE(persist::saveReplay(dir, r, stamp).ok);
  }
  size_t mine = 0;
  bool oldestGone = true;
  bool otherKept = false;
  for (const auto& e : fs::directory_iterator(dir)) {
    const std::string name = e.path().filename().string();
    if (name.starts_with("01_a-")) ++mine;
    if (name == "01_a-20261203-100000.json") oldestGone = false;
    if (name == "01_a_b-20260101-000000.json") otherKept = true;
  }
  EXPECT_EQ(mine, persist::kKeptPerLevel);
  EXPECT_TRUE(oldestGone);
  EXPECT_TRUE(otherKept);
  fs::remove_all(dir);
}

// A clock set back (the hour that repeats in autumn, a corrected clock, another time zone) gives the newest
// game the oldest stamp: it is kept all the same, and the oldest written goes.
TEST(ReplayStore, TheGameJustFinishedIsKeptWhenTheClockWentBack) {
  const fs::path dir = fs::temp_directory_path() / "td-replay-store-clock";
  fs::remove_all(dir);
  ReplayDef r;
  r.levelId = "02_b";
  r.level = test::testLevel({"S.G"}, {}, 10, 1);
  for (int i = 0; i < static_cast<int>(persist::kKeptPerLevel); ++i) {
    char stamp[32];
    std::snprintf(stamp, sizeof stamp, "20261203-1000%02d", i);
    ASSERT_TRUE(persist::saveReplay(dir, r, stamp).ok);
  }
  fs::path written;
  ASSERT_TRUE(persist::saveReplay(dir, r, "20261203-090000", &written).ok);
  EXPECT_TRUE(fs::exists(written));
  EXPECT_EQ(written.filename(), "02_b-20261203-090000.json");
  EXPECT_FALSE(fs::exists(dir / "02_b-20261203-100000.json")) << "the first written is the one that goes";
  size_t kept = 0;
  for (const auto& e : fs::directory_iterator(dir)) kept += e.path().filename().string().starts_with("02_b-") ? 1 : 0;
  EXPECT_EQ(kept, persist::kKeptPerLevel);
  fs::remove_all(dir);
}

// File names end at 255 bytes: a long level name is cut between characters and told apart by a hash.
TEST(ReplayStore, ALongLevelNameStillGetsItsReplays) {
  const fs::path dir = fs::temp_directory_path() / "td-replay-store-long";
  fs::remove_all(dir);
  ReplayDef r;
  r.level = test::testLevel({"S.G"}, {}, 10, 1);
  std::string longName;
  for (int i = 0; i < 60; ++i) longName += "\xc3\xa9";  // 60 characters of two bytes
  longName += std::string(150, 'x');
  r.levelId = longName;
  fs::path written;
  const persist::SaveResult saved = persist::saveReplay(dir, r, "20261203-100000", &written);
  ASSERT_TRUE(saved.ok) << saved.message;
  const std::string name = written.filename().string();
  EXPECT_LT(name.size(), 255u);
  EXPECT_EQ(name.substr(0, persist::kMaxStemBytes), longName.substr(0, persist::kMaxStemBytes));
  ReplayDef other = r;
  other.levelId = longName + "y";
  EXPECT_NE(persist::replayFileStem(other.levelId), persist::replayFileStem(r.levelId));
  EXPECT_EQ(persist::replayFileStem("01_short"), "01_short");
  fs::remove_all(dir);
}

TEST(LevelIds, BrokenUtf8InAFileNameIsEscapedSoTheIdIsText) {
  EXPECT_EQ(levelId("levels/03_caf\xe9.json"), "03_caf\\xE9");
  EXPECT_EQ(levelId("levels/03_caf\xc3\xa9.json"), "03_caf\xc3\xa9");
}

}  // namespace
}  // namespace td
