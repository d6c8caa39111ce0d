// The left-hand panel: tools, the selection's actions, mirror painting,
// brush sizes and the terrain palette.
#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <cinttypes>
#include <cstdio>
#include <string>

#include "editor/model/SettingsEdits.h"
#include "editor/model/Tools.h"
#include "editor/model/WaveEdits.h"
#include "game/editor/PanelWidgets.h"
#include "game/editor/panel/Panels.h"

namespace td::editorui {

void toolPanel(PanelHost& host, ImVec2 pos, ImVec2 size) {
  ImGui::SetNextWindowPos(pos);
  ImGui::SetNextWindowSize(size);
  ImGui::Begin("##tools", nullptr, kPanelFlags);

  heading("Tools");
  struct ToolButton {
    Tool tool;
    Command command;
    const char* label;
    const char* tip;
  };
  static const ToolButton kTools[] = {
      {Tool::Brush, Command::ToolBrush, "Brush", "Paint the picked terrain (B)"},
      {Tool::Rect, Command::ToolRect, "Rect", "Drag to fill a rectangle; Shift: a square (R)"},
      {Tool::RectOutline, Command::ToolRectOutline, "Frame",
       "Drag to draw a rectangle's outline; Shift: a square (Shift+R)"},
      {Tool::Ellipse, Command::ToolEllipse, "Ellipse", "Drag to fill an ellipse; Shift: a circle (O)"},
      {Tool::EllipseOutline, Command::ToolEllipseOutline, "Ring",
       "Drag to draw an ellipse's outline; Shift: a circle (Shift+O)"},
      {Tool::Line, Command::ToolLine, "Line",
       "Drag to draw a line as wide as the brush; Shift: 0, 45 or 90 degrees (N)"},
      {Tool::Fill, Command::ToolFill, "Fill", "Fill an area of one kind (F)"},
      {Tool::Eraser, Command::ToolEraser, "Eraser", "Paint the base terrain (E)"},
      {Tool::Eyedropper, Command::ToolEyedropper, "Pick", "Pick the terrain under the mouse (I)"},
      {Tool::Select, Command::ToolSelect, "Select",
       "Drag to select an area, drag it to move it; Ctrl+C, Ctrl+X, Ctrl+V, Delete, arrow keys (V)"},
      {Tool::Spawn, Command::ToolSpawn, "Spawn", "Add, drag or right-click to delete spawns (S)"},
      {Tool::Goal, Command::ToolGoal, "Goal", "Add, drag or right-click to delete goals (G)"},
      {Tool::Hero, Command::ToolHero, "Hero", "Place or drag the hero's start; right-click removes it (H)"},
      {Tool::Lane, Command::ToolLane, "Lane",
       "Flyers' lanes: click a spawn, then add, drag or right-click to remove waypoints (L)"},
  };
  const float full = ImGui::GetContentRegionAvail().x;
  const float half = (full - ImGui::GetStyle().ItemSpacing.x) * 0.5f;
  for (size_t i = 0; i < std::size(kTools); ++i) {
    const ToolButton& t = kTools[i];
    char label[48];
    std::snprintf(label, sizeof label, "%s  %s", t.label, shortcutText(t.command));
    // A key too long for the button ("Shift+R") is left to the tooltip.
    if (ImGui::CalcTextSize(label).x > half - 2.f * ImGui::GetStyle().FramePadding.x) {
      std::snprintf(label, sizeof label, "%s", t.label);
    }
    if (i % 2 == 1) ImGui::SameLine();
    if (toggleButton(label, host.tools().tool() == t.tool, ImVec2(half, 0.f))) host.run(t.command);
    tooltip(t.tip);
  }

  laneNumbers(host);
  if (host.tools().tool() == Tool::Lane) lanePanel(host);
  if (host.tools().tool() == Tool::Select) selectionPanel(host, full);

  heading("Mirror painting   M");
  static const struct {
    editor::MirrorMode mode;
    const char* label;
    const char* tip;
  } kMirrors[] = {
      {editor::MirrorMode::Off, "Off", "No mirror (M cycles the modes)"},
      {editor::MirrorMode::Horizontal, "L|R", "Paint the left and right halves alike (M)"},
      {editor::MirrorMode::Vertical, "T|B", "Paint the top and bottom halves alike (M)"},
      {editor::MirrorMode::Point, "Pt", "Paint the half turn about the centre too (M)"},
      {editor::MirrorMode::Both, "4x", "Four-way: left | right, top | bottom and the half turn (M)"},
  };
  const float fifth = (full - 4.f * ImGui::GetStyle().ItemSpacing.x) / 5.f;
  for (size_t i = 0; i < std::size(kMirrors); ++i) {
    if (i > 0) ImGui::SameLine();
    if (toggleButton(kMirrors[i].label, host.tools().mirror() == kMirrors[i].mode, ImVec2(fifth, 0.f)))
      host.tools().setMirror(kMirrors[i].mode);
    tooltip(kMirrors[i].tip);
  }

  heading("Brush size   [ ]");
  const float third = (full - 2.f * ImGui::GetStyle().ItemSpacing.x) / 3.f;
  for (size_t i = 0; i < std::size(ToolInput::kBrushSizes); ++i) {
    const int32_t s = ToolInput::kBrushSizes[i];
    char label[16];
    std::snprintf(label, sizeof label, "%d", s);
    if (i > 0) ImGui::SameLine();
    if (toggleButton(label, host.tools().brush() == s, ImVec2(third, 0.f))) host.tools().setBrush(s);
  }

  heading("Terrain   1-9");
  const auto& palette = host.doc().palette();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  for (size_t k = 0; k < palette.size(); ++k) {
    const TerrainDef& kind = palette[k];
    ImGui::PushID(static_cast<int>(k));
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const float rowHeight = ImGui::GetFrameHeight();
    if (ImGui::Selectable("##kind", host.tools().kind() == k, 0, ImVec2(0.f, rowHeight)))
      host.run(Command::PickKind, static_cast<int>(k));
    const TerrainStyle style = terrainStyle(kind);
    const ImVec2 swatch(at.x + 4.f, at.y + 3.f);
    draw->AddRectFilled(swatch, ImVec2(swatch.x + rowHeight - 6.f, swatch.y + rowHeight - 6.f), toImColor(style.base),
                        3.f);
    draw->AddRect(swatch, ImVec2(swatch.x + rowHeight - 6.f, swatch.y + rowHeight - 6.f), toImColor(style.edge), 3.f);
    const std::string text = kind.name + (kind.cost == kImpassableCost ? "  (wall)" : "");
    draw->AddText(ImVec2(at.x + rowHeight + 6.f, at.y + (rowHeight - ImGui::GetFontSize()) * 0.5f),
                  ImGui::GetColorU32(ImGuiCol_Text), text.c_str());
    if (k < 9) {
      char key[4];
      std::snprintf(key, sizeof key, "%zu", k + 1);
      draw->AddText(ImVec2(at.x + full - 12.f, at.y + (rowHeight - ImGui::GetFontSize()) * 0.5f),
                    ImGui::GetColorU32(ImGuiCol_TextDisabled), key);
    }
    ImGui::PopID();
  }

  heading("Level");
  ImGui::Text("%d x %d cells", host.doc().level().width, host.doc().level().height);
  ImGui::TextUnformatted((counted(host.doc().level().spawns.size(), "spawn", "spawns") + ", " +
                          counted(host.doc().level().goals.size(), "goal", "goals") +
                          (host.doc().level().hero ? ", a hero" : ""))
                             .c_str());
  if (ImGui::Button("Resize map...", ImVec2(full, 0.f))) host.run(Command::Resize);
  ImGui::Spacing();
  ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.16f, 0.36f, 0.20f, 1.f));
  ImGui::PushStyleColor(ImGuiCol_ButtonHovered, ImVec4(0.20f, 0.46f, 0.26f, 1.f));
  if (ImGui::Button("Test play   F5", ImVec2(full, 30.f))) host.run(Command::TestPlay);
  ImGui::PopStyleColor(2);
  if (ImGui::Button("Rate   F6", ImVec2(full, 0.f))) host.run(Command::Rate);
  ImGui::End();
}

