#include <gtest/gtest.h>

#include "game/text/Catalogue.h"
#include "game/text/DataWords.h"

namespace td {
namespace {

TEST(DataWords, NamesFollowTheLanguageAndFallBackToEnglish) {
  TowerDef archer;
  archer.name = "Archer";
  archer.names = {{"pl", "Łucznik"}, {"zh_CN", "弓箭塔"}};
  useLanguage(Language::English);
  EXPECT_EQ(kindName(archer), "Archer");
  useLanguage(Language::Polish);
  EXPECT_EQ(kindName(archer), "Łucznik");
  useLanguage(Language::Russian);  // none given: the English
  EXPECT_EQ(kindName(archer), "Archer");
  useLanguage(Language::English);
}

TEST(DataWords, TheNameCharactersHoldEveryTranslatedName) {
  GameDefs defs;
  EnemyDef bat;
  bat.name = "Bat";
  bat.names = {{"zh_CN", "蝙蝠"}};
  defs.enemies.push_back(bat);
  TerrainDef ford;
  ford.name = "ford";
  ford.names = {{"ru", "брод"}};
  const std::vector<TerrainDef> terrains{ford};
  const std::string characters = nameCharacters(defs, terrains);
  EXPECT_NE(characters.find("蝙蝠"), std::string::npos);
  EXPECT_NE(characters.find("брод"), std::string::npos);
  EXPECT_EQ(characters.find("Bat"), std::string::npos);
}

}  // namespace
}  // namespace td
