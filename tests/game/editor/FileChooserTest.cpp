#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <string>

#include "game/editor/FileChooser.h"

namespace td::editorui {
namespace {
namespace fs = std::filesystem;

class FileChooserTest : public ::testing::Test {
 protected:
  void SetUp() override {
    root_ =
        fs::temp_directory_path() / ("td-chooser-" + std::to_string(::testing::UnitTest::GetInstance()->random_seed()) +
                                     "-" + ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(root_);
    fs::create_directories(root_ / "levels");
    fs::create_directories(root_ / "work" / "drafts");
    touch(root_ / "levels" / "02_b.json");
    touch(root_ / "levels" / "01_a.json");
    touch(root_ / "work" / "mine.json");
    touch(root_ / "work" / "notes.txt");
    touch(root_ / "work" / ".hidden.json");
  }
  void TearDown() override { fs::remove_all(root_); }

  static void touch(const fs::path& p) { std::ofstream(p) << "{}\n"; }

  static std::vector<std::string> labels(const FileChooser& c) {
    std::vector<std::string> out;
    for (const auto& e : c.entries()) out.push_back(e.label);
    return out;
  }

  fs::path root_;
};

TEST_F(FileChooserTest, ListsLevelsAndTheFolderOfTheTypedPath) {
  FileChooser c;
  c.open(FileChooser::Mode::Open, root_ / "work" / "mine.json", root_ / "levels");
  EXPECT_TRUE(c.isOpen());
  EXPECT_EQ(c.text(), (root_ / "work" / "mine.json").string());
  const auto l = labels(c);
  const std::vector<std::string> expected = {"levels/01_a.json", "levels/02_b.json", "..", "drafts/", "mine.json"};
  EXPECT_EQ(l, expected);  // no .txt, no hidden file, levels in name order
}

TEST_F(FileChooserTest, PickingAFileFillsTheFieldAndAFolderEntersIt) {
  FileChooser c;
  c.open(FileChooser::Mode::Open, root_ / "work" / "mine.json", root_ / "levels");
  c.pick(1);
  EXPECT_EQ(c.text(), (root_ / "levels" / "02_b.json").string());
  c.open(FileChooser::Mode::Open, root_ / "work" / "mine.json", root_ / "levels");
  c.pick(3);  // drafts/
  EXPECT_EQ(c.folder(), fs::path((root_ / "work" / "drafts").string() + "/"));
  const auto l = labels(c);
  EXPECT_EQ(std::count(l.begin(), l.end(), "mine.json"), 0);
  EXPECT_EQ(l.back(), "..");
  c.pick(c.entries().size() - 1);  // back up
  EXPECT_EQ(c.text(), (root_ / "work").string() + "/");
}

TEST_F(FileChooserTest, OpenNeedsAnExistingFile) {
  FileChooser c;
  c.open(FileChooser::Mode::Open, {}, root_ / "levels");
  EXPECT_EQ(c.check().verdict, FileChooser::Verdict::Error);  // only a folder typed
  c.text() = (root_ / "work" / "missing.json").string();
  const auto missing = c.check();
  EXPECT_EQ(missing.verdict, FileChooser::Verdict::Error);
  EXPECT_NE(missing.message.find("missing.json"), std::string::npos);
  c.text() = (root_ / "work" / "mine.json").string();
  EXPECT_EQ(c.check().verdict, FileChooser::Verdict::Accept);
}

TEST_F(FileChooserTest, SaveAsAddsTheExtensionAndAsksBeforeReplacing) {
  FileChooser c;
  c.open(FileChooser::Mode::SaveAs, {}, root_ / "levels");
  EXPECT_EQ(c.text(), (root_ / "levels" / "new_level.json").string());
  c.text() = (root_ / "work" / "fresh").string();
  auto check = c.check();
  EXPECT_EQ(check.verdict, FileChooser::Verdict::Accept);
  EXPECT_EQ(check.file, root_ / "work" / "fresh.json");
  c.text() = (root_ / "work" / "mine.json").string();
  EXPECT_EQ(c.check().verdict, FileChooser::Verdict::ConfirmOverwrite);
  c.text() = (root_ / "nowhere" / "x.json").string();
  EXPECT_EQ(c.check().verdict, FileChooser::Verdict::Error);
}

TEST_F(FileChooserTest, ANewLevelIsSavedInThePlayersOwnFolderMadeIfMissing) {
  FileChooser c;
  const fs::path own = root_ / "data" / "tower-defence" / "levels";
  c.open(FileChooser::Mode::SaveAs, {}, root_ / "levels", own);
  EXPECT_TRUE(fs::is_directory(own));
  EXPECT_EQ(c.text(), (own / "new_level.json").string());
  EXPECT_EQ(c.check().verdict, FileChooser::Verdict::Accept);
  // A folder that cannot be made (a file is in the way) leaves the game's.
  touch(root_ / "blocked");
  c.open(FileChooser::Mode::SaveAs, {}, root_ / "levels", root_ / "blocked" / "levels");
  EXPECT_EQ(c.text(), (root_ / "levels" / "new_level.json").string());
}

TEST_F(FileChooserTest, ANewLevelIsProposedAFileNamedAfterItNotOneTaken) {
  EXPECT_EQ(fileNameFor("Stone March!"), "stone_march.json");
  EXPECT_EQ(fileNameFor("  Two -- Gates 2 "), "two_gates_2.json");
  EXPECT_EQ(fileNameFor("\u041F\u043E\u043B\u0435"), "new_level.json");
  EXPECT_EQ(fileNameFor(""), "new_level.json");
  FileChooser c;
  const fs::path own = root_ / "own";
  c.open(FileChooser::Mode::SaveAs, {}, root_ / "levels", own, "Mine");
  EXPECT_EQ(c.text(), (own / "mine.json").string());
  touch(own / "mine.json");
  touch(own / "mine_2.json");
  c.open(FileChooser::Mode::SaveAs, {}, root_ / "levels", own, "Mine");
  EXPECT_EQ(c.text(), (own / "mine_3.json").string());
}

TEST_F(FileChooserTest, SavingOverTheDocumentsOwnFileNeedsNoQuestion) {
  FileChooser c;
  c.open(FileChooser::Mode::SaveAs, root_ / "work" / "mine.json", root_ / "levels");
  EXPECT_EQ(c.check().verdict, FileChooser::Verdict::Accept);
}

}  // namespace
}  // namespace td::editorui
