#include "game/editor/panel/StatusLine.h"

#include <imgui.h>

#include <cmath>
#include <string>

#include "editor/model/Tools.h"
#include "game/editor/PanelWidgets.h"
#include "game/text/DataWords.h"

namespace td::editorui {

void StatusLine::show(std::string text, bool error) {
  text_ = std::move(text);
  error_ = error;
  left_ = error ? 6.f : 3.5f;
}

void StatusLine::draw(PanelHost& host, std::optional<Cell> hover, const sf::FloatRect& area) const {
  ImGui::SetNextWindowPos(ImVec2(area.left, area.top));
  ImGui::SetNextWindowSize(ImVec2(area.width, area.height));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(10.f, 5.f));
  ImGui::PushStyleColor(ImGuiCol_WindowBg, ImVec4(0.06f, 0.07f, 0.09f, 1.f));
  ImGui::Begin("##status", nullptr, kPanelFlags | ImGuiWindowFlags_NoScrollbar);
  if (host.doc().isDirty()) {
    // TRANSLATORS: the status line's document, with work not saved yet; {0} is its file's name.
    ImGui::TextColored(kGold, "%s", textf(tr("\xE2\x80\xA2 {0} (unsaved)"), documentName(host.doc())).c_str());
  } else {
    ImGui::TextColored(kDim, "%s", documentName(host.doc()).c_str());
  }
  ImGui::SameLine(0.f, 24.f);
  const std::string kindName =
      host.tools().kind() < host.doc().palette().size() ? terrainName(host.doc().palette()[host.tools().kind()]) : "?";
  const Tool tool = host.tools().tool();
  if (tool == Tool::Brush || tool == Tool::Eraser || tool == Tool::Line) {
    // The tool, its brush size, and the terrain it paints (the eraser paints the base).
    ImGui::Text("%s %d  %s", toolName(tool), host.tools().brush(), tool == Tool::Eraser ? "" : kindName.c_str());
  } else if (tool == Tool::Rect || tool == Tool::Fill || tool == Tool::RectOutline || tool == Tool::Ellipse ||
             tool == Tool::EllipseOutline) {
    ImGui::Text("%s  %s", toolName(tool), kindName.c_str());
  } else {
    ImGui::Text("%s", toolName(tool));
  }
  if (host.tools().mirror() != editor::MirrorMode::Off) {
    ImGui::SameLine(0.f, 24.f);
    // TRANSLATORS: the mode of mirror painting on the status line ("Left | right", "Four-way").
    const std::string mirror = textf(tr("Mirror: {0}"), mirrorModeName(host.tools().mirror()));
    ImGui::TextColored(ImVec4(0.47f, 0.9f, 1.f, 1.f), "%s", mirror.c_str());
  }
  ImGui::SameLine(0.f, 24.f);
  if (hover) {
    const uint8_t legend = host.doc().level().tile(*hover);
    const std::string here =
        legend < host.doc().level().terrains.size() ? terrainName(host.doc().level().terrains[legend]) : "?";
    ImGui::TextColored(kDim, "%d, %d  %s", hover->x, hover->y, here.c_str());
  } else {
    // TRANSLATORS: the map's zoom on the status line: {0} pixels a cell.
    const std::string zoom = textf(tr("{0} px/cell"), static_cast<long>(std::lround(host.view().pixelsPerCell())));
    ImGui::TextColored(kDim, "%s", zoom.c_str());
  }
  ImGui::SameLine(0.f, 24.f);
  const size_t problems = host.problems().size();
  if (problems == 0) {
    // TRANSLATORS: the status line says the level has no problems: it can be saved and played.
    ImGui::TextColored(kGood, "%s", tr("valid"));
  } else {
    ImGui::TextColored(kBad, "%s", textf(trn("{0} problem", "{0} problems", problems), problems).c_str());
  }
  if (left_ > 0.f && !text_.empty()) {
    ImGui::SameLine(0.f, 24.f);
    ImGui::TextColored(error_ ? kBad : ImVec4(0.92f, 0.93f, 0.95f, 1.f), "%s", text_.c_str());
  }
  ImGui::End();
  ImGui::PopStyleColor();
  ImGui::PopStyleVar();
}

}  // namespace td::editorui
