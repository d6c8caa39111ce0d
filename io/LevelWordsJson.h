#pragma once

#include <map>
#include <string>

#include "engine/level/LevelDef.h"
#include "io/JsonCheck.h"

namespace td {

// The optional "translations" member of a level file: its words in other languages (engine/level/LevelWords.h).
//   "translations": {
//     "pl": {"name": "Otwarte pole", "hint": "...", "lesson": ["...", "..."], "messages": ["..."]},
//     "zh_CN": {"name": "开阔地"}
//   }
// Keyed by language code (two or three lower-case letters, then optionally "_" and a region: "pl", "zh_CN");
// every member is optional, and "lesson" and "messages" follow the level's own lists by index, at most as long
// as they are ("" for an entry said in English). The texts meet the rules of the English ones they stand for
// (one line, the same lengths). Checked here whole: a translation never keeps a level from loading, so its
// problems are warnings and the faulty text is left out.

// "pl", "zh_CN": two or three lower-case letters, then optionally "_" and two or three capitals.
bool isLanguageCode(const std::string& code);

// The "translations" member of a kind in the definitions (towers.json, enemies.json, heroes.json): its name in
// other languages, {"pl": {"name": "Łucznik"}, ...}, into `names` by language code; with `summaries`, a
// specialisation's one-line "summary" too. Problems are warnings.
void readKindNames(JsonCheck& check, const JsonCheck::Json& entry, const std::string& path,
                   std::map<std::string, std::string>& names, std::map<std::string, std::string>* summaries = nullptr);

// Fills `level.translations` when the member is there (after the lesson and messages were read).
void readLevelWords(JsonCheck& check, const JsonCheck::Json& root, LevelDef& level);

// The member's canonical text with the given indentation, without a trailing comma; empty when there are none.
std::string levelWordsJson(const LevelTranslations& translations, const std::string& indent);

}  // namespace td
