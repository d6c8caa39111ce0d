// The Help tab: what the editor does and its keys.
#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <cinttypes>
#include <cstdio>
#include <string>

#include "game/editor/PanelWidgets.h"
#include "game/editor/panel/Panels.h"

namespace td::editorui {

void helpTab(PanelHost&) {
  ImGui::TextWrapped(
      "Paint the ground, place spawns and goals, and watch the routes: every spawn's route is "
      "redrawn as you paint, and problems show up in the Problems tab at once. Mirror painting (M) "
      "paints the mirror image too, for symmetric maps: the terrain tools only, never spawns or goals, "
      "since waves name their spawns.");
  heading("Keys");
  float keysWidth = ImGui::CalcTextSize("Right/middle drag").x;
  for (const Shortcut& s : shortcuts()) {
    if (s.keys != nullptr) keysWidth = std::max(keysWidth, ImGui::CalcTextSize(s.keys).x);
  }
  keysWidth += 8.f;
  if (ImGui::BeginTable("##keys", 2, ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingFixedFit)) {
    ImGui::TableSetupColumn("key", ImGuiTableColumnFlags_WidthFixed, keysWidth);
    ImGui::TableSetupColumn("what", ImGuiTableColumnFlags_WidthStretch);
    const auto row = [](const char* keys, const char* what) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::TextColored(kGold, "%s", keys);
      ImGui::TableNextColumn();
      ImGui::TextWrapped("%s", what);
    };
    for (const Shortcut& s : shortcuts()) {
      if (s.keys != nullptr) row(s.keys, s.what);
    }
    ImGui::EndTable();
  }
  heading("Mouse");
  if (ImGui::BeginTable("##mouse", 2, ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingFixedFit)) {
    ImGui::TableSetupColumn("key", ImGuiTableColumnFlags_WidthFixed, keysWidth);
    ImGui::TableSetupColumn("what", ImGuiTableColumnFlags_WidthStretch);
    const char* rows[][2] = {
        {"Left drag", "use the tool: paint, span a shape or a selection, move a spawn, goal or the selection"},
        {"Shift + drag", "a line at 0, 45 or 90 degrees; a square or a circle"},
        {"Right click", "delete a spawn or goal (spawn and goal tools); drop the selection (select tool)"},
        {"Right/middle drag", "pan the map"},
        {"Wheel", "zoom about the mouse"},
        {"Minimap", "shown while part of the map is out of view: click or drag on it to move the view"},
    };
    for (const auto& r : rows) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::TextColored(kGold, "%s", r[0]);
      ImGui::TableNextColumn();
      ImGui::TextWrapped("%s", r[1]);
    }
    ImGui::EndTable();
  }
}

}  // namespace td::editorui
