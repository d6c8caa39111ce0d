#pragma once

#include <cstdint>
#include <optional>
#include <span>

#include "engine/level/LevelDef.h"
#include "engine/sim/GameDefs.h"
#include "io/store/SeenKinds.h"

namespace td {

// A kind the player meets for the first time, whose encyclopedia card is due.
struct NewKind {
  enum class What : uint8_t { Tower, Enemy };
  What what = What::Tower;
  uint16_t kind = 0;  // index into GameDefs::towers or GameDefs::enemies
  int32_t wave = -1;  // Enemy: the wave (0-based) that brings it first

  bool operator==(const NewKind&) const = default;
};

// The next card due: first a tower kind on the build bar (`towerKinds`, in
// slot order) not yet seen, then an enemy kind of the wave about to come
// (`upcomingWave`, 0-based; none past the last) not yet seen, in the order
// the wave preview lists them. A card is due before the kind matters: a
// tower before it is bought, an enemy while there is time to prepare.
std::optional<NewKind> nextNewKind(const persist::SeenKinds& seen, std::span<const uint16_t> towerKinds,
                                   const LevelDef& level, int32_t upcomingWave, const GameDefs& defs);

// Marks `kind` seen; true when it was new.
bool markSeen(persist::SeenKinds& seen, const NewKind& kind, const GameDefs& defs);

}  // namespace td
