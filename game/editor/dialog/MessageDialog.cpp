#include "game/editor/dialog/MessageDialog.h"

#include "game/text/Catalogue.h"

namespace td::editorui {

std::string MessageDialog::title() const { return std::string(tr("Message")) + "###message"; }

bool MessageDialog::show(bool escape) {
  ImGui::TextColored(dialogstyle::kTitle, "%s", heading_.c_str());
  ImGui::Spacing();
  ImGui::PushTextWrapPos(500.f);
  ImGui::TextUnformatted(text_.c_str());
  ImGui::PopTextWrapPos();
  ImGui::Spacing();
  const bool ok = dialogstyle::button(tr("OK"));
  return !(ok || dialogstyle::enterPressed() || escape);
}

}  // namespace td::editorui
