#pragma once

#include <cstddef>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace td {

// A level's words in one language other than English (its "translations" member, docs/level-format.md): the
// name, the hint, and the text of each lesson step and message, by their index in the level's lists. Whatever
// a language leaves empty is shown in English, the level's own words.
struct LevelWords {
  std::string name;
  std::string hint;
  std::vector<std::string> lesson;
  std::vector<std::string> messages;

  bool operator==(const LevelWords&) const = default;
};

// By language code ("pl", "ru", "zh_CN").
using LevelTranslations = std::map<std::string, LevelWords>;

// The text in the language `code`, else the English.
inline const std::string& wordsIn(const LevelTranslations& translations, const std::string& code,
                                  const std::string LevelWords::*field, const std::string& english) {
  const auto it = translations.find(code);
  if (it == translations.end() || (it->second.*field).empty()) return english;
  return it->second.*field;
}

// Entry `i` of a translated list (lesson or messages) in the language `code`, else the English.
inline const std::string& wordsIn(const LevelTranslations& translations, const std::string& code,
                                  std::vector<std::string> LevelWords::*list, size_t i, const std::string& english) {
  const auto it = translations.find(code);
  if (it == translations.end() || i >= (it->second.*list).size() || (it->second.*list)[i].empty()) return english;
  return (it->second.*list)[i];
}

// Keeps every translation's `list` (lesson or messages) parallel to the level's own after an edit of it:
// `kept[i]` is the index, before the edit, of the entry now at i, or -1 for a new entry (which has no translation
// yet). Entries of the translation past its end stay untranslated.
inline void followEdit(LevelTranslations& translations, std::vector<std::string> LevelWords::*list,
                       const std::vector<int32_t>& kept) {
  for (auto& [code, words] : translations) {
    std::vector<std::string>& texts = words.*list;
    if (texts.empty()) continue;
    std::vector<std::string> next(kept.size());
    for (size_t i = 0; i < kept.size(); ++i) {
      if (kept[i] >= 0 && static_cast<size_t>(kept[i]) < texts.size())
        next[i] = std::move(texts[static_cast<size_t>(kept[i])]);
    }
    while (!next.empty() && next.back().empty()) next.pop_back();
    texts = std::move(next);
  }
}

// The `kept` list of an entry inserted at `at` into a list of `count` (now count + 1), of one removed from `at`,
// and of one moved from `from` to `to`.
inline std::vector<int32_t> keptAfterInsert(size_t count, size_t at) {
  std::vector<int32_t> kept;
  for (size_t i = 0; i <= count; ++i) kept.push_back(i == at ? -1 : static_cast<int32_t>(i < at ? i : i - 1));
  return kept;
}
inline std::vector<int32_t> keptAfterRemove(size_t count, size_t at) {
  std::vector<int32_t> kept;
  for (size_t i = 0; i + 1 < count; ++i) kept.push_back(static_cast<int32_t>(i < at ? i : i + 1));
  return kept;
}
inline std::vector<int32_t> keptAfterMove(size_t count, size_t from, size_t to) {
  std::vector<int32_t> kept;
  for (size_t i = 0; i < count; ++i) kept.push_back(static_cast<int32_t>(i));
  kept.erase(kept.begin() + static_cast<std::ptrdiff_t>(from));
  kept.insert(kept.begin() + static_cast<std::ptrdiff_t>(to), static_cast<int32_t>(from));
  return kept;
}

}  // namespace td
