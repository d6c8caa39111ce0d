#include "game/editor/dialog/NewLevelDialog.h"

#include <imgui_stdlib.h>

#include <iterator>
#include <string>

#include "game/text/Catalogue.h"

namespace td::editorui {

std::string NewLevelDialog::title() const { return std::string(tr("New level")) + "###new"; }

bool NewLevelDialog::show(bool escape) {
  ImGui::TextWrapped("%s", tr("How large is the new level? Sizes are in cells."));
  ImGui::Spacing();
  // The fields' labels are translated; their ids ("###name") are not.
  ImGui::SetNextItemWidth(260.f);
  ImGui::InputText((std::string(tr("Name")) + "###name").c_str(), &form_.name);
  ImGui::SetNextItemWidth(120.f);
  ImGui::InputInt((std::string(tr("Width")) + "###width").c_str(), &form_.width, 1, 8);
  ImGui::SetNextItemWidth(120.f);
  ImGui::InputInt((std::string(tr("Height")) + "###height").c_str(), &form_.height, 1, 8);
  for (size_t i = 0; i < std::size(NewLevelForm::kPresets); ++i) {
    if (i > 0) ImGui::SameLine();
    const std::string preset = std::string(tr(NewLevelForm::kPresets[i].label)) + "###preset" + std::to_string(i);
    if (ImGui::SmallButton(preset.c_str())) form_.applyPreset(i);
  }
  ImGui::SetNextItemWidth(160.f);
  const char* base = form_.baseKind < palette_.size() ? palette_[form_.baseKind].name.c_str() : "";
  if (ImGui::BeginCombo((std::string(tr("Ground")) + "###ground").c_str(), base)) {
    for (size_t k = 0; k < palette_.size(); ++k) {
      if (ImGui::Selectable(palette_[k].name.c_str(), k == form_.baseKind)) form_.baseKind = k;
    }
    ImGui::EndCombo();
  }
  const std::string problem = form_.problem(maxSide_);
  ImGui::Spacing();
  if (!problem.empty()) ImGui::TextColored(dialogstyle::kBad, "%s", problem.c_str());
  ImGui::BeginDisabled(!problem.empty());
  const bool create = dialogstyle::button(tr("Create")) || (problem.empty() && dialogstyle::enterPressed());
  ImGui::EndDisabled();
  ImGui::SameLine();
  const bool cancel = dialogstyle::button(tr("Cancel")) || escape;
  ImGui::SameLine();
  if (ImGui::Button(tr("Open a level instead..."))) {
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
