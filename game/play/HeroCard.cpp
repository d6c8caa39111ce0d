#include "game/play/HeroCard.h"

#include <cmath>

#include "engine/core/TextFormat.h"
#include "game/text/Catalogue.h"
#include "game/text/DataWords.h"

namespace td {
namespace {

std::string statusOf(const Hero& hero) {
  switch (hero.state) {
    case HeroState::Idle:
      return hero.ordered ? tr("Setting out") : tr("On guard");
    case HeroState::Moving:
      return hero.ordered ? tr("Walking") : tr("Going back");
    case HeroState::Fighting:
      if (hero.heldCount > 1) {
        return textf(trn("Fighting {0} foe", "Fighting {0} foes", static_cast<unsigned long>(hero.heldCount)),
                     hero.heldCount);
      }
      return tr("Fighting");
    case HeroState::Dead:
      // Whole seconds counting down, never "back in 0 s" while still down.
      return textf(tr("Down: back in {0} s"), static_cast<int>(std::ceil(hero.respawnIn)));
  }
  return heroStateName(hero.state);
}

}  // namespace

std::optional<HeroCard> heroCard(const World& world) {
  const Hero* hero = world.hero();
  const HeroDef* def = world.heroDef();
  if (hero == nullptr || def == nullptr || def->levels.empty()) return std::nullopt;
  const auto level = static_cast<size_t>(hero->level);
  const HeroLevelDef& stats = def->levels[level];
  HeroCard card;
  card.name = kindName(*def);
  card.level = hero->level + 1;
  card.maxLevel = static_cast<int>(def->levels.size());
  card.health = hero->state == HeroState::Dead ? 0.f : hero->health;
  card.maxHealth = stats.health;
  card.state = hero->state;
  card.status = statusOf(*hero);
  card.respawnIn = hero->state == HeroState::Dead ? hero->respawnIn : 0.f;
  card.damage = stats.damage;
  card.reach = stats.range;
  card.interval = stats.interval;
  card.regen = stats.regen;
  card.blocks = def->blocks;
  if (level + 1 < def->levels.size()) {
    card.upgradeCost = def->levels[level + 1].cost;
    card.canUpgrade = world.gold() >= *card.upgradeCost && world.result() == GameResult::Playing;
  }
  return card;
}

}  // namespace td
