#include "game/editor/dialog/NewLevelDialog.h"

#include <imgui_stdlib.h>

#include <iterator>
#include <string>

namespace td::editorui {

bool NewLevelDialog::show(bool escape) {
  ImGui::TextWrapped("How large is the new level? Sizes are in cells.");
  ImGui::Spacing();
  ImGui::SetNextItemWidth(260.f);
  ImGui::InputText("Name", &form_.name);
  ImGui::SetNextItemWidth(120.f);
  ImGui::InputInt("Width", &form_.width, 1, 8);
  ImGui::SetNextItemWidth(120.f);
  ImGui::InputInt("Height", &form_.height, 1, 8);
  for (size_t i = 0; i < std::size(NewLevelForm::kPresets); ++i) {
    if (i > 0) ImGui::SameLine();
    if (ImGui::SmallButton(NewLevelForm::kPresets[i].label)) form_.applyPreset(i);
  }
  ImGui::SetNextItemWidth(160.f);
  const char* base = form_.baseKind < palette_.size() ? palette_[form_.baseKind].name.c_str() : "";
  if (ImGui::BeginCombo("Ground", base)) {
    for (size_t k = 0; k < palette_.size(); ++k) {
      if (ImGui::Selectable(palette_[k].name.c_str(), k == form_.baseKind)) form_.baseKind = k;
    }
    ImGui::EndCombo();
  }
  const std::string problem = form_.problem(maxSide_);
  ImGui::Spacing();
  if (!problem.empty()) ImGui::TextColored(dialogstyle::kBad, "%s", problem.c_str());
  ImGui::BeginDisabled(!problem.empty());
  const bool create = ImGui::Button("Create", dialogstyle::kButton) || (problem.empty() && dialogstyle::enterPressed());
  ImGui::EndDisabled();
  ImGui::SameLine();
  const bool cancel = ImGui::Button("Cancel", dialogstyle::kButton) || escape;
  ImGui::SameLine();
  if (ImGui::Button("Open a level instead...")) {
    hooks_.openInstead();
    return false;
  }
  if (create && problem.empty()) {
    hooks_.create(form_);
    return false;
  }
  return !cancel;
}

}  // namespace td::editorui
