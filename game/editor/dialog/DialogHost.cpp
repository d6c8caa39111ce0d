#include "game/editor/dialog/DialogHost.h"

#include <utility>

#include "game/editor/dialog/Dialog.h"

namespace td::editorui {

DialogHost::DialogHost() = default;
DialogHost::~DialogHost() = default;

bool DialogHost::holdsRecoveryFiles() const {
  const Dialog* shown = current_ ? current_.get() : next_.get();
  return shown != nullptr && shown->holdsRecoveryFiles();
}

void DialogHost::open(std::unique_ptr<Dialog> dialog) {
  // Never replaced at once: the dialog asking may be running its own frame.
  next_ = std::move(dialog);
}

void DialogHost::show() {
  if (!current_) {
    if (!next_) return;
    current_ = std::move(next_);
    opened_ = false;
    escape_ = false;
  }
  if (!opened_) {
    ImGui::OpenPopup(current_->title().c_str());
    opened_ = true;
  }
  const ImVec2 size = current_->size();
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  ImGui::SetNextWindowPos(ImVec2(display.x * 0.5f, display.y * 0.5f), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSize(size, ImGuiCond_Always);
  ImGuiWindowFlags flags = ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize;
  if (size.y <= 0.f) flags |= ImGuiWindowFlags_AlwaysAutoResize;
  if (!ImGui::BeginPopupModal(current_->title().c_str(), nullptr, flags)) {
    // ImGui closed it by itself: nothing is waiting for it any more.
    current_.reset();
    return;
  }
  const bool escape = escape_;
  escape_ = false;
  // A dialog replaced from outside is closed without being drawn again.
  const bool stays = next_ == nullptr && current_->show(escape);
  const bool replaced = next_ != nullptr;
  if (!stays || replaced) ImGui::CloseCurrentPopup();
  ImGui::EndPopup();
  if (!stays || replaced) {
    current_.reset();
    opened_ = false;
  }
}

}  // namespace td::editorui
