#pragma once

#include "game/screens/mode/PlayMode.h"

namespace td {

// The editor's test play of the level in hand, on top of the editor: it may begin at a later wave with
// extra gold, records nothing, and leaving (or closing the window, which the editor asks about) goes back to
// the editor below.
class TestPlay final : public PlayMode {
 public:
  explicit TestPlay(TestPlayStart start = {}) : start_(start) {}
  std::unique_ptr<PlayMode> again() const override { return std::make_unique<TestPlay>(start_); }
  std::optional<TestPlayStart> start() const override { return start_; }
  std::string titleNote(int32_t firstWave) const override;
  // TRANSLATORS: the pause menu's way out of the editor's test play.
  std::string leaveLabel() const override { return tr("Back to the editor"); }
  std::string leaveQuestion() const override { return tr("Back to the editor?"); }
  bool asksBeforeClose() const override { return false; }
  bool asksBeforeLeaving() const override { return false; }
  // TRANSLATORS: what the Back key does in the editor's test play: drops the tower in hand, else opens the menu
  // (whose way out goes back to the editor). Short: it is a button's second line.
  const char* backHelp() const override { return tr("drop, else menu (editor)"); }
  void leave(GameContext& ctx, const Screen& self, int index) const override;
  void replace(GameContext& ctx, const Screen& self, std::unique_ptr<Screen> again) const override;

 private:
  TestPlayStart start_;
};

}  // namespace td
