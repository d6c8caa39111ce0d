#include "game/editor/dialog/MessageDialog.h"

namespace td::editorui {

bool MessageDialog::show(bool escape) {
  ImGui::TextColored(dialogstyle::kTitle, "%s", heading_.c_str());
  ImGui::Spacing();
  ImGui::PushTextWrapPos(500.f);
  ImGui::TextUnformatted(text_.c_str());
  ImGui::PopTextWrapPos();
  ImGui::Spacing();
  const bool ok = ImGui::Button("OK", dialogstyle::kButton);
  return !(ok || dialogstyle::enterPressed() || escape);
}

}  // namespace td::editorui
