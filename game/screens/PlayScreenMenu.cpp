// The play screen's ways to stop: the pause that freezes time, the pause menu,
// and leaving or restarting the level, asked about first while it is under way.
#include <memory>
#include <string>
#include <utility>

#include "game/screens/PlayScreen.h"
#include "game/screens/Screens.h"
#include "game/state/StateStack.h"
#include "game/text/Catalogue.h"

namespace td {

void PlayScreen::togglePause() {
  if (!controller_.playing()) return;
  controller_.togglePause();
}

void PlayScreen::openMenu() {
  releaseInput();
  PauseActions actions;
  actions.resume = [this] { ctx_.stack.pop(); };
  actions.restart = [this] { askFirst(tr("Restart the level?"), false, [this] { restart(); }); };
  actions.menu = [this] {
    askFirst(mode_->leaveQuestion(), true, [this] {
      keepUnfinished();
      toMenu();
    });
  };
  // Asked when drawn, in the language of the moment.
  if (!mode_->leaveLabel().empty()) actions.menuLabel = [this] { return mode_->leaveLabel(); };
  actions.rewinds = rewindEntries();
  ctx_.stack.push(makePauseScreen(ctx_, std::move(actions)));
}

void PlayScreen::askFirst(const std::string& question, bool keeps, std::function<void()> leave) {
  // A replay watched or a test play has nothing to lose.
  if (!controller_.underway() || !mode_->asksBeforeLeaving()) {
    leave();
    return;
  }
  ConfirmActions ask;
  ask.question = question;
  // Leaving keeps a player's own game (the level select offers to continue it); a restart begins anew.
  const bool kept = keeps && keepsUnfinished();
  ask.detail = kept ? tr("This game is not over: it is kept to continue later.")
                    : tr("This game is not over: what you have built will be lost.");
  ask.yes = std::move(leave);
  ask.no = [this] { ctx_.stack.pop(); };
  ctx_.stack.push(makeConfirmScreen(ctx_, std::move(ask)));
}

bool PlayScreen::interceptClose() {
  if (!mode_->asksBeforeClose() || askingToClose_ || !controller_.underway()) return false;
  askingToClose_ = true;
  releaseInput();
  ConfirmActions ask;
  // TRANSLATORS: asked when the window is closed during a game.
  ask.question = tr("Quit the game?");
  ask.detail = keepsUnfinished() ? tr("This level is not over: it is kept to continue later.")
                                 : tr("This level is not over: it will be lost.");
  ask.yes = [this] {
    keepUnfinished();
    ctx_.quit = true;
  };
  ask.no = [this] {
    askingToClose_ = false;
    ctx_.stack.pop();
  };
  ctx_.stack.push(makeConfirmScreen(ctx_, std::move(ask)));
  return true;
}

void PlayScreen::restart() {
  auto again = std::make_unique<PlayScreen>(ctx_, level_, file_, index_, seed_, mode_->again(), rules_);
  again->setRecordId(recordId_);
  again->setChallenge(challenge_);
  mode_->replace(ctx_, *this, std::move(again));
}

void PlayScreen::toMenu() { mode_->leave(ctx_, *this, index_); }

}  // namespace td
