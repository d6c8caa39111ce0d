#pragma once

#include <SFML/Graphics/Font.hpp>
#include <filesystem>
#include <functional>
#include <string>
#include <vector>

#include "engine/grid/TerrainDef.h"
#include "engine/sim/GameDefs.h"
#include "engine/sim/SimEvent.h"
#include "game/DataPaths.h"
#include "game/audio/SoundId.h"
#include "game/input/KeyBindings.h"
#include "io/Utf8Text.h"
#include "io/store/Progress.h"
#include "io/store/SeenKinds.h"
#include "io/store/Settings.h"

namespace td {

class StateStack;

// What every screen shares: loaded once at start-up and handed around by
// reference, so fonts and definitions are never loaded twice.
struct GameResources {
  sf::Font font;
  DataPaths paths;
  std::vector<TerrainDef> terrains;
  GameDefs defs;
  // levels/*.json in file-name order: the campaign.
  std::vector<std::filesystem::path> levels;
};

// The key a level's results are kept under in the progress file.
// Broken UTF-8 in a file name is escaped (\xNN): the id is a key in progress.json, and a key that is not text
// would be saved as another one and never found again.
inline std::string levelId(const std::filesystem::path& file) { return escapeInvalidUtf8(file.stem().string()); }

struct GameContext {
  GameContext(StateStack& s, const GameResources& r) : stack(s), res(r) {}

  StateStack& stack;
  const GameResources& res;
  persist::Settings settings;
  // The play keys, read from settings.keys at start and kept in step with it by the Controls page.
  KeyBindings keys;
  persist::Progress progress;
  // The kinds whose encyclopedia card was read (game/play/NewKinds.h).
  persist::SeenKinds seen;
  // A problem found at start-up (a damaged settings file, no sound) that the
  // title screen shows once; cleared when shown.
  std::string notice;
  // Why settings or progress are not being saved (a read-only folder, a
  // file this session must leave alone), for the screens that promise
  // saving; empty while saving works.
  std::string settingsProblem;
  std::string progressProblem;
  std::string replayProblem;  // why the last finished game's replay was not kept; empty when it was
  bool quit = false;

  // Hook points for sounds and saved files: called for every simulation event
  // after each step, for interface cues (clicks, refusals), when a level is
  // over, and when settings change.
  std::function<void(const SimEvent&)> onSimEvent;
  std::function<void(SoundId)> onUiSound;
  // Saving merges what another game saved meanwhile (io/store/Progress.h), so
  // `progress` may gain records; a reset is written as it is.
  std::function<void(const persist::Progress&)> onProgressChanged;
  std::function<void(const persist::Progress&)> onProgressReset;
  std::function<void(const persist::Settings&)> onSettingsChanged;
  std::function<void(const persist::SeenKinds&)> onSeenChanged;

  void uiSound(SoundId id) const {
    if (onUiSound) onUiSound(id);
  }
};

}  // namespace td
