#include "game/editor/panel/StatusLine.h"

#include <imgui.h>

#include <string>

#include "editor/model/Tools.h"
#include "game/editor/PanelWidgets.h"

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
    ImGui::TextColored(kGold, "\xE2\x80\xA2 %s (unsaved)", host.doc().displayName().c_str());
  } else {
    ImGui::TextColored(kDim, "%s", host.doc().displayName().c_str());
  }
  ImGui::SameLine(0.f, 24.f);
  const std::string kindName =
      host.tools().kind() < host.doc().palette().size() ? host.doc().palette()[host.tools().kind()].name : "?";
  const Tool tool = host.tools().tool();
  if (tool == Tool::Brush || tool == Tool::Eraser || tool == Tool::Line) {
    ImGui::Text("%s %d  %s", toolName(tool), host.tools().brush(), tool == Tool::Eraser ? "" : kindName.c_str());
  } else if (tool == Tool::Rect || tool == Tool::Fill || tool == Tool::RectOutline || tool == Tool::Ellipse ||
             tool == Tool::EllipseOutline) {
    ImGui::Text("%s  %s", toolName(tool), kindName.c_str());
  } else {
    ImGui::Text("%s", toolName(tool));
  }
  if (host.tools().mirror() != editor::MirrorMode::Off) {
    ImGui::SameLine(0.f, 24.f);
    ImGui::TextColored(ImVec4(0.47f, 0.9f, 1.f, 1.f), "Mirror: %s", editor::mirrorName(host.tools().mirror()));
  }
  ImGui::SameLine(0.f, 24.f);
  if (hover) {
    const uint8_t legend = host.doc().level().tile(*hover);
    const std::string here =
        legend < host.doc().level().terrains.size() ? host.doc().level().terrains[legend].name : "?";
    ImGui::TextColored(kDim, "%d, %d  %s", hover->x, hover->y, here.c_str());
  } else {
    ImGui::TextColored(kDim, "%.0f px/cell", static_cast<double>(host.view().pixelsPerCell()));
  }
  ImGui::SameLine(0.f, 24.f);
  const size_t problems = host.problems().size();
  if (problems == 0) {
    ImGui::TextColored(kGood, "valid");
  } else {
    ImGui::TextColored(kBad, "%zu %s", problems, problems == 1 ? "problem" : "problems");
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
