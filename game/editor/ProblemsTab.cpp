// The Problems tab: every problem of the level, each a click away from its place.
#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <cinttypes>
#include <cstdio>
#include <string>

#include "game/editor/EditorScreen.h"
#include "game/editor/PanelWidgets.h"

namespace td::editorui {

void EditorScreen::problemsTab() {
  const auto& problems = live_.problems(doc_);
  if (problems.empty()) {
    ImGui::TextColored(kGood, "No problems.");
    ImGui::TextWrapped("The level can be saved and played. Routes are drawn from every spawn as you paint.");
    return;
  }
  ImGui::TextWrapped("Click a problem to see where it is.");
  ImGui::Spacing();
  const float wrap = ImGui::GetContentRegionAvail().x - 10.f;
  ImDrawList* draw = ImGui::GetWindowDrawList();
  for (size_t i = 0; i < problems.size(); ++i) {
    const editor::Problem& p = problems[i];
    ImGui::PushID(static_cast<int>(i));
    const std::string text = p.text();
    const ImVec2 size = ImGui::CalcTextSize(text.c_str(), nullptr, false, wrap - 14.f);
    const ImVec2 at = ImGui::GetCursorScreenPos();
    if (ImGui::Selectable("##problem", false, 0, ImVec2(0.f, size.y + 6.f))) showProblem(p);
    draw->AddCircleFilled(ImVec2(at.x + 5.f, at.y + 3.f + ImGui::GetFontSize() * 0.5f), 3.5f, ImGui::GetColorU32(kBad));
    draw->AddText(ImGui::GetFont(), ImGui::GetFontSize(), ImVec2(at.x + 14.f, at.y + 3.f),
                  ImGui::GetColorU32(ImGuiCol_Text), text.c_str(), nullptr, wrap - 14.f);
    ImGui::PopID();
  }
}

void EditorScreen::showProblem(const editor::Problem& problem) {
  if (problem.area) {
    const editor::CellRect& a = *problem.area;
    const sf::Vector2f centre(static_cast<float>(a.x) + static_cast<float>(a.width) * 0.5f,
                              static_cast<float>(a.y) + static_cast<float>(a.height) * 0.5f);
    // Close enough to see the cell, never zoomed out.
    view_.centreOn(centre, std::min(24.f, MapView::kMaxPixelsPerCell));
    flash_ = a;
    flashLeft_ = 3.f;
  }
  if (problem.panel == editor::ProblemPanel::Waves) {
    tab_ = Tab::Waves;
    selectTab_ = true;
    openWave_ = problem.wave;
  } else if (problem.panel == editor::ProblemPanel::Settings && !problem.area) {
    tab_ = Tab::Level;
    selectTab_ = true;
  }
  say(problem.text(), true);
}

}  // namespace td::editorui
