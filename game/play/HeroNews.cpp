#include "game/play/HeroNews.h"

#include <cmath>

namespace td {

std::optional<HeroNews> heroNews(const SimEvent& event, const World& world) {
  const HeroDef* def = world.heroDef();
  const Hero* hero = world.hero();
  if (def == nullptr || hero == nullptr) return std::nullopt;
  switch (event.kind) {
    case SimEventKind::HeroDied:
      return HeroNews{"The " + def->name + " has fallen: back in " +
                          std::to_string(static_cast<int>(std::ceil(def->respawn))) + " s",
                      true};
    case SimEventKind::HeroRespawned:
      return HeroNews{"The " + def->name + " is back on their feet", false};
    case SimEventKind::HeroUpgraded:
      return HeroNews{"The " + def->name + " reached level " + std::to_string(hero->level + 1), false};
    default:
      return std::nullopt;
  }
}

}  // namespace td
