#include <gtest/gtest.h>
#include <unistd.h>

#include <fstream>

#include "game/DataPaths.h"
#include "tests/support/SourcePaths.h"

namespace td {
namespace {

namespace fs = std::filesystem;

TEST(DataPaths, FirstLevelIsTheLowestNameAndOnlyJson) {
  const fs::path dir = fs::temp_directory_path() / ("td-levels-" + std::to_string(::getpid()));
  fs::remove_all(dir);
  fs::create_directories(dir / "00_folder.json");
  for (const char* name : {"10_b.json", "02_a.json", "01_notes.txt", "Z_upper.json"}) std::ofstream(dir / name) << "{}";
  const auto first = firstLevel(dir);
  ASSERT_TRUE(first.has_value());
  EXPECT_EQ(first->filename(), "02_a.json");
  fs::remove_all(dir);
  EXPECT_FALSE(firstLevel(dir).has_value());
}

TEST(DataPaths, FindsTheProjectData) {
  // From the test binary the data root is found beside the executable, or
  // through the level hint.
  const auto paths = DataPaths::find(nullptr, td::test::sourceDir() / "levels" / "01_first_steps.json");
  ASSERT_TRUE(paths.has_value());
  EXPECT_TRUE(fs::is_regular_file(paths->terrains()));
  EXPECT_TRUE(fs::is_directory(paths->levels()));
  EXPECT_EQ(fs::weakly_canonical(paths->root), fs::weakly_canonical(td::test::sourceDir()));
}

}  // namespace
}  // namespace td

namespace td {
namespace {

TEST(LevelNamed, AShippedLevelAnswersToItsNameWithOrWithoutItsNumber) {
  const std::vector<std::filesystem::path> levels = {"levels/01_first_steps.json", "levels/02_open_field.json",
                                                     "levels/10_the_warren.json"};
  EXPECT_EQ(levelNamed(levels, "first_steps"), std::filesystem::path("levels/01_first_steps.json"));
  EXPECT_EQ(levelNamed(levels, "02_open_field"), std::filesystem::path("levels/02_open_field.json"));
  EXPECT_EQ(levelNamed(levels, "the_warren"), std::filesystem::path("levels/10_the_warren.json"));
  EXPECT_FALSE(levelNamed(levels, "warren"));
  EXPECT_FALSE(levelNamed(levels, ""));
}

TEST(LevelNamed, ANameTwoLevelsShareNamesNone) {
  const std::vector<std::filesystem::path> levels = {"a/01_maze.json", "a/02_maze.json"};
  EXPECT_FALSE(levelNamed(levels, "maze"));
  EXPECT_EQ(levelNamed(levels, "02_maze"), std::filesystem::path("a/02_maze.json"));
}

}  // namespace
}  // namespace td
