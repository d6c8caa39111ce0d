#include "game/screens/UserLevelActions.h"

#include <system_error>
#include <utility>

#include "game/editor/EditorScreen.h"
#include "game/screens/Screens.h"
#include "game/state/StateStack.h"

namespace td {

void editUserLevel(GameContext& ctx, const std::filesystem::path& file) {
  ctx.uiSound(SoundId::Click);
  ctx.stack.push(editorui::makeEditorScreen(ctx, file));
}

void askDeleteUserLevel(GameContext& ctx, const LevelEntry& entry, std::function<void(const std::string&)> done) {
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

}  // namespace td
