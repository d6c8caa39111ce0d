#pragma once

#include <imgui.h>

#include <string>

namespace td::editorui {

// One modal dialog of the editor: a small object with its own fields and drawing. It tells the screen what
// was chosen through the callbacks it was opened with; the screen holds at most one open (DialogHost).
class Dialog {
 public:
  virtual ~Dialog() = default;
  // The window's title in the player's language, then its ImGui id ("###file"), which stays the same in every
  // language.
  virtual std::string title() const = 0;
  // Its size in pixels; a height of 0 fits the content.
  virtual ImVec2 size() const = 0;
  // Draws the content for this frame, inside the open popup. `escape` is true once when Esc was pressed while
  // it was open: the dialog takes it as its Cancel. Returns false once the dialog is done.
  virtual bool show(bool escape) = 0;
  // While it is open the unsaved-work files must stay as they are (the recovery question), so autosave waits.
  virtual bool holdsRecoveryFiles() const { return false; }
};

// Colours and sizes the dialogs share.
namespace dialogstyle {
inline const ImVec4 kBad(1.f, 0.38f, 0.33f, 1.f);
inline const ImVec4 kDim(0.59f, 0.62f, 0.67f, 1.f);
inline const ImVec4 kTitle(0.96f, 0.81f, 0.38f, 1.f);
inline const ImVec2 kButton(110.f, 0.f);
// A button of the dialogs' width, wider where its label needs it (Polish and Russian run longer than English).
inline bool button(const char* label) {
  const float text = ImGui::CalcTextSize(label, nullptr, true).x + 2.f * ImGui::GetStyle().FramePadding.x;
  return ImGui::Button(label, ImVec2(text > kButton.x ? text : kButton.x, kButton.y));
}
// Enter, as the default button of a dialog.
inline bool enterPressed() { return ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Enter), false); }
}  // namespace dialogstyle

}  // namespace td::editorui
