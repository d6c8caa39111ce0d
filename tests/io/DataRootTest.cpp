#include <gtest/gtest.h>

#include "io/DataRoot.h"

namespace td {
namespace {

namespace fs = std::filesystem;

TEST(DataRoot, TheInstalledDataIsRelativeToTheProgramsFolder) {
  // As the build is configured by default (and as the Debian package is: games/ and share/games/...), the data
  // lies one folder up and into share/, so an installed tree can be moved whole.
  const fs::path rel = installedDataFromExecutable();
  ASSERT_FALSE(rel.is_absolute()) << rel;
  EXPECT_EQ(*rel.begin(), "..");
  EXPECT_EQ(rel.filename(), "tower-defence");
}

TEST(DataRoot, TheInstalledLayoutComesBeforeTheBuildTrees) {
  const std::vector<fs::path> roots = dataRootCandidates(nullptr);
  ASSERT_EQ(roots.size(), 3u);
  std::error_code ec;
  const fs::path exe = fs::read_symlink("/proc/self/exe", ec).parent_path();
  EXPECT_EQ(roots[0], exe / installedDataFromExecutable());
  EXPECT_EQ(roots[1], exe / ".." / "..");
  EXPECT_EQ(roots[2], exe / "..");
}

}  // namespace
}  // namespace td
