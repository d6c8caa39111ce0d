#include <gtest/gtest.h>

#include <string>

#include "io/GameDefsJson.h"
#include "io/LevelJson.h"
#include "io/LevelWordsJson.h"
#include "tests/io/IoTestSupport.h"

namespace td {
namespace {

using Json = nlohmann::ordered_json;
using test::shippedTerrains;

// The small level with a message, so that a translation has one to follow.
Json translatedLevel(const std::string& translations) {
  Json doc = test::smallLevel();
  doc["waves"] = Json::parse(R"([{"groups": [{"enemy": "normal", "count": 1}]}])");
  doc["messages"] = Json::parse(R"([{"wave": 1, "text": "Here they come."}])");
  doc["translations"] = Json::parse(translations);
  return doc;
}

bool warned(const std::vector<JsonError>& warnings, const std::string& path) {
  for (const JsonError& w : warnings) {
    if (w.path == path) return true;
  }
  return false;
}

TEST(LevelWordsJson, TranslationsAreReadAndWrittenBackTheSame) {
  const LevelLoad load = parseLevel(translatedLevel(R"({
      "pl": {"name": "Mały poziom", "hint": "Buduj mury.", "messages": ["Nadchodzą."]},
      "zh_CN": {"name": "小关卡"}})")
                                        .dump(),
                                    shippedTerrains(), "words.json");
  ASSERT_TRUE(load.ok()) << (load.errors.empty() ? "" : load.errors[0].text());
  EXPECT_TRUE(load.warnings.empty());
  const LevelTranslations& t = load.level.translations;
  ASSERT_EQ(t.size(), 2u);
  EXPECT_EQ(t.at("pl").name, "Mały poziom");
  EXPECT_EQ(t.at("pl").hint, "Buduj mury.");
  EXPECT_EQ(t.at("pl").messages, (std::vector<std::string>{"Nadchodzą."}));
  EXPECT_EQ(t.at("zh_CN").name, "小关卡");
  // What a language leaves out is the English.
  EXPECT_EQ(wordsIn(t, "zh_CN", &LevelWords::hint, load.level.hint), load.level.hint);
  EXPECT_EQ(wordsIn(t, "zh_CN", &LevelWords::messages, 0, load.level.messages[0].text), "Here they come.");
  EXPECT_EQ(wordsIn(t, "pl", &LevelWords::messages, 0, load.level.messages[0].text), "Nadchodzą.");
  EXPECT_EQ(wordsIn(t, "ru", &LevelWords::name, load.level.name), load.level.name);

  // Saved and read again: nothing lost.
  const std::string text = levelToJson(load.level);
  const LevelLoad again = parseLevel(text, shippedTerrains(), "again.json");
  ASSERT_TRUE(again.ok());
  EXPECT_EQ(again.level.translations, t);
  EXPECT_EQ(levelToJson(again.level), text);
}

TEST(LevelWordsJson, AFaultyTranslationIsAWarningAndLeftOut) {
  const LevelLoad load = parseLevel(translatedLevel(R"({
      "Polish": {"name": "x"},
      "pl": {"name": 3, "hint": "two\nlines", "messages": ["ok", "one too many"], "colour": "red"},
      "ru": "Маленький"})")
                                        .dump(),
                                    shippedTerrains(), "faulty.json");
  ASSERT_TRUE(load.ok()) << (load.errors.empty() ? "" : load.errors[0].text());
  EXPECT_TRUE(warned(load.warnings, "translations.Polish"));
  EXPECT_TRUE(warned(load.warnings, "translations.pl.name"));
  EXPECT_TRUE(warned(load.warnings, "translations.pl.hint"));
  EXPECT_TRUE(warned(load.warnings, "translations.pl.messages"));
  EXPECT_TRUE(warned(load.warnings, "translations.pl.colour"));
  EXPECT_TRUE(warned(load.warnings, "translations.ru"));
  const LevelWords& pl = load.level.translations.at("pl");
  EXPECT_TRUE(pl.name.empty());
  EXPECT_TRUE(pl.hint.empty());
  EXPECT_EQ(pl.messages, (std::vector<std::string>{"ok"}));
  EXPECT_EQ(load.level.translations.count("ru"), 0u);
}

TEST(LevelWordsJson, LanguageCodes) {
  EXPECT_TRUE(isLanguageCode("pl"));
  EXPECT_TRUE(isLanguageCode("zh_CN"));
  EXPECT_TRUE(isLanguageCode("fil"));
  EXPECT_FALSE(isLanguageCode("p"));
  EXPECT_FALSE(isLanguageCode("PL"));
  EXPECT_FALSE(isLanguageCode("zh_cn"));
  EXPECT_FALSE(isLanguageCode("zh-CN"));
  EXPECT_FALSE(isLanguageCode(""));
}

}  // namespace
}  // namespace td
