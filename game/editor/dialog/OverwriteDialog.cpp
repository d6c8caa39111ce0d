#include "game/editor/dialog/OverwriteDialog.h"

#include "game/text/Catalogue.h"

namespace td::editorui {

std::string OverwriteDialog::title() const { return std::string(tr("Replace file?")) + "###replace"; }

bool OverwriteDialog::show(bool escape) {
  ImGui::TextWrapped("%s", message_.c_str());
  ImGui::Spacing();
  if (dialogstyle::button(tr("Replace"))) {
    hooks_.replace(file_);
    return false;
  }
  ImGui::SameLine();
  if (dialogstyle::button(tr("Back")) || escape) {
    hooks_.back();
    return false;
  }
  return true;
}

}  // namespace td::editorui
