#include <algorithm>
#include <cmath>

#include "engine/core/MessageMark.h"
#include "io/store/JsonStore.h"
#include "io/store/SettingsJson.h"
#include "io/store/StoreLock.h"

namespace td::persist {
namespace {

constexpr const char* kFormat = "td-settings";
constexpr int kVersion = 1;

void doubt(std::vector<Phrase>* doubts, const char* key) {
  if (doubts != nullptr) doubts->push_back(phrase(N_("{0} of the wrong type"), key));
}

void readNumber(const nlohmann::json& json, const char* key, float& out, double low, double high,
                std::vector<Phrase>* doubts) {
  const auto it = json.find(key);
  if (it == json.end()) return;
  if (!it->is_number()) return doubt(doubts, key);
  const double v = it->get<double>();
  if (std::isfinite(v)) out = static_cast<float>(std::clamp(v, low, high));
}

void readFlag(const nlohmann::json& json, const char* key, bool& out, std::vector<Phrase>* doubts) {
  const auto it = json.find(key);
  if (it == json.end()) return;
  if (!it->is_boolean()) return doubt(doubts, key);
  out = it->get<bool>();
}

// "keys": an object of arrays of key names. A value of another form is left out, and named as a doubt.
void readKeys(const nlohmann::json& json, std::map<std::string, std::vector<std::string>>& out,
              std::vector<Phrase>* doubts) {
  const auto it = json.find("keys");
  if (it == json.end()) return;
  if (!it->is_object()) return doubt(doubts, "keys");
  for (const auto& [command, value] : it->items()) {
    const bool names = value.is_array() &&
                       std::all_of(value.begin(), value.end(), [](const nlohmann::json& v) { return v.is_string(); });
    if (!names) {
      if (doubts != nullptr) doubts->push_back(phrase(N_("{0} of the wrong type"), "keys." + command));
      continue;
    }
    std::vector<std::string>& keys = out[command];
    for (const auto& v : value) keys.push_back(v.get<std::string>());
  }
}

// "padButtons": pad name -> command id -> button number (0 to 31). A value of another form is left out, and
// named as a doubt.
void readPadButtons(const nlohmann::json& json, std::map<std::string, std::map<std::string, int32_t>>& out,
                    std::vector<Phrase>* doubts) {
  const auto it = json.find("padButtons");
  if (it == json.end()) return;
  if (!it->is_object()) return doubt(doubts, "padButtons");
  for (const auto& [pad, buttons] : it->items()) {
    if (!buttons.is_object()) {
      if (doubts != nullptr) doubts->push_back(phrase(N_("{0} of the wrong type"), "padButtons." + pad));
      continue;
    }
    for (const auto& [command, button] : buttons.items()) {
      if (!button.is_number_integer() || button.get<int64_t>() < 0 || button.get<int64_t>() > 31) {
        if (doubts != nullptr)
          doubts->push_back(phrase(N_("{0} of the wrong type"), "padButtons." + pad + "." + command));
        continue;
      }
      out[pad][command] = button.get<int32_t>();
    }
  }
}

double fourDecimals(float v) { return std::round(static_cast<double>(v) * 1e4) / 1e4; }

}  // namespace

void Settings::clamp() {
  const Settings defaults;
  musicVolume = std::isfinite(musicVolume) ? std::clamp(musicVolume, 0.0f, 1.0f) : defaults.musicVolume;
  effectsVolume = std::isfinite(effectsVolume) ? std::clamp(effectsVolume, 0.0f, 1.0f) : defaults.effectsVolume;
  interfaceSize = std::isfinite(interfaceSize) ? std::clamp(interfaceSize, kMinInterfaceSize, kMaxInterfaceSize)
                                               : defaults.interfaceSize;
}

Settings settingsFromJson(const nlohmann::json& json, std::vector<Phrase>* doubts) {
  Settings s;
  if (!json.is_object()) return s;
  readNumber(json, "musicVolume", s.musicVolume, 0.0, 1.0, doubts);
  readNumber(json, "effectsVolume", s.effectsVolume, 0.0, 1.0, doubts);
  readNumber(json, "interfaceSize", s.interfaceSize, Settings::kMinInterfaceSize, Settings::kMaxInterfaceSize, doubts);
  readFlag(json, "fullscreen", s.fullscreen, doubts);
  readFlag(json, "showRoutes", s.showRoutes, doubts);
  readFlag(json, "firstWaveWaits", s.firstWaveWaits, doubts);
  readFlag(json, "screenShake", s.screenShake, doubts);
  readFlag(json, "flashing", s.flashing, doubts);
  readFlag(json, "halfSpeed", s.halfSpeed, doubts);
  if (const auto it = json.find("colourVision"); it != json.end()) {
    if (it->is_string()) {
      s.colourVision = it->get<std::string>();
    } else {
      doubt(doubts, "colourVision");
    }
  }
  if (const auto it = json.find("language"); it != json.end()) {
    if (it->is_string()) {
      s.language = it->get<std::string>();
    } else {
      doubt(doubts, "language");
    }
  }
  readKeys(json, s.keys, doubts);
  readPadButtons(json, s.padButtons, doubts);
  for (const auto& [key, value] : json.items()) {
    if (key != "format" && key != "version" && key != "musicVolume" && key != "effectsVolume" && key != "fullscreen" &&
        key != "showRoutes" && key != "firstWaveWaits" && key != "interfaceSize" && key != "screenShake" &&
        key != "flashing" && key != "halfSpeed" && key != "colourVision" && key != "language" && key != "keys" &&
        key != "padButtons") {
      keepExtra(s.unknown, key, value);
    }
  }
  return s;
}

nlohmann::ordered_json settingsToJson(const Settings& settings) {
  Settings s = settings;
  s.clamp();
  nlohmann::ordered_json out = {{"format", kFormat},
                                {"version", kVersion},
                                {"musicVolume", fourDecimals(s.musicVolume)},
                                {"effectsVolume", fourDecimals(s.effectsVolume)},
                                {"fullscreen", s.fullscreen},
                                {"showRoutes", s.showRoutes},
                                {"firstWaveWaits", s.firstWaveWaits},
                                {"screenShake", s.screenShake},
                                {"flashing", s.flashing},
                                {"halfSpeed", s.halfSpeed},
                                {"colourVision", s.colourVision},
                                {"interfaceSize", fourDecimals(s.interfaceSize)}};
  if (!s.language.empty()) out["language"] = s.language;
  if (!s.keys.empty()) out["keys"] = s.keys;
  if (!s.padButtons.empty()) out["padButtons"] = s.padButtons;
  writeExtras(s.unknown, out);
  return out;
}

SettingsLoad loadSettings(const std::filesystem::path& file) {
  JsonLoad load = readJsonStore(file, kFormat, "settings", kVersion);
  SettingsLoad result;
  result.status = load.status;
  result.message = std::move(load.message);
  result.notice = load.notice;
  result.mayWrite = load.mayWrite();
  if (load.status == StoreStatus::Ok) {
    result.settings = settingsFromJson(load.json, &load.doubts);
    if (!load.doubts.empty()) result.message = keepCopyAside(file, "settings", load.doubts, &result.notice);
  }
  return result;
}

SaveResult saveSettings(const std::filesystem::path& file, const Settings& settings) {
  return writeJsonStore(file, settingsToJson(settings), "settings");
}

Settings mergeSettings(const Settings& base, const Settings& ours, const Settings& theirs) {
  Settings merged = theirs;
  const auto take = [](auto& into, const auto& b, const auto& o) {
    if (!(o == b)) into = o;
  };
  take(merged.musicVolume, base.musicVolume, ours.musicVolume);
  take(merged.effectsVolume, base.effectsVolume, ours.effectsVolume);
  take(merged.fullscreen, base.fullscreen, ours.fullscreen);
  take(merged.showRoutes, base.showRoutes, ours.showRoutes);
  take(merged.firstWaveWaits, base.firstWaveWaits, ours.firstWaveWaits);
  take(merged.screenShake, base.screenShake, ours.screenShake);
  take(merged.flashing, base.flashing, ours.flashing);
  take(merged.halfSpeed, base.halfSpeed, ours.halfSpeed);
  take(merged.colourVision, base.colourVision, ours.colourVision);
  take(merged.language, base.language, ours.language);
  take(merged.interfaceSize, base.interfaceSize, ours.interfaceSize);
  take(merged.keys, base.keys, ours.keys);
  take(merged.padButtons, base.padButtons, ours.padButtons);
  return merged;
}

SaveResult saveSettingsChanges(const std::filesystem::path& file, const Settings& settings, Settings& base) {
  const StoreLock lock(file);
  const JsonLoad now = readJsonStore(file, kFormat, "settings", kVersion);
  if (!now.mayWrite()) return {false, now.message, now.notice};
  const Settings theirs = now.status == StoreStatus::Ok ? settingsFromJson(now.json) : base;
  const Settings merged = mergeSettings(base, settings, theirs);
  SaveResult saved = writeJsonStore(file, settingsToJson(merged), "settings");
  if (saved.ok) base = mergeSettings(base, settings, base);
  return saved;
}

}  // namespace td::persist
