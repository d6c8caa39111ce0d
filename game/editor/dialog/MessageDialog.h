#pragma once

#include <string>

#include "game/editor/dialog/Dialog.h"

namespace td::editorui {

// A message with a heading and an OK button (why a file could not be opened, why a test play cannot start).
class MessageDialog final : public Dialog {
 public:
  MessageDialog(std::string heading, std::string text) : heading_(std::move(heading)), text_(std::move(text)) {}
  std::string title() const override;
  ImVec2 size() const override { return {520.f, 0.f}; }
  bool show(bool escape) override;

 private:
  std::string heading_;
  std::string text_;
};

}  // namespace td::editorui
