#include "game/editor/dialog/FileDialog.h"

#include <imgui_stdlib.h>

#include "engine/core/TextFormat.h"
#include "game/text/Catalogue.h"

namespace td::editorui {

std::string FileDialog::title() const { return std::string(tr("Level file")) + "###file"; }

bool FileDialog::entryList() {
  bool confirm = false;
  bool levelsHeading = false;
  bool folderHeading = false;
  const auto& entries = chooser_.entries();
  for (size_t i = 0; i < entries.size(); ++i) {
    const FileChooser::Entry& e = entries[i];
    if (e.kind == FileChooser::EntryKind::Level && !levelsHeading) {
      ImGui::TextColored(dialogstyle::kDim, "%s", tr("The game's levels"));
      levelsHeading = true;
    } else if (e.kind != FileChooser::EntryKind::Level && !folderHeading) {
      ImGui::Spacing();
      // TRANSLATORS: the heading over a folder's files in the file dialog; {0} is the folder.
      ImGui::TextColored(dialogstyle::kDim, "%s", textf(tr("In {0}"), chooser_.folder().string()).c_str());
      folderHeading = true;
    }
    ImGui::PushID(static_cast<int>(i));
    const bool selected = chooser_.text() == e.path.string();
    if (ImGui::Selectable(e.label.c_str(), selected, ImGuiSelectableFlags_AllowDoubleClick)) {
      const bool isFile = e.kind == FileChooser::EntryKind::Level || e.kind == FileChooser::EntryKind::File;
      chooser_.pick(i);
      error_.clear();
      if (isFile && ImGui::IsMouseDoubleClicked(0)) confirm = true;
    }
    ImGui::PopID();
    if (i >= chooser_.entries().size()) break;  // a folder was entered: the list changed
  }
  return confirm;
}

bool FileDialog::show(bool escape) {
  const bool saving = chooser_.mode() == FileChooser::Mode::SaveAs;
  ImGui::TextUnformatted(saving ? tr("Save the level as") : tr("Open a level"));
  ImGui::SetNextItemWidth(-1.f);
  if (ImGui::IsWindowAppearing()) ImGui::SetKeyboardFocusHere();
  bool confirm = ImGui::InputText("##path", &chooser_.text(), ImGuiInputTextFlags_EnterReturnsTrue);
  if (ImGui::IsItemEdited()) {
    chooser_.refresh();
    error_.clear();
  }
  const float listHeight = ImGui::GetContentRegionAvail().y - ImGui::GetFrameHeightWithSpacing() * 2.f - 8.f;
  ImGui::BeginChild("##files", ImVec2(0.f, listHeight), true);
  confirm = entryList() || confirm;
  ImGui::EndChild();
  if (!error_.empty()) {
    ImGui::TextColored(dialogstyle::kBad, "%s", error_.c_str());
  } else {
    ImGui::TextColored(dialogstyle::kDim, "%s",
                       saving ? tr("A name without an extension gets .json.") : tr("Pick a file or type its path."));
  }
  confirm = dialogstyle::button(saving ? tr("Save") : tr("Open")) || confirm;
  ImGui::SameLine();
  const bool cancel = dialogstyle::button(tr("Cancel")) || escape;
  if (cancel) {
    chooser_.close();
    hooks_.cancelled();
    return false;
  }
  if (!confirm) return true;
  const FileChooser::Check check = chooser_.check();
  switch (check.verdict) {
    case FileChooser::Verdict::Error:
      error_ = check.message;
      return true;
    case FileChooser::Verdict::ConfirmOverwrite:
      hooks_.overwrite(check.message, check.file);
      return false;
    case FileChooser::Verdict::Accept:
      break;
  }
  chooser_.close();
  hooks_.chosen(check.file);
  return false;
}

}  // namespace td::editorui
