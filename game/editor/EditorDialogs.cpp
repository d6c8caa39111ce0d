// The editor's modal dialogs: restoring recovered work, a new level's size,
// opening and saving files, the save / discard / cancel question, resizing
// the map, and messages.
#include <imgui.h>
#include <imgui_stdlib.h>

#include <chrono>
#include <cstdio>
#include <string>

#include "editor/model/Tools.h"
#include "game/editor/EditorScreen.h"
#include "game/render/Palette.h"

namespace td::editorui {
namespace {

constexpr ImGuiWindowFlags kModalFlags =
    ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize;

const char* modalName(int modal) {
  static const char* kNames[] = {
      "",       "Recover unsaved work", "New level", "Level file", "Replace file?", "Unsaved changes", "Resize map",
      "Message"};
  return kNames[modal];
}

void centreNext(ImVec2 size) {
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  ImGui::SetNextWindowPos(ImVec2(display.x * 0.5f, display.y * 0.5f), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSize(size, ImGuiCond_Always);
}

const ImVec4 kBad(1.f, 0.38f, 0.33f, 1.f);
const ImVec4 kDim(0.59f, 0.62f, 0.67f, 1.f);

std::string age(std::filesystem::file_time_type written) {
  const auto seconds =
      std::chrono::duration_cast<std::chrono::seconds>(std::filesystem::file_time_type::clock::now() - written).count();
  if (seconds < 120) return "just now";
  if (seconds < 7200) return std::to_string(seconds / 60) + " minutes ago";
  if (seconds < 172800) return std::to_string(seconds / 3600) + " hours ago";
  return std::to_string(seconds / 86400) + " days ago";
}

}  // namespace

void EditorScreen::openModal(Modal modal) {
  modal_ = modal;
  modalOpened_ = false;
  escapeModal_ = false;
}

bool EditorScreen::takeEscape() {
  const bool pressed = escapeModal_;
  escapeModal_ = false;
  return pressed;
}

void EditorScreen::dialogs() {
  if (!startDone_) {
    startDone_ = true;
    if (!recoveries_.empty()) {
      openModal(Modal::Recovery);
    } else if (askNewLevel_) {
      askNewLevel_ = false;
      openModal(Modal::NewLevel);
    }
  }
  if (modal_ == Modal::None) return;
  const char* name = modalName(static_cast<int>(modal_));
  if (!modalOpened_) {
    ImGui::OpenPopup(name);
    modalOpened_ = true;
  }
  switch (modal_) {
    case Modal::Recovery:
      recoveryDialog();
      break;
    case Modal::NewLevel:
      newLevelDialog();
      break;
    case Modal::File:
      fileDialog();
      break;
    case Modal::Overwrite:
      overwriteDialog();
      break;
    case Modal::Prompt:
      promptDialog();
      break;
    case Modal::Resize:
      resizeDialog();
      break;
    case Modal::Message:
      messageDialog();
      break;
    case Modal::None:
      break;
  }
}

void EditorScreen::recoveryDialog() {
  centreNext(ImVec2(560.f, 0.f));
  if (!ImGui::BeginPopupModal(modalName(static_cast<int>(Modal::Recovery)), nullptr,
                              kModalFlags | ImGuiWindowFlags_AlwaysAutoResize)) {
    return;
  }
  ImGui::TextWrapped("The editor was closed with unsaved work. Restore it?");
  ImGui::Spacing();
  bool close = false;
  for (size_t i = 0; i < recoveries_.size() && !close; ++i) {
    const editor::RecoveryEntry& e = recoveries_[i];
    ImGui::PushID(static_cast<int>(i));
    ImGui::Separator();
    ImGui::Text("%s", e.levelName.empty() ? "(no name)" : e.levelName.c_str());
    ImGui::TextColored(kDim, "%s; unsaved work kept %s",
                       e.original.empty() ? "never saved to a file" : e.original.string().c_str(),
                       age(e.written).c_str());
    if (ImGui::Button("Restore")) {
      // Restored through the Recovery, which takes the file over.
      const editor::FileResult r = recovery_ ? recovery_->restore(e.file, doc_) : editor::restoreRecovery(e.file, doc_);
      if (r.ok()) {
        docReplaced();
        // The restored work lives in that file until it is saved or discarded.
        autosaved_ = true;
        say("Restored unsaved work of " + doc_.displayName() + "; save it to keep it");
        close = true;
        askNewLevel_ = false;
      } else {
        say("Cannot restore: " + r.text(), true);
      }
    }
    ImGui::SameLine();
    if (ImGui::Button("Discard")) {
      editor::discardRecovery(e.file);
      recoveries_.erase(recoveries_.begin() + static_cast<std::ptrdiff_t>(i));
      if (recoveries_.empty()) close = true;
    }
    ImGui::PopID();
  }
  ImGui::Separator();
  if (!close && (ImGui::Button("Not now") || takeEscape())) close = true;
  if (close) {
    ImGui::CloseCurrentPopup();
    modal_ = Modal::None;
    if (askNewLevel_) {
      askNewLevel_ = false;
      openModal(Modal::NewLevel);
    }
  }
  ImGui::EndPopup();
}

void EditorScreen::newLevelDialog() {
  centreNext(ImVec2(440.f, 0.f));
  if (!ImGui::BeginPopupModal(modalName(static_cast<int>(Modal::NewLevel)), nullptr,
                              kModalFlags | ImGuiWindowFlags_AlwaysAutoResize)) {
    return;
  }
  ImGui::TextWrapped("How large is the new level? Sizes are in cells.");
  ImGui::Spacing();
  ImGui::SetNextItemWidth(260.f);
  ImGui::InputText("Name", &newLevel_.name);
  ImGui::SetNextItemWidth(120.f);
  ImGui::InputInt("Width", &newLevel_.width, 1, 8);
  ImGui::SetNextItemWidth(120.f);
  ImGui::InputInt("Height", &newLevel_.height, 1, 8);
  for (size_t i = 0; i < std::size(NewLevelForm::kPresets); ++i) {
    if (i > 0) ImGui::SameLine();
    if (ImGui::SmallButton(NewLevelForm::kPresets[i].label)) newLevel_.applyPreset(i);
  }
  const auto& palette = doc_.palette();
  ImGui::SetNextItemWidth(160.f);
  const char* base = newLevel_.baseKind < palette.size() ? palette[newLevel_.baseKind].name.c_str() : "";
  if (ImGui::BeginCombo("Ground", base)) {
    for (size_t k = 0; k < palette.size(); ++k) {
      if (ImGui::Selectable(palette[k].name.c_str(), k == newLevel_.baseKind)) newLevel_.baseKind = k;
    }
    ImGui::EndCombo();
  }
  const std::string problem = newLevel_.problem(kMaxEditSide);
  ImGui::Spacing();
  if (!problem.empty()) ImGui::TextColored(kBad, "%s", problem.c_str());
  ImGui::BeginDisabled(!problem.empty());
  const bool create = ImGui::Button("Create", ImVec2(110.f, 0.f)) ||
                      (problem.empty() && ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Enter), false));
  ImGui::EndDisabled();
  ImGui::SameLine();
  const bool cancel = ImGui::Button("Cancel", ImVec2(110.f, 0.f)) || takeEscape();
  ImGui::SameLine();
  if (ImGui::Button("Open a level instead...")) {
    ImGui::CloseCurrentPopup();
    modal_ = Modal::None;
    carryOut(Leave::OpenLevel);
  } else if (create && problem.empty()) {
    ImGui::CloseCurrentPopup();
    modal_ = Modal::None;
    makeNewLevel();
  } else if (cancel) {
    ImGui::CloseCurrentPopup();
    modal_ = Modal::None;
  }
  ImGui::EndPopup();
}

