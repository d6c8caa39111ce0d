#pragma once

#include <functional>
#include <string>

#include "game/editor/LoseWorkGuard.h"
#include "game/editor/dialog/Dialog.h"

namespace td::editorui {

// "Save the changes to NAME before ...?": Save, Discard or Cancel, when unsaved work would be lost.
class PromptDialog final : public Dialog {
 public:
  using Answered = std::function<void(LoseWorkGuard::Answer)>;
  // `question` is the whole first line.
  PromptDialog(std::string question, Answered answered)
      : question_(std::move(question)), answered_(std::move(answered)) {}
  std::string title() const override;
  ImVec2 size() const override { return {480.f, 0.f}; }
  bool show(bool escape) override;

  // The question for leaving the document `name` by `action`.
  static std::string questionFor(const std::string& name, Leave action);

 private:
  std::string question_;
  Answered answered_;
};

}  // namespace td::editorui
