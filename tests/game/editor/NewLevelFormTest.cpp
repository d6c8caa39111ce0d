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
  f.width = 0;
  EXPECT_NE(f.problem(4096).find("width"), std::string::npos);
  f.width = 4097;
  EXPECT_NE(f.problem(4096).find("1 to 4096"), std::string::npos);
  f.width = 256;
  f.height = 0;
  EXPECT_NE(f.problem(4096).find("height"), std::string::npos);
  f.height = 1;
  EXPECT_EQ(f.problem(4096), "");
  f.name.clear();
  EXPECT_NE(f.problem(4096).find("name"), std::string::npos);
}

TEST(NewLevelForm, AMapOfMoreCellsThanTheGameOpensIsRefusedWithTheLimit) {
  EXPECT_EQ(NewLevelForm::sizeProblem(1024, 1024, 4096), "");
  EXPECT_EQ(NewLevelForm::sizeProblem(4096, 256, 4096), "");  // as many cells, another shape
  const std::string why = NewLevelForm::sizeProblem(1025, 1024, 4096);
  EXPECT_EQ(why.rfind("The map is 1025 x 1024 cells", 0), 0u) << why;
  EXPECT_NE(why.find("up to 1024 x 1024"), std::string::npos) << why;
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
