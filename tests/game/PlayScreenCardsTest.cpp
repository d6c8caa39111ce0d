#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "game/GameContext.h"
#include "game/play/NewKindCard.h"
#include "game/play/PlayLayout.h"
#include "game/screens/PlayScreen.h"
#include "game/screens/mode/TestPlay.h"
#include "game/state/StateStack.h"
#include "tests/engine/support/TestDefs.h"
#include "tests/game/support/InputEvents.h"

namespace td {
namespace {

using test::button;
using test::key;

using test::testDefs;
using test::testLevel;
using test::wave;

// Encyclopedia cards through the screen's input, as a player meets them.
class PlayScreenCards : public ::testing::Test {
 protected:
  void SetUp() override {
    res_.defs = testDefs();
    ctx_.onSeenChanged = [this](const persist::SeenKinds&) { ++saves_; };
  }
  void open(std::unique_ptr<PlayMode> mode = nullptr) {
    // Wave 1: Grunts; wave 2: Bats.
    LevelDef level = testLevel({"............", "S..........G", "............"},
                               {wave("normal", 2, 0.5f), wave("flying", 2, 0.5f)}, 500);
    level.towers = {"arrow", "cannon"};
    auto screen = std::make_unique<PlayScreen>(ctx_, std::move(level), "", -1, 1, std::move(mode));
    play_ = screen.get();
    stack_.push(std::move(screen));
    stack_.resize({1280, 720});
    stack_.applyPending();
  }
  void press(sf::Keyboard::Key code) {
    stack_.handle(key(code));
    stack_.applyPending();
  }
  void click(sf::Vector2i p) {
    stack_.handle(button(p, true));
    stack_.handle(button(p, false));
    stack_.applyPending();
  }
  // The centre of the card `kind` would show, laid out as the screen lays it.
  sf::Vector2i cardCentre(const NewKind& kind) {
    const PlayLayout layout = layoutPlay({1280, 720}, play_->controller().buildSlots().size(), false);
    const sf::FloatRect r = newKindCardRect(res_.font, newKindCard(kind, res_.defs), layout.map);
    return {static_cast<int>(r.left + r.width * 0.5f), static_cast<int>(r.top + r.height * 0.5f)};
  }
  uint32_t towerCount() const {
    uint32_t n = 0;
    for (uint32_t i = 0; i < play_->world().towers().slotCount(); ++i) n += play_->world().towers().aliveAt(i) ? 1 : 0;
    return n;
  }
  uint16_t enemy(const char* id) const { return static_cast<uint16_t>(res_.defs.enemyIndex(id)); }

  StateStack stack_;
  GameResources res_;
  GameContext ctx_{stack_, res_};
  PlayScreen* play_ = nullptr;
  int saves_ = 0;
};

TEST_F(PlayScreenCards, EnterReadsTheCardsOneByOneAndEachIsSaved) {
  open();
  press(sf::Keyboard::Enter);
  EXPECT_EQ(ctx_.seen.towers, (std::set<std::string, std::less<>>{"arrow"}));
  EXPECT_EQ(saves_, 1);
  EXPECT_FALSE(play_->controller().buildKind()) << "Enter on a card picks nothing";
  press(sf::Keyboard::Enter);
  EXPECT_EQ(ctx_.seen.towers.size(), 2u);
  // Then the enemy of the first wave; the Bats of wave 2 wait their turn.
  press(sf::Keyboard::Enter);
  EXPECT_EQ(ctx_.seen.enemies, (std::set<std::string, std::less<>>{"normal"}));
  press(sf::Keyboard::Enter);
  EXPECT_EQ(ctx_.seen.enemies.size(), 1u);
  EXPECT_EQ(saves_, 3);
}

TEST_F(PlayScreenCards, TheCardOfAFlyerComesWhenItsWaveIsNext) {
  ctx_.seen.towers = {"arrow", "cannon"};
  ctx_.seen.enemies = {"normal"};
  open();
  press(sf::Keyboard::Enter);
  EXPECT_TRUE(ctx_.seen.enemies.count("flying") == 0) << "no card yet: wave 1 brings Grunts only";
  press(sf::Keyboard::N);  // wave 1 sets off; wave 2 is next
  while (play_->world().enemies().count() == 0) stack_.update(1.f / 60.f);
  // Not over the route while Grunts walk it: the card waits.
  press(sf::Keyboard::Enter);
  EXPECT_EQ(ctx_.seen.enemies.count("flying"), 0u);
  // Paused, it shows, and a click on it reads it.
  press(sf::Keyboard::P);
  click(cardCentre({NewKind::What::Enemy, enemy("flying"), 1}));
  EXPECT_EQ(ctx_.seen.enemies.count("flying"), 1u);
  EXPECT_EQ(saves_, 1);
  EXPECT_EQ(towerCount(), 0u) << "the click read the card and built nothing";
}

TEST_F(PlayScreenCards, AClickOnTheMapBesideTheCardStillBuilds) {
  open();
  press(sf::Keyboard::Num1);
  click(play_->camera().pixelOf(Cell{0, 0}));
  EXPECT_EQ(towerCount(), 1u);
  EXPECT_TRUE(ctx_.seen.towers.empty());
}

TEST_F(PlayScreenCards, ATestPlayShowsNone) {
  open(std::make_unique<TestPlay>());
  press(sf::Keyboard::Enter);
  EXPECT_TRUE(ctx_.seen.towers.empty());
  EXPECT_EQ(saves_, 0);
}

}  // namespace
}  // namespace td
