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
#include "game/text/DataWords.h"

namespace td::editorui {

void toolPanel(PanelHost& host, ImVec2 pos, ImVec2 size) {
  ImGui::SetNextWindowPos(pos);
  ImGui::SetNextWindowSize(size);
  ImGui::Begin("##tools", nullptr, kPanelFlags);

  heading(tr("Tools"));
  struct ToolButton {
    Tool tool;
    Command command;
    const char* label;
    const char* tip;
  };
  // Made at each draw, in the language of the moment.
  const ToolButton kTools[] = {
      // TRANSLATORS: the tool buttons' labels are short: two share a line of the left-hand panel, with the tool's
      // key after the label where it fits.
      {Tool::Brush, Command::ToolBrush, trc("tool button", "Brush"), tr("Paint the picked terrain (B)")},
      {Tool::Rect, Command::ToolRect, trc("tool button", "Rect"), tr("Drag to fill a rectangle; Shift: a square (R)")},
      {Tool::RectOutline, Command::ToolRectOutline, trc("tool button", "Frame"),
       tr("Drag to draw a rectangle's outline; Shift: a square (Shift+R)")},
      {Tool::Ellipse, Command::ToolEllipse, trc("tool button", "Ellipse"),
       tr("Drag to fill an ellipse; Shift: a circle (O)")},
      {Tool::EllipseOutline, Command::ToolEllipseOutline, trc("tool button", "Ring"),
       tr("Drag to draw an ellipse's outline; Shift: a circle (Shift+O)")},
      {Tool::Line, Command::ToolLine, trc("tool button", "Line"),
       tr("Drag to draw a line as wide as the brush; Shift: 0, 45 or 90 degrees (N)")},
      {Tool::Fill, Command::ToolFill, trc("tool button", "Fill"), tr("Fill an area of one kind (F)")},
      {Tool::Eraser, Command::ToolEraser, trc("tool button", "Eraser"), tr("Paint the base terrain (E)")},
      {Tool::Eyedropper, Command::ToolEyedropper, trc("tool button", "Pick"),
       tr("Pick the terrain under the mouse (I)")},
      {Tool::Select, Command::ToolSelect, trc("tool button", "Select"),
       tr("Drag to select an area, drag it to move it; Ctrl+C, Ctrl+X, Ctrl+V, Delete, arrow keys (V)")},
      {Tool::Spawn, Command::ToolSpawn, trc("tool button", "Spawn"),
       tr("Add, drag or right-click to delete spawns (S)")},
      {Tool::Goal, Command::ToolGoal, trc("tool button", "Goal"), tr("Add, drag or right-click to delete goals (G)")},
      {Tool::Hero, Command::ToolHero, trc("tool button", "Hero"),
       tr("Place or drag the hero's start; right-click removes it (H)")},
      {Tool::Lane, Command::ToolLane, trc("tool button", "Lane"),
       tr("Flyers' lanes: click a spawn, then add, drag or right-click to remove waypoints (L)")},
  };
  const float full = ImGui::GetContentRegionAvail().x;
  const float half = (full - ImGui::GetStyle().ItemSpacing.x) * 0.5f;
  for (size_t i = 0; i < std::size(kTools); ++i) {
    const ToolButton& t = kTools[i];
    std::string label = std::string(t.label) + "  " + shortcutText(t.command);
    // A key too long for the button ("Shift+R") is left to the tooltip.
    if (ImGui::CalcTextSize(label.c_str()).x > half - 2.f * ImGui::GetStyle().FramePadding.x) label = t.label;
    label += "###tool" + std::to_string(i);
    if (i % 2 == 1) ImGui::SameLine();
    if (toggleButton(label.c_str(), host.tools().tool() == t.tool, ImVec2(half, 0.f))) host.run(t.command);
    tooltip(t.tip);
  }

  laneNumbers(host);
  if (host.tools().tool() == Tool::Lane) lanePanel(host);
  if (host.tools().tool() == Tool::Select) selectionPanel(host, full);

  heading((std::string(tr("Mirror painting")) + "   M").c_str());
  const struct {
    editor::MirrorMode mode;
    const char* label;
    const char* tip;
  } kMirrors[] = {
      // TRANSLATORS: the mirror modes' buttons, five to a line of the narrow left-hand panel: keep them to about
      // three characters.
      {editor::MirrorMode::Off, trc("mirror button", "Off"), tr("No mirror (M cycles the modes)")},
      {editor::MirrorMode::Horizontal, trc("mirror button: left | right", "L|R"),
       tr("Paint the left and right halves alike (M)")},
      {editor::MirrorMode::Vertical, trc("mirror button: top | bottom", "T|B"),
       tr("Paint the top and bottom halves alike (M)")},
      {editor::MirrorMode::Point, trc("mirror button: point (half turn)", "Pt"),
       tr("Paint the half turn about the centre too (M)")},
      {editor::MirrorMode::Both, trc("mirror button: four-way", "4x"),
       tr("Four-way: left | right, top | bottom and the half turn (M)")},
  };
  const float fifth = (full - 4.f * ImGui::GetStyle().ItemSpacing.x) / 5.f;
  for (size_t i = 0; i < std::size(kMirrors); ++i) {
    if (i > 0) ImGui::SameLine();
    const std::string label = labelId(kMirrors[i].label, ("mirror" + std::to_string(i)).c_str());
    if (toggleButton(label.c_str(), host.tools().mirror() == kMirrors[i].mode, ImVec2(fifth, 0.f)))
      host.tools().setMirror(kMirrors[i].mode);
    tooltip(kMirrors[i].tip);
  }

  heading((std::string(tr("Brush size")) + "   [ ]").c_str());
  const float third = (full - 2.f * ImGui::GetStyle().ItemSpacing.x) / 3.f;
  for (size_t i = 0; i < std::size(ToolInput::kBrushSizes); ++i) {
    const int32_t s = ToolInput::kBrushSizes[i];
    char label[16];
    std::snprintf(label, sizeof label, "%d", s);
    if (i > 0) ImGui::SameLine();
    if (toggleButton(label, host.tools().brush() == s, ImVec2(third, 0.f))) host.tools().setBrush(s);
  }

  heading((std::string(tr("Terrain")) + "   1-9").c_str());
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
    if (kind.sloped()) {
      // A slope's swatch points the way it falls, as its cells do on the map.
      const float side = (rowHeight - 6.f) * 0.5f;
      const ImVec2 mid(swatch.x + side, swatch.y + side);
      const DirectionStep f = step(kind.slope);
      const ImVec2 down(static_cast<float>(f.dx), static_cast<float>(f.dy));
      const ImVec2 across(-down.y, down.x);
      const float r = side * 0.7f;
      draw->AddTriangleFilled(ImVec2(mid.x + down.x * r, mid.y + down.y * r),
                              ImVec2(mid.x - down.x * r + across.x * r, mid.y - down.y * r + across.y * r),
                              ImVec2(mid.x - down.x * r - across.x * r, mid.y - down.y * r - across.y * r),
                              toImColor(style.edge));
    }
    // TRANSLATORS: a terrain kind of the palette that nothing walks through; {0} is its name.
    const std::string text =
        kind.cost == kImpassableCost ? textf(tr("{0}  (wall)"), terrainName(kind)) : terrainName(kind);
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

  heading(trc("the level being edited", "Level"));
  const LevelDef& level = host.doc().level();
  ImGui::TextUnformatted(textf(tr("{0} x {1} cells"), level.width, level.height).c_str());
  const std::string spawns = textf(trn("{0} spawn", "{0} spawns", level.spawns.size()), level.spawns.size());
  const std::string goals = textf(trn("{0} goal", "{0} goals", level.goals.size()), level.goals.size());
  std::string counts;
  if (level.hero) {
    // TRANSLATORS: {0} is "3 spawns", {1} "2 goals".
    counts = textf(tr("{0}, {1}, a hero"), spawns, goals);
  } else {
    // TRANSLATORS: {0} is "3 spawns", {1} "2 goals".
    counts = textf(trc("3 spawns, 2 goals", "{0}, {1}"), spawns, goals);
  }
  ImGui::TextUnformatted(counts.c_str());
  if (ImGui::Button(labelId(tr("Resize map..."), "resize").c_str(), ImVec2(full, 0.f))) host.run(Command::Resize);
  ImGui::Spacing();
  ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.16f, 0.36f, 0.20f, 1.f));
  ImGui::PushStyleColor(ImGuiCol_ButtonHovered, ImVec4(0.20f, 0.46f, 0.26f, 1.f));
  if (ImGui::Button((std::string(tr("Test play")) + "   F5###testplay").c_str(), ImVec2(full, 30.f))) {
    host.run(Command::TestPlay);
  }
  ImGui::PopStyleColor(2);
  if (ImGui::Button((std::string(trc("verb: rate the level", "Rate")) + "   F6###rate").c_str(), ImVec2(full, 0.f))) {
    host.run(Command::Rate);
  }
  ImGui::End();
}

