#include "game/editor/dialog/OverwriteDialog.h"

namespace td::editorui {

bool OverwriteDialog::show(bool escape) {
  ImGui::TextWrapped("%s", message_.c_str());
  ImGui::Spacing();
  if (ImGui::Button("Replace", dialogstyle::kButton)) {
    hooks_.replace(file_);
    return false;
  }
  ImGui::SameLine();
  if (ImGui::Button("Back", dialogstyle::kButton) || escape) {
    hooks_.back();
    return false;
  }
  return true;
}

}  // namespace td::editorui