void EditorScreen::fileDialog() {
  const bool saving = chooser_.mode() == FileChooser::Mode::SaveAs;
  centreNext(ImVec2(620.f, 480.f));
  if (!ImGui::BeginPopupModal(modalName(static_cast<int>(Modal::File)), nullptr, kModalFlags)) return;
  ImGui::TextUnformatted(saving ? "Save the level as" : "Open a level");
  ImGui::SetNextItemWidth(-1.f);
  if (ImGui::IsWindowAppearing()) ImGui::SetKeyboardFocusHere();
  const bool entered = ImGui::InputText("##path", &chooser_.text(), ImGuiInputTextFlags_EnterReturnsTrue);
  if (ImGui::IsItemEdited()) {
    chooser_.refresh();
    fileError_.clear();
  }
  bool confirm = entered;
  const float listHeight = ImGui::GetContentRegionAvail().y - ImGui::GetFrameHeightWithSpacing() * 2.f - 8.f;
  ImGui::BeginChild("##files", ImVec2(0.f, listHeight), true);
  bool levelsHeading = false;
  bool folderHeading = false;
  const auto& entries = chooser_.entries();
  for (size_t i = 0; i < entries.size(); ++i) {
    const FileChooser::Entry& e = entries[i];
    if (e.kind == FileChooser::EntryKind::Level && !levelsHeading) {
      ImGui::TextColored(kDim, "The game's levels");
      levelsHeading = true;
    } else if (e.kind != FileChooser::EntryKind::Level && !folderHeading) {
      ImGui::Spacing();
      ImGui::TextColored(kDim, "In %s", chooser_.folder().string().c_str());
      folderHeading = true;
    }
    ImGui::PushID(static_cast<int>(i));
    const bool selected = chooser_.text() == e.path.string();
    if (ImGui::Selectable(e.label.c_str(), selected, ImGuiSelectableFlags_AllowDoubleClick)) {
      chooser_.pick(i);
      fileError_.clear();
      const bool isFile = e.kind == FileChooser::EntryKind::Level || e.kind == FileChooser::EntryKind::File;
      if (isFile && ImGui::IsMouseDoubleClicked(0)) confirm = true;
    }
    ImGui::PopID();
    if (i >= chooser_.entries().size()) break;  // a folder was entered: the list changed
  }
  ImGui::EndChild();
  if (!fileError_.empty()) {
    ImGui::TextColored(kBad, "%s", fileError_.c_str());
  } else {
    ImGui::TextColored(kDim, "%s",
                       saving ? "A name without an extension gets .json." : "Pick a file or type its path.");
  }
  confirm = ImGui::Button(saving ? "Save" : "Open", ImVec2(110.f, 0.f)) || confirm;
  ImGui::SameLine();
  const bool cancel = ImGui::Button("Cancel", ImVec2(110.f, 0.f)) || takeEscape();
  if (confirm && !cancel) {
    const FileChooser::Check check = chooser_.check();
    if (check.verdict == FileChooser::Verdict::Error) {
      fileError_ = check.message;
    } else if (check.verdict == FileChooser::Verdict::ConfirmOverwrite) {
      fileError_ = check.message;
      ImGui::CloseCurrentPopup();
      openModal(Modal::Overwrite);
    } else {
      ImGui::CloseCurrentPopup();
      modal_ = Modal::None;
      chooser_.close();
      if (saving) {
        const bool ok = saveTo(check.file);
        if (guard_.stage() == LoseWorkGuard::Stage::SavingAs) follow(guard_.saved(ok));
      } else {
        openFile(check.file);
      }
    }
  } else if (cancel) {
    ImGui::CloseCurrentPopup();
    modal_ = Modal::None;
    chooser_.close();
    if (guard_.stage() == LoseWorkGuard::Stage::SavingAs) follow(guard_.saved(false));
  }
  ImGui::EndPopup();
}

