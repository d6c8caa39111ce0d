#pragma once

// Shared helpers of the editor tests: the shipped terrain kinds and game
// definitions, tiny levels drawn as text, and temporary folders.

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "editor/model/EditorDoc.h"
#include "io/GameDefsJson.h"
#include "io/TerrainsJson.h"
#include "tests/support/SourcePaths.h"

namespace td::editor::test {

using td::test::sourceDir;

inline const std::vector<TerrainDef>& palette() {
  static const std::vector<TerrainDef> terrains = [] {
    TerrainsLoad load = loadTerrains(sourceDir() / "assets/defs/terrains.json");
    EXPECT_TRUE(load.ok());
    return load.terrains;
  }();
  return terrains;
}

inline const GameDefs& gameDefs() {
  static const GameDefs defs = [] {
    GameDefsLoad load = loadGameDefs(sourceDir() / "assets/defs/enemies.json", sourceDir() / "assets/defs/towers.json",
                                     sourceDir() / "assets/defs/heroes.json");
    EXPECT_TRUE(load.ok());
    return load.defs;
  }();
  return defs;
}

inline size_t kind(const char* name) {
  for (size_t k = 0; k < palette().size(); ++k) {
    if (palette()[k].name == name) return k;
  }
  ADD_FAILURE() << "no terrain kind " << name;
  return 0;
}

// A level from rows of glyphs ('.' grass, '=' road, '#' rock, '~' water,
// ',' mud; 'S' a spawn and 'G' a goal on road), valid when it has both and a
// route joins them. The legend holds only the kinds the rows use, grass first.
inline LevelDef levelFrom(const std::vector<std::string>& rows) {
  LevelDef level;
  level.name = "Test";
  level.height = static_cast<int32_t>(rows.size());
  level.width = static_cast<int32_t>(rows.empty() ? 0 : rows[0].size());
  level.gold = 100;
  level.lives = 10;
  const std::string order = ".=#~,";
  const char* names[] = {"grass", "road", "rock", "water", "mud"};
  std::string used = ".";
  for (const std::string& r : rows) {
    for (char c : r) {
      const char g = (c == 'S' || c == 'G') ? '=' : c;
      if (used.find(g) == std::string::npos) used.push_back(g);
    }
  }
  for (char g : used) {
    level.glyphs.push_back(g);
    level.terrains.push_back(palette()[kind(names[order.find(g)])]);
  }
  for (int32_t y = 0; y < level.height; ++y) {
    for (int32_t x = 0; x < level.width; ++x) {
      const char c = rows[static_cast<size_t>(y)][static_cast<size_t>(x)];
      if (c == 'S') level.spawns.push_back({x, y});
      if (c == 'G') level.goals.push_back({x, y});
      const char g = (c == 'S' || c == 'G') ? '=' : c;
      level.tiles.push_back(static_cast<uint8_t>(used.find(g)));
    }
  }
  return level;
}

// The map as rows of kind names' usual glyphs, for readable expectations.
inline std::vector<std::string> rowsOf(const LevelDef& level) {
  std::vector<std::string> rows;
  for (int32_t y = 0; y < level.height; ++y) {
    std::string row;
    for (int32_t x = 0; x < level.width; ++x) row.push_back(level.glyphs[level.tile({x, y})]);
    rows.push_back(row);
  }
  return rows;
}

inline EditorDoc docWith(const std::vector<std::string>& rows, bool withDefs = true) {
  EditorDoc doc(palette(), withDefs ? std::optional<GameDefs>(gameDefs()) : std::nullopt);
  const EditResult r = doc.adopt(levelFrom(rows), {}, false);
  EXPECT_TRUE(r.applied()) << r.message.english();
  return doc;
}

inline std::string readAll(const std::filesystem::path& file) {
  std::ifstream in(file, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

inline void writePlain(const std::filesystem::path& file, const std::string& text) {
  std::ofstream out(file, std::ios::binary | std::ios::trunc);
  out << text;
}

// A fresh folder per test, removed afterwards.
class TempDirTest : public ::testing::Test {
 protected:
  void SetUp() override {
    const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
    dir_ = std::filesystem::temp_directory_path() / (std::string("td-editor-") + info->test_suite_name() + "-" +
                                                     info->name() + "-" + std::to_string(::getpid()));
    std::filesystem::remove_all(dir_);
    std::filesystem::create_directories(dir_);
  }
  void TearDown() override { std::filesystem::remove_all(dir_); }
  std::filesystem::path dir_;
};

}  // namespace td::editor::test
