#include "io/LevelMessagesJson.h"

#include <cmath>
#include <limits>

#include "engine/core/MessageMark.h"
#include "io/FloatText.h"
#include "io/LevelJson.h"
#include "io/MessageCheck.h"
#include "io/NearName.h"

namespace td {
namespace {

using Json = JsonCheck::Json;

std::string messageQuoted(const std::string& text) {
  return Json(text).dump(-1, ' ', false, Json::error_handler_t::replace);
}

// "wave" or "seconds" of the entry at `path`, whichever it has: exactly one.
bool readCue(JsonCheck& check, const Json& entry, const std::string& path, LevelMessage& message) {
  const Json* wave = JsonCheck::find(entry, "wave");
  const Json* seconds = JsonCheck::find(entry, "seconds");
  if (wave != nullptr && seconds != nullptr) {
    check.error(path, phrase(N_("expected \"wave\" or \"seconds\", not both: a message comes at one moment")));
    return false;
  }
  if (wave == nullptr && seconds == nullptr) {
    Phrase said =
        phrase(N_("expected \"wave\" (shown as that wave starts) or \"seconds\" (shown at that time of the game)"));
    // A typo of either is named, as a missing required key's would be.
    for (const auto& item : entry.items()) {
      if (const auto meant = nearName(item.key(), {"wave", "seconds"})) {
        // TRANSLATORS: {0} is a key as the file spells it, {1} the key it is likely a typo of ("wave").
        said = phrase(N_("expected \"wave\" (shown as that wave starts) or \"seconds\" (shown at that time of the "
                         "game) (the file has \"{0}\": a typo of \"{1}\"?)"),
                      item.key(), std::string(*meant));
        break;
      }
    }
    check.error(path, std::move(said));
    return false;
  }
  if (wave != nullptr) {
    // Any whole number is read: whether the level has that wave is judged with the rest of the level.
    const auto n = check.integerIn(*wave, JsonCheck::key(path, "wave"), std::numeric_limits<int32_t>::min(),
                                   std::numeric_limits<int32_t>::max());
    if (!n) return false;
    message.cue = MessageCue::Wave;
    message.wave = static_cast<int32_t>(*n);
    return true;
  }
  const std::string secondsPath = JsonCheck::key(path, "seconds");
  const auto s = check.number(*seconds, secondsPath);
  if (!s) return false;
  // A larger value would become infinity as a float and slip past the range check.
  if (std::fabs(*s) > static_cast<double>(std::numeric_limits<float>::max())) {
    check.error(secondsPath, phrase(N_("expected a number, found one too large to use")));
    return false;
  }
  message.cue = MessageCue::Time;
  message.seconds = static_cast<float>(*s);
  return true;
}

bool readMessage(JsonCheck& check, const Json& entry, const std::string& path, LevelMessage& message) {
  if (!check.isObject(entry, path)) return false;
  check.warnUnknownKeys(entry, path, kMessageKeys);
  bool ok = readCue(check, entry, path, message);
  if (const Json* text = check.member(entry, path, "text")) {
    if (auto line = check.string(*text, JsonCheck::key(path, "text"))) {
      message.text = std::move(*line);
    } else {
      ok = false;
    }
  } else {
    ok = false;
  }
  return ok;
}

}  // namespace

bool readLevelMessages(JsonCheck& check, const Json& root, LevelDef& level) {
  const Json* list = JsonCheck::find(root, "messages");
  if (list == nullptr) return true;
  if (!check.isArray(*list, "messages")) return false;
  // Checked here too: no point reading a million entries to refuse them.
  if (list->size() > kMaxMessages) {
    check.error("messages",
                phrasePlural(NP_("expected at most {0} message, found {1}", "expected at most {0} messages, found {1}"),
                             kMaxMessages, kMaxMessages, list->size()));
    return false;
  }
  std::vector<LevelMessage> messages(list->size());
  bool ok = true;
  for (size_t i = 0; i < list->size(); ++i) {
    ok = readMessage(check, (*list)[i], JsonCheck::index("messages", i), messages[i]) && ok;
  }
  if (ok) level.messages = std::move(messages);
  return ok;
}

std::string levelMessagesJson(const std::vector<LevelMessage>& messages, const std::string& indent) {
  std::string out = indent + "\"messages\": [";
  for (size_t i = 0; i < messages.size(); ++i) {
    const LevelMessage& m = messages[i];
    out += (i == 0 ? "\n" : ",\n") + indent + "  {";
    out += m.cue == MessageCue::Wave ? "\"wave\": " + std::to_string(m.wave) : "\"seconds\": " + floatText(m.seconds);
    out += ", \"text\": " + messageQuoted(m.text) + "}";
  }
  out += messages.empty() ? "]" : "\n" + indent + "]";
  return out;
}

}  // namespace td
