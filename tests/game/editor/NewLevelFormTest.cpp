#include <gtest/gtest.h>

#include "game/editor/NewLevelForm.h"

namespace td::editorui {
namespace {

TEST(NewLevelForm, DefaultsMakeAValidLevel) {
  NewLevelForm f;
  f.reset(3);
  EXPECT_EQ(f.baseKind, 3u);
  EXPECT_EQ(f.width, NewLevelForm::kDefaultWidth);
  EXPECT_EQ(f.problem(256), "");
}

TEST(NewLevelForm, SizesOutsideTheRangeAreExplained) {
  NewLevelForm f;
  f.width = 3;
  EXPECT_NE(f.problem(256).find("width"), std::string::npos);
  f.width = 257;
  EXPECT_NE(f.problem(256).find("4 to 256"), std::string::npos);
  f.width = 256;
  f.height = 0;
  EXPECT_NE(f.problem(256).find("height"), std::string::npos);
  f.height = 4;
  EXPECT_EQ(f.problem(256), "");
  f.name.clear();
  EXPECT_NE(f.problem(256).find("name"), std::string::npos);
}

TEST(NewLevelForm, PresetsSetTheSize) {
  NewLevelForm f;
  f.applyPreset(2);
  EXPECT_EQ(f.width, NewLevelForm::kPresets[2].width);
  EXPECT_EQ(f.height, NewLevelForm::kPresets[2].height);
  f.applyPreset(99);  // ignored
  EXPECT_EQ(f.width, NewLevelForm::kPresets[2].width);
}

}  // namespace
}  // namespace td::editorui
