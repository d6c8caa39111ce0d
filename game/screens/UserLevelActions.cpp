#include "game/screens/UserLevelActions.h"

#include <system_error>
#include <utility>

#include "engine/core/TextFormat.h"
#include "game/editor/EditorScreen.h"
#include "game/editor/FileChooser.h"
#include "game/screens/Screens.h"
#include "game/state/StateStack.h"
#include "game/text/Catalogue.h"
#include "game/text/DataWords.h"
#include "game/text/PhraseText.h"
#include "io/AtomicFile.h"
#include "io/ShareCode.h"

namespace td {

void editUserLevel(GameContext& ctx, const std::filesystem::path& file) {
  ctx.uiSound(SoundId::Click);
  ctx.stack.push(editorui::makeEditorScreen(ctx, file));
}

void askDeleteUserLevel(GameContext& ctx, const LevelEntry& entry,
                        const std::function<void(const std::string&)>& done) {
  ConfirmActions ask;
  // TRANSLATORS: {0} is a level of the player's own.
  ask.question = textf(tr("Delete {0}?"), entry.level ? levelName(*entry.level) : entry.file.filename().string());
  // TRANSLATORS: {0} is the level's file name.
  ask.detail = textf(tr("{0} goes from your levels folder; this cannot be undone."), entry.file.filename().string());
  const std::filesystem::path file = entry.file;
  ask.yes = [&ctx, file, done] {
    ctx.stack.pop();
    std::error_code ec;
    const bool removed = std::filesystem::remove(file, ec);
    // TRANSLATORS: {0} is a file name, {1} why it could not be deleted (from the system, in English).
    done(removed ? std::string()
                 : textf(tr("Cannot delete {0}: {1}"), file.filename().string(),
                         ec ? ec.message() : std::string(tr("it is gone already"))));
  };
  ask.no = [&ctx] { ctx.stack.pop(); };
  ctx.stack.push(makeConfirmScreen(ctx, std::move(ask)));
}

std::filesystem::path importShareCode(GameContext& ctx, const std::string& code, const std::filesystem::path& dir,
                                      std::string& problem) {
  const ShareCodeLoad load = parseShareCode(code, ctx.res.terrains, &ctx.res.defs);
  if (!load.error.empty()) {
    // TRANSLATORS: a share code pasted in the level select made no level; {0} says why.
    problem = textf(tr("Not pasted: {0}"), tr(load.error.c_str()));
    return {};
  }
  if (!load.load.ok()) {
    // TRANSLATORS: {0} is the level's first problem.
    problem =
        textf(tr("Not pasted: the level in the share code has a problem: {0}"), problemText(load.load.errors.front()));
    return {};
  }
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  std::filesystem::path file = editorui::freeFileIn(dir, editorui::fileNameFor(load.load.level.name));
  const AtomicWriteResult written = writeFileAtomically(file, load.text);
  if (!written.ok) {
    problem = textf(tr("Not pasted: {0}"), phraseText(written.error));
    return {};
  }
  return file;
}

}  // namespace td
