// The play screen's ways to stop: the pause that freezes time, the pause menu,
// and leaving or restarting the level, asked about first while it is under way.
#include <memory>
#include <string>
#include <utility>

#include "game/screens/PlayScreen.h"
#include "game/screens/Screens.h"
#include "game/state/StateStack.h"

namespace td {

void PlayScreen::togglePause() {
  if (!controller_.playing()) return;
  controller_.togglePause();
}

void PlayScreen::openMenu() {
  releaseInput();
  PauseActions actions;
  actions.resume = [this] { ctx_.stack.pop(); };
  actions.restart = [this] { askFirst("Restart the level?", [this] { restart(); }); };
  const bool testPlay = mode_ == Mode::TestPlay;
  actions.menu = [this, testPlay] {
    askFirst(testPlay ? "Back to the editor?" : "Quit the level?", [this] { toMenu(); });
  };
  if (testPlay) actions.menuLabel = "Back to the editor";
  ctx_.stack.push(makePauseScreen(ctx_, std::move(actions)));
}

void PlayScreen::askFirst(const std::string& question, std::function<void()> leave) {
  if (!controller_.underway()) {
    leave();
    return;
  }
  ConfirmActions ask;
  ask.question = question;
  ask.detail = "This game is not over: what you have built will be lost.";
  ask.yes = std::move(leave);
  ask.no = [this] { ctx_.stack.pop(); };
  ctx_.stack.push(makeConfirmScreen(ctx_, std::move(ask)));
}

bool PlayScreen::interceptClose() {
  if (mode_ == Mode::TestPlay || askingToClose_ || !controller_.underway()) return false;
  askingToClose_ = true;
  releaseInput();
  ConfirmActions ask;
  ask.question = "Quit the game?";
  ask.detail = "This level is not over: it will be lost.";
  ask.yes = [this] { ctx_.quit = true; };
  ask.no = [this] {
    askingToClose_ = false;
    ctx_.stack.pop();
  };
  ctx_.stack.push(makeConfirmScreen(ctx_, std::move(ask)));
  return true;
}

void PlayScreen::restart() {
  auto again = std::make_unique<PlayScreen>(ctx_, level_, file_, index_, seed_, mode_, start_, rules_);
  again->setRecordId(recordId_);
  if (mode_ == Mode::Replay) again->watchReplay(script_, replayHold_.value_or(false));
  if (mode_ == Mode::TestPlay) {
    ctx_.stack.popThrough(this);
    ctx_.stack.push(std::move(again));
    return;
  }
  ctx_.stack.clear(std::move(again));
}

void PlayScreen::toMenu() {
  if (mode_ == Mode::TestPlay) {
    ctx_.stack.popThrough(this);
    return;
  }
  ctx_.stack.clear(makeTitleScreen(ctx_));
  if (index_ >= 0 && mode_ != Mode::Replay) ctx_.stack.push(makeLevelSelectScreen(ctx_));
}

}  // namespace td
