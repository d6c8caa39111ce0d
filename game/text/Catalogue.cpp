#include "game/text/Catalogue.h"

#include <libintl.h>

#include <clocale>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iterator>

namespace td {
namespace {

namespace fs = std::filesystem;

struct State {
  fs::path folder;
  Language language = Language::English;
  std::string contextKey;  // scratch for trc
};

State& state() {
  static State s;
  return s;
}

fs::path catalogueFile(const fs::path& folder, Language language) {
  return folder / std::string(languageInfo(language).code) / "LC_MESSAGES" / (std::string(kTextDomain) + ".mo");
}

bool active() { return !state().folder.empty() && state().language != Language::English; }

}  // namespace

bool openCatalogue(const std::vector<fs::path>& folders) {
  for (const fs::path& folder : folders) {
    std::error_code ec;
    for (const LanguageInfo& info : kLanguages) {
      if (info.language == Language::English || !fs::is_regular_file(catalogueFile(folder, info.language), ec))
        continue;
      // Only LC_MESSAGES and LC_CTYPE matter to libintl; numbers stay as the C locale writes them, which the
      // game's files need.
      std::setlocale(LC_MESSAGES, "C.UTF-8");
      std::setlocale(LC_CTYPE, "C.UTF-8");
      bindtextdomain(kTextDomain, folder.c_str());
      bind_textdomain_codeset(kTextDomain, "UTF-8");
      state().folder = folder;
      useLanguage(state().language);
      return true;
    }
  }
  return false;
}

const fs::path& catalogueFolder() { return state().folder; }

void useLanguage(Language language) {
  state().language = language;
  // English is the messages' own text, which tr() returns without asking libintl.
  if (state().folder.empty() || language == Language::English) return;
  setenv("LANGUAGE", std::string(languageInfo(language).code).c_str(), 1);
  // Setting the domain again tells libintl that the catalogues changed, so it drops the translations it looked
  // up before (the gettext manual's way of changing the language while running).
  textdomain(kTextDomain);
}

Language currentLanguage() { return state().language; }

bool catalogueHas(Language language) {
  if (language == Language::English) return true;
  std::error_code ec;
  return !state().folder.empty() && fs::is_regular_file(catalogueFile(state().folder, language), ec);
}

std::string catalogueCharacters(Language language) {
  if (language == Language::English || state().folder.empty()) return {};
  std::ifstream in(catalogueFile(state().folder, language), std::ios::binary);
  const std::string mo((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  // The compiled catalogue (GNU gettext's .mo): a magic number telling the byte order, the count of messages,
  // and a table of (length, offset) for each translation, which the strings follow.
  const auto word = [&](size_t at, bool little) -> uint32_t {
    if (at + 4 > mo.size()) return 0;
    uint32_t v = 0;
    for (size_t i = 0; i < 4; ++i) {
      const auto b = static_cast<uint32_t>(static_cast<unsigned char>(mo[at + (little ? i : 3 - i)]));
      v |= b << (8 * i);
    }
    return v;
  };
  const bool little = word(0, true) == 0x950412deu;
  if (!little && word(0, false) != 0x950412deu) return {};
  const uint32_t count = word(8, little);
  const uint32_t table = word(16, little);
  std::string out;
  for (uint32_t i = 0; i < count; ++i) {
    const uint32_t length = word(table + 8 * size_t{i}, little);
    const uint32_t offset = word(table + 8 * size_t{i} + 4, little);
    if (size_t{offset} + length <= mo.size()) out.append(mo, offset, length);
  }
  return out;
}

const char* tr(const char* msgid) { return active() ? dgettext(kTextDomain, msgid) : msgid; }

const char* trc(const char* context, const char* msgid) {
  if (!active()) return msgid;
  // msgfmt stores an entry with a context under "context\x04msgid"; libintl returns the key itself when it has
  // no translation, and then the message is the English one.
  std::string& key = state().contextKey;
  key.assign(context).append(1, '\x04').append(msgid);
  const char* found = dgettext(kTextDomain, key.c_str());
  return found == key.c_str() ? msgid : found;
}

const char* trn(const char* singular, const char* plural, unsigned long n) {
  if (!active()) return n == 1 ? singular : plural;
  return dngettext(kTextDomain, singular, plural, n);
}

std::string groupedText(long long n) {
  const Language l = state().language;
  const char* separator = (l == Language::Polish || l == Language::Russian) ? "\u00a0" : ",";
  const std::string digits = std::to_string(n < 0 ? -n : n);
  std::string out;
  for (size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && (digits.size() - i) % 3 == 0) out += separator;
    out += digits[i];
  }
  return n < 0 ? "-" + out : out;
}

std::string decimalText(double value, int digits) {
  char text[48];
  std::snprintf(text, sizeof text, "%.*f", digits, value);
  const Language l = state().language;
  if (l == Language::Polish || l == Language::Russian) {
    if (char* dot = std::strchr(text, '.')) *dot = ',';
  }
  return text;
}

}  // namespace td
