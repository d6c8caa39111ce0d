#include <gtest/gtest.h>

#include "engine/core/MessageMark.h"
#include "game/text/Catalogue.h"
#include "game/text/PhraseText.h"

#ifndef TD_BUILD_LOCALE_DIR
#error "TD_BUILD_LOCALE_DIR is where the build compiled the translations"
#endif

namespace td {
namespace {

class PhraseText : public ::testing::Test {
 protected:
  void SetUp() override { ASSERT_TRUE(openCatalogue({TD_BUILD_LOCALE_DIR})); }
  void TearDown() override { useLanguage(Language::English); }
};

TEST_F(PhraseText, EnglishIsThePhrasesOwnText) {
  useLanguage(Language::English);
  const Phrase p = phrasePlural(NP_("{0} life", "{0} lives"), 3, 3);
  EXPECT_EQ(phraseText(p), p.english());
  EXPECT_EQ(phraseText(Phrase()), "");
}

TEST_F(PhraseText, ThePatternThePluralFormAndTheWordsAreTranslated) {
  useLanguage(Language::Polish);
  EXPECT_EQ(phraseText(phrase(N_("the game is over"))), tr("the game is over"));
  EXPECT_NE(phraseText(phrase(N_("the game is over"))), "the game is over");
  // Polish has three forms: 1, 2-4, and 5 and more.
  const PluralMark lives = NP_("{0} life", "{0} lives");
  EXPECT_EQ(phraseText(phrasePlural(lives, 1, 1)), "1 życie");
  EXPECT_EQ(phraseText(phrasePlural(lives, 3, 3)), "3 życia");
  EXPECT_EQ(phraseText(phrasePlural(lives, 7, 7)), "7 żyć");
  // A word in a place and an inner phrase are said in the language as well; text is left as it is.
  const Phrase p = phrase(N_("{0}: {1}"), Word{N_("strongest")}, phrase(N_("the game is over")));
  EXPECT_EQ(phraseText(p), std::string(tr("strongest")) + ": " + tr("the game is over"));
  EXPECT_EQ(phraseText(Phrase::verbatim("Plik {0}")), "Plik {0}");
}

TEST_F(PhraseText, LongIntegersAreGroupedAsTheLanguageGroupsThem) {
  const Phrase p = phrase(N_("{0} x {1} ({2})"), 1024, 1024, int64_t{1048576});
  EXPECT_EQ(p.english(), "1024 x 1024 (1048576)");
  useLanguage(Language::English);
  EXPECT_EQ(phraseText(p), "1024 x 1024 (1,048,576)");
  useLanguage(Language::Polish);
  EXPECT_EQ(phraseText(p), "1024 x 1024 (1\u00a0048\u00a0576)");
}

TEST_F(PhraseText, AProblemNamesItsFileAndPlaceThenSaysWhatIsWrong) {
  useLanguage(Language::Polish);
  const JsonError problem{"levels/a.json", "lives", phrase(N_("the game is over"))};
  EXPECT_EQ(problemText(problem), std::string("levels/a.json: lives: ") + tr("the game is over"));
  useLanguage(Language::English);
  EXPECT_EQ(problemText(problem), problem.text());
}

}  // namespace
}  // namespace td
