#pragma once

#include <filesystem>
#include <functional>
#include <string>

#include "game/editor/dialog/Dialog.h"

namespace td::editorui {

// "Replace file?": asked when Save As names a file that exists. Replace saves over it; Back returns to the
// file dialog.
class OverwriteDialog final : public Dialog {
 public:
  struct Hooks {
    std::function<void(const std::filesystem::path&)> replace;
    std::function<void()> back;
  };
  OverwriteDialog(std::string message, std::filesystem::path file, Hooks hooks)
      : message_(std::move(message)), file_(std::move(file)), hooks_(std::move(hooks)) {}
  std::string title() const override;
  ImVec2 size() const override { return {460.f, 0.f}; }
  bool show(bool escape) override;

 private:
  std::string message_;
  std::filesystem::path file_;
  Hooks hooks_;
};

}  // namespace td::editorui
