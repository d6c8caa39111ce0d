#include "game/lab/MoverLab.h"

#include <algorithm>

#include "game/GameContext.h"
#include "io/LevelJson.h"

namespace td {

bool MoverLab::load(const GameResources& res, const std::filesystem::path& file, std::string& error) {
  LevelLoad load = loadLevel(file, res.terrains, &res.defs);
  if (!load.ok()) {
    error = load.errors.empty() ? file.string() : load.errors.front().text();
    return false;
  }
  level_ = std::move(load.level);
  defs_ = res.defs;
  kinds_.clear();
  for (const WaveDef& wave : level_.waves) {
    for (const WaveGroupDef& group : wave.groups) {
      const int32_t kind = res.defs.enemyIndex(group.enemy);
      if (kind >= 0 && std::find(kinds_.begin(), kinds_.end(), kind) == kinds_.end())
        kinds_.push_back(static_cast<uint16_t>(kind));
    }
  }
  // The Lab's own: a Grunt's body that chases by the article's x-and-y step, and one that steers by feelers.
  const int32_t grunt = defs_.enemyIndex("normal");
  EnemyDef base = grunt >= 0 ? defs_.enemies[static_cast<size_t>(grunt)] : EnemyDef{};
  base.names.clear();
  for (const auto& [id, movement] :
       {std::pair{"lab_chaser", MovementKind::Chase}, std::pair{"lab_feeler", MovementKind::Feel}}) {
    EnemyDef def = base;
    def.id = id;
    def.movement = movement;
    kinds_.push_back(static_cast<uint16_t>(defs_.enemies.size()));
    defs_.enemies.push_back(def);
  }
  reset();
  return true;
}

void MoverLab::reset() {
  // The same seed every time: a mover's draws (an imp's deviation, a gremlin's heading) repeat from a reset.
  world_ = std::make_unique<World>(level_, defs_, 1);
  // Its wave lists the movers for the yard's routes; it never comes.
  world_->holdFirstWave(true);
  trails_.clear();
}

bool MoverLab::drop(uint16_t kind, Cell cell) {
  if (world_->enemies().count() >= kMostMovers) return false;
  return world_->dropEnemy(kind, cell);
}

bool MoverLab::orderHero(Vec2 point) { return world_->orderHero(point).ok(); }

void MoverLab::step() {
  world_->step();
  const auto& enemies = world_->enemies();
  if (world_->tick() % kTrailEvery == 0) {
    for (uint32_t i = 0; i < enemies.slotCount(); ++i) {
      if (!enemies.aliveAt(i)) continue;
      std::deque<Vec2>& t = trails_[enemies.at(i).serial];
      t.push_back(enemies.at(i).pos);
      if (t.size() > kTrailPoints) t.pop_front();
    }
  }
  // The trails of movers gone go with them.
  std::erase_if(trails_, [&](const auto& entry) {
    for (uint32_t i = 0; i < enemies.slotCount(); ++i) {
      if (enemies.aliveAt(i) && enemies.at(i).serial == entry.first) return false;
    }
    return true;
  });
}

const std::deque<Vec2>* MoverLab::trail(uint32_t serial) const {
  const auto it = trails_.find(serial);
  return it == trails_.end() ? nullptr : &it->second;
}

}  // namespace td
