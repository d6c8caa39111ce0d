#include <gtest/gtest.h>

#include <map>
#include <set>
#include <string_view>

#include "tests/game/text/PoFile.h"

// Set by tests/game_modules.cmake: the template the build extracted from the sources, and the translations.
#ifndef TD_POT_FILE
#error "TD_POT_FILE is the build's message template"
#endif
#ifndef TD_PO_DIR
#error "TD_PO_DIR is the project's po/ folder"
#endif

namespace td {
namespace {

std::string keyOf(const test::PoEntry& e) { return e.context + '\x04' + e.id; }

// The numbered places of a message ({0}, {1}), each once (a translation may name a thing twice where English
// says "it", or once where English repeats it), and, in a printf format, its conversions (%s, %d, %zu, %.1f), each
// counted; a "%" elsewhere is a percent sign.
// Scanned by hand: GCC 12's std::regex draws false "maybe uninitialized" warnings in the sanitized build.
std::multiset<std::string> placesOf(const std::string& text, bool printf) {
  std::multiset<std::string> places;
  for (size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '{' && i + 2 < text.size() && text[i + 1] >= '0' && text[i + 1] <= '9' && text[i + 2] == '}') {
      if (places.count(text.substr(i, 3)) == 0) places.insert(text.substr(i, 3));
      i += 2;
    } else if (printf && text[i] == '%') {
      size_t j = i + 1;
      while (j < text.size() && std::string_view("-+ #0123456789.").find(text[j]) != std::string_view::npos) ++j;
      while (j < text.size() && (text[j] == 'l' || text[j] == 'z')) ++j;
      if (j < text.size() && std::string_view("sdufgcx%").find(text[j]) != std::string_view::npos) {
        places.insert(text.substr(i, j - i + 1));
        i = j;
      }
    }
  }
  return places;
}

class CatalogueEntries : public ::testing::TestWithParam<const char*> {};

TEST_P(CatalogueEntries, EveryMessageIsTranslatedWithTheSamePlacesAndNoneIsLeftOver) {
  const auto pot = test::readPoFile(TD_POT_FILE);
  ASSERT_FALSE(pot.empty()) << TD_POT_FILE;
  const auto po = test::readPoFile(std::filesystem::path(TD_PO_DIR) / (std::string(GetParam()) + ".po"));
  std::map<std::string, const test::PoEntry*> translated;
  for (const auto& e : po) translated[keyOf(e)] = &e;

  std::set<std::string> wanted;
  for (const auto& source : pot) {
    wanted.insert(keyOf(source));
    const auto it = translated.find(keyOf(source));
    if (it == translated.end()) {
      ADD_FAILURE() << GetParam() << ".po lacks \"" << source.id << "\" (run scripts/update-po, then translate it)";
      continue;
    }
    const test::PoEntry& t = *it->second;
    EXPECT_FALSE(t.fuzzy) << GetParam() << ".po: \"" << source.id << "\" is fuzzy: check the translation";
    EXPECT_EQ(t.plural, source.plural) << source.id;
    ASSERT_FALSE(t.strings.empty()) << source.id;
    const std::multiset<std::string> places =
        placesOf(source.plural.empty() ? source.id : source.plural, source.cFormat);
    for (const std::string& s : t.strings) {
      EXPECT_FALSE(s.empty()) << GetParam() << ".po: \"" << source.id << "\" is not translated";
      // Every plural form keeps the count: Russian's form for 1 serves 21 and 31 too.
      if (!s.empty()) {
        EXPECT_EQ(placesOf(s, source.cFormat), places)
            << GetParam() << ".po: \"" << source.id << "\" -> \"" << s << "\"";
      }
    }
  }
  for (const auto& e : po) {
    EXPECT_TRUE(wanted.count(keyOf(e))) << GetParam() << ".po has \"" << e.id
                                        << "\", which the game no longer says (run scripts/update-po)";
  }
}

INSTANTIATE_TEST_SUITE_P(Languages, CatalogueEntries, ::testing::Values("pl", "ru", "zh_CN"),
                         [](const auto& p) { return std::string(p.param); });

}  // namespace
}  // namespace td
