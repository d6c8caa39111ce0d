#pragma once

#include <cstdint>
#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "io/store/StoreExtras.h"
#include "io/store/StoreStatus.h"

namespace td::persist {

// The player's preferences as kept in settings.json in configDir(). The
// persist module has its own namespace so that its stored forms never clash
// with the game's in-session types of the same name.
struct Settings {
  float musicVolume = 0.6f;    // 0..1
  float effectsVolume = 0.8f;  // 0..1
  bool fullscreen = false;
  bool showRoutes = true;
  // The first wave of a level waits for the player's call (N, or the Next
  // wave button) rather than coming after the level's countdown.
  bool firstWaveWaits = true;
  // Accessibility: a leak shakes the map, and alarms flash (LeakAlarm); off, they show steadily instead.
  bool screenShake = true;
  bool flashing = true;
  // Accessibility: the game runs at half speed, every speed button's (1x plays at half the usual pace), for
  // players who need more time to read and act.
  bool halfSpeed = false;
  // Accessibility: the palette of the colours that carry meaning: "normal", or one chosen for "protanopia",
  // "deuteranopia" or "tritanopia" (game/render/Palette.h). A name the game does not know reads as normal.
  std::string colourVision = "normal";
  // The language the game speaks, by code ("en", "pl", "ru", "zh_CN": game/text/Language.h); empty until the
  // player chooses one, and then the environment's (LANGUAGE, LC_ALL, LC_MESSAGES, LANG) decides at each start.
  // A code the game does not know reads as empty.
  std::string language;
  // "Interface size": a factor on the interface's scale for the window
  // (game/ui/UiScale.h).
  static constexpr float kMinInterfaceSize = 0.75f;
  static constexpr float kMaxInterfaceSize = 2.f;
  float interfaceSize = 1.f;
  // The play keys the player rebound (Settings > Controls): a command's id ("sell", "pick_tower_3") to its two
  // keys by name ("S", "Delete"; "" for none). Only what differs from the defaults; the game reads the names
  // (game/input/KeyBindings.h), so ids and names it does not know stay here as written.
  std::map<std::string, std::vector<std::string>> keys;
  // The game pad buttons the player moved, per pad name as the system reports it: a command's id ("confirm",
  // "sell") to its button number; only what differs from the common layout (game/input/PadMapping.h).
  std::map<std::string, std::map<std::string, int32_t>> padButtons;
  // Members of the file this version does not understand, written back as
  // they were.
  StoreExtras unknown;

  bool operator==(const Settings&) const = default;

  // Brings every field into its range (NaN numbers become the defaults).
  void clamp();
};

struct SettingsLoad {
  Settings settings;
  StoreStatus status = StoreStatus::Missing;
  std::string message;   // for the player; empty unless the file was unreadable, damaged or newer
  StoreNotice notice{};  // the message in parts (io/store/StoreStatus.h)
  bool mayWrite = true;  // false: the file must be left alone this session (JsonLoad::mayWrite)
};

// Missing file: defaults, no message. Unreadable or damaged: defaults, a
// message, and one line on standard error. The file's form is in
// io/store/SettingsJson.h.
SettingsLoad loadSettings(const std::filesystem::path& file);
SaveResult saveSettings(const std::filesystem::path& file, const Settings& settings);
// Saves what this session changed and nothing else, so that two games on one config folder keep each other's
// changes: under the store's lock the file is read again, and each setting that differs in `settings` from
// `base` (what this session last read or wrote) replaces the file's; the others stay as the file has them. A
// file a newer version wrote meanwhile is left alone. On success `base` takes the changed settings' values.
SaveResult saveSettingsChanges(const std::filesystem::path& file, const Settings& settings, Settings& base);
// The merge itself: `ours` where it differs from `base`, else `theirs`, setting by setting (the key and pad
// bindings as one setting each; members this version does not understand as `theirs` has them).
Settings mergeSettings(const Settings& base, const Settings& ours, const Settings& theirs);

}  // namespace td::persist