void selectionPanel(PanelHost& host, float full) {
  const SelectTool& select = host.tools().select();
  if (select.pasting()) {
    ImGui::PushStyleColor(ImGuiCol_Text, kGold);
    ImGui::TextWrapped("Pasting %d x %d: click to lay it down, Esc to drop it", select.clipboard().width,
                       select.clipboard().height);
    ImGui::PopStyleColor();
  } else if (const auto& r = select.selection()) {
    ImGui::Text("Selected %d x %d at %d, %d", r->width, r->height, r->x, r->y);
  } else {
    ImGui::TextColored(kDim, "Drag on the map to select");
  }
  const float half = (full - ImGui::GetStyle().ItemSpacing.x) * 0.5f;
  const bool has = select.selection().has_value();
  const struct {
    const char* label;
    Command command;
    bool enabled;
    const char* tip;
  } kActions[] = {
      {"Copy", Command::Copy, has, "Copy the selection: terrain, spawns and goals (Ctrl+C)"},
      {"Cut", Command::Cut, has, "Cut the selection (Ctrl+X)"},
      {"Paste", Command::Paste, !select.clipboard().empty(),
       "Paste: the copy follows the mouse, a click lays it (Ctrl+V)"},
      {"Clear", Command::Delete, has,
       "Fill the selection with the base terrain, removing its spawns and goals (Delete)"},
  };
  for (size_t i = 0; i < std::size(kActions); ++i) {
    if (i % 2 == 1) ImGui::SameLine();
    ImGui::BeginDisabled(!kActions[i].enabled);
    if (ImGui::Button(kActions[i].label, ImVec2(half, 0.f))) host.run(kActions[i].command);
    ImGui::EndDisabled();
    if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) ImGui::SetTooltip("%s", kActions[i].tip);
  }
}

}  // namespace td::editorui
