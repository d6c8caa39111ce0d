#include <gtest/gtest.h>

#include <map>
#include <string>

#include "game/text/Language.h"

namespace td {
namespace {

TEST(Language, CodesAndLocaleNamesChooseTheLanguage) {
  EXPECT_EQ(languageFromCode("pl"), Language::Polish);
  EXPECT_EQ(languageFromCode("ru_RU.UTF-8"), Language::Russian);
  EXPECT_EQ(languageFromCode("zh_CN.utf8"), Language::Chinese);
  EXPECT_EQ(languageFromCode("zh_TW"), Language::Chinese);
  EXPECT_EQ(languageFromCode("EN_gb"), Language::English);
  EXPECT_EQ(languageFromCode("pl_PL@euro"), Language::Polish);
  EXPECT_EQ(languageFromCode("de_DE.UTF-8"), std::nullopt);
  EXPECT_EQ(languageFromCode("C.UTF-8"), std::nullopt);
  EXPECT_EQ(languageFromCode("POSIX"), std::nullopt);
  EXPECT_EQ(languageFromCode(""), std::nullopt);
  for (const LanguageInfo& info : kLanguages) EXPECT_EQ(languageFromCode(info.code), info.language);
}

std::map<std::string, std::string> gEnvironment;

const char* fakeGetenv(const char* name) {
  const auto it = gEnvironment.find(name);
  return it == gEnvironment.end() ? nullptr : it->second.c_str();
}

TEST(Language, TheEnvironmentIsReadAsGettextReadsIt) {
  gEnvironment = {};
  EXPECT_EQ(languageFromEnvironment(fakeGetenv), std::nullopt);
  gEnvironment = {{"LANG", "ru_RU.UTF-8"}};
  EXPECT_EQ(languageFromEnvironment(fakeGetenv), Language::Russian);
  // LC_MESSAGES before LANG, LC_ALL before both.
  gEnvironment = {{"LANG", "ru_RU.UTF-8"}, {"LC_MESSAGES", "pl_PL.UTF-8"}};
  EXPECT_EQ(languageFromEnvironment(fakeGetenv), Language::Polish);
  gEnvironment = {{"LANG", "ru_RU.UTF-8"}, {"LC_MESSAGES", "pl_PL.UTF-8"}, {"LC_ALL", "zh_CN.UTF-8"}};
  EXPECT_EQ(languageFromEnvironment(fakeGetenv), Language::Chinese);
  // The first set variable decides, even for a language the game does not speak: a German player gets English.
  gEnvironment = {{"LANG", "ru_RU.UTF-8"}, {"LC_ALL", "de_DE.UTF-8"}};
  EXPECT_EQ(languageFromEnvironment(fakeGetenv), std::nullopt);
  // LANGUAGE's list is searched for the first language the game speaks.
  gEnvironment = {{"LANG", "ru_RU.UTF-8"}, {"LANGUAGE", "de:pl:en"}};
  EXPECT_EQ(languageFromEnvironment(fakeGetenv), Language::Polish);
  gEnvironment = {{"LANG", "ru_RU.UTF-8"}, {"LANGUAGE", "de:fr"}};
  EXPECT_EQ(languageFromEnvironment(fakeGetenv), Language::Russian);
  // An empty variable is as good as unset.
  gEnvironment = {{"LANG", "zh_CN.UTF-8"}, {"LC_ALL", ""}};
  EXPECT_EQ(languageFromEnvironment(fakeGetenv), Language::Chinese);
}

}  // namespace
}  // namespace td
