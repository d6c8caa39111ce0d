#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>

#include "game/editor/panel/PanelHost.h"
#include "game/text/Language.h"

namespace td::editorui {

// The Level tab's Challenges section: the level's challenges (LevelDef::challenges), each the level played again
// under rules of its own once won, edited with undo (editor/model/ChallengeEdits.h). A list to pick one from,
// reorder and remove, the standard Iron and Heroic a click away, and the chosen one's id, name, allowed tower
// kinds, lives and gold, wave health and forbidden actions. A collapsing section rather than a tab of its own: the
// side panel's six tabs already fill a 1280-pixel window.
class ChallengesSection {
 public:
  void draw(PanelHost& host);
  // A problem of challenge `index` was clicked: the section opens on it at the next draw (none: as it was).
  void open(int32_t index) {
    if (index >= 0) selected_ = static_cast<size_t>(index);
    reveal_ = true;
  }
  // Another level: back to its first challenge.
  void forget() { selected_ = 0; }

 private:
  void body(PanelHost& host);
  void list(PanelHost& host);
  void challengeEditor(PanelHost& host);
  void rules(PanelHost& host, float labelX);

  size_t selected_ = 0;  // the challenge being edited
  bool reveal_ = false;  // open the section and scroll to it at the next draw
  // What is typed into the id and name fields, an undo step when done.
  std::string idEdit_;
  std::string nameEdit_;
  // The name in each language but English, as typed (kLanguages' order from the second).
  std::array<std::string, kLanguages.size() - 1> namesEdit_;
};

}  // namespace td::editorui
