// Where each kind of game goes when it is left or restarted (the flows between screens).
#include <memory>
#include <utility>

#include "game/GameContext.h"
#include "game/screens/Screens.h"
#include "game/screens/mode/NormalPlay.h"
#include "game/screens/mode/ReplayWatch.h"
#include "game/screens/mode/TestPlay.h"
#include "game/state/StateStack.h"

namespace td {

std::unique_ptr<PlayMode> makeNormalPlay() { return std::make_unique<NormalPlay>(); }

void PlayMode::replace(GameContext& ctx, const Screen&, std::unique_ptr<Screen> again) const {
  ctx.stack.clear(std::move(again));
}

void NormalPlay::leave(GameContext& ctx, const Screen&, int index) const {
  ctx.stack.clear(makeTitleScreen(ctx));
  if (index >= 0) ctx.stack.push(makeLevelSelectScreen(ctx));
}

std::string TestPlay::titleNote(int32_t firstWave) const {
  return "  (" + testPlayLabel(firstWave, start_.extraGold, start_.sandbox) + ")";
}

void TestPlay::leave(GameContext& ctx, const Screen& self, int) const { ctx.stack.popThrough(&self); }

void TestPlay::replace(GameContext& ctx, const Screen& self, std::unique_ptr<Screen> again) const {
  // The editor below stays as it is.
  ctx.stack.popThrough(&self);
  ctx.stack.push(std::move(again));
}

void ReplayWatch::leave(GameContext& ctx, const Screen& self, int) const {
  if (backToList_) {
    ctx.stack.popThrough(&self);
  } else {
    ctx.stack.clear(makeTitleScreen(ctx));
  }
}

void ReplayWatch::replace(GameContext& ctx, const Screen& self, std::unique_ptr<Screen> again) const {
  if (!backToList_) {
    PlayMode::replace(ctx, self, std::move(again));
    return;
  }
  // The replay browser below stays.
  ctx.stack.popThrough(&self);
  ctx.stack.push(std::move(again));
}

}  // namespace td
