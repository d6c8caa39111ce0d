#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "engine/sim/World.h"

namespace td {

// What the side panel shows about the hero, worked out from the world so
// the panel only draws it.
struct HeroCard {
  std::string name;
  int level = 1;  // 1-based
  int maxLevel = 1;
  float health = 0.f;
  float maxHealth = 0.f;
  HeroState state = HeroState::Idle;
  std::string status;     // "Walking", "Fighting 2 foes", "Down: back in 8 s", ...
  float respawnIn = 0.f;  // seconds, while down
  float damage = 0.f;
  float reach = 0.f;
  float interval = 0.f;
  float regen = 0.f;
  int32_t blocks = 0;
  std::optional<int32_t> upgradeCost;  // none at the top level
  bool canUpgrade = false;             // affordable, not at the top, game on
};

// None on a level without a hero.
std::optional<HeroCard> heroCard(const World& world);

}  // namespace td
