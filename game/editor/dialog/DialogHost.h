#pragma once

#include <memory>

namespace td::editorui {

class Dialog;

// The editor's one open dialog, shown as an ImGui modal popup centred in the window. Opening another (also
// from inside a dialog's callback, as "Replace file?" does from the file dialog) closes the open one at the
// end of its frame and shows the new one from the next.
class DialogHost {
 public:
  // Out of line: Dialog (and ImGui with it) stays out of the screens' headers.
  DialogHost();
  ~DialogHost();
  DialogHost(const DialogHost&) = delete;
  DialogHost& operator=(const DialogHost&) = delete;

  void open(std::unique_ptr<Dialog> dialog);
  bool isOpen() const { return current_ != nullptr || next_ != nullptr; }
  // The open dialog asks that the unsaved-work files stay as they are (Dialog::holdsRecoveryFiles).
  bool holdsRecoveryFiles() const;
  // Esc was pressed: the open dialog hears it once, as its Cancel.
  void escape() { escape_ = isOpen(); }
  // Draws the open dialog; call once per ImGui frame.
  void show();

 private:
  std::unique_ptr<Dialog> current_;
  std::unique_ptr<Dialog> next_;
  bool opened_ = false;  // ImGui was told to open current_'s popup
  bool escape_ = false;
};

}  // namespace td::editorui
