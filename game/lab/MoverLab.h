#pragma once

#include <cstdint>
#include <deque>
#include <filesystem>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "engine/core/Cell.h"
#include "engine/core/Vec2.h"
#include "engine/level/LevelDef.h"
#include "engine/sim/GameDefs.h"
#include "engine/sim/World.h"

namespace td {

struct GameResources;

// The Movers page's yard: a small level (assets/lab/movers.json) played by the game's own simulation, its waves
// held, where movers are dropped by hand (World::dropEnemy) and the hero is ordered about; each mover's recent
// path is kept to draw the line it leaves.
class MoverLab {
 public:
  static constexpr size_t kTrailPoints = 90;  // a point every kTrailEvery ticks: six seconds
  static constexpr uint64_t kTrailEvery = 4;
  static constexpr uint32_t kMostMovers = 40;

  // False with `error` when the yard cannot be read.
  bool load(const GameResources& res, const std::filesystem::path& file, std::string& error);
  bool loaded() const { return world_ != nullptr; }
  // The yard as it opened: no movers, the hero at its start.
  void reset();

  const World& world() const { return *world_; }
  // The kinds the yard can drop: those its wave lists, in that order, then the Lab's chaser and feeler.
  const std::vector<uint16_t>& kinds() const { return kinds_; }
  // Refused (false) where the kind cannot stand, or when kMostMovers are about already.
  bool drop(uint16_t kind, Cell cell);
  bool orderHero(Vec2 point);
  void step();

  // The recent positions of the mover of that serial, oldest first.
  const std::deque<Vec2>* trail(uint32_t serial) const;

 private:
  LevelDef level_;
  // The game's kinds and the Lab's own two: a basic chaser and a mover that steers by feelers, which no level
  // sends (the World keeps a reference: this object does not move once loaded).
  GameDefs defs_;
  std::unique_ptr<World> world_;
  std::vector<uint16_t> kinds_;
  std::map<uint32_t, std::deque<Vec2>> trails_;
};

}  // namespace td