void EditorScreen::overwriteDialog() {
  centreNext(ImVec2(460.f, 0.f));
  if (!ImGui::BeginPopupModal(modalName(static_cast<int>(Modal::Overwrite)), nullptr,
                              kModalFlags | ImGuiWindowFlags_AlwaysAutoResize)) {
    return;
  }
  ImGui::TextWrapped("%s", fileError_.c_str());
  ImGui::Spacing();
  if (ImGui::Button("Replace", ImVec2(110.f, 0.f))) {
    ImGui::CloseCurrentPopup();
    modal_ = Modal::None;
    chooser_.close();
    fileError_.clear();
    const bool ok = saveTo(chooser_.check().file);
    if (guard_.stage() == LoseWorkGuard::Stage::SavingAs) follow(guard_.saved(ok));
  }
  ImGui::SameLine();
  if (ImGui::Button("Back", ImVec2(110.f, 0.f)) || takeEscape()) {
    ImGui::CloseCurrentPopup();
    fileError_.clear();
    openModal(Modal::File);
  }
  ImGui::EndPopup();
}

void EditorScreen::promptDialog() {
  centreNext(ImVec2(480.f, 0.f));
  if (!ImGui::BeginPopupModal(modalName(static_cast<int>(Modal::Prompt)), nullptr,
                              kModalFlags | ImGuiWindowFlags_AlwaysAutoResize)) {
    return;
  }
  const char* what = "";
  switch (guard_.pending()) {
    case Leave::NewLevel:
      what = "before making a new level";
      break;
    case Leave::OpenLevel:
      what = "before opening another level";
      break;
    case Leave::ToMenu:
      what = "before leaving the editor";
      break;
    case Leave::Quit:
      what = "before quitting";
      break;
    case Leave::None:
      break;
  }
  ImGui::Text("Save the changes to %s %s?", doc_.displayName().c_str(), what);
  ImGui::TextColored(kDim, "Changes that are not saved are lost.");
  ImGui::Spacing();
  LoseWorkGuard::Answer answer{};
  bool answered = false;
  if (ImGui::Button("Save", ImVec2(110.f, 0.f))) {
    answer = LoseWorkGuard::Answer::Save;
    answered = true;
  }
  ImGui::SameLine();
  if (ImGui::Button("Discard", ImVec2(110.f, 0.f))) {
    answer = LoseWorkGuard::Answer::Discard;
    answered = true;
  }
  ImGui::SameLine();
  if (ImGui::Button("Cancel", ImVec2(110.f, 0.f)) || takeEscape()) {
    answer = LoseWorkGuard::Answer::Cancel;
    answered = true;
  }
  if (answered) {
    ImGui::CloseCurrentPopup();
    modal_ = Modal::None;
    const bool hasFile = !doc_.path().empty() || !startFile_.empty();
    LoseWorkGuard::Next next = guard_.answer(answer, hasFile);
    if (next == LoseWorkGuard::Next::Save && doc_.path().empty()) {
      // `td --edit NEW.json`: the file named on the command line.
      next = guard_.saved(saveTo(startFile_));
    }
    if (answer == LoseWorkGuard::Answer::Discard) dropRecovery();
    follow(next);
  }
  ImGui::EndPopup();
}

