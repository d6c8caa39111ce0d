#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "game/state/StateStack.h"

namespace td {
namespace {

// A screen that writes what happens to it into a shared log.
class LogScreen : public Screen {
 public:
  LogScreen(std::string name, std::vector<std::string>& log, bool overlay = false)
      : name_(std::move(name)), log_(log), overlay_(overlay) {}
  ~LogScreen() override { log_.push_back(name_ + ":gone"); }
  void handle(const sf::Event&) override { log_.push_back(name_ + ":handle"); }
  void update(float) override { log_.push_back(name_ + ":update"); }
  void draw(sf::RenderTarget&) override { log_.push_back(name_ + ":draw"); }
  bool overlay() const override { return overlay_; }
  void resize(sf::Vector2u size) override { log_.push_back(name_ + ":resize " + std::to_string(size.x)); }

 private:
  std::string name_;
  std::vector<std::string>& log_;
  bool overlay_;
};

// A screen that asks to be popped from inside its own handle().
class SelfPopping : public Screen {
 public:
  SelfPopping(StateStack& stack, bool& alive) : stack_(stack), alive_(alive) { alive_ = true; }
  ~SelfPopping() override { alive_ = false; }
  void handle(const sf::Event&) override {
    stack_.pop();
    // Still running: the pop waits for the end of the frame.
    handledWhileAlive_ = alive_;
  }
  void update(float) override {}
  void draw(sf::RenderTarget&) override {}
  bool handledWhileAlive_ = false;

 private:
  StateStack& stack_;
  bool& alive_;
};

TEST(StateStackTest, RequestsWaitForTheEndOfTheFrame) {
  std::vector<std::string> log;
  StateStack stack;
  stack.push(std::make_unique<LogScreen>("a", log));
  EXPECT_TRUE(stack.empty());
  EXPECT_TRUE(stack.pending());
  stack.applyPending();
  ASSERT_EQ(stack.size(), 1u);
  EXPECT_FALSE(stack.pending());
}

TEST(StateStackTest, OnlyTheTopScreenGetsInputAndSteps) {
  std::vector<std::string> log;
  StateStack stack;
  stack.push(std::make_unique<LogScreen>("a", log));
  stack.push(std::make_unique<LogScreen>("b", log));
  stack.applyPending();
  stack.handle(sf::Event{});
  stack.update(1.f / 60.f);
  EXPECT_EQ(log, (std::vector<std::string>{"b:handle", "b:update"}));
}

TEST(StateStackTest, OverlaysAreDrawnOverTheScreenBelowOnly) {
  std::vector<std::string> log;
  StateStack stack;
  stack.push(std::make_unique<LogScreen>("menu", log));
  stack.push(std::make_unique<LogScreen>("play", log));
  stack.push(std::make_unique<LogScreen>("pause", log, true));
  stack.applyPending();
  class NullTarget : public sf::RenderTarget {
   public:
    NullTarget() { initialize(); }
    sf::Vector2u getSize() const override { return {64, 64}; }
  };
  NullTarget target;
  stack.draw(target);
  EXPECT_EQ(log, (std::vector<std::string>{"play:draw", "pause:draw"}));
}

TEST(StateStackTest, ReplaceAndClear) {
  std::vector<std::string> log;
  StateStack stack;
  stack.push(std::make_unique<LogScreen>("a", log));
  stack.applyPending();
  stack.replace(std::make_unique<LogScreen>("b", log));
  stack.applyPending();
  ASSERT_EQ(stack.size(), 1u);
  EXPECT_EQ(log, (std::vector<std::string>{"a:gone"}));
  log.clear();
  stack.push(std::make_unique<LogScreen>("c", log));
  stack.clear(std::make_unique<LogScreen>("d", log));
  stack.applyPending();
  ASSERT_EQ(stack.size(), 1u);
  stack.update(0.f);
  EXPECT_EQ(log, (std::vector<std::string>{"c:gone", "b:gone", "d:update"}));
}

TEST(StateStackTest, NewScreensLearnTheCurrentSize) {
  std::vector<std::string> log;
  StateStack stack;
  stack.resize({1280, 720});  // 1280x720 units at 100 %
  stack.push(std::make_unique<LogScreen>("a", log));
  stack.applyPending();
  EXPECT_EQ(log, (std::vector<std::string>{"a:resize 1280"}));
}

// Keeps the size it was given and the last mouse position it heard.
class MouseScreen : public Screen {
 public:
  explicit MouseScreen(bool scaled) : scaled_(scaled) {}
  void handle(const sf::Event& e) override {
    if (e.type == sf::Event::MouseButtonPressed) mouse = {e.mouseButton.x, e.mouseButton.y};
  }
  void update(float) override {}
  void draw(sf::RenderTarget&) override {}
  void resize(sf::Vector2u s) override { size = s; }
  bool scalesWithInterface() const override { return scaled_; }
  sf::Vector2u size;
  sf::Vector2i mouse;

