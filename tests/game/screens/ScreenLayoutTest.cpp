#include <gtest/gtest.h>

#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "game/GameContext.h"
#include "game/lab/LabScreen.h"
#include "game/play/PlayLayout.h"
#include "game/screens/LevelEntries.h"
#include "game/screens/PlayScreen.h"
#include "game/screens/Screens.h"
#include "game/state/StateStack.h"
#include "game/text/Catalogue.h"
#include "game/text/UiFonts.h"
#include "io/GameDefsJson.h"
#include "io/LevelJson.h"
#include "io/TerrainsJson.h"
#include "tests/game/support/InputEvents.h"
#include "tests/game/support/ShippedResources.h"
#include "tests/support/SourcePaths.h"

namespace td {
namespace {

const std::string kSource = td::test::sourceDir().string();

// The window sizes the interface is made for, from the smallest it still
// lays out in (shrunk) to 4K, and the ends of the "Interface size" setting.
const sf::Vector2u kWindows[] = {{320, 240},   {640, 360},   {800, 600},  {1280, 720},
                                 {1920, 1080}, {3840, 2160}, {1366, 768}, {2560, 1080}};
const float kSettings[] = {0.75f, 1.f, 2.f};

bool inside(const sf::FloatRect& inner, const sf::FloatRect& outer) {
  // Layouts round nothing, so a hair of slack covers float sums only.
  constexpr float e = 0.01f;
  return inner.left >= outer.left - e && inner.top >= outer.top - e &&
         inner.left + inner.width <= outer.left + outer.width + e &&
         inner.top + inner.height <= outer.top + outer.height + e;
}

bool overlap(const sf::FloatRect& a, const sf::FloatRect& b) {
  sf::FloatRect common;
  return a.intersects(b, common) && common.width > 0.01f && common.height > 0.01f;
}

// Every part lies inside the one it is within (or the screen), with some
// size, and clear of every other part within the same one.
void expectTidy(const std::vector<UiPart>& parts, sf::Vector2u logical, const std::string& where) {
  ASSERT_FALSE(parts.empty()) << where;
  const sf::FloatRect screen(0.f, 0.f, static_cast<float>(logical.x), static_cast<float>(logical.y));
  std::map<std::string, sf::FloatRect> byName;
  for (const UiPart& p : parts) byName.emplace(p.name, p.rect);
  for (size_t i = 0; i < parts.size(); ++i) {
    const UiPart& p = parts[i];
    ASSERT_TRUE(p.within.empty() || byName.count(p.within)) << where << ": " << p.name << " within " << p.within;
    const sf::FloatRect outer = p.within.empty() ? screen : byName[p.within];
    EXPECT_TRUE(inside(p.rect, outer)) << where << ": " << p.name << " leaves "
                                       << (p.within.empty() ? "the screen" : p.within);
    for (size_t j = i + 1; j < parts.size(); ++j) {
      if (parts[j].within != p.within) continue;
      EXPECT_FALSE(overlap(p.rect, parts[j].rect)) << where << ": " << p.name << " overlaps " << parts[j].name;
    }
  }
}

bool hasPart(const std::vector<UiPart>& parts, const std::string& name) {
  for (const UiPart& p : parts) {
    if (p.name == name) return true;
  }
  return false;
}

// Every layout is tried in every language, with its typeface: Polish and Russian run longest, Chinese needs its
// own font, and a label that fits in English may not in another.
class ScreenLayoutTest : public ::testing::TestWithParam<Language> {
 protected:
  void SetUp() override {
    ASSERT_TRUE(openCatalogue({TD_BUILD_LOCALE_DIR}));
    useLanguage(GetParam());
    std::string error;
    ASSERT_TRUE(loadUiFont(res_.font, GetParam(), error)) << error;
    test::loadShippedResources(res_);
    res_.levels = levelFiles(kSource + "/levels");
    ASSERT_GE(res_.levels.size(), 10u);
  }

  // Lays `make`'s screen out at every window size and setting through the
  // state stack, as the game does, and checks its parts.
  void expectTidyEverywhere(const std::string& name, const std::function<std::unique_ptr<Screen>()>& make) {
    for (const float setting : kSettings) {
      StateStack stack;
      stack.setInterfaceSize(setting);
      stack.resize(kWindows[0]);
      stack.push(make());
      stack.applyPending();
      for (const sf::Vector2u window : kWindows) {
        stack.resize(window);
        const std::string where = name + " at " + std::to_string(window.x) + "x" + std::to_string(window.y) + ", " +
                                  std::to_string(static_cast<int>(setting * 100.f)) + " %";
        expectTidy(stack.top()->parts(), stack.scale().logical, where);
      }
    }
  }

  void TearDown() override { useLanguage(Language::English); }

  std::unique_ptr<Screen> level(const std::string& file) {
    LevelLoad load = loadLevel(kSource + "/levels/" + file, res_.terrains, &res_.defs);
    EXPECT_TRUE(load.ok()) << file;
    return std::make_unique<PlayScreen>(ctx_, std::move(load.level), "", -1);
  }

