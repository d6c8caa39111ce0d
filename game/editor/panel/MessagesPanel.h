#pragma once

#include "game/editor/panel/PanelHost.h"

namespace td::editorui {

// The Level tab's Messages section: the lines the level shows the player during play (LevelDef::messages),
// each at a wave's start or at a time of the game, added, written, timed, reordered and removed here, each
// change one undo step (editor/model/MessageEdits.h). Their problems are listed in the Problems tab.
void messagesPanel(PanelHost& host);

}  // namespace td::editorui
