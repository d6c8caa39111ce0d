#pragma once

#include <filesystem>
#include <functional>
#include <string>

#include "game/editor/FileChooser.h"
#include "game/editor/dialog/Dialog.h"

namespace td::editorui {

// Opening a level or saving it under a name: a path field over the list of the game's levels and the
// folder's files (FileChooser keeps the folder and the checks). Saving over an existing file is handed to
// `overwrite`, which asks first.
class FileDialog final : public Dialog {
 public:
  struct Hooks {
    std::function<void(const std::filesystem::path&)> chosen;
    std::function<void(const std::string& message, const std::filesystem::path&)> overwrite;
    std::function<void()> cancelled;
  };
  // `chooser` is opened already, in the mode wanted, and outlives the dialog.
  FileDialog(FileChooser& chooser, Hooks hooks) : chooser_(chooser), hooks_(std::move(hooks)) {}
  std::string title() const override;
  ImVec2 size() const override { return {620.f, 480.f}; }
  bool show(bool escape) override;

 private:
  // The list of levels and files; true when one was double-clicked.
  bool entryList();

  FileChooser& chooser_;
  Hooks hooks_;
  std::string error_;  // why the path typed cannot be used
};

}  // namespace td::editorui
