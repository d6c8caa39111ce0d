#include "game/editor/dialog/PromptDialog.h"

namespace td::editorui {

std::string PromptDialog::questionFor(const std::string& name, Leave action) {
  const char* what = "";
  switch (action) {
    case Leave::NewLevel:
      what = " before making a new level";
      break;
    case Leave::OpenLevel:
      what = " before opening another level";
      break;
    case Leave::ToMenu:
      what = " before leaving the editor";
      break;
    case Leave::Quit:
      what = " before quitting";
      break;
    case Leave::None:
      break;
  }
  return "Save the changes to " + name + what + "?";
}

bool PromptDialog::show(bool escape) {
  ImGui::TextUnformatted(question_.c_str());
  ImGui::TextColored(dialogstyle::kDim, "Changes that are not saved are lost.");
  ImGui::Spacing();
  using Answer = LoseWorkGuard::Answer;
  if (ImGui::Button("Save", dialogstyle::kButton)) {
    answered_(Answer::Save);
    return false;
  }
  ImGui::SameLine();
  if (ImGui::Button("Discard", dialogstyle::kButton)) {
    answered_(Answer::Discard);
    return false;
  }
  ImGui::SameLine();
  if (ImGui::Button("Cancel", dialogstyle::kButton) || escape) {
    answered_(Answer::Cancel);
    return false;
  }
  return true;
}

}  // namespace td::editorui
