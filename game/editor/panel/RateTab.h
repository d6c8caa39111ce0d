#pragma once

#include <optional>

#include "game/editor/RateJob.h"
#include "game/editor/panel/PanelHost.h"

namespace td::editorui {

// The Rate tab: the automatic player's rating of the level, run in the background, and its findings.
class RateTab {
 public:
  // Starts a rating (F6), unless the level has problems.
  void start(PanelHost& host);
  // Takes a finished rating's result, saying it on the status line; call every frame.
  void poll(PanelHost& host);
  // Returns the wave the designer chose to test play from, if that button was pressed.
  std::optional<int> draw(PanelHost& host);
  // A new or opened level: a rating of the old one (under way or done) says nothing of it.
  void forget() { rate_.forget(); }

 private:
  void playDefence(PanelHost& host);

  RateJob rate_;
  int budget_ = 20;         // nominal seconds
  bool firstPlay_ = false;  // rate as a newcomer, who sees only the next wave (docs/rating.md)
};

}  // namespace td::editorui
