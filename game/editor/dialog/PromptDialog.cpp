#include "game/editor/dialog/PromptDialog.h"

#include "engine/core/TextFormat.h"
#include "game/text/Catalogue.h"

namespace td::editorui {

std::string PromptDialog::title() const { return std::string(tr("Unsaved changes")) + "###prompt"; }

std::string PromptDialog::questionFor(const std::string& name, Leave action) {
  // One whole question for each way of leaving; {0} is the level's name (or its file's).
  switch (action) {
    case Leave::NewLevel:
      return textf(tr("Save the changes to {0} before making a new level?"), name);
    case Leave::OpenLevel:
      return textf(tr("Save the changes to {0} before opening another level?"), name);
    case Leave::ToMenu:
      return textf(tr("Save the changes to {0} before leaving the editor?"), name);
    case Leave::Quit:
      return textf(tr("Save the changes to {0} before quitting?"), name);
    case Leave::None:
      break;
  }
  return textf(tr("Save the changes to {0}?"), name);
}

bool PromptDialog::show(bool escape) {
  ImGui::TextUnformatted(question_.c_str());
  ImGui::TextColored(dialogstyle::kDim, "%s", tr("Changes that are not saved are lost."));
  ImGui::Spacing();
  using Answer = LoseWorkGuard::Answer;
  if (dialogstyle::button(tr("Save"))) {
    answered_(Answer::Save);
    return false;
  }
  ImGui::SameLine();
  if (dialogstyle::button(tr("Discard"))) {
    answered_(Answer::Discard);
    return false;
  }
  ImGui::SameLine();
  if (dialogstyle::button(tr("Cancel")) || escape) {
    answered_(Answer::Cancel);
    return false;
  }
  return true;
}

}  // namespace td::editorui
