#include "game/play/HeroNews.h"

#include <cmath>

#include "engine/core/TextFormat.h"
#include "game/text/Catalogue.h"
#include "game/text/DataWords.h"

namespace td {

std::optional<HeroNews> heroNews(const SimEvent& event, const World& world) {
  const HeroDef* def = world.heroDef();
  const Hero* hero = world.hero();
  if (def == nullptr || hero == nullptr) return std::nullopt;
  switch (event.kind) {
    case SimEventKind::HeroDied: {
      const int seconds = static_cast<int>(std::ceil(def->respawn));
      // TRANSLATORS: {0} is the hero's name ("Warden"), {1} whole seconds.
      return HeroNews{textf(tr("The {0} has fallen: back in {1} s"), kindName(*def), seconds), true};
    }
    case SimEventKind::HeroRespawned:
      // TRANSLATORS: {0} is the hero's name ("Warden").
      return HeroNews{textf(tr("The {0} is back on their feet"), kindName(*def)), false};
    case SimEventKind::HeroUpgraded:
      // TRANSLATORS: {0} is the hero's name ("Warden"), {1} the level it has reached.
      return HeroNews{textf(tr("The {0} reached level {1}"), kindName(*def), hero->level + 1), false};
    default:
      return std::nullopt;
  }
}

}  // namespace td
