// The Problems tab: every problem of the level, each a click away from its place.
#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <cinttypes>
#include <cstdio>
#include <string>

#include "game/editor/PanelWidgets.h"
#include "game/editor/panel/Panels.h"

namespace td::editorui {

void problemsTab(PanelHost& host) {
  const auto& problems = host.problems();
  if (problems.empty()) {
    ImGui::TextColored(kGood, "%s", tr("No problems."));
    ImGui::TextWrapped("%s", tr("The level can be saved and played. Routes are drawn from every spawn as you paint."));
    return;
  }
  ImGui::TextWrapped("%s", tr("Click a problem to see where it is."));
  ImGui::Spacing();
  const float wrap = ImGui::GetContentRegionAvail().x - 10.f;
  ImDrawList* draw = ImGui::GetWindowDrawList();
  for (size_t i = 0; i < problems.size(); ++i) {
    const editor::Problem& p = problems[i];
    ImGui::PushID(static_cast<int>(i));
    const std::string text = problemLine(p);
    const ImVec2 size = ImGui::CalcTextSize(text.c_str(), nullptr, false, wrap - 14.f);
    const ImVec2 at = ImGui::GetCursorScreenPos();
    if (ImGui::Selectable("##problem", false, 0, ImVec2(0.f, size.y + 6.f))) host.showProblem(p);
    draw->AddCircleFilled(ImVec2(at.x + 5.f, at.y + 3.f + ImGui::GetFontSize() * 0.5f), 3.5f, ImGui::GetColorU32(kBad));
    draw->AddText(ImGui::GetFont(), ImGui::GetFontSize(), ImVec2(at.x + 14.f, at.y + 3.f),
                  ImGui::GetColorU32(ImGuiCol_Text), text.c_str(), nullptr, wrap - 14.f);
    ImGui::PopID();
  }
}

}  // namespace td::editorui
