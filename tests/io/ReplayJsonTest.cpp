#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "engine/sim/ActionDef.h"
#include "engine/sim/ChallengeRules.h"
#include "engine/sim/World.h"
#include "io/ActionsJson.h"
#include "io/LevelJson.h"
#include "io/ReplayJson.h"
#include "tests/io/IoTestSupport.h"

namespace td {
namespace {

// A game played from a shipped level's scripted defence, at Hard, saved as
// a replay from the world's journal, read back and played again.
TEST(ReplayJson, AGameSavedAndReadBackPlaysTheSameGame) {
  const LevelLoad level =
      loadLevel(test::sourceDir() / "levels/02_open_field.json", test::shippedTerrains(), &test::shippedDefs());
  ASSERT_TRUE(level.ok());
  const ActionsLoad script =
      loadActions(test::sourceDir() / "tests/data/actions/02_open_field.json", &test::shippedDefs());
  ASSERT_TRUE(script.ok());
  const PlayRules rules{Difficulty::Hard, false};
  World played(level.level, test::shippedDefs(), 5, rules);
  size_t next = 0;
  while (played.result() == GameResult::Playing && played.tick() < 60ull * 60 * 30) {
    for (; next < script.actions.size() && script.actions[next].tick <= played.tick(); ++next) {
      applyAction(played, script.actions[next]);
    }
    played.step();
  }
  ReplayDef saved;
  saved.levelId = "02_open_field";
  saved.level = level.level;
  saved.seed = 5;
  saved.rules = rules;
  saved.actions = played.journal();
  saved.result = played.result() == GameResult::Won ? "won" : "lost";
  saved.ticks = played.tick();
  saved.hash = played.stateHash();
  saved.score = played.scoreCard().total;
  const std::string text = replayToJson(saved);

  const ReplayLoad load = parseReplay(text, test::shippedTerrains(), test::shippedDefs());
  ASSERT_TRUE(load.ok()) << load.errors.front().text();
  const ReplayDef& r = load.replay;
  EXPECT_EQ(r.levelId, "02_open_field");
  EXPECT_EQ(r.seed, 5u);
  EXPECT_EQ(r.rules, rules);
  EXPECT_EQ(r.actions, saved.actions);
  EXPECT_EQ(r.hash, saved.hash);
  EXPECT_EQ(r.ticks, saved.ticks);
  EXPECT_EQ(r.score, saved.score);
  EXPECT_EQ(r.result, saved.result);
  EXPECT_EQ(replayToJson(r), text);  // written the same again

  World again(r.level, test::shippedDefs(), r.seed, r.rules);
  next = 0;
  while (again.tick() < r.ticks) {
    for (; next < r.actions.size() && r.actions[next].tick <= again.tick(); ++next) {
      EXPECT_TRUE(applyAction(again, r.actions[next]).ok());
    }
    again.step();
  }
  EXPECT_EQ(again.stateHash(), r.hash);
  EXPECT_EQ(r.rewinds, 0);
  EXPECT_EQ(text.find("rewinds"), std::string::npos);  // written only when the game went back

  // A game that went back in time says how often.
  saved.rewinds = 2;
  const ReplayLoad back = parseReplay(replayToJson(saved), test::shippedTerrains(), test::shippedDefs());
  ASSERT_TRUE(back.ok()) << back.errors.front().text();
  EXPECT_EQ(back.replay.rewinds, 2);
  EXPECT_TRUE(back.replay.challenge.empty());
  EXPECT_EQ(text.find("forbid"), std::string::npos);  // written only for a challenge's game

  // A challenge's game keeps which one it was and what it refused.
  saved.challenge = "heroic";
  saved.rules.forbidden = forbiddenBit(ActionKind::Sell) | forbiddenBit(ActionKind::NextWave);
  const std::string challengeText = replayToJson(saved);
  EXPECT_NE(challengeText.find(R"("forbid": ["sell", "next_wave"])"), std::string::npos) << challengeText;
  const ReplayLoad challenge = parseReplay(challengeText, test::shippedTerrains(), test::shippedDefs());
  ASSERT_TRUE(challenge.ok()) << challenge.errors.front().text();
  EXPECT_EQ(challenge.replay.challenge, "heroic");
  EXPECT_EQ(challenge.replay.rules, saved.rules);
}

TEST(ReplayJson, AChallengeIsAPlainIdAndForbidsOnlyWhatAChallengeMay) {
  const ReplayLoad load =
      parseReplay(R"({"format": "td-replay", "version": 1, "challenge": "Iron Man", "forbid": ["sell", "build", 3]})",
                  test::shippedTerrains(), test::shippedDefs());
  std::vector<std::string> paths;
  for (const JsonError& e : load.errors) paths.push_back(e.path);
  EXPECT_NE(std::find(paths.begin(), paths.end(), "challenge"), paths.end());
  EXPECT_NE(std::find(paths.begin(), paths.end(), "forbid[1]"), paths.end());
  EXPECT_NE(std::find(paths.begin(), paths.end(), "forbid[2]"), paths.end());
  EXPECT_EQ(std::find(paths.begin(), paths.end(), "forbid[0]"), paths.end());
}

TEST(ReplayJson, ProblemsAreNamedWithTheirPlace) {
  const std::string good = R"({"format": "td-replay", "version": 1, "levelId": "x", "seed": 1,
    "difficulty": "normal", "level": )";
  const ReplayLoad noActions =
      parseReplay(good + R"({"format": "td-level"}})", test::shippedTerrains(), test::shippedDefs(), "r.json");
  ASSERT_FALSE(noActions.ok());
  bool levelNamed = false;
  bool actionsMissing = false;
  for (const JsonError& e : noActions.errors) {
    levelNamed = levelNamed || e.path.starts_with("level");
    actionsMissing =
        actionsMissing || (e.path == "actions" && e.message.english().find("missing") != std::string::npos);
  }
  EXPECT_TRUE(levelNamed);
  EXPECT_TRUE(actionsMissing);

