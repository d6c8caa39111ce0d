#pragma once

#include "game/screens/mode/PlayMode.h"

namespace td {

// A player's own game of a level: recorded, taught, asked about before it is thrown away, and left for the
// menus (the level select when it came from the campaign).
class NormalPlay final : public PlayMode {
 public:
  std::unique_ptr<PlayMode> again() const override { return std::make_unique<NormalPlay>(); }
  bool recordsPlay() const override { return true; }
  std::string titleNote(int32_t) const override { return {}; }
  void leave(GameContext& ctx, const Screen& self, int index) const override;
};

}  // namespace td
