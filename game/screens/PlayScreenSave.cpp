// Save and continue: a player's own game left under way is kept (game/persist/SavedGames.h), and the level
// select's Continue replays its journal to where it stopped.
#include <cstdio>
#include <string>

#include "engine/core/TextFormat.h"
#include "game/persist/SavedGames.h"
#include "game/render/Palette.h"
#include "game/screens/PlayScreen.h"
#include "game/text/Catalogue.h"

namespace td {

std::string PlayScreen::savedGameKey() const { return persist::savedGameKey(recordId_, rules_.endless, challenge_); }

bool PlayScreen::keepsUnfinished() const {
  return mode_->recordsPlay() && !recordId_.empty() && controller_.underway();
}

void PlayScreen::keepUnfinished() {
  if (!keepsUnfinished()) return;
  const persist::SaveResult saved = persist::saveGame(persist::savesDir(), savedGameKey(), gameRecord("playing"));
  if (!saved.ok) {
    std::fprintf(stderr, "td: the game under way was not kept: %s\n", saved.message.c_str());
    // TRANSLATORS: {0} says why (a folder that cannot be made, a file that cannot be written).
    ctx_.replayProblem = textf(tr("The game you left was not kept: {0}."), saved.message);
  }
}

std::string PlayScreen::resume(const ReplayDef& saved) {
  world_->holdFirstWave(saved.holdFirstWave);
  rewinds_ = saved.rewinds;
  replayTo(saved.actions, saved.ticks, true);
  if (world_->tick() != saved.ticks || world_->stateHash() != saved.hash) {
    return tr("The game you left no longer plays the same here: the level or the game's rules changed since.");
  }
  controller_.setPaused(true);
  showMessage(tr("Continued where you left off: paused"), colors::kGold, 4.f);
  return {};
}

}  // namespace td
