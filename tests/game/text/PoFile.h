#pragma once

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

namespace td::test {

// One entry of a gettext .po or .pot file, as the catalogue tests need it.
struct PoEntry {
  std::string context;
  std::string id;
  std::string plural;                // empty: no plural forms
  std::vector<std::string> strings;  // msgstr, or msgstr[0], msgstr[1]...
  bool fuzzy = false;
  bool cFormat = false;  // flagged c-format: its % conversions are printf's
};

// Reads the entries of a .po file (the header, msgid "", left out; obsolete "#~" entries too). Enough of the
// format for files msgmerge and xgettext write.
inline std::vector<PoEntry> readPoFile(const std::filesystem::path& file) {
  std::ifstream in(file);
  std::vector<PoEntry> entries;
  PoEntry entry;
  std::string* into = nullptr;
  bool started = false;
  // The flags line ("#, fuzzy, c-format") comes before the entry it is about.
  bool fuzzyNext = false;
  bool cFormatNext = false;
  const auto finish = [&] {
    if (started && !(entry.id.empty() && entry.context.empty())) entries.push_back(entry);
    entry = PoEntry{};
    into = nullptr;
    started = false;
    fuzzyNext = false;
    cFormatNext = false;
  };
  // The text of a quoted string, its escapes undone.
  const auto unquote = [](const std::string& s) {
    std::string out;
    const size_t open = s.find('"');
    const size_t close = s.rfind('"');
    for (size_t i = open + 1; i < close; ++i) {
      if (s[i] == '\\' && i + 1 < close) {
        const char e = s[++i];
        out += e == 'n' ? '\n' : e == 't' ? '\t' : e;
      } else {
        out += s[i];
      }
    }
    return out;
  };
  std::string line;
  while (std::getline(in, line)) {
    if (line.rfind("#~", 0) == 0) continue;
    if (line.rfind("#,", 0) == 0) {
      if (started) finish();
      fuzzyNext = line.find("fuzzy") != std::string::npos;
      cFormatNext = line.find(" c-format") != std::string::npos;
      continue;
    }
    if (line.empty() || line[0] == '#') {
      if (line.empty() && started) finish();
      continue;
    }
    const auto starts = [&](const char* key) { return line.rfind(key, 0) == 0; };
    if (starts("msgctxt ")) {
      if (started && !entry.strings.empty()) finish();
      started = true;
      entry.fuzzy = fuzzyNext;
      entry.cFormat = cFormatNext;
      into = &entry.context;
      *into = unquote(line);
    } else if (starts("msgid_plural ")) {
      into = &entry.plural;
      *into = unquote(line);
    } else if (starts("msgid ")) {
      if (started && !entry.strings.empty()) finish();
      if (!started) {
        entry.fuzzy = fuzzyNext;
        entry.cFormat = cFormatNext;
      }
      started = true;
      into = &entry.id;
      *into = unquote(line);
    } else if (starts("msgstr")) {
      entry.strings.push_back(unquote(line));
      into = &entry.strings.back();
    } else if (line[0] == '"' && into != nullptr) {
      *into += unquote(line);
    }
    fuzzyNext = fuzzyNext && !started;
  }
  finish();
  return entries;
}

}  // namespace td::test
