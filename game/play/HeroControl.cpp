#include "game/play/HeroControl.h"

#include "engine/sim/CellPoints.h"
#include "game/play/PlayController.h"
#include "game/render/HeroLook.h"

namespace td {

bool HeroControl::hits(Vec2 point, float slack) const {
  const Hero* hero = world_.hero();
  if (hero == nullptr || hero->state == HeroState::Dead) return false;
  const float r = world_.heroDef()->radius * kHeroBodyScale + slack;
  return lengthSquared(point - hero->pos) <= r * r;
}

std::optional<Vec2> HeroControl::aim(Vec2 point) {
  const Hero* hero = world_.hero();
  if (hero == nullptr) return std::nullopt;
  const Cell from = cellOf(hero->pos);
  const bool dead = hero->state == HeroState::Dead;
  const uint64_t revision = world_.grid().revision();
  if (!aim_ || aim_->point != point || aim_->from != from || aim_->dead != dead || aim_->revision != revision) {
    Aim a{point, from, dead, revision, std::nullopt};
    Vec2 destination;
    if (world_.result() == GameResult::Playing && world_.heroDestination(point, destination))
      a.destination = destination;
    aim_ = a;
  }
  return aim_->destination;
}

std::string HeroControl::aimRefusal(Vec2 point) {
  const Hero* hero = world_.hero();
  CommandResult r;
  if (hero == nullptr) {
    r.status = CommandStatus::NoHero;
  } else if (world_.result() != GameResult::Playing) {
    r.status = CommandStatus::GameOver;
  } else if (hero->state == HeroState::Dead) {
    r.status = CommandStatus::HeroDead;
  } else if (!aim(point)) {
    r.status = CommandStatus::HeroCannotReach;
  }
  return refusalText(r, world_.level().spawns.size(), world_.layers().size());
}

std::string HeroControl::order(Vec2 point) {
  const CommandResult r = world_.orderHero(point);
  if (r.ok()) ++ordersTaken_;
  return refusalText(r, world_.level().spawns.size(), world_.layers().size());
}

std::string HeroControl::upgrade() {
  return refusalText(world_.upgradeHero(), world_.level().spawns.size(), world_.layers().size());
}

}  // namespace td
