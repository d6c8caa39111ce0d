#pragma once

#include <functional>
#include <string>
#include <vector>

#include "editor/model/Recovery.h"
#include "game/editor/dialog/Dialog.h"

namespace td::editorui {

// At the editor's start, the unsaved work earlier sessions left: each entry restored or discarded, or all
// of it left for later ("Not now"). Autosave waits while it is open, so the files stay as listed.
class RecoveryDialog final : public Dialog {
 public:
  struct Hooks {
    // Restores an entry; true when it did (the dialog then closes).
    std::function<bool(const editor::RecoveryEntry&)> restore;
    std::function<void(const editor::RecoveryEntry&)> discard;
    // The dialog closed, however it was answered.
    std::function<void()> closed;
  };
  RecoveryDialog(std::vector<editor::RecoveryEntry> entries, Hooks hooks)
      : entries_(std::move(entries)), hooks_(std::move(hooks)) {}
  std::string title() const override;
  ImVec2 size() const override { return {560.f, 0.f}; }
  bool show(bool escape) override;
  bool holdsRecoveryFiles() const override { return true; }

 private:
  std::vector<editor::RecoveryEntry> entries_;
  Hooks hooks_;
};

}  // namespace td::editorui
