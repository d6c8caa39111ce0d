#include "game/editor/dialog/RecoveryDialog.h"

#include <chrono>
#include <string>

#include "engine/core/TextFormat.h"
#include "game/text/Catalogue.h"

namespace td::editorui {
namespace {

// How long ago the unsaved work was kept: "just now", "5 minutes ago".
std::string age(std::filesystem::file_time_type written) {
  const auto seconds =
      std::chrono::duration_cast<std::chrono::seconds>(std::filesystem::file_time_type::clock::now() - written).count();
  if (seconds < 120) return tr("just now");
  const auto count = [](long long n) { return static_cast<unsigned long>(n > 0 ? n : 0); };
  if (seconds < 7200) {
    return textf(trn("{0} minute ago", "{0} minutes ago", count(seconds / 60)), static_cast<long long>(seconds / 60));
  }
  if (seconds < 172800) {
    return textf(trn("{0} hour ago", "{0} hours ago", count(seconds / 3600)), static_cast<long long>(seconds / 3600));
  }
  return textf(trn("{0} day ago", "{0} days ago", count(seconds / 86400)), static_cast<long long>(seconds / 86400));
}

}  // namespace

std::string RecoveryDialog::title() const { return std::string(tr("Recover unsaved work")) + "###recovery"; }

bool RecoveryDialog::show(bool escape) {
  ImGui::TextWrapped("%s", tr("The editor was closed with unsaved work. Restore it?"));
  ImGui::Spacing();
  bool close = false;
  for (size_t i = 0; i < entries_.size() && !close; ++i) {
    const editor::RecoveryEntry& e = entries_[i];
    ImGui::PushID(static_cast<int>(i));
    ImGui::Separator();
    ImGui::TextUnformatted(e.levelName.empty() ? tr("(no name)") : e.levelName.c_str());
    std::string kept;
    if (e.original.empty()) {
      // TRANSLATORS: {0} is "5 minutes ago" or "just now".
      kept = textf(tr("never saved to a file; unsaved work kept {0}"), age(e.written));
    } else {
      // TRANSLATORS: {0} is the level's file, {1} "5 minutes ago" or "just now".
      kept = textf(tr("{0}; unsaved work kept {1}"), e.original.string(), age(e.written));
    }
    ImGui::TextColored(dialogstyle::kDim, "%s", kept.c_str());
    if (ImGui::Button(tr("Restore"))) close = hooks_.restore(e);
    ImGui::SameLine();
    if (!close && ImGui::Button(tr("Discard"))) {
      hooks_.discard(e);
      entries_.erase(entries_.begin() + static_cast<std::ptrdiff_t>(i));
      if (entries_.empty()) close = true;
    }
    ImGui::PopID();
  }
  ImGui::Separator();
  if (!close && (ImGui::Button(tr("Not now")) || escape)) close = true;
  if (close) hooks_.closed();
  return !close;
}

}  // namespace td::editorui