  const ReplayLoad badDifficulty = parseReplay(R"({"format": "td-replay", "version": 1, "difficulty": "nightmare"})",
                                               test::shippedTerrains(), test::shippedDefs());
  ASSERT_FALSE(badDifficulty.ok());
  bool difficultyNamed = false;
  for (const JsonError& e : badDifficulty.errors) {
    difficultyNamed =
        difficultyNamed || (e.path == "difficulty" && e.message.english().find("nightmare") != std::string::npos);
  }
  EXPECT_TRUE(difficultyNamed);

  // A game longer than a day of game time is no game a person played: refused before anything plays it.
  const ReplayLoad tooLong = parseReplay(R"({"format": "td-replay", "version": 1, "ticks": 9223372036854775000})",
                                         test::shippedTerrains(), test::shippedDefs());
  ASSERT_FALSE(tooLong.ok());
  bool ticksNamed = false;
  for (const JsonError& e : tooLong.errors) ticksNamed = ticksNamed || e.path == "ticks";
  EXPECT_TRUE(ticksNamed);

  // A hash is "0x" and 1 to 16 hexadecimal digits, exactly: no sign, no spaces, no missing prefix.
  for (const char* hash : {"-0x1", " 0x1", "0x 1", "0x", "ff", "0x-1", "0x00000000000000001", "+0x1"}) {
    SCOPED_TRACE(hash);
    const ReplayLoad bad = parseReplay(R"({"format": "td-replay", "version": 1, "hash": ")" + std::string(hash) + "\"}",
                                       test::shippedTerrains(), test::shippedDefs());
    bool hashNamed = false;
    for (const JsonError& e : bad.errors) hashNamed = hashNamed || e.path == "hash";
    EXPECT_TRUE(hashNamed);
  }
  for (const char* hash : {"0x1", "0xFFFFFFFFFFFFFFFF", "0x00ff00ff00ff00ff"}) {
    SCOPED_TRACE(hash);
    const ReplayLoad fine =
        parseReplay(R"({"format": "td-replay", "version": 1, "hash": ")" + std::string(hash) + "\"}",
                    test::shippedTerrains(), test::shippedDefs());
    for (const JsonError& e : fine.errors) EXPECT_NE(e.path, "hash") << e.text();
  }

  const ReplayLoad notReplay =
      parseReplay(R"({"format": "td-level", "version": 1})", test::shippedTerrains(), test::shippedDefs());
  EXPECT_FALSE(notReplay.ok());
}

}  // namespace
}  // namespace td
