#pragma once

#include <vector>

#include "game/screens/mode/PlayMode.h"

namespace td {

// A finished game played back from its replay file: the recorded commands play at their ticks, the
// player's own commands are refused (the camera, speed and overlays still answer), the first wave's hold
// is the recorded one, and nothing is recorded or taught. A restart watches it again from the start; leaving
// goes back to the replay browser it was opened from, else to the title.
class ReplayWatch final : public PlayMode {
 public:
  ReplayWatch(std::vector<ActionDef> actions, bool holdFirstWave, bool backToList = false)
      : actions_(std::move(actions)), hold_(holdFirstWave), backToList_(backToList) {}
  std::unique_ptr<PlayMode> again() const override {
    return std::make_unique<ReplayWatch>(actions_, hold_, backToList_);
  }
  bool watching() const override { return true; }
  std::span<const ActionDef> watched() const override { return actions_; }
  bool watchedHold() const override { return hold_; }
  bool teaches() const override { return false; }
  bool asksBeforeClose() const override { return false; }
  bool asksBeforeLeaving() const override { return false; }
  // TRANSLATORS: after the level's name at the top while a finished game is watched again.
  std::string titleNote(int32_t) const override { return "  (" + std::string(tr("replay")) + ")"; }
  std::string leaveLabel() const override { return backToList_ ? tr("Replays") : std::string(); }
  void leave(GameContext& ctx, const Screen& self, int index) const override;
  void replace(GameContext& ctx, const Screen& self, std::unique_ptr<Screen> again) const override;

 private:
  std::vector<ActionDef> actions_;
  bool hold_ = false;
  bool backToList_ = false;
};

}  // namespace td
