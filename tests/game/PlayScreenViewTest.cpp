#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "game/GameContext.h"
#include "game/screens/PlayScreen.h"
#include "game/state/StateStack.h"
#include "tests/engine/support/TestDefs.h"
#include "tests/game/support/InputEvents.h"

namespace td {
namespace {

using test::button;
using test::key;
using test::move;

using test::testDefs;
using test::testLevel;
using test::wave;

sf::Event wheel(sf::Vector2i p, float delta) {
  sf::Event e;
  e.type = sf::Event::MouseWheelScrolled;
  e.mouseWheelScroll = {sf::Mouse::VerticalWheel, delta, p.x, p.y};
  return e;
}

sf::Event focus(bool gained) {
  sf::Event e;
  e.type = gained ? sf::Event::GainedFocus : sf::Event::LostFocus;
  return e;
}

// A big open field, as on the largest campaign map.
std::vector<std::string> bigField() {
  std::vector<std::string> rows(48, std::string(64, '.'));
  rows[24][0] = 'S';
  rows[24][63] = 'G';
  return rows;
}

// Zoom, pan and their effect on what the mouse points at, driven through the
// screen's input like a player would, without a window.
class PlayScreenViewTest : public ::testing::Test {
 protected:
  void SetUp() override {
    res_.defs = testDefs();
    screen_ = std::make_unique<PlayScreen>(ctx_, testLevel(bigField(), {wave("normal", 1, 1.0f)}, 1000), "", -1);
    screen_->resize({1280, 720});
    // A map this big opens zoomed in on its goal (see ABigMapOpensOnItsGoal);
    // the zoom and pan below are measured from the whole map.
    screen_->handle(key(sf::Keyboard::Home));
  }
  PlayScreen& play() { return *screen_; }
  const Camera& camera() { return screen_->camera(); }
  sf::Vector2i middle() {
    const sf::FloatRect a = camera().area();
    return {static_cast<int>(a.left + a.width * 0.5f), static_cast<int>(a.top + a.height * 0.5f)};
  }
  void click(sf::Vector2i p, sf::Mouse::Button b) {
    play().handle(button(p, b, true));
    play().handle(button(p, b, false));
  }