void EditorScreen::resizeDialog() {
  centreNext(ImVec2(420.f, 0.f));
  if (!ImGui::BeginPopupModal(modalName(static_cast<int>(Modal::Resize)), nullptr,
                              kModalFlags | ImGuiWindowFlags_AlwaysAutoResize)) {
    return;
  }
  const LevelDef& level = doc_.level();
  ImGui::Text("Now %d x %d cells.", level.width, level.height);
  ImGui::SetNextItemWidth(120.f);
  ImGui::InputInt("Width", &resizeWidth_, 1, 8);
  ImGui::SetNextItemWidth(120.f);
  ImGui::InputInt("Height", &resizeHeight_, 1, 8);
  ImGui::Spacing();
  ImGui::TextUnformatted("Keep the map at");
  // A 3 x 3 grid: the side or corner that stays where it is.
  for (int i = 0; i < 9; ++i) {
    if (i % 3 != 0) ImGui::SameLine();
    ImGui::PushID(i);
    static const char* kMarks[] = {"\xE2\x86\x96", "\xE2\x86\x91", "\xE2\x86\x97", "\xE2\x86\x90", "o",
                                   "\xE2\x86\x92", "\xE2\x86\x99", "\xE2\x86\x93", "\xE2\x86\x98"};
    const bool active = resizeAnchor_ == i;
    if (active) ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.36f, 0.30f, 0.10f, 1.f));
    if (ImGui::Button(kMarks[i], ImVec2(34.f, 28.f))) resizeAnchor_ = i;
    if (active) ImGui::PopStyleColor();
    ImGui::PopID();
  }
  ImGui::TextColored(kDim, "New cells get the level's base terrain; spawns and\ngoals that fall outside are removed.");
  const bool ok = resizeWidth_ >= NewLevelForm::kMinSide && resizeWidth_ <= kMaxEditSide &&
                  resizeHeight_ >= NewLevelForm::kMinSide && resizeHeight_ <= kMaxEditSide;
  if (!ok) {
    ImGui::TextColored(kBad, "Sides must be %d to %d cells.", NewLevelForm::kMinSide, kMaxEditSide);
  }
  ImGui::BeginDisabled(!ok);
  const bool apply = ImGui::Button("Resize", ImVec2(110.f, 0.f));
  ImGui::EndDisabled();
  ImGui::SameLine();
  const bool cancel = ImGui::Button("Cancel", ImVec2(110.f, 0.f)) || takeEscape();
  if (apply && ok && !cancel) {
    const int ax = resizeAnchor_ % 3;
    const int ay = resizeAnchor_ / 3;
    const int32_t dx = resizeWidth_ - level.width;
    const int32_t dy = resizeHeight_ - level.height;
    const Cell offset{ax == 0 ? 0 : (ax == 1 ? dx / 2 : dx), ay == 0 ? 0 : (ay == 1 ? dy / 2 : dy)};
    report(editor::resize(doc_, resizeWidth_, resizeHeight_, offset));
    ImGui::CloseCurrentPopup();
    modal_ = Modal::None;
  } else if (cancel) {
    ImGui::CloseCurrentPopup();
    modal_ = Modal::None;
  }
  ImGui::EndPopup();
}

void EditorScreen::messageDialog() {
  centreNext(ImVec2(520.f, 0.f));
  if (!ImGui::BeginPopupModal(modalName(static_cast<int>(Modal::Message)), nullptr,
                              kModalFlags | ImGuiWindowFlags_AlwaysAutoResize)) {
    return;
  }
  ImGui::TextColored(ImVec4(0.96f, 0.81f, 0.38f, 1.f), "%s", messageTitle_.c_str());
  ImGui::Spacing();
  ImGui::PushTextWrapPos(500.f);
  ImGui::TextUnformatted(messageText_.c_str());
  ImGui::PopTextWrapPos();
  ImGui::Spacing();
  if (ImGui::Button("OK", ImVec2(110.f, 0.f)) || ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Enter), false) ||
      takeEscape()) {
    ImGui::CloseCurrentPopup();
    modal_ = Modal::None;
  }
  ImGui::EndPopup();
}

}  // namespace td::editorui
