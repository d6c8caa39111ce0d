#pragma once

#include <filesystem>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "engine/level/LevelDef.h"
#include "engine/sim/ActionDef.h"
#include "engine/sim/PlayRules.h"
#include "engine/sim/RouteLength.h"
#include "engine/sim/ScoreCard.h"
#include "game/GameContext.h"
#include "game/play/ResultCharts.h"
#include "game/play/TestPlayStart.h"
#include "game/state/Screen.h"
#include "io/ReplayJson.h"

namespace td {

struct LevelEntry;

// Factories for every screen, so screens can open each other without
// knowing each other's classes.
std::unique_ptr<Screen> makeTitleScreen(GameContext& ctx);
std::unique_ptr<Screen> makeLevelSelectScreen(GameContext& ctx);
std::unique_ptr<Screen> makeSettingsScreen(GameContext& ctx);
// Settings > Controls: the play keys, rebound and saved in the settings.
std::unique_ptr<Screen> makeControlsScreen(GameContext& ctx);
// Loads campaign level `index`; on failure returns null and says why in `error`.
// The difficulty is the player's (Progress::difficulty()); `endless` plays the level in endless mode.
std::unique_ptr<Screen> makePlayScreen(GameContext& ctx, int index, std::string& error, bool endless = false);
// Plays a level file: `index` is its place in the campaign (-1 for one of
// the player's own), `recordId` the key of its results in the progress file.
std::unique_ptr<Screen> makeLevelPlayScreen(GameContext& ctx, const std::filesystem::path& file, int index,
                                            const std::string& recordId, std::string& error, bool endless = false);
// Continues the game of that level left under way (game/persist/SavedGames.h), paused where it stopped; null
// with `error` when it cannot be read or no longer plays the same (it is then set aside as .bad).
// `challenge`: the game kept of that challenge of the level.
std::unique_ptr<Screen> makeContinueScreen(GameContext& ctx, const std::filesystem::path& file, int index,
                                           const std::string& recordId, std::string& error, bool endless = false,
                                           const std::string& challenge = {});
// Plays the level file's challenge of that id (engine/level/ChallengeDef.h): its tower kinds, lives, gold and
// tougher waves, the actions it forbids refused, at Normal difficulty (as the challenges are rated); a won game
// marks the challenge in the progress. Null with `error` when the level cannot be played or has no such challenge.
std::unique_ptr<Screen> makeChallengePlayScreen(GameContext& ctx, const std::filesystem::path& file, int index,
                                                const std::string& recordId, const std::string& challenge,
                                                std::string& error);
// A won level's challenges, each with its rules and whether it was won, to play one (or continue one left
// under way). `entry` is the level as the level select lists it.
std::unique_ptr<Screen> makeChallengeSelectScreen(GameContext& ctx, const LevelEntry& entry);
// Plays back a finished game (io/ReplayJson.h) for the player to watch; null with `error` if it cannot be played.
// `backToList`: leaving goes back to the screen below (the replay browser) rather than to the title.
std::unique_ptr<Screen> makeReplayScreen(GameContext& ctx, ReplayDef replay, std::string& error,
                                         bool backToList = false);
// The replays kept in `dir` (persist::replaysDir()), newest first, by level: watch or delete them.
std::unique_ptr<Screen> makeReplayBrowserScreen(GameContext& ctx, const std::filesystem::path& dir);
// Plays a level held in memory (the editor's test play): no progress is recorded, and leaving it (the pause
// menu's "Back to the editor", or the result screen's buttons) pops back to the screen below it, which is left as it
// was. Returns null with a message in `error` if the level cannot be played. A level without waves gets practice waves,
// as a level file without waves does. `script`, when given, is played as the game runs (PlayScreen::playScript).
// `start` begins the game at a later wave and with extra gold (game/play/TestPlayStart.h).
std::unique_ptr<Screen> makeTestPlayScreen(GameContext& ctx, LevelDef level, std::string& error,
                                           std::vector<ActionDef> script = {}, TestPlayStart start = {});

// The play screen's menu (Esc): resume, restart, settings, leave the level.
struct PauseActions {
  std::function<void()> resume;
  std::function<void()> restart;
  std::function<void()> menu;
  // The label of `menu`'s entry, in the language of the moment (Settings, opened from the pause menu, may change
  // it); none: "Quit level".
  std::function<std::string()> menuLabel;
  // Entries after "Restart level" that take the game back in time ("Back to the start of wave 4").
  struct Entry {
    std::function<std::string()> label;
    std::function<void()> pick;
  };
  std::vector<Entry> rewinds;
};
std::unique_ptr<Screen> makePauseScreen(GameContext& ctx, PauseActions actions);

// A yes-or-no question drawn over the screen below: Enter picks the focused
// answer (Yes to begin with), Y and N answer directly, Esc says no. Each
// action is expected to take the question off the stack.
struct ConfirmActions {
  std::string question;
  std::string detail;  // a smaller line under the question; may be empty
  std::function<void()> yes;
  std::function<void()> no;
};
std::unique_ptr<Screen> makeConfirmScreen(GameContext& ctx, ConfirmActions actions);

struct ResultInfo {
  bool won = false;
  std::string level;
  int32_t lives = 0;
  int32_t livesAtStart = 0;
  int32_t stars = 0;
  int32_t wavesHeld = 0;  // waves over with none through
  int32_t waveCount = 0;
  int32_t killed = 0;
  int32_t leaked = 0;
  int64_t score = 0;
  ScoreCard card;  // the score part by part
  // The walked routes as the game left them, added up (engine/sim/RouteLength.h); no row when `routes` is 0.
  RouteTotals route;
  float seconds = 0.f;
  bool newBest = false;  // a better score, or in endless mode more waves, than ever before
  int64_t bestScore = 0;
  Difficulty difficulty = Difficulty::Normal;
  bool endless = false;
  std::string challenge;  // the name of the level's challenge played, in the player's language; empty: none
  int32_t bestWave = 0;   // endless mode's record on this level
  bool replay = false;    // a replay watched to its end
  int32_t rewinds = 0;    // times the game went back to a wave's start; `score` is after their cost
  bool hasNext = false;
  ResultCharts charts;
};
struct ResultActions {
  std::function<void()> retry;
  std::function<void()> next;  // only when info.hasNext
  std::function<void()> menu;
  std::string menuLabel;  // none: "Menu"
};
std::unique_ptr<Screen> makeResultScreen(GameContext& ctx, ResultInfo info, ResultActions actions);

}  // namespace td
