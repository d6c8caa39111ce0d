// The editor's file handling and the flow that guards unsaved work: new,
// open, save, save as, recovery files, test play and leaving.
#include <SFML/Window/Clipboard.hpp>
#include <utility>

#include "engine/core/TextFormat.h"
#include "game/editor/EditorScreen.h"
#include "game/editor/PanelWidgets.h"
#include "game/persist/ConfigDir.h"
#include "game/screens/Screens.h"
#include "game/state/StateStack.h"
#include "game/text/Catalogue.h"
#include "game/text/PhraseText.h"
#include "io/ShareCode.h"

namespace td::editorui {

void EditorScreen::request(Leave action) {
  if (painting_) {
    tools_.cancel(doc_);
    painting_ = false;
  }
  follow(guard_.request(action, doc_.isDirty()));
}

void EditorScreen::follow(LoseWorkGuard::Next next) {
  switch (next) {
    case LoseWorkGuard::Next::Proceed: {
      const Leave action = guard_.pending();
      guard_.done();
      carryOut(action);
      break;
    }
    case LoseWorkGuard::Next::Wait:
      if (guard_.asking()) openPrompt();
      break;
    case LoseWorkGuard::Next::Save:
      follow(guard_.saved(saveTo(doc_.path())));
      break;
    case LoseWorkGuard::Next::SaveAs:
      openFileDialog(FileChooser::Mode::SaveAs, doc_.path());
      break;
    case LoseWorkGuard::Next::Stop:
      break;
  }
}

void EditorScreen::carryOut(Leave action) {
  switch (action) {
    case Leave::NewLevel:
      openNewLevel();
      break;
    case Leave::OpenLevel:
      openFileDialog(FileChooser::Mode::Open, doc_.path());
      break;
    case Leave::ToMenu:
      // The work was saved or deliberately thrown away: nothing to recover.
      dropRecovery();
      ctx_.stack.clear(makeTitleScreen(ctx_));
      break;
    case Leave::Quit:
      dropRecovery();
      ctx_.quit = true;
      break;
    case Leave::None:
      break;
  }
}

void EditorScreen::saveCommand() {
  if (doc_.path().empty()) {
    if (!startFile_.empty()) {
      saveTo(startFile_);
      return;
    }
    openSaveAs();
    return;
  }
  saveTo(doc_.path());
}

void EditorScreen::openSaveAs() {
  openFileDialog(FileChooser::Mode::SaveAs, doc_.path().empty() ? startFile_ : doc_.path());
}

bool EditorScreen::saveTo(const std::filesystem::path& file) {
  if (painting_) {
    tools_.cancel(doc_);
    painting_ = false;
  }
  const bool same = !doc_.path().empty() && file == doc_.path();
  const editor::FileResult result = same ? doc_.save() : doc_.saveAs(file);
  if (!result.ok()) {
    // TRANSLATORS: {0} is why, as the file's reader or writer says it.
    showMessage(tr("Not saved"),
                textf(tr("The level was not saved; the file on disk is as it was.\n\n{0}"), errorsText(result)));
    ctx_.uiSound(SoundId::Refused);
    return false;
  }
  startFile_.clear();
  // A clean document needs no recovery file any more.
  if (recovery_) recovery_->autosave(doc_);
  autosaved_ = false;
  // Unfinished work is saved all the same, so that it can be put aside; the
  // designer must know that it will not play yet.
  const size_t problems = live_.problems(doc_).size();
  if (problems == 0) {
    say(textf(tr("Saved {0}"), doc_.path().string()));
  } else {
    say(textf(trn("Saved {0} with {1} problem: the game will not play it until it is fixed",
                  "Saved {0} with {1} problems: the game will not play it until they are fixed", problems),
              doc_.path().string(), problems),
        true);
  }
  return true;
}

void EditorScreen::copyShareCode() {
  const std::string code = levelShareCode(doc_.level());
  sf::Clipboard::setString(code);
  const size_t problems = live_.problems(doc_).size();
  // TRANSLATORS: the share code's length, "1,234 characters".
  const char* characters = trn("{0} character", "{0} characters", code.size());
  const std::string length = textf(characters, groupedText(static_cast<long long>(code.size())));
  if (problems == 0) {
    // TRANSLATORS: {0} is "1,234 characters". My levels is the title menu's screen of the player's own levels.
    say(textf(tr("Share code copied ({0}): paste it in My levels with Ctrl+V"), length));
  } else {
    // TRANSLATORS: {0} is the count of the level's problems, {1} "1,234 characters". My levels is the title menu's
    // screen of the player's own levels.
    const char* format = trn(
        "Share code copied ({1}): paste it in My levels with Ctrl+V; with {0} problem the game will not play it yet",
        "Share code copied ({1}): paste it in My levels with Ctrl+V; with {0} problems the game will not play it yet",
        problems);
    say(textf(format, problems, length), true);
  }
}

void EditorScreen::openFile(const std::filesystem::path& file) {
  const editor::FileResult result = doc_.open(file);
  if (!result.ok()) {
    showMessage(textf(tr("Cannot open {0}"), file.filename().string()), errorsText(result));
    return;
  }
  startFile_.clear();
  docReplaced();
  reportOpened(file, result);
}

void EditorScreen::reportOpened(const std::filesystem::path& file, const editor::FileResult& result) {
  const size_t problems = live_.problems(doc_).size();
  std::string note = textf(tr("Opened {0}"), file.string());
  if (problems > 0) {
    const char* format =
        // TRANSLATORS: {0} is the level's file, {1} the count of its problems; Problems is the tab that lists them.
        trn("Opened {0} with {1} problem (see Problems)", "Opened {0} with {1} problems (see Problems)", problems);
    note = textf(format, file.string(), problems);
  }
  if (!result.warnings.empty()) {
    // TRANSLATORS: after "Opened level.json": how many warnings the file's reader gave.
    note += " " + textf(trn("({0} warning)", "({0} warnings)", result.warnings.size()), result.warnings.size());
  }
  if (problems > 0) {
    side_.select(SideTab::Problems);
  }
  say(note, problems > 0);
}

void EditorScreen::makeNewLevel(const NewLevelForm& form) {
  // The next new level offers the same ground.
  newLevelBase_ = form.baseKind;
  editor::NewLevelOptions options;
  options.name = form.name;
  options.baseKind = form.baseKind;
  const editor::EditResult made = doc_.newLevel(form.width, form.height, options);
  if (made.refused()) {
    showMessage(tr("Cannot make the level"), phraseText(made.message));
    return;
  }
  if (!startFile_.empty()) {
    // `td --edit NEW.json`: the new level belongs to that file from the start.
    LevelDef level = doc_.level();
    doc_.adopt(std::move(level), startFile_, true);
    startFile_.clear();
  }
  docReplaced();
  say(textf(tr("New level of {0} x {1} cells: add a spawn (S) and a goal (G)"), form.width, form.height));
}

void EditorScreen::docReplaced() {
  autosaved_ = false;
  drawnRevision_ = UINT64_MAX;
  side_.waves.forget();
  side_.rate.forget();
  side_.lesson.forget();
  side_.level.forget();
  flash_.reset();
  const LevelDef& level = doc_.level();
  if (level.width != drawnSize_.x || level.height != drawnSize_.y) {
    view_.setMapSize({level.width, level.height});
    drawnSize_ = {level.width, level.height};
  }
  view_.fit();
  // The cell under the mouse is of the new map (a smaller one may not reach where the mouse is).
  hover_.reset();
  if (mouse_.x >= 0) onMouseMove(mouse_);
}

void EditorScreen::testPlay(TestPlayStart start, std::vector<ActionDef> script) {
  if (painting_) {
    tools_.cancel(doc_);
    painting_ = false;
  }
  // Whatever happens in play, the work is on disk.
  autosave();
  std::string error;
  std::unique_ptr<Screen> play = makeTestPlayScreen(ctx_, doc_.level(), error, std::move(script), start);
  if (!play) {
    const size_t problems = live_.problems(doc_).size();
    std::string why = error;
    if (problems > 0) {
      // TRANSLATORS: {0} is why the level cannot be played (in English), {1} the count of its problems.
      why = textf(trn("{0}\n\nThe problems panel lists what to fix ({1} problem).",
                      "{0}\n\nThe problems panel lists what to fix ({1} problems).", problems),
                  error, problems);
    }
    showMessage(tr("Cannot test play"), why);
    side_.select(SideTab::Problems);
    return;
  }
  testPlay_ = play.get();
  ctx_.stack.push(std::move(play));
}

void EditorScreen::autosave() {
  sinceAutosave_ = 0.f;
  // While the recovery question is open, its files must stay as they are. A stroke still open is written as
  // it stands: a text field keeps one open for as long as it has the focus, which was a minute of typing and
  // painting lost to a crash.
  if (!recovery_ || dialogs_.holdsRecoveryFiles()) return;
  // A clean document that never wrote a recovery file leaves the folder
  // alone: the file named after it may hold another session's work that the
  // designer chose not to restore yet.
  if (!doc_.isDirty() && !autosaved_) return;
  const editor::AutosaveResult r = recovery_->autosave(doc_);
  if (r.status == editor::AutosaveStatus::Written) autosaved_ = true;
  if (r.status == editor::AutosaveStatus::Discarded) autosaved_ = false;
  // TRANSLATORS: {0} is why, as the file system says it (in English).
  if (r.status == editor::AutosaveStatus::Failed) say(textf(tr("Autosave failed: {0}"), phraseText(r.error)), true);
}

void EditorScreen::dropRecovery() {
  if (recovery_ && autosaved_) recovery_->discard(doc_);
  autosaved_ = false;
}

}  // namespace td::editorui
