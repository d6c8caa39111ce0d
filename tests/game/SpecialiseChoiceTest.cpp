#include <gtest/gtest.h>

#include <SFML/Graphics/Image.hpp>
#include <SFML/Graphics/RenderTexture.hpp>
#include <algorithm>
#include <cmath>
#include <memory>
#include <string>
#include <vector>

#include "game/GameContext.h"
#include "game/play/PlayLayout.h"
#include "game/screens/PlayScreen.h"
#include "game/state/StateStack.h"
#include "game/text/UiFonts.h"
#include "tests/game/support/InputEvents.h"
#include "tests/game/support/SpecialisedDefs.h"

namespace td {
namespace {

using test::button;
using test::key;
using test::move;
using test::testLevel;
using test::wave;

sf::Vector2f centre(const sf::FloatRect& r) { return {r.left + r.width * 0.5f, r.top + r.height * 0.5f}; }

// A corridor from the spawn to the goal, wide enough to build in.
const std::vector<std::string> kMap = {
    "............",
    "S..........G",
    "............",
};

// Choosing what a tower becomes at its top level, through the play screen's side panel and keys, as a player
// does, without a window: the Archer becomes a Marksman (left) or a Volley (right).
class SpecialiseChoiceTest : public ::testing::Test {
 protected:
  void SetUp() override {
    res_.defs = test::testDefsWithSpecialisations();
    ctx_.onSimEvent = [this](const SimEvent& e) { events_.push_back(e.kind); };
    ctx_.onUiSound = [this](SoundId id) { sounds_.push_back(id); };
    auto screen = std::make_unique<PlayScreen>(ctx_, testLevel(kMap, {wave("swarm", 3, 0.5f)}, 500), "", -1);
    play_ = screen.get();
    stack_.push(std::move(screen));
    stack_.resize({1280, 720});
    stack_.applyPending();
  }
  PlayScreen& play() { return *play_; }
  PlayController& controller() { return play_->controller(); }
  // The play screen's layout as the stack sizes it now.
  PlayLayout layout() const {
    return layoutPlay(stack_.scale().logical, play_->controller().buildSlots().size(), false);
  }
  // Window pixels of a point in the interface's logical units.
  sf::Vector2i pixel(sf::Vector2f logical) const {
    return {static_cast<int>(std::lround(logical.x * stack_.scale().scaleX())),
            static_cast<int>(std::lround(logical.y * stack_.scale().scaleY()))};
  }
  void press(sf::Keyboard::Key code) {
    stack_.handle(key(code));
    stack_.applyPending();
  }
  void hover(sf::Vector2f logical) { stack_.handle(move(pixel(logical))); }
  void click(sf::Vector2f logical) {
    const sf::Vector2i p = pixel(logical);
    stack_.handle(move(p));
    stack_.handle(button(p, true));
    stack_.handle(button(p, false));
    stack_.applyPending();
  }
  void clickCell(Cell c) { click(sf::Vector2f(play().camera().pixelOf(c))); }
  // Builds an Archer on `c`, selects it and upgrades it to its top level.
  void topArcher(Cell c) {
    press(sf::Keyboard::Num1);
    clickCell(c);  // built; the kind stays picked
    clickCell(c);  // selected
    ASSERT_NE(controller().selected(), nullptr);
    press(sf::Keyboard::U);
    press(sf::Keyboard::U);
    ASSERT_EQ(controller().selected()->level, 2);
    ASSERT_EQ(controller().panel()->choices.size(), 2u);
  }
  bool heard(SimEventKind kind) const { return std::find(events_.begin(), events_.end(), kind) != events_.end(); }
  int refusals() const { return static_cast<int>(std::count(sounds_.begin(), sounds_.end(), SoundId::Refused)); }

