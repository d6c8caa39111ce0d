#pragma once

#include <string>
#include <vector>

#include "editor/model/EditResult.h"
#include "editor/model/EditorDoc.h"
#include "editor/model/Validation.h"
#include "engine/sim/ActionDef.h"
#include "game/editor/LoseWorkGuard.h"
#include "game/editor/MapView.h"
#include "game/editor/Shortcuts.h"
#include "game/editor/ToolInput.h"
#include "game/play/TestPlayStart.h"

namespace td {
struct GameContext;
}

namespace td::editorui {

// The tabs of the editor's right-hand panel (SideTabs).
enum class SideTab : uint8_t { Problems, Waves, Level, Lesson, Rate, Help };

// What the map shows besides the terrain (View menu).
struct MapLayers {
  bool routes = true;
  bool grid = true;
  bool navMesh = false;
};

// What the editor's panels work on and may ask of the editor. Each panel (game/editor/panel/) owns its own
// fields and draws itself; the EditorScreen hosts them, routes input and carries out what they ask.
class PanelHost {
 public:
  virtual ~PanelHost() = default;

  virtual editor::EditorDoc& doc() = 0;
  // The document's problems as of its current revision.
  virtual const std::vector<editor::Problem>& problems() = 0;
  virtual ToolInput& tools() = 0;
  virtual MapView& view() = 0;
  virtual MapLayers& layers() = 0;
  virtual GameContext& context() = 0;

  // An edit's outcome, said on the status line (a refusal with its sound).
  virtual void report(const editor::EditResult& result) = 0;
  virtual void say(std::string text, bool error = false) = 0;
  // What a shortcut or menu entry does (Shortcuts.h).
  virtual void run(Command command, int argument = 0) = 0;
  virtual void request(Leave action) = 0;
  // Plays the level from `start`, applying `script` as it runs (the automatic player's defence).
  virtual void testPlay(TestPlayStart start, std::vector<ActionDef> script = {}) = 0;
  // Shows where a problem is: the map centred on it, and its tab.
  virtual void showProblem(const editor::Problem& problem) = 0;
  virtual void showTab(SideTab tab) = 0;

  // Around a value widget: typing into it (or dragging it) is one undo step. Call itemBegin() right after
  // the widget, apply the change, then itemEnd().
  virtual void itemBegin(const char* label) = 0;
  virtual void itemEnd() = 0;
};

}  // namespace td::editorui
