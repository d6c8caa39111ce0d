#include <gtest/gtest.h>

#include <vector>

#include "game/input/PadInput.h"

namespace td {
namespace {

using C = PadCommand;

sf::Event press(unsigned b) {
  sf::Event e;
  e.type = sf::Event::JoystickButtonPressed;
  e.joystickButton = {0, b};
  return e;
}

sf::Event axis(sf::Joystick::Axis a, float position) {
  sf::Event e;
  e.type = sf::Event::JoystickMoved;
  e.joystickMove = {0, a, position};
  return e;
}

TEST(PadInput, TheCommonLayoutConfirmsSouthAndCancelsEast) {
  PadInput pad;
  std::vector<PadCommand> out;
  for (const unsigned b : {0u, 1u, 2u, 3u, 4u, 5u, 6u, 7u, 8u, 9u, 10u, 15u}) EXPECT_TRUE(pad.event(press(b), out));
  // The guide button (8) and those past the layout do nothing.
  EXPECT_EQ(out, (std::vector<PadCommand>{C::Confirm, C::Cancel, C::Upgrade, C::Sell, C::PrevTower, C::NextTower,
                                          C::NextWave, C::Pause, C::Speed, C::Target}));
  sf::Event key;
  key.type = sf::Event::KeyPressed;
  EXPECT_FALSE(pad.event(key, out));
}

TEST(PadInput, TheStickSteersPastItsDeadZoneOnceAPush) {
  PadInput pad;
  std::vector<PadCommand> out;
  pad.event(axis(sf::Joystick::X, 30.f), out);  // inside the dead zone
  EXPECT_TRUE(out.empty());
  pad.event(axis(sf::Joystick::X, 80.f), out);
  pad.event(axis(sf::Joystick::X, 95.f), out);  // still the same push
  EXPECT_EQ(out, std::vector<PadCommand>{C::Right});
  pad.event(axis(sf::Joystick::X, 0.f), out);
  pad.event(axis(sf::Joystick::Y, -100.f), out);  // up is negative
  pad.event(axis(sf::Joystick::PovY, 100.f), out);
  EXPECT_EQ(out, (std::vector<PadCommand>{C::Right, C::Up, C::Down}));
}

TEST(PadInput, AHeldDirectionRepeatsAfterAPause) {
  PadInput pad;
  std::vector<PadCommand> out;
  pad.event(axis(sf::Joystick::PovX, -100.f), out);
  ASSERT_EQ(out.size(), 1u);
  pad.update(PadInput::kFirstRepeat - 0.01f, out);
  EXPECT_EQ(out.size(), 1u);  // not yet
  pad.update(0.02f, out);
  EXPECT_EQ(out.size(), 2u);
  pad.update(PadInput::kRepeat * 3.f + 0.001f, out);
  EXPECT_EQ(out.size(), 5u);
  for (const PadCommand c : out) EXPECT_EQ(c, C::Left);
  // Let go: no more.
  pad.event(axis(sf::Joystick::PovX, 0.f), out);
  pad.update(1.f, out);
  EXPECT_EQ(out.size(), 5u);
}

TEST(PadInput, MenusTakeTheKeysTheCommandsStandFor) {
  EXPECT_EQ(padKey(C::Confirm), sf::Keyboard::Enter);
  EXPECT_EQ(padKey(C::Cancel), sf::Keyboard::Escape);
  EXPECT_EQ(padKey(C::Down), sf::Keyboard::Down);
  EXPECT_EQ(padKey(C::Sell), sf::Keyboard::Unknown);
}

}  // namespace
}  // namespace td
