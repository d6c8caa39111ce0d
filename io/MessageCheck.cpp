#include "io/MessageCheck.h"

#include <string>

#include "io/JsonCheck.h"
#include "io/LevelCheck.h"
#include "io/ValueCheck.h"

namespace td {
namespace {

void checkMessageWave(const LevelDef& level, int32_t wave, bool wavesKnown, const std::string& path, JsonCheck& check) {
  const size_t waves = level.waves.size();
  if (wave >= 1 && (!wavesKnown || static_cast<size_t>(wave) <= waves)) return;
  if (!wavesKnown) {
    check.error(path, "expected a wave's number, from 1, found " + std::to_string(wave));
  } else if (waves == 0) {
    check.error(path, "expected a wave of the level, found " + std::to_string(wave) +
                          ": the level has no waves, so the message would never show");
  } else {
    check.error(path, "expected a wave of the level, 1.." + std::to_string(waves) + ", found " + std::to_string(wave) +
                          (wave > 0 ? ": the message would never show" : ""));
  }
}

}  // namespace

void checkMessages(const LevelDef& level, bool wavesKnown, JsonCheck& check) {
  if (level.messages.size() > kMaxMessages) {
    check.error("messages", "expected at most " + std::to_string(kMaxMessages) + " messages, found " +
                                std::to_string(level.messages.size()));
    return;
  }
  for (size_t i = 0; i < level.messages.size(); ++i) {
    const LevelMessage& m = level.messages[i];
    const std::string path = JsonCheck::index("messages", i);
    if (m.cue == MessageCue::Wave) {
      checkMessageWave(level, m.wave, wavesKnown, JsonCheck::key(path, "wave"), check);
    } else {
      checkReal(check, JsonCheck::key(path, "seconds"), m.seconds, 0.0f, kMaxMessageSeconds);
    }
    const std::string textPath = JsonCheck::key(path, "text");
    if (m.text.empty()) {
      check.error(textPath, "expected a non-empty line for the player");
    } else {
      checkOneLine(m.text, textPath, check, kMaxMessageLength);
    }
  }
}

}  // namespace td
