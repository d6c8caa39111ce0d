#pragma once

#include <memory>
#include <optional>
#include <span>
#include <string>

#include "engine/sim/ActionDef.h"
#include "game/play/TestPlayStart.h"
#include "game/text/Catalogue.h"

namespace td {

struct GameContext;
class Screen;

// What sets a kind of game on the play screen apart: a player's own game (NormalPlay), the editor's test
// play (TestPlay) or a finished game watched from its replay (ReplayWatch). The play screen asks its mode
// these questions and never which mode it is, so a new kind of game is one class here, not a branch there.
class PlayMode {
 public:
  virtual ~PlayMode() = default;

  // The same mode for a fresh start of the level (Restart).
  virtual std::unique_ptr<PlayMode> again() const = 0;

  // Where the world begins when not at the level's start (a test play from a later wave).
  virtual std::optional<TestPlayStart> start() const { return std::nullopt; }
  // The player watches a recorded game: it plays its commands by itself and refuses the player's own.
  virtual bool watching() const { return false; }
  // The recorded commands, and the first wave's hold as the recorded game had it (when watching).
  virtual std::span<const ActionDef> watched() const { return {}; }
  virtual bool watchedHold() const { return false; }

  // The game is the player's own: its result goes to the progress file, it is kept as a replay, and the
  // kinds met in it are introduced by their cards and marked seen.
  virtual bool recordsPlay() const { return false; }
  // The level's lesson is followed (not in a replay, whose refused placements were never recorded).
  virtual bool teaches() const { return true; }
  // Closing the window while the game is under way asks first.
  virtual bool asksBeforeClose() const { return true; }
  // Leaving or restarting from the pause menu while the game is under way asks first: a player's own game
  // has something to lose; a test play (the editor keeps the level) and a replay have not.
  virtual bool asksBeforeLeaving() const { return true; }

  // Added after the level's name in the top bar; `firstWave` is where the world began.
  virtual std::string titleNote(int32_t firstWave) const = 0;
  // The pause and result menus' way out (empty: each menu's own), the question asked before it while the
  // game is under way, and the side panel's line for Esc (nullptr: the action table's own).
  virtual std::string leaveLabel() const { return {}; }
  virtual std::string leaveQuestion() const { return tr("Quit the level?"); }
  virtual const char* backHelp() const { return nullptr; }

  // Leaves the game `self` (opened as campaign level `index`, or -1): where to is the mode's.
  virtual void leave(GameContext& ctx, const Screen& self, int index) const = 0;
  // Puts `again`, the restarted game, in the place of `self`.
  virtual void replace(GameContext& ctx, const Screen& self, std::unique_ptr<Screen> again) const;
};

// A player's own game, the default.
std::unique_ptr<PlayMode> makeNormalPlay();

}  // namespace td
