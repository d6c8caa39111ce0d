#include <gtest/gtest.h>

#include "engine/core/TextFormat.h"
#include "game/text/Catalogue.h"

#ifndef TD_BUILD_LOCALE_DIR
#error "TD_BUILD_LOCALE_DIR is where the build compiled the translations"
#endif

namespace td {
namespace {

class Catalogue : public ::testing::Test {
 protected:
  void SetUp() override { ASSERT_TRUE(openCatalogue({"/nonexistent", TD_BUILD_LOCALE_DIR})); }
  void TearDown() override { useLanguage(Language::English); }
};

TEST_F(Catalogue, TheLanguageChangesWhileRunningAndEnglishIsTheSource) {
  EXPECT_EQ(catalogueFolder(), std::filesystem::path(TD_BUILD_LOCALE_DIR));
  for (const LanguageInfo& info : kLanguages) EXPECT_TRUE(catalogueHas(info.language)) << info.code;
  useLanguage(Language::English);
  EXPECT_STREQ(tr("usage:"), "usage:");
  useLanguage(Language::Polish);
  const std::string polish = tr("usage:");
  EXPECT_NE(polish, "usage:");
  useLanguage(Language::Russian);
  const std::string russian = tr("usage:");
  EXPECT_NE(russian, "usage:");
  EXPECT_NE(russian, polish);
  useLanguage(Language::Polish);
  EXPECT_EQ(tr("usage:"), polish);
  // A message the catalogue does not have is said in English.
  EXPECT_STREQ(tr("a message no catalogue has"), "a message no catalogue has");
  EXPECT_STREQ(trc("some context", "a message no catalogue has"), "a message no catalogue has");
}

TEST_F(Catalogue, TheCharactersOfACatalogueAreEveryTranslation) {
  EXPECT_TRUE(catalogueCharacters(Language::English).empty());
  const std::string chinese = catalogueCharacters(Language::Chinese);
  useLanguage(Language::Chinese);
  EXPECT_NE(chinese.find(tr("usage:")), std::string::npos);
  useLanguage(Language::Russian);
  EXPECT_NE(catalogueCharacters(Language::Russian).find(tr("usage:")), std::string::npos);
  EXPECT_EQ(chinese.find("usage:"), std::string::npos);
}

TEST_F(Catalogue, NumbersAreWrittenAsTheLanguageWritesThem) {
  useLanguage(Language::English);
  EXPECT_EQ(groupedText(4210), "4,210");
  EXPECT_EQ(groupedText(-1234567), "-1,234,567");
  EXPECT_EQ(decimalText(1.25, 1), "1.2");
  useLanguage(Language::Polish);
  EXPECT_EQ(groupedText(4210), "4\u00a0210");
  EXPECT_EQ(decimalText(2.5, 1), "2,5");
  useLanguage(Language::Chinese);
  EXPECT_EQ(groupedText(999), "999");
  EXPECT_EQ(groupedText(1000), "1,000");
}

TEST_F(Catalogue, PluralFormsFollowTheLanguagesRules) {
  // xgettext does not see these: the entries come from the catalogue's own test messages below.
  useLanguage(Language::English);
  EXPECT_EQ(textf(trn("{0} tower", "{0} towers", 1), 1), "1 tower");
  EXPECT_EQ(textf(trn("{0} tower", "{0} towers", 5), 5), "5 towers");
}

}  // namespace
}  // namespace td