 private:
  bool scaled_;
};

TEST(StateStackTest, ScaledScreensGetLogicalSizesAndMousePositionsOthersGetPixels) {
  for (const bool scaled : {true, false}) {
    StateStack stack;
    stack.setInterfaceSize(1.f);
    stack.resize({3840, 2160});
    auto screen = std::make_unique<MouseScreen>(scaled);
    MouseScreen* raw = screen.get();
    stack.push(std::move(screen));
    stack.applyPending();
    sf::Event click;
    click.type = sf::Event::MouseButtonPressed;
    click.mouseButton = {sf::Mouse::Left, 1920, 1080};
    stack.handle(click);
    EXPECT_EQ(raw->size, scaled ? sf::Vector2u(1280, 720) : sf::Vector2u(3840, 2160));
    EXPECT_EQ(raw->mouse, scaled ? sf::Vector2i(640, 360) : sf::Vector2i(1920, 1080));
    // A larger interface lays the screen out again, in fewer units.
    stack.setInterfaceSize(1.5f);
    EXPECT_EQ(raw->size, scaled ? sf::Vector2u(854, 480) : sf::Vector2u(3840, 2160));
  }
}

TEST(StateStackTest, AScreenMayPopItselfWhileHandlingInput) {
  StateStack stack;
  bool alive = false;
  auto screen = std::make_unique<SelfPopping>(stack, alive);
  SelfPopping* raw = screen.get();
  stack.push(std::move(screen));
  stack.applyPending();
  stack.handle(sf::Event{});
  EXPECT_TRUE(raw->handledWhileAlive_);
  EXPECT_TRUE(alive);
  stack.applyPending();
  EXPECT_FALSE(alive);
  EXPECT_TRUE(stack.empty());
}

TEST(StateStackTest, PopThroughRemovesAScreenWithItsOverlaysAndKeepsTheRest) {
  std::vector<std::string> log;
  StateStack stack;
  stack.push(std::make_unique<LogScreen>("editor", log));
  auto play = std::make_unique<LogScreen>("play", log);
  const Screen* playScreen = play.get();
  stack.push(std::move(play));
  stack.push(std::make_unique<LogScreen>("pause", log, true));
  stack.applyPending();
  stack.popThrough(playScreen);
  stack.applyPending();
  ASSERT_EQ(stack.size(), 1u);
  stack.update(0.f);
  // Top first, and the screen below is the one that was there.
  EXPECT_EQ(log, (std::vector<std::string>{"pause:gone", "play:gone", "editor:update"}));
}

TEST(StateStackTest, PopThroughAScreenNoLongerOnTheStackDoesNothing) {
  std::vector<std::string> log;
  StateStack stack;
  stack.push(std::make_unique<LogScreen>("a", log));
  auto b = std::make_unique<LogScreen>("b", log);
  const Screen* gone = b.get();
  stack.push(std::move(b));
  stack.applyPending();
  stack.pop();
  stack.popThrough(gone);  // already popped by the request before it
  stack.applyPending();
  ASSERT_EQ(stack.size(), 1u);
  stack.update(0.f);
  EXPECT_EQ(log, (std::vector<std::string>{"b:gone", "a:update"}));
}

}  // namespace
}  // namespace td
