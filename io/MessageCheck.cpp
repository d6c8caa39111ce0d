#include "io/MessageCheck.h"

#include <string>

#include "engine/core/MessageMark.h"
#include "io/JsonCheck.h"
#include "io/LevelCheck.h"
#include "io/ValueCheck.h"

namespace td {
namespace {

void checkMessageWave(const LevelDef& level, int32_t wave, bool wavesKnown, const std::string& path, JsonCheck& check) {
  const size_t waves = level.waves.size();
  if (wave >= 1 && (!wavesKnown || static_cast<size_t>(wave) <= waves)) return;
  if (!wavesKnown) {
    // TRANSLATORS: {0} is the wave number the file holds.
    check.error(path, phrase(N_("expected a wave's number, from 1, found {0}"), wave));
  } else if (waves == 0) {
    // TRANSLATORS: {0} is the wave number the file holds; the message is one the level shows at that wave.
    check.error(path, phrase(N_("expected a wave of the level, found {0}: the level has no waves, so the message would "
                                "never show"),
                             wave));
  } else if (wave > 0) {
    check.error(
        // TRANSLATORS: 1..{0} are the level's waves, {1} the wave number the file holds; the message is one the level
        // shows at that wave.
        path, phrase(N_("expected a wave of the level, 1..{0}, found {1}: the message would never show"), waves, wave));
  } else {
    // TRANSLATORS: 1..{0} are the level's waves, {1} the wave number the file holds.
    check.error(path, phrase(N_("expected a wave of the level, 1..{0}, found {1}"), waves, wave));
  }
}

}  // namespace

void checkMessages(const LevelDef& level, bool wavesKnown, JsonCheck& check) {
  if (level.messages.size() > kMaxMessages) {
    check.error(
        "messages",
        // TRANSLATORS: the lines a level shows during play; {0} is the most it may have, {1} the number the file holds.
        phrasePlural(NP_("expected at most {0} message, found {1}", "expected at most {0} messages, found {1}"),
                     static_cast<int64_t>(kMaxMessages), kMaxMessages, level.messages.size()));
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
      check.error(textPath, phrase(N_("expected a non-empty line for the player")));
    } else {
      checkOneLine(m.text, textPath, check, kMaxMessageLength);
    }
  }
}

}  // namespace td
