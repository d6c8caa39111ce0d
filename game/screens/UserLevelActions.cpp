#include "game/screens/UserLevelActions.h"

#include <system_error>
#include <utility>

#include "game/editor/EditorScreen.h"
#include "game/editor/FileChooser.h"
#include "game/screens/Screens.h"
#include "game/state/StateStack.h"
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
  ask.question = "Delete " + (entry.level ? entry.level->name : entry.file.filename().string()) + "?";
  ask.detail = entry.file.filename().string() + " goes from your levels folder; this cannot be undone.";
  const std::filesystem::path file = entry.file;
  ask.yes = [&ctx, file, done] {
    ctx.stack.pop();
    std::error_code ec;
    const bool removed = std::filesystem::remove(file, ec);
    done(removed ? std::string()
                 : "Cannot delete " + file.filename().string() + ": " +
                       (ec ? ec.message() : std::string("it is gone already")));
  };
  ask.no = [&ctx] { ctx.stack.pop(); };
  ctx.stack.push(makeConfirmScreen(ctx, std::move(ask)));
}

std::filesystem::path importShareCode(GameContext& ctx, const std::string& code, const std::filesystem::path& dir,
                                      std::string& problem) {
  const ShareCodeLoad load = parseShareCode(code, ctx.res.terrains, &ctx.res.defs);
  if (!load.error.empty()) {
    problem = "Not pasted: " + load.error;
    return {};
  }
  if (!load.load.ok()) {
    problem = "Not pasted: the level in the share code has a problem: " + load.load.errors.front().text();
    return {};
  }
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  std::filesystem::path file = editorui::freeFileIn(dir, editorui::fileNameFor(load.load.level.name));
  const AtomicWriteResult written = writeFileAtomically(file, load.text);
  if (!written.ok) {
    problem = "Not pasted: " + written.error;
    return {};
  }
  return file;
}

}  // namespace td
