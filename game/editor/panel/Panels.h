#pragma once

#include <imgui.h>

#include "game/editor/panel/PanelHost.h"

namespace td::editorui {

// The editor's panels that keep no fields of their own: each draws from the host's document and tools, and
// asks the host for what it does. Those with fields are classes (SideTabs, WavesTab, LevelTab, RateTab,
// StatusLine).

// The main menu bar: File, Edit, View, and the document's name.
void menuBar(PanelHost& host);
// The left-hand panel at `pos`, `size` pixels: tools, the selection's actions, the lane tool, mirror
// painting, brush sizes, the terrain palette and the level's size.
void toolPanel(PanelHost& host, ImVec2 pos, ImVec2 size);
// Inside the tool panel: the selection's actions, and the flyers' lane of the picked spawn.
void selectionPanel(PanelHost& host, float width);
void lanePanel(PanelHost& host);
// Over the map: each waypoint's number on its lane.
void laneNumbers(PanelHost& host);
// The Problems tab: every problem of the level, a click shows where.
void problemsTab(PanelHost& host);
// The Help tab: what the editor does and its keys.
void helpTab(PanelHost& host);

}  // namespace td::editorui
