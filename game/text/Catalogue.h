#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "engine/core/MessageMark.h"  // N_(), to mark a message translated where it is shown
#include "game/text/Language.h"

namespace td {

// The player-facing text in the player's language: GNU gettext catalogues (po/<code>.po, compiled by msgfmt
// when the game is built, docs/translating.md) read through the C library's libintl. The game chooses the
// language itself (Settings, `td --language`, the environment: game/text/Language.h) and tells libintl through
// LANGUAGE under the C.UTF-8 locale, which every glibc system has: a language then works where its locale is
// not generated, and can change while the game runs.
//
// The source strings are English and are the keys: tr("Paused"). Until a catalogue folder is opened, and for
// English, every call returns its English text.

// The text domain: <folder>/<code>/LC_MESSAGES/tower-defence.mo.
inline constexpr const char* kTextDomain = "tower-defence";

// Takes the first of `folders` that holds a catalogue for any language; false when none does (the game then
// speaks English, and says why).
bool openCatalogue(const std::vector<std::filesystem::path>& folders);
// The folder opened, or empty.
const std::filesystem::path& catalogueFolder();

void useLanguage(Language language);
Language currentLanguage();
// Whether the catalogue folder has the language's file (English always does).
bool catalogueHas(Language language);

// Every translation in the catalogue of `language`, one after another (empty for English or without a
// catalogue): the characters a font atlas must hold to write that language (the editor's panels).
std::string catalogueCharacters(Language language);

// A message; the keyword xgettext extracts (po/CMakeLists.txt). A printf format keeps its checks through it.
__attribute__((format_arg(1))) const char* tr(const char* msgid);
// The same where a short English word means different things: the context ("verb", "tower kind") tells
// translators which, and keeps the entries apart.
__attribute__((format_arg(2))) const char* trc(const char* context, const char* msgid);
// A message with a count in it, in the plural form the language uses for `n` (Polish and Russian have three).
__attribute__((format_arg(1), format_arg(2))) const char* trn(const char* singular, const char* plural,
                                                              unsigned long n);

// A number as the language writes it, thousands grouped: "4,210", "4 210" (a no-break space) in Polish and
// Russian.
std::string groupedText(long long n);
// With `digits` decimals: "1.5" in English and Chinese, "1,5" in Polish and Russian.
std::string decimalText(double value, int digits);

}  // namespace td
