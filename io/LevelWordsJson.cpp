#include "io/LevelWordsJson.h"

#include "engine/core/MessageMark.h"
#include "io/LevelCheck.h"
#include "io/MessageCheck.h"
#include "io/Utf8Text.h"

namespace td {
namespace {

using Json = JsonCheck::Json;

std::string wordsQuoted(const std::string& text) {
  return Json(text).dump(-1, ' ', false, Json::error_handler_t::replace);
}

}  // namespace

bool isLanguageCode(const std::string& code) {
  const auto lower = [](char c) { return c >= 'a' && c <= 'z'; };
  const auto upper = [](char c) { return c >= 'A' && c <= 'Z'; };
  size_t i = 0;
  while (i < code.size() && lower(code[i])) ++i;
  if (i < 2 || i > 3) return false;
  if (i == code.size()) return true;
  if (code[i] != '_' || code.size() - i - 1 < 2 || code.size() - i - 1 > 3) return false;
  for (size_t k = i + 1; k < code.size(); ++k) {
    if (!upper(code[k])) return false;
  }
  return true;
}

namespace {

// One line of text within `most` characters, or a warning and nothing.
std::string translatedLine(JsonCheck& check, const Json& value, const std::string& path, size_t most) {
  if (!value.is_string()) {
    check.warn(path, phrase(N_("expected text; left out")));
    return {};
  }
  std::string text = value.get<std::string>();
  JsonCheck probe(check.source());
  checkOneLine(text, path, probe, most);
  const bool fine = probe.errorCount() == 0;
  for (const JsonError& e : probe.takeErrors()) check.warn(e.path, phrase(N_("{0}; left out"), e.message));
  return fine ? text : std::string();
}

std::vector<std::string> translatedLines(JsonCheck& check, const Json& value, const std::string& path, size_t count,
                                         size_t most) {
  std::vector<std::string> out;
  if (!value.is_array()) {
    check.warn(path, phrase(N_("expected a list of texts; left out")));
    return out;
  }
  if (value.size() > count) {
    check.warn(path, phrasePlural(NP_("expected at most {0} text, one for each of the level's; the rest are left out",
                                      "expected at most {0} texts, one for each of the level's; the rest are left out"),
                                  static_cast<int64_t>(count), count));
  }
  for (size_t i = 0; i < std::min(count, value.size()); ++i) {
    out.push_back(translatedLine(check, value[i], JsonCheck::index(path, i), most));
  }
  return out;
}

}  // namespace

void readLevelWords(JsonCheck& check, const Json& root, LevelDef& level) {
  const Json* member = JsonCheck::find(root, "translations");
  if (member == nullptr) return;
  if (!member->is_object()) {
    check.warn("translations", phrase(N_("expected an object of languages; left out")));
    return;
  }
  for (const auto& [code, entry] : member->items()) {
    const std::string path = JsonCheck::key("translations", code);
    if (!isLanguageCode(code)) {
      check.warn(path, phrase(N_("expected a language code such as \"pl\" or \"zh_CN\"; left out")));
      continue;
    }
    if (!entry.is_object()) {
      check.warn(path, phrase(N_("expected an object of texts; left out")));
      continue;
    }
    check.warnUnknownKeys(entry, path, {"name", "hint", "lesson", "messages"});
    LevelWords words;
    if (const Json* v = JsonCheck::find(entry, "name"))
      words.name = translatedLine(check, *v, JsonCheck::key(path, "name"), kMaxNameLength);
    if (const Json* v = JsonCheck::find(entry, "hint"))
      words.hint = translatedLine(check, *v, JsonCheck::key(path, "hint"), kMaxHintLength);
    if (const Json* v = JsonCheck::find(entry, "lesson")) {
      words.lesson = translatedLines(check, *v, JsonCheck::key(path, "lesson"), level.lesson.size(), kMaxHintLength);
    }
    if (const Json* v = JsonCheck::find(entry, "messages")) {
      words.messages =
          translatedLines(check, *v, JsonCheck::key(path, "messages"), level.messages.size(), kMaxMessageLength);
    }
    level.translations[code] = std::move(words);
  }
}

void readKindNames(JsonCheck& check, const Json& entry, const std::string& path,
                   std::map<std::string, std::string>& names, std::map<std::string, std::string>* summaries) {
  const Json* member = JsonCheck::find(entry, "translations");
  if (member == nullptr) return;
  const std::string at = JsonCheck::key(path, "translations");
  if (!member->is_object()) {
    check.warn(at, phrase(N_("expected an object of languages; left out")));
    return;
  }
  for (const auto& [code, words] : member->items()) {
    const std::string wordsPath = JsonCheck::key(at, code);
    if (!isLanguageCode(code) || !words.is_object()) {
      check.warn(wordsPath,
                 phrase(N_("expected a language code such as \"pl\" and an object with the name; left out")));
      continue;
    }
    if (summaries != nullptr) {
      check.warnUnknownKeys(words, wordsPath, {"name", "summary"});
    } else {
      check.warnUnknownKeys(words, wordsPath, {"name"});
    }
    if (const Json* name = JsonCheck::find(words, "name")) {
      std::string text = translatedLine(check, *name, JsonCheck::key(wordsPath, "name"), kMaxNameLength);
      if (!text.empty()) names[code] = std::move(text);
    }
    const Json* summary = summaries != nullptr ? JsonCheck::find(words, "summary") : nullptr;
    if (summary != nullptr) {
      std::string text = translatedLine(check, *summary, JsonCheck::key(wordsPath, "summary"), kMaxHintLength);
      if (!text.empty()) (*summaries)[code] = std::move(text);
    }
  }
}

std::string levelWordsJson(const LevelTranslations& translations, const std::string& indent) {
  if (translations.empty()) return {};
  std::string out = indent + "\"translations\": {";
  bool firstLanguage = true;
  for (const auto& [code, words] : translations) {
    out += (firstLanguage ? "\n" : ",\n") + indent + "  " + wordsQuoted(code) + ": {";
    firstLanguage = false;
    bool first = true;
    const auto field = [&](const char* name, const std::string& value) {
      out += std::string(first ? "\n" : ",\n") + indent + "    \"" + name + "\": " + value;
      first = false;
    };
    const auto list = [&](const std::vector<std::string>& texts) {
      std::string l = "[";
      for (size_t i = 0; i < texts.size(); ++i) {
        l += (i == 0 ? "\n" : ",\n") + indent + "      " + wordsQuoted(texts[i]);
      }
      return l + (texts.empty() ? "]" : "\n" + indent + "    ]");
    };
    if (!words.name.empty()) field("name", wordsQuoted(words.name));
    if (!words.hint.empty()) field("hint", wordsQuoted(words.hint));
    if (!words.lesson.empty()) field("lesson", list(words.lesson));
    if (!words.messages.empty()) field("messages", list(words.messages));
    out += first ? "}" : "\n" + indent + "  }";
  }
  return out + "\n" + indent + "}";
}

}  // namespace td
