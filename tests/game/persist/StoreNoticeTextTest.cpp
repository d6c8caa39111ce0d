#include <gtest/gtest.h>

#include "engine/core/MessageMark.h"
#include "game/persist/StoreNoticeText.h"
#include "game/text/Catalogue.h"

#ifndef TD_BUILD_LOCALE_DIR
#error "TD_BUILD_LOCALE_DIR is where the build compiled the translations"
#endif

namespace td {
namespace {

using persist::StoreNotice;
using persist::StoreProblem;

TEST(StoreNoticeText, EachProblemIsAWholeSentenceWithItsValues) {
  useLanguage(Language::English);
  EXPECT_EQ(storeNoticeText(StoreKind::Settings,
                            {StoreProblem::Damaged, Phrase::verbatim("line 3"), "settings.json.bad"}, "x"),
            "The saved settings were damaged, so defaults are used; the damaged file was kept as settings.json.bad.");
  EXPECT_EQ(storeNoticeText(StoreKind::Settings, {StoreProblem::Damaged, Phrase::verbatim("line 3"), ""}, "x"),
            "The saved settings were damaged, so defaults are used.");
  EXPECT_EQ(
      storeNoticeText(StoreKind::Results, {StoreProblem::Unreadable, Phrase::verbatim("Permission denied"), ""}, "x"),
      "Your results could not be read (Permission denied); the file is left alone and this session's results "
      "are not saved.");
  EXPECT_EQ(
      storeNoticeText(StoreKind::SeenCards,
                      {StoreProblem::PartsLeftOut, phrase(N_("duplicate key {0}"), "seen"), "seen.json.bad"}, "x"),
      "The list of kinds you have met had parts this version cannot take (duplicate key seen), so they are "
      "left out; a copy was kept as seen.json.bad.");
  EXPECT_EQ(storeNoticeText(StoreKind::Settings,
                            {StoreProblem::NotSaved, Phrase::verbatim("No space left on device"), ""}, "x"),
            "The settings could not be saved (No space left on device).");
  // A notice without parts is the stores' own English.
  EXPECT_EQ(storeNoticeText(StoreKind::Results, StoreNotice{}, "as the store said it"), "as the store said it");
}

TEST(StoreNoticeText, ItIsSaidInTheLanguageInUse) {
  ASSERT_TRUE(openCatalogue({TD_BUILD_LOCALE_DIR}));
  useLanguage(Language::Polish);
  const std::string polish = storeNoticeText(
      StoreKind::Settings, {StoreProblem::Damaged, Phrase::verbatim("line 3"), "settings.json.bad"}, "x");
  useLanguage(Language::English);
  EXPECT_EQ(polish.find("damaged"), std::string::npos) << polish;
  EXPECT_NE(polish.find("settings.json.bad"), std::string::npos) << polish;
}

TEST(StoreNoticeText, TheReasonOfOurOwnIsSaidInTheLanguageTooTheSystemsAsItIs) {
  ASSERT_TRUE(openCatalogue({TD_BUILD_LOCALE_DIR}));
  useLanguage(Language::Polish);
  const std::string ours =
      storeNoticeText(StoreKind::Settings, {StoreProblem::Unreadable, phrase(N_("a folder is in the way")), ""}, "x");
  const std::string systems =
      storeNoticeText(StoreKind::Settings, {StoreProblem::Unreadable, Phrase::verbatim("Permission denied"), ""}, "x");
  useLanguage(Language::English);
  EXPECT_EQ(ours.find("folder is in the way"), std::string::npos) << ours;
  EXPECT_NE(systems.find("Permission denied"), std::string::npos) << systems;
}

}  // namespace
}  // namespace td
