#include <gtest/gtest.h>

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
  EXPECT_EQ(storeNoticeText(StoreKind::Settings, {StoreProblem::Damaged, "line 3", "settings.json.bad"}, "x"),
            "The saved settings were damaged, so defaults are used; the damaged file was kept as settings.json.bad.");
  EXPECT_EQ(storeNoticeText(StoreKind::Settings, {StoreProblem::Damaged, "line 3", ""}, "x"),
            "The saved settings were damaged, so defaults are used.");
  EXPECT_EQ(storeNoticeText(StoreKind::Results, {StoreProblem::Unreadable, "Permission denied", ""}, "x"),
            "Your results could not be read (Permission denied); the file is left alone and this session's results "
            "are not saved.");
  EXPECT_EQ(
      storeNoticeText(StoreKind::SeenCards, {StoreProblem::PartsLeftOut, "duplicate key seen", "seen.json.bad"}, "x"),
      "The list of kinds you have met had parts this version cannot take (duplicate key seen), so they are "
      "left out; a copy was kept as seen.json.bad.");
  EXPECT_EQ(storeNoticeText(StoreKind::Settings, {StoreProblem::NotSaved, "No space left on device", ""}, "x"),
            "The settings could not be saved (No space left on device).");
  // A notice without parts is the stores' own English.
  EXPECT_EQ(storeNoticeText(StoreKind::Results, StoreNotice{}, "as the store said it"), "as the store said it");
}

TEST(StoreNoticeText, ItIsSaidInTheLanguageInUse) {
  ASSERT_TRUE(openCatalogue({TD_BUILD_LOCALE_DIR}));
  useLanguage(Language::Polish);
  const std::string polish =
      storeNoticeText(StoreKind::Settings, {StoreProblem::Damaged, "line 3", "settings.json.bad"}, "x");
  useLanguage(Language::English);
  EXPECT_EQ(polish.find("damaged"), std::string::npos) << polish;
  EXPECT_NE(polish.find("settings.json.bad"), std::string::npos) << polish;
}

}  // namespace
}  // namespace td
