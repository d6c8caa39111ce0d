#pragma once

#include <SFML/Graphics/Rect.hpp>
#include <SFML/System/Vector2.hpp>
#include <cstddef>
#include <vector>

#include "game/ui/UiPart.h"

namespace td {

// Where the parts of the play screen go for a screen size, in the
// interface's logical units: the bar of numbers on top, the build bar below,
// the side panel with wave, speed, hero and tower controls on the right, and
// the map in what is left. A short screen gets the compact form: thinner
// bars and rows, and the tower's three buttons side by side; a narrow one
// puts the message line in a row of its own above the build slots.
struct PlayLayout {
  static constexpr float kTopBar = 46.f;
  static constexpr float kBottomBar = 84.f;
  static constexpr float kCompactTopBar = 40.f;
  static constexpr float kCompactBottomBar = 64.f;
  static constexpr float kSidePanel = 272.f;
  static constexpr float kMargin = 12.f;

  sf::FloatRect topBar;
  sf::FloatRect bottomBar;
  sf::FloatRect side;
  sf::FloatRect map;  // the area the map is fitted into
  std::vector<sf::FloatRect> buildSlots;
  sf::FloatRect message;  // the rest of the bottom bar
  sf::FloatRect nextWave;
  static constexpr size_t kSpeedButtons = 5;  // 1x, 2x, 4x, 8x, 16x
  sf::FloatRect speeds[kSpeedButtons];
  sf::FloatRect pause;
  // The hero's card under the speeds, on levels with a hero (else empty):
  // portrait, name, health and state, and its upgrade button.
  sf::FloatRect heroCard;
  sf::FloatRect heroPortrait;
  sf::FloatRect heroUpgrade;
  sf::FloatRect towerInfo;  // the selected tower's panel, or the next wave's make-up
  sf::FloatRect upgrade;
  sf::FloatRect sell;
  sf::FloatRect target;
  // At a tower's top level, the buttons of the two things it may become (TowerDef::specialisations), side by side:
  // the upgrade button's two halves where the tower's buttons are stacked; in the compact form, where the upgrade
  // button is a third of a row, a row of their own at the foot of the tower's details, which then stop above it.
  static constexpr size_t kSpecButtons = 2;
  sf::FloatRect specialise[kSpecButtons];
  bool compact = false;

  // Every rectangle above, each within the bar or panel it lies in.
  std::vector<UiPart> parts() const;
};

PlayLayout layoutPlay(sf::Vector2u size, size_t buildSlots, bool hero = false);

}  // namespace td