  StateStack stack_;
  GameResources res_;
  GameContext ctx_{stack_, res_};
};

TEST_P(ScreenLayoutTest, MenusFitEveryWindow) {
  expectTidyEverywhere("title", [this] { return makeTitleScreen(ctx_); });
  expectTidyEverywhere("level select", [this] { return makeLevelSelectScreen(ctx_); });
  expectTidyEverywhere("settings", [this] { return makeSettingsScreen(ctx_); });
  // With no replays kept (the folder is not there): its list says so.
  expectTidyEverywhere(
      "replays", [this] { return makeReplayBrowserScreen(ctx_, test::sourceDir() / "tests" / "no-replays-here"); });
}

TEST_P(ScreenLayoutTest, TheLabFitsEveryWindow) {
  for (const std::string_view page : labPageIds()) {
    expectTidyEverywhere("lab " + std::string(page), [this, page] { return makeLabScreen(ctx_, page); });
  }
}

TEST_P(ScreenLayoutTest, TheLevelSelectTagsEveryCardAndSaysWhatTheFocusedOnesTagMeans) {
  for (const float setting : kSettings) {
    StateStack stack;
    stack.setInterfaceSize(setting);
    stack.resize(kWindows[0]);
    stack.push(makeLevelSelectScreen(ctx_));
    stack.applyPending();
    for (const sf::Vector2u window : kWindows) {
      stack.resize(window);
      const std::string where = "level select at " + std::to_string(window.x) + "x" + std::to_string(window.y) + ", " +
                                std::to_string(static_cast<int>(setting * 100.f)) + " %";
      std::map<std::string, sf::FloatRect> parts;
      for (const UiPart& p : stack.top()->parts()) parts.emplace(p.name, p.rect);
      // Every card in view has its title and its tag (every shipped level loads), beside each other.
      int rows = 0;
      for (int row = 1; parts.count("row " + std::to_string(row)); ++row, ++rows) {
        const std::string name = "row " + std::to_string(row);
        ASSERT_TRUE(parts.count(name + " title")) << where << ": " << name;
        ASSERT_TRUE(parts.count(name + " tag")) << where << ": " << name;
        const sf::FloatRect& title = parts[name + " title"];
        const sf::FloatRect& tag = parts[name + " tag"];
        EXPECT_GT(tag.left, title.left + title.width) << where << ": " << name;
        EXPECT_LT(tag.top, title.top + title.height) << where << ": " << name;
        EXPECT_GE(tag.height, 20.f) << where << ": " << name;
      }
      EXPECT_GE(rows, 3) << where;
      // The line under the list: the focused card's tag and its meaning, at full size from 640x360 up at 100 %.
      ASSERT_TRUE(parts.count("details tag")) << where;
      ASSERT_TRUE(parts.count("details text")) << where;
      if (window.x >= 640 && window.y >= 360 && setting >= 1.f) {
        EXPECT_FLOAT_EQ(parts["details text"].height, 14.f * 1.2f) << where;
      }
    }
  }
}

// With every level won, the cards carry Endless and, where a level has challenges, Challenges (from 640x360 up),
// and the challenge screen of the level with the most fits every window.
TEST_P(ScreenLayoutTest, TheChallengesFitEveryWindow) {
  for (const LevelEntry& e : campaignEntries(ctx_)) {
    ctx_.progress.record(e.recordId, true, 1, 20);
    if (e.level && !e.level->challenges.empty()) ctx_.progress.recordChallenge(e.recordId, e.level->challenges[0].id);
  }
  expectTidyEverywhere("level select, every level won", [this] { return makeLevelSelectScreen(ctx_); });
  StateStack stack;
  stack.resize({1280, 720});
  stack.push(makeLevelSelectScreen(ctx_));
  stack.applyPending();
  size_t buttons = 0;
  for (const UiPart& p : stack.top()->parts()) buttons += p.name.ends_with(" Challenges") ? 1 : 0;
  EXPECT_GE(buttons, 3u);
  const std::vector<LevelEntry> entries = campaignEntries(ctx_);
  const LevelEntry* most = nullptr;
  for (const LevelEntry& e : entries) {
    if (e.challengesWon != (e.challenges > 0 ? 1u : 0u)) ADD_FAILURE() << e.title << ": challenges won";
    if (most == nullptr || e.challenges > most->challenges) most = &e;
  }
  ASSERT_NE(most, nullptr);
  ASSERT_GT(most->challenges, 0u);
  expectTidyEverywhere("challenges", [this, most] { return makeChallengeSelectScreen(ctx_, *most); });
  ctx_.progress = {};
}

TEST_P(ScreenLayoutTest, OverlaysFitEveryWindow) {
  expectTidyEverywhere("pause", [this] { return makePauseScreen(ctx_, {}); });
  ConfirmActions ask;
  ask.question = "Forget every level's result?";
  ask.detail = "3 levels won so far. This cannot be undone.";
  expectTidyEverywhere("confirm", [this, ask] { return makeConfirmScreen(ctx_, ask); });
  for (const bool won : {true, false}) {
    ResultInfo info;
    info.won = won;
    info.hasNext = won;
    info.level = "Ricochet Canyon";
    expectTidyEverywhere(won ? "victory" : "defeat", [this, info] { return makeResultScreen(ctx_, info, {}); });
    // Every row there can be, with the longest numbers a campaign game makes, and every part of the score.
    info.difficulty = Difficulty::Hard;
    info.replay = true;
    info.lives = won ? 25 : 0;
    info.livesAtStart = 25;
    info.wavesHeld = 12;
    info.waveCount = 12;
    info.killed = 1039;
    info.leaked = 24;
    info.route.routes = 5;
    info.route.now = 2468 * kOrthogonalUnit;
    info.route.open = 908 * kOrthogonalUnit;
    info.route.walked = 1234 * kOrthogonalUnit;
    info.route.openWalked = 454 * kOrthogonalUnit;
    info.seconds = 1642.f;
    info.card = {57840, won ? 2500 : 0, 85, won ? 4569 : 0, 26860, 0, 1.5f, 137781};
    info.score = info.card.total;
    info.newBest = won;
    expectTidyEverywhere(won ? "victory, every row" : "defeat, every row",
                         [this, info] { return makeResultScreen(ctx_, info, {}); });
    // With charts: beside the numbers in a wide window, else paged in their place.
    for (int i = 0; i < 12; ++i) {
      info.charts.towers.push_back({"Storm tower 24,17", 98765.f / static_cast<float>(i + 1), sf::Color::Blue});
    }
    info.charts.lives.assign(1642, 25.f);
    info.charts.gold.assign(1642, 400.f);
    info.charts.livesTop = 25.f;
    info.charts.goldTop = 900.f;
    for (int w = 0; w < 12; ++w) info.charts.waveMarks.push_back(static_cast<float>(w) / 12.f);
    info.charts.leaks.assign(12, 2.f);
    expectTidyEverywhere(won ? "victory, charts" : "defeat, charts",
                         [this, info] { return makeResultScreen(ctx_, info, {}); });
    // Each chart in the numbers' place, as C turns the pages in a narrow window.
    for (int page = 1; page <= 3; ++page) {
      expectTidyEverywhere(std::string(won ? "victory" : "defeat") + ", chart page " + std::to_string(page),
                           [this, info, page] {
                             auto screen = makeResultScreen(ctx_, info, {});
                             screen->resize({854, 480});
                             screen->update(1.f);
                             for (int k = 0; k < page; ++k) screen->handle(test::key(sf::Keyboard::C));
                             EXPECT_TRUE(hasPart(screen->parts(), page == 1   ? "damage by tower"
                                                                  : page == 2 ? "lives and gold"
                                                                              : "got through by wave"));
                             return screen;
                           });
    }
  }
  ResultInfo endless;
  endless.endless = true;
  endless.level = "Grand Campaign";
  endless.waveCount = 31;
  endless.bestWave = 40;
  endless.killed = 4123;
  endless.leaked = 25;
  endless.route.routes = 1;
  endless.route.now = 116 * kOrthogonalUnit;
  endless.route.open = 48 * kOrthogonalUnit;
  endless.route.walked = 58 * kOrthogonalUnit;
  endless.route.openWalked = 24 * kOrthogonalUnit;
  endless.card = {123450, 0, 0, 0, 98765, 4750, 1.5f, 340448};
  endless.score = endless.card.total;
  expectTidyEverywhere("endless", [this, endless] { return makeResultScreen(ctx_, endless, {}); });
}

TEST_P(ScreenLayoutTest, ThePlayScreenFitsEveryWindowWithAndWithoutAHero) {
  expectTidyEverywhere("The Warden (a hero, 3 towers)", [this] { return level("06_the_warden.json"); });
  expectTidyEverywhere("Ricochet Canyon (4 towers)", [this] { return level("08_ricochet_canyon.json"); });
}

TEST_P(ScreenLayoutTest, ThePlayLayoutHoldsEveryBuildSlotTheKeysCanPick) {
  for (const sf::Vector2u window : kWindows) {
    for (const float setting : kSettings) {
      const sf::Vector2u logical = UiScale::forWindow(window, setting).logical;
      for (const size_t slots : {size_t{1}, size_t{5}, size_t{9}}) {
        for (const bool hero : {false, true}) {
          const PlayLayout l = layoutPlay(logical, slots, hero);
          const std::string where = std::to_string(logical.x) + "x" + std::to_string(logical.y) + " units, " +
                                    std::to_string(slots) + " slots" + (hero ? ", hero" : "");
          expectTidy(l.parts(), logical, where);
          // Room for the selected tower's name and level above its buttons.
          EXPECT_GE(l.towerInfo.height, 56.f) << where;
          EXPECT_GE(l.message.width, 200.f) << where;
        }
      }
    }
  }
}

INSTANTIATE_TEST_SUITE_P(Languages, ScreenLayoutTest,
                         ::testing::Values(Language::English, Language::Polish, Language::Russian, Language::Chinese),
                         [](const auto& p) { return std::string(languageInfo(p.param).code); });

}  // namespace
}  // namespace td
