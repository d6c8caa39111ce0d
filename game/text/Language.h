#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace td {

// The languages the game speaks. English is the catalogue's own (the source strings); the others come from
// po/<code>.po (docs/translating.md).
enum class Language : uint8_t { English, Polish, Russian, Chinese };

struct LanguageInfo {
  Language language;
  std::string_view code;        // in settings.json and `td --language`; the catalogue's folder name
  std::string_view nativeName;  // as the language calls itself, for Settings
  bool cjk;                     // needs a font with the CJK ideographs (fonts-noto-cjk)
};

inline constexpr std::array<LanguageInfo, 4> kLanguages = {{
    {Language::English, "en", "English", false},
    {Language::Polish, "pl", "Polski", false},
    {Language::Russian, "ru", "Русский", false},
    {Language::Chinese, "zh_CN", "中文", true},
}};

const LanguageInfo& languageInfo(Language language);

// A language from a code as settings, the command line or a locale name give it: "pl", "ru_RU.UTF-8",
// "zh_CN.utf8@euro", "zh" (simplified Chinese stands for every Chinese locale), "en_GB". Case does not matter.
// None for a language the game does not speak, and for "C" and "POSIX".
std::optional<Language> languageFromCode(std::string_view code);

// The language the environment asks for, as gettext reads it: the first known entry of LANGUAGE (a
// colon-separated list), then LC_ALL, LC_MESSAGES and LANG, the first set one deciding. The names are read, not
// passed to setlocale, so a locale that is not generated on the machine still chooses its language. `getenv`
// stands in for std::getenv in tests.
std::optional<Language> languageFromEnvironment(const char* (*getenv)(const char*));
std::optional<Language> languageFromEnvironment();

}  // namespace td
