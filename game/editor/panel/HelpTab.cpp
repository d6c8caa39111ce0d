// The Help tab: what the editor does and its keys.
#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <cinttypes>
#include <cstdio>
#include <string>

#include "game/editor/PanelWidgets.h"
#include "game/editor/panel/Panels.h"
#include "game/text/Catalogue.h"

namespace td::editorui {

namespace {

// The keys as the list shows them: key names as they are, the arrows in words.
const char* shownKeys(const Shortcut& s) { return s.command == Command::MoveSelection ? tr(s.keys) : s.keys; }

}  // namespace

void helpTab(PanelHost&) {
  ImGui::TextWrapped(
      "%s", tr("Paint the ground, place spawns and goals, and watch the routes: every spawn's route is "
               "redrawn as you paint, and problems show up in the Problems tab at once. Mirror painting (M) "
               "paints the mirror image too, for symmetric maps: the terrain tools only, never spawns or goals, "
               "since waves name their spawns."));
  heading(tr("Keys"));
  const char* rows[][2] = {
      // TRANSLATORS: the Help tab's list of mouse actions: in the left column the mouse's action, then what it does.
      {tr("Left drag"), tr("use the tool: paint, span a shape or a selection, move a spawn, goal or the selection")},
      {tr("Shift + drag"), tr("a line at 0, 45 or 90 degrees; a square or a circle")},
      {tr("Right click"), tr("delete a spawn or goal (spawn and goal tools); drop the selection (select tool)")},
      {tr("Right/middle drag"), tr("pan the map")},
      {tr("Wheel"), tr("zoom about the mouse")},
      {tr("Minimap"), tr("shown while part of the map is out of view: click or drag on it to move the view")},
  };
  float keysWidth = 0.f;
  for (const auto& r : rows) keysWidth = std::max(keysWidth, ImGui::CalcTextSize(r[0]).x);
  for (const Shortcut& s : shortcuts()) {
    if (s.keys != nullptr) keysWidth = std::max(keysWidth, ImGui::CalcTextSize(shownKeys(s)).x);
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
      if (s.keys != nullptr) row(shownKeys(s), tr(s.what));
    }
    ImGui::EndTable();
  }
  heading(tr("Mouse"));
  if (ImGui::BeginTable("##mouse", 2, ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingFixedFit)) {
    ImGui::TableSetupColumn("key", ImGuiTableColumnFlags_WidthFixed, keysWidth);
    ImGui::TableSetupColumn("what", ImGuiTableColumnFlags_WidthStretch);
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
