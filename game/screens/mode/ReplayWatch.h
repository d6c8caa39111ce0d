#pragma once

#include <vector>

#include "game/screens/mode/PlayMode.h"

namespace td {

// A finished game played back from its replay file: the recorded commands play at their ticks, the
// player's own commands are refused (the camera, speed and overlays still answer), the first wave's hold
// is the recorded one, and nothing is recorded or taught. A restart watches it again from the start.
class ReplayWatch final : public PlayMode {
 public:
  ReplayWatch(std::vector<ActionDef> actions, bool holdFirstWave)
      : actions_(std::move(actions)), hold_(holdFirstWave) {}
  std::unique_ptr<PlayMode> again() const override { return std::make_unique<ReplayWatch>(actions_, hold_); }
  bool watching() const override { return true; }
  std::span<const ActionDef> watched() const override { return actions_; }
  bool watchedHold() const override { return hold_; }
  bool teaches() const override { return false; }
  std::string titleNote(int32_t) const override { return "  (replay)"; }
  void leave(GameContext& ctx, const Screen& self, int index) const override;

 private:
  std::vector<ActionDef> actions_;
  bool hold_ = false;
};

}  // namespace td