  StateStack stack_;
  GameResources res_;
  GameContext ctx_{stack_, res_};
  PlayScreen* play_ = nullptr;
  std::vector<SimEventKind> events_;
  std::vector<SoundId> sounds_;
};

TEST_F(SpecialiseChoiceTest, TheRightButtonMakesTheArcherAVolley) {
  topArcher({4, 0});
  const int32_t gold = play().world().gold();
  click(centre(layout().specialise[1]));
  ASSERT_EQ(controller().selected()->spec, 1);
  EXPECT_EQ(play().world().gold(), gold - 35);
  EXPECT_EQ(controller().panel()->spec, "Volley");
  EXPECT_TRUE(controller().panel()->choices.empty());
  // The event the game plays its sound for (SoundForEvent), and no refusal.
  EXPECT_TRUE(heard(SimEventKind::TowerSpecialised));
  EXPECT_EQ(refusals(), 0);
  // Its buttons are gone: a click where the left one was is the upgrade button's, refused at the top.
  click(centre(layout().specialise[0]));
  EXPECT_EQ(controller().selected()->spec, 1);
  EXPECT_EQ(refusals(), 1);
}

TEST_F(SpecialiseChoiceTest, TheKeysChooseAsTheButtonsDo) {
  topArcher({4, 0});
  press(sf::Keyboard::J);
  EXPECT_EQ(controller().selected()->spec, 0);
  // Once chosen, the other is refused, with the buzz and the reason on the message line.
  press(sf::Keyboard::K);
  EXPECT_EQ(controller().selected()->spec, 0);
  EXPECT_EQ(refusals(), 1);
  // A tower below its top is refused too.
  press(sf::Keyboard::Num1);
  clickCell({6, 2});
  clickCell({6, 2});
  ASSERT_NE(controller().selected(), nullptr);
  ASSERT_EQ(controller().selected()->level, 0);
  press(sf::Keyboard::K);
  EXPECT_EQ(controller().selected()->spec, -1);
  EXPECT_EQ(refusals(), 2);
  // Nothing selected: nothing happens, and nothing is refused.
  press(sf::Keyboard::Escape);
  ASSERT_EQ(controller().selected(), nullptr);
  press(sf::Keyboard::J);
  EXPECT_EQ(refusals(), 2);
}

TEST_F(SpecialiseChoiceTest, UndoBeforeTheWaveTakesTheChoiceBack) {
  topArcher({4, 0});
  const int32_t gold = play().world().gold();
  press(sf::Keyboard::K);
  ASSERT_EQ(controller().selected()->spec, 1);
  press(sf::Keyboard::Z);
  // The screen is the same game replayed without the last command.
  auto* again = dynamic_cast<PlayScreen*>(stack_.top());
  ASSERT_NE(again, nullptr);
  const Tower* archer = again->world().towers().get(again->world().towerAt({4, 0}));
  ASSERT_NE(archer, nullptr);
  EXPECT_EQ(archer->spec, -1);
  EXPECT_EQ(archer->level, 2);
  EXPECT_EQ(again->world().gold(), gold);
}

TEST_F(SpecialiseChoiceTest, TheCompactPanelHasItsButtonsAtTheFootOfTheDetails) {
  topArcher({4, 0});
  // Twice the interface in a 720p window: the smallest logical size, the compact panel.
  stack_.setInterfaceSize(2.f);
  ASSERT_TRUE(layout().compact);
  ASSERT_FALSE(layout().specialise[0].intersects(layout().upgrade));
  click(centre(layout().specialise[0]));
  EXPECT_EQ(controller().selected()->spec, 0);
  EXPECT_EQ(controller().panel()->spec, "Marksman");
}

// Hovering a choice shows its card beside the panel, over the map: what it does before it is bought.
TEST_F(SpecialiseChoiceTest, HoveringAChoiceShowsItsCardBesideThePanel) {
  std::string error;
  ASSERT_TRUE(loadUiFont(res_.font, Language::English, error)) << error;
  topArcher({4, 0});
  for (const float setting : {1.f, 2.f}) {
    stack_.setInterfaceSize(setting);
    const PlayLayout l = layout();
    sf::RenderTexture texture;
    ASSERT_TRUE(texture.create(1280, 720));
    const auto drawn = [&](sf::Vector2f mouse) {
      hover(mouse);
      texture.clear(sf::Color::Black);
      stack_.draw(texture);
      texture.display();
      return texture.getTexture().copyToImage();
    };
    const sf::Image plain = drawn(centre(l.target));
    const sf::Image card = drawn(centre(l.specialise[1]));
    // Left of the panel, only the card differs.
    const auto sideLeft = static_cast<unsigned>(static_cast<float>(pixel({l.side.left, 0.f}).x));
    unsigned changed = 0;
    for (unsigned y = 0; y < 720; ++y) {
      for (unsigned x = 0; x < sideLeft; ++x) changed += plain.getPixel(x, y) != card.getPixel(x, y) ? 1 : 0;
    }
    EXPECT_GT(changed, 2000u) << setting;
  }
}

}  // namespace
}  // namespace td
