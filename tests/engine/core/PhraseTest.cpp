#include <gtest/gtest.h>

#include "engine/core/MessageMark.h"
#include "engine/core/Phrase.h"

namespace td {
namespace {

TEST(Phrase, EnglishFillsThePlacesInTheirOrder) {
  const Phrase p = phrase(N_("{1} is outside the {0}x{2} map"), 24, std::string("(30, 2)"), 16);
  EXPECT_EQ(p.english(), "(30, 2) is outside the 24x16 map");
  EXPECT_FALSE(p.empty());
  EXPECT_TRUE(Phrase().empty());
  EXPECT_EQ(Phrase().english(), "");
}

TEST(Phrase, APluralTakesTheFormForItsCount) {
  const PluralMark forms = NP_("{0} group lost its spawn", "{0} groups lost their spawn");
  EXPECT_EQ(phrasePlural(forms, 1, 1).english(), "1 group lost its spawn");
  EXPECT_EQ(phrasePlural(forms, 3, 3).english(), "3 groups lost their spawn");
  EXPECT_EQ(phrasePlural(forms, 0, 0).english(), "0 groups lost their spawn");
}

TEST(Phrase, WordsAndInnerPhrasesFillPlacesAndKeepTheirParts) {
  const Phrase inner = phrase(N_("the number {0}"), std::string("1.5"));
  const Phrase p = phrase(N_("expected {0}, found {1}"), Word{N_("a string")}, inner);
  EXPECT_EQ(p.english(), "expected a string, found the number 1.5");
  ASSERT_EQ(p.args().size(), 2u);
  EXPECT_STREQ(p.args()[0].word, "a string");
  ASSERT_EQ(p.args()[1].inner.size(), 1u);
  EXPECT_STREQ(p.args()[1].inner.front().pattern(), "the number {0}");
}

TEST(Phrase, VerbatimTextIsNeverReadAsAPattern) {
  EXPECT_EQ(Phrase::verbatim("No such file {0} {1}").english(), "No such file {0} {1}");
  EXPECT_EQ(phrase(N_("cannot read it: {0}"), std::string("{1}")).english(), "cannot read it: {1}");
}

TEST(Phrase, ChangeTextsReachesEveryFilledTextButNotTheWords) {
  Phrase p =
      phrase(N_("{0} and {1} and {2}"), std::string("a"), Word{N_("a string")}, phrase(N_("in {0}"), std::string("b")));
  p.changeTexts([](const std::string& text) { return "<" + text + ">"; });
  EXPECT_EQ(p.english(), "<a> and a string and in <b>");
}

}  // namespace
}  // namespace td
