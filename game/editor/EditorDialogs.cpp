// Where the editor opens its dialogs (game/editor/dialog/) and what it does with their answers.
#include <memory>
#include <string>
#include <utility>

#include "editor/model/Tools.h"
#include "engine/core/TextFormat.h"
#include "game/editor/EditorScreen.h"
#include "game/editor/PanelWidgets.h"
#include "game/editor/dialog/FileDialog.h"
#include "game/editor/dialog/MessageDialog.h"
#include "game/editor/dialog/NewLevelDialog.h"
#include "game/editor/dialog/OverwriteDialog.h"
#include "game/editor/dialog/PromptDialog.h"
#include "game/editor/dialog/RecoveryDialog.h"
#include "game/editor/dialog/ResizeDialog.h"
#include "game/persist/ConfigDir.h"
#include "game/text/Catalogue.h"

namespace td::editorui {

void EditorScreen::dialogs() {
  if (!startDone_) {
    startDone_ = true;
    if (!recoveries_.empty()) {
      openRecovery();
    } else if (askNewLevel_) {
      askNewLevel_ = false;
      openNewLevel();
    }
  }
  dialogs_.show();
}

void EditorScreen::openRecovery() {
  RecoveryDialog::Hooks hooks;
  hooks.restore = [this](const editor::RecoveryEntry& e) {
    // Restored through the Recovery, which takes the file over.
    const editor::FileResult r = recovery_ ? recovery_->restore(e.file, doc_) : editor::restoreRecovery(e.file, doc_);
    if (!r.ok()) {
      // TRANSLATORS: {0} is why, as the file's reader says it.
      say(textf(tr("Cannot restore: {0}"), errorsText(r)), true);
      return false;
    }
    docReplaced();
    // The restored work lives in that file until it is saved or discarded.
    autosaved_ = true;
    say(textf(tr("Restored unsaved work of {0}; save it to keep it"), documentName(doc_)));
    askNewLevel_ = false;
    return true;
  };
  hooks.discard = [](const editor::RecoveryEntry& e) { editor::discardRecovery(e.file); };
  hooks.closed = [this] {
    recoveries_.clear();
    if (askNewLevel_) {
      askNewLevel_ = false;
      openNewLevel();
    }
  };
  dialogs_.open(std::make_unique<RecoveryDialog>(recoveries_, std::move(hooks)));
}

void EditorScreen::openNewLevel() {
  NewLevelForm form;
  form.reset(newLevelBase_);
  NewLevelDialog::Hooks hooks;
  hooks.create = [this](const NewLevelForm& chosen) { makeNewLevel(chosen); };
  hooks.openInstead = [this] { carryOut(Leave::OpenLevel); };
  dialogs_.open(std::make_unique<NewLevelDialog>(std::move(form), doc_.palette(), kMaxEditSide, std::move(hooks)));
}

void EditorScreen::openFileDialog(FileChooser::Mode mode, const std::filesystem::path& current) {
  if (mode == FileChooser::Mode::SaveAs) {
    chooser_.open(mode, current, ctx_.res.paths.levels(), persist::userLevelsDir(), doc_.level().name);
  } else {
    chooser_.open(mode, current, ctx_.res.paths.levels());
  }
  showFileDialog();
}

void EditorScreen::showFileDialog() {
  FileDialog::Hooks hooks;
  hooks.chosen = [this](const std::filesystem::path& file) {
    if (chooser_.mode() == FileChooser::Mode::SaveAs) {
      savedAs(saveTo(file));
    } else {
      openFile(file);
    }
  };
  hooks.overwrite = [this](const std::string& message, const std::filesystem::path& file) {
    OverwriteDialog::Hooks answer;
    answer.replace = [this](const std::filesystem::path& chosen) {
      chooser_.close();
      savedAs(saveTo(chosen));
    };
    answer.back = [this] { showFileDialog(); };
    dialogs_.open(std::make_unique<OverwriteDialog>(message, file, std::move(answer)));
  };
  hooks.cancelled = [this] { savedAs(false); };
  dialogs_.open(std::make_unique<FileDialog>(chooser_, std::move(hooks)));
}

void EditorScreen::savedAs(bool ok) {
  // A Save As asked for by "save the changes first?" goes on with what was asked.
  if (guard_.stage() == LoseWorkGuard::Stage::SavingAs) follow(guard_.saved(ok));
}

void EditorScreen::openPrompt() {
  const std::string question = PromptDialog::questionFor(documentName(doc_), guard_.pending());
  dialogs_.open(std::make_unique<PromptDialog>(question, [this](LoseWorkGuard::Answer answer) {
    const bool hasFile = !doc_.path().empty() || !startFile_.empty();
    LoseWorkGuard::Next next = guard_.answer(answer, hasFile);
    if (next == LoseWorkGuard::Next::Save && doc_.path().empty()) {
      // `td --edit NEW.json`: the file named on the command line.
      next = guard_.saved(saveTo(startFile_));
    }
    if (answer == LoseWorkGuard::Answer::Discard) dropRecovery();
    follow(next);
  }));
}

void EditorScreen::openResize() {
  const LevelDef& level = doc_.level();
  dialogs_.open(std::make_unique<ResizeDialog>(
      level.width, level.height, kMaxEditSide,
      [this](int32_t width, int32_t height, Cell offset) { report(editor::resize(doc_, width, height, offset)); }));
}

void EditorScreen::showMessage(std::string title, std::string text) {
  dialogs_.open(std::make_unique<MessageDialog>(std::move(title), std::move(text)));
}

}  // namespace td::editorui
