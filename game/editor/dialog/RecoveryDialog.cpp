#include "game/editor/dialog/RecoveryDialog.h"

#include <chrono>
#include <string>

namespace td::editorui {
namespace {

std::string age(std::filesystem::file_time_type written) {
  const auto seconds =
      std::chrono::duration_cast<std::chrono::seconds>(std::filesystem::file_time_type::clock::now() - written).count();
  if (seconds < 120) return "just now";
  if (seconds < 7200) return std::to_string(seconds / 60) + " minutes ago";
  if (seconds < 172800) return std::to_string(seconds / 3600) + " hours ago";
  return std::to_string(seconds / 86400) + " days ago";
}

}  // namespace

bool RecoveryDialog::show(bool escape) {
  ImGui::TextWrapped("The editor was closed with unsaved work. Restore it?");
  ImGui::Spacing();
  bool close = false;
  for (size_t i = 0; i < entries_.size() && !close; ++i) {
    const editor::RecoveryEntry& e = entries_[i];
    ImGui::PushID(static_cast<int>(i));
    ImGui::Separator();
    ImGui::TextUnformatted(e.levelName.empty() ? "(no name)" : e.levelName.c_str());
    ImGui::TextColored(dialogstyle::kDim, "%s; unsaved work kept %s",
                       e.original.empty() ? "never saved to a file" : e.original.string().c_str(),
                       age(e.written).c_str());
    if (ImGui::Button("Restore")) close = hooks_.restore(e);
    ImGui::SameLine();
    if (!close && ImGui::Button("Discard")) {
      hooks_.discard(e);
      entries_.erase(entries_.begin() + static_cast<std::ptrdiff_t>(i));
      if (entries_.empty()) close = true;
    }
    ImGui::PopID();
  }
  ImGui::Separator();
  if (!close && (ImGui::Button("Not now") || escape)) close = true;
  if (close) hooks_.closed();
  return !close;
}

}  // namespace td::editorui