  StateStack stack_;
  GameResources res_;
  GameContext ctx_{stack_, res_};
  std::unique_ptr<PlayScreen> screen_;
};

TEST(PlayScreenOpening, ABigMapOpensOnItsGoal) {
  StateStack stack;
  GameResources res;
  res.defs = testDefs();
  GameContext ctx{stack, res};
  PlayScreen screen(ctx, testLevel(bigField(), {wave("normal", 1, 1.0f)}, 1000), "", -1);
  screen.resize({1280, 720});
  const Camera& camera = screen.camera();
  EXPECT_FLOAT_EQ(camera.pixelsPerCell(), Camera::kReadablePixelsPerCell);
  const sf::Vector2f goal = camera.toPixel({63.5f, 24.5f});
  EXPECT_TRUE(camera.area().contains(goal));
  EXPECT_FALSE(camera.area().contains(camera.toPixel({0.5f, 24.5f})));  // the spawn: a pan away
  screen.handle(key(sf::Keyboard::Home));
  EXPECT_FALSE(camera.zoomed());
}

TEST_F(PlayScreenViewTest, TheWheelZoomsTowardsTheCursor) {
  // Zoomed in a little first, so that the map is well larger than the area
  // and need not be held back at an edge to cover it.
  play().handle(wheel(middle(), 3.f));
  const sf::Vector2i cursor = middle() + sf::Vector2i(-120, 70);
  play().handle(move(cursor));
  const sf::Vector2f before = camera().toWorld(cursor);
  play().handle(wheel(cursor, 2.f));
  EXPECT_GT(camera().zoom(), 1.3f);
  const sf::Vector2f after = camera().toWorld(cursor);
  EXPECT_NEAR(after.x, before.x, 0.1f);
  EXPECT_NEAR(after.y, before.y, 0.1f);
  play().handle(wheel(cursor, -10.f));  // at most four notches a time
  play().handle(wheel(cursor, -10.f));
  EXPECT_FALSE(camera().zoomed());
}

TEST_F(PlayScreenViewTest, TheWheelOverThePanelsDoesNotZoom) {
  play().handle(wheel({1200, 300}, 3.f));  // the side panel
  EXPECT_FALSE(camera().zoomed());
}

TEST_F(PlayScreenViewTest, ARightDragPansAndKeepsThePickedTower) {
  play().handle(wheel(middle(), 4.f));
  ASSERT_TRUE(camera().zoomed());
  play().handle(key(sf::Keyboard::Num1));
  ASSERT_TRUE(play().controller().buildKind());
  const sf::FloatRect before = camera().mapPixels();
  const sf::Vector2i from = middle();
  const sf::Vector2i to = from + sf::Vector2i(60, 40);
  play().handle(button(from, sf::Mouse::Right, true));
  play().handle(move(from + sf::Vector2i(30, 20)));
  play().handle(move(to));
  play().handle(button(to, sf::Mouse::Right, false));
  EXPECT_FLOAT_EQ(camera().mapPixels().left, before.left + 60.f);
  EXPECT_FLOAT_EQ(camera().mapPixels().top, before.top + 40.f);
  EXPECT_TRUE(play().controller().buildKind());
}

TEST_F(PlayScreenViewTest, ARightClickWithoutADragDropsThePickedTower) {
  play().handle(key(sf::Keyboard::Num1));
  ASSERT_TRUE(play().controller().buildKind());
  click(middle(), sf::Mouse::Right);
  EXPECT_FALSE(play().controller().buildKind());
}

TEST_F(PlayScreenViewTest, AMiddleDragPansToo) {
  play().handle(wheel(middle(), 4.f));
  const sf::FloatRect before = camera().mapPixels();
  play().handle(button(middle(), sf::Mouse::Middle, true));
  play().handle(move(middle() - sf::Vector2i(25, 0)));
  play().handle(button(middle() - sf::Vector2i(25, 0), sf::Mouse::Middle, false));
  EXPECT_FLOAT_EQ(camera().mapPixels().left, before.left - 25.f);
}

TEST_F(PlayScreenViewTest, ABuildLandsOnTheCellUnderTheCursorWhenZoomedAndPanned) {
  play().handle(wheel({300, 200}, 5.f));
  play().handle(button(middle(), sf::Mouse::Right, true));
  play().handle(move(middle() + sf::Vector2i(-90, -70)));
  play().handle(button(middle() + sf::Vector2i(-90, -70), sf::Mouse::Right, false));
  const sf::Vector2i at(400, 300);
  const Cell cell = camera().cellAt(at);
  ASSERT_TRUE(play().world().grid().contains(cell));
  // A cell far from the one the unzoomed map would put there.
  Camera whole;
  whole.fit({64.f, 48.f}, camera().area(), {1280, 720});
  ASSERT_NE(whole.cellAt(at), cell);
  play().handle(key(sf::Keyboard::Num1));
  play().handle(move(at));
  click(at, sf::Mouse::Left);
  EXPECT_TRUE(play().world().towers().contains(play().world().towerAt(cell)));
}

TEST_F(PlayScreenViewTest, HeldArrowKeysPanUntilReleased) {
  play().handle(wheel(middle(), 4.f));
  play().handle(wheel(middle(), 4.f));  // deep enough to pan both ways
  const sf::FloatRect start = camera().mapPixels();
  play().handle(key(sf::Keyboard::Right));
  for (int i = 0; i < 10; ++i) play().update(1.f / 60.f);
  const sf::FloatRect held = camera().mapPixels();
  EXPECT_LT(held.left, start.left);  // the view moves right, the map left
  play().handle(key(sf::Keyboard::Right, false));
  for (int i = 0; i < 10; ++i) play().update(1.f / 60.f);
  EXPECT_FLOAT_EQ(camera().mapPixels().left, held.left);
  play().handle(key(sf::Keyboard::Up));
  play().update(1.f / 60.f);
  EXPECT_GT(camera().mapPixels().top, held.top);
}

TEST_F(PlayScreenViewTest, HomeAndZeroShowTheWholeMap) {
  const sf::FloatRect whole = camera().mapPixels();
  for (const auto k : {sf::Keyboard::Home, sf::Keyboard::Num0}) {
    play().handle(wheel({500, 400}, 3.f));
    ASSERT_TRUE(camera().zoomed());
    play().handle(key(k));
    EXPECT_EQ(camera().mapPixels(), whole);
  }
}

TEST_F(PlayScreenViewTest, PlusAndMinusZoomAboutTheMiddle) {
  play().handle(key(sf::Keyboard::Equal));
  EXPECT_TRUE(camera().zoomed());
  play().handle(key(sf::Keyboard::Hyphen));
  play().handle(key(sf::Keyboard::Hyphen));
  EXPECT_FALSE(camera().zoomed());
}

TEST_F(PlayScreenViewTest, AResizeKeepsTheZoom) {
  play().handle(wheel(middle(), 3.f));
  const float zoom = camera().zoom();
  const sf::Vector2f centre = camera().toWorld(middle());
  play().resize({1600, 900});
  EXPECT_NEAR(camera().zoom(), zoom, 0.15f);
  const sf::Vector2f after = camera().toWorld(middle());
  EXPECT_NEAR(after.x, centre.x, 0.5f);
  EXPECT_NEAR(after.y, centre.y, 0.5f);
}

TEST_F(PlayScreenViewTest, LookZoomsOnAPointForScreenshots) {
  play().look({40.f, 20.f}, 3.f);
  EXPECT_NEAR(camera().zoom(), 3.f, 0.1f);
  const sf::Vector2f centre = camera().toWorld(middle());
  EXPECT_NEAR(centre.x, 40.f, 0.5f);
  EXPECT_NEAR(centre.y, 20.f, 0.5f);
}

TEST_F(PlayScreenViewTest, LeavingTheWindowPausesTheGame) {
  play().handle(focus(false));
  play().update(1.f / 60.f);
  EXPECT_TRUE(play().controller().paused());
  EXPECT_FALSE(stack_.pending());  // time stops; no menu comes up
}

TEST_F(PlayScreenViewTest, AFocusFlickerWithinOneFrameDoesNotPause) {
  play().handle(focus(false));
  play().handle(focus(true));
  play().update(1.f / 60.f);
  EXPECT_FALSE(play().controller().paused());
}

}  // namespace
}  // namespace td
