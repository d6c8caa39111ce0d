#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <string>
#include <utility>
#include <vector>

#include "engine/level/ChallengeLevel.h"
#include "engine/sim/ActionDef.h"
#include "engine/sim/ChallengeRules.h"
#include "engine/sim/OfferedTowers.h"
#include "engine/sim/RouteLength.h"
#include "engine/sim/World.h"
#include "io/ActionsJson.h"
#include "io/LevelJson.h"
#include "tests/io/IoTestSupport.h"

namespace td {
namespace {

namespace fs = std::filesystem;

std::vector<fs::path> campaign() {
  std::vector<fs::path> files;
  for (const auto& entry : fs::directory_iterator(test::sourceDir() / "levels")) {
    if (entry.path().extension() == ".json") files.push_back(entry.path());
  }
  std::sort(files.begin(), files.end());
  return files;
}

struct Ending {
  GameResult result = GameResult::Playing;
  int32_t lives = 0;
  size_t refused = 0;
  double stretch = 1.0;  // the routes' length at the end over the open level's
};

Ending play(const LevelDef& level, const std::vector<ActionDef>& actions, const PlayRules& rules = {}) {
  World world(level, test::shippedDefs(), 1, rules);
  Ending e;
  size_t next = 0;
  while (world.result() == GameResult::Playing && world.tick() < 60ull * 60 * 60) {
    for (; next < actions.size() && actions[next].tick <= world.tick(); ++next) {
      if (!applyAction(world, actions[next]).ok()) ++e.refused;
    }
    world.step();
  }
  e.result = world.result();
  e.lives = world.lives();
  e.stretch = routeStretch(world);
  return e;
}

TEST(Campaign, HasAtLeastTwelveLevels) { EXPECT_GE(campaign().size(), 12u); }

// Every level is lost when nobody defends it and won by the defence the
// automatic player found for it (`td-cli rate --out`, kept in
// tests/data/rated/): a level that the player could not win, or that plays
// itself, fails here.
TEST(Campaign, EveryLevelIsLostUndefendedAndWonByItsRatedDefence) {
  for (const fs::path& file : campaign()) {
    SCOPED_TRACE(file.filename().string());
    const LevelLoad level = loadLevel(file, test::shippedTerrains(), &test::shippedDefs());
    ASSERT_TRUE(level.ok()) << level.errors[0].text();
    EXPECT_EQ(play(level.level, {}).result, GameResult::Lost);
    const ActionsLoad rated =
        loadActions(test::sourceDir() / "tests/data/rated" / file.filename(), &test::shippedDefs());
    ASSERT_TRUE(rated.ok()) << rated.errors[0].text();
    const Ending e = play(level.level, rated.actions);
    EXPECT_EQ(e.result, GameResult::Won);
    EXPECT_EQ(e.refused, 0u);
    EXPECT_GT(e.lives, 0);
  }
}

// Every level offers an Iron and a Heroic challenge and one of its own (the lesson's are played without its
// steps: whoever plays one has won the level), and each is won by the defence the automatic player found for it
// (`td-cli rate --challenge ID --out`, kept in tests/data/rated/challenges/LEVEL/ID.json), played under the challenge's
// rules with none of its actions refused.
TEST(Campaign, EveryChallengeIsWonByItsRatedDefence) {
  size_t challenges = 0;
  for (const fs::path& file : campaign()) {
    SCOPED_TRACE(file.filename().string());
    const LevelLoad level = loadLevel(file, test::shippedTerrains(), &test::shippedDefs());
    ASSERT_TRUE(level.ok()) << level.errors[0].text();
    EXPECT_NE(findChallenge(level.level, "iron"), nullptr);
    EXPECT_NE(findChallenge(level.level, "heroic"), nullptr);
    EXPECT_GE(level.level.challenges.size(), 3u);
    for (const ChallengeDef& c : level.level.challenges) {
      SCOPED_TRACE(c.id);
      ++challenges;
      const fs::path rated = test::sourceDir() / "tests/data/rated/challenges" / file.stem() / (c.id + ".json");
      const ActionsLoad actions = loadActions(rated, &test::shippedDefs());
      ASSERT_TRUE(actions.ok()) << actions.errors[0].text();
      const LevelDef played = challengeLevel(level.level, c);
      EXPECT_EQ(play(played, {}, challengeRules(c)).result, GameResult::Lost);
      const Ending e = play(played, actions.actions, challengeRules(c));
      EXPECT_EQ(e.result, GameResult::Won);
      EXPECT_EQ(e.refused, 0u);
      EXPECT_GT(e.lives, 0);
    }
  }
  EXPECT_GE(challenges, 42u);
}

// Half the campaign or more are maze levels (they offer the Wall), and on each the rated defence builds a maze:
// its routes end at least twice as long as on the open level (docs/campaign.md, "The maze").
TEST(Campaign, HalfTheLevelsAreMazeLevelsWhoseRatedDefencesMaze) {
  size_t mazeLevels = 0;
  const std::vector<fs::path> files = campaign();
  for (const fs::path& file : files) {
    SCOPED_TRACE(file.filename().string());
    const LevelLoad level = loadLevel(file, test::shippedTerrains(), &test::shippedDefs());
    ASSERT_TRUE(level.ok()) << level.errors[0].text();
    if (!isMazeLevel(level.level, test::shippedDefs())) continue;
    ++mazeLevels;
    const ActionsLoad rated =
        loadActions(test::sourceDir() / "tests/data/rated" / file.filename(), &test::shippedDefs());
    ASSERT_TRUE(rated.ok()) << rated.errors[0].text();
    EXPECT_GE(play(level.level, rated.actions).stretch, 2.0);
  }
  EXPECT_GE(2 * mazeLevels, files.size());
}

// The measure of an open field: 30 by 20 cells of grass, one spawn, one goal, every tower kind, Open
// Field's waves (tests/data/open_grass/, not shipped), as they are and rising to twice their health. The automatic
// player's defence for each wins and walks the enemies at least twice as far as the straight way (docs/campaign.md).
TEST(Campaign, OnOpenGrassTheRatedDefenceIsAMaze) {
  const fs::path dir = test::sourceDir() / "tests/data/open_grass";
  for (const auto& [file, defence] :
       {std::pair{"open_grass_30x20.json", "rated.json"}, std::pair{"open_grass_flat_30x20.json", "rated_flat.json"}}) {
    SCOPED_TRACE(file);
    const LevelLoad level = loadLevel(dir / file, test::shippedTerrains(), &test::shippedDefs());
    ASSERT_TRUE(level.ok()) << level.errors[0].text();
    ASSERT_EQ(level.level.spawns.size(), 1u);
    ASSERT_EQ(level.level.goals.size(), 1u);
    const ActionsLoad rated = loadActions(dir / defence, &test::shippedDefs());
    ASSERT_TRUE(rated.ok()) << rated.errors[0].text();
    const Ending e = play(level.level, rated.actions);
    EXPECT_EQ(e.result, GameResult::Won);
    EXPECT_EQ(e.refused, 0u);
    EXPECT_GE(e.stretch, 2.0);
  }
}

// The maze lesson's steps can be done as their texts say, in order, with the level's gold: walls close the marked
// gaps, the wall on the top gap is refused as sealing the way, the Archers go on their marked cells, and the
// stretch the fourth step quotes is the route's after the walls; an Archer built on the marked wall takes its
// place and leaves the route as it was.
TEST(Campaign, TheMazeLessonsStepsDoWhatTheySay) {
  const LevelLoad load =
      loadLevel(test::sourceDir() / "levels/01_maze_lesson.json", test::shippedTerrains(), &test::shippedDefs());
  ASSERT_TRUE(load.ok()) << load.errors[0].text();
  const std::vector<LessonStep>& steps = load.level.lesson;
  ASSERT_EQ(steps.size(), 6u);
  World world(load.level, test::shippedDefs(), 1);
  const auto kind = [&](const char* id) { return static_cast<uint16_t>(world.defs().towerIndex(id)); };
  for (size_t i : {0u, 1u}) {
    ASSERT_EQ(steps[i].until, LessonGoal::Marked);
    for (const Cell c : steps[i].cells) EXPECT_TRUE(world.build(kind("wall"), c).ok()) << c.x << "," << c.y;
  }
  char quoted[32];
  std::snprintf(quoted, sizeof quoted, "%.1f times", routeStretch(world));
  EXPECT_NE(steps[3].text.find(quoted), std::string::npos) << "the route now takes " << quoted << " as long";
  ASSERT_EQ(steps[2].until, LessonGoal::Refused);
  ASSERT_EQ(steps[2].cells.size(), 1u);
  const CommandResult sealed = world.build(kind("wall"), steps[2].cells[0]);
  EXPECT_EQ(sealed.status, CommandStatus::PlacementRefused);
  EXPECT_EQ(sealed.placement.status, PlacementStatus::SealsSpawn);
  ASSERT_EQ(steps[3].until, LessonGoal::Marked);
  for (const Cell c : steps[3].cells) EXPECT_TRUE(world.build(kind("arrow"), c).ok()) << c.x << "," << c.y;
  ASSERT_EQ(steps[4].until, LessonGoal::Build);
  ASSERT_EQ(steps[4].cells.size(), 1u);
  const double before = routeStretch(world);
  ASSERT_NE(world.wallToBuildOn(kind("arrow"), steps[4].cells[0]), nullptr);
  EXPECT_TRUE(world.build(kind("arrow"), steps[4].cells[0]).ok());
  EXPECT_EQ(routeStretch(world), before);
  EXPECT_EQ(steps[5].until, LessonGoal::Wave);
}

}  // namespace
}  // namespace td
