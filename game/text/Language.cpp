#include "game/text/Language.h"

#include <cstdlib>
#include <string>

namespace td {

const LanguageInfo& languageInfo(Language language) {
  for (const LanguageInfo& info : kLanguages) {
    if (info.language == language) return info;
  }
  return kLanguages[0];
}

std::optional<Language> languageFromCode(std::string_view code) {
  // The language part of language[_territory][.codeset][@modifier].
  const size_t end = code.find_first_of("_.@-");
  std::string lang(code.substr(0, end));
  for (char& c : lang) c = static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
  if (lang == "en") return Language::English;
  if (lang == "pl") return Language::Polish;
  if (lang == "ru") return Language::Russian;
  if (lang == "zh") return Language::Chinese;
  return std::nullopt;
}

std::optional<Language> languageFromEnvironment(const char* (*getenv)(const char*)) {
  const auto set = [&](const char* name) -> std::string_view {
    const char* value = getenv(name);
    return value == nullptr ? std::string_view() : std::string_view(value);
  };
  // gettext reads LANGUAGE only when the locale is not "C"; here the locale is the game's to choose, so a player
  // who sets LANGUAGE alone is heard too.
  std::string_view list = set("LANGUAGE");
  while (!list.empty()) {
    const size_t colon = list.find(':');
    if (const auto language = languageFromCode(list.substr(0, colon))) return language;
    if (colon == std::string_view::npos) break;
    list.remove_prefix(colon + 1);
  }
  for (const char* name : {"LC_ALL", "LC_MESSAGES", "LANG"}) {
    const std::string_view value = set(name);
    if (!value.empty()) return languageFromCode(value);
  }
  return std::nullopt;
}

std::optional<Language> languageFromEnvironment() {
  return languageFromEnvironment([](const char* name) -> const char* { return std::getenv(name); });
}

}  // namespace td
