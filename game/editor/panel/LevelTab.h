#pragma once

#include <cstdint>
#include <string>

#include "game/editor/panel/ChallengesSection.h"
#include "game/editor/panel/PanelHost.h"

namespace td::editorui {

// The Level tab: the level's name and hint, starting gold and lives, connectivity, the tower kinds it
// offers, its size and, at its end, its challenges.
class LevelTab {
 public:
  void draw(PanelHost& host);
  // A problem of challenge `index` was clicked: the Challenges section opens on it.
  void openChallenge(int32_t index) { challenges_.open(index); }
  // Another level: what the tab remembers of the last one goes.
  void forget() { challenges_.forget(); }

 private:
  ChallengesSection challenges_;
  // What is typed into the name and hint fields, an undo step when done.
  std::string nameEdit_;
  std::string hintEdit_;
};

}  // namespace td::editorui