void selectionPanel(PanelHost& host, float full) {
  const SelectTool& select = host.tools().select();
  if (select.pasting()) {
    ImGui::PushStyleColor(ImGuiCol_Text, kGold);
    ImGui::TextWrapped("%s", textf(tr("Pasting {0} x {1}: click to lay it down, Esc to drop it"),
                                   select.clipboard().width, select.clipboard().height)
                                 .c_str());
    ImGui::PopStyleColor();
  } else if (const auto& r = select.selection()) {
    // TRANSLATORS: the selection's size in cells and its top left cell's column and row.
    ImGui::TextUnformatted(textf(tr("Selected {0} x {1} at {2}, {3}"), r->width, r->height, r->x, r->y).c_str());
  } else {
    ImGui::TextColored(kDim, "%s", tr("Drag on the map to select"));
  }
  const float half = (full - ImGui::GetStyle().ItemSpacing.x) * 0.5f;
  const bool has = select.selection().has_value();
  const struct {
    const char* label;
    const char* id;
    Command command;
    bool enabled;
    const char* tip;
  } kActions[] = {
      {tr("Copy"), "copy", Command::Copy, has, tr("Copy the selection: terrain, spawns and goals (Ctrl+C)")},
      {tr("Cut"), "cut", Command::Cut, has, tr("Cut the selection (Ctrl+X)")},
      {tr("Paste"), "paste", Command::Paste, !select.clipboard().empty(),
       tr("Paste: the copy follows the mouse, a click lays it (Ctrl+V)")},
      {trc("clear the selection", "Clear"), "clear", Command::Delete, has,
       tr("Fill the selection with the base terrain, removing its spawns and goals (Delete)")},
  };
  for (size_t i = 0; i < std::size(kActions); ++i) {
    if (i % 2 == 1) ImGui::SameLine();
    ImGui::BeginDisabled(!kActions[i].enabled);
    if (ImGui::Button(labelId(kActions[i].label, kActions[i].id).c_str(), ImVec2(half, 0.f))) {
      host.run(kActions[i].command);
    }
    ImGui::EndDisabled();
    if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) ImGui::SetTooltip("%s", kActions[i].tip);
  }
}

}  // namespace td::editorui
