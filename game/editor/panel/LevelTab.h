#pragma once

#include <string>

#include "game/editor/panel/PanelHost.h"

namespace td::editorui {

// The Level tab: the level's name and hint, starting gold and lives, connectivity, the tower kinds it
// offers and its size.
class LevelTab {
 public:
  void draw(PanelHost& host);

 private:
  // What is typed into the name and hint fields, an undo step when done.
  std::string nameEdit_;
  std::string hintEdit_;
};

}  // namespace td::editorui
