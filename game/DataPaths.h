#pragma once

#include <filesystem>
#include <optional>
#include <string_view>
#include <vector>

namespace td {

// Where the game's data lives: the folder holding levels/ and assets/. The
// game runs installed, from a build folder and from the project root, so it
// looks where io/DataRoot.h says first and then in the working directory.
struct DataPaths {
  std::filesystem::path root;

  std::filesystem::path levels() const { return root / "levels"; }
  std::filesystem::path terrains() const { return root / "assets" / "defs" / "terrains.json"; }
  std::filesystem::path enemies() const { return root / "assets" / "defs" / "enemies.json"; }
  std::filesystem::path towers() const { return root / "assets" / "defs" / "towers.json"; }
  std::filesystem::path heroes() const { return root / "assets" / "defs" / "heroes.json"; }
  // Navigation meshes as OBJ files, for the Lab.
  std::filesystem::path meshes() const { return root / "assets" / "meshes"; }
  // The Lab's yard for movers, a level file.
  std::filesystem::path labYard() const { return root / "assets" / "lab" / "movers.json"; }

  // `argv0` locates the executable when /proc is not available; `levelFile`
  // (may be empty) is one more hint: a level usually sits in <root>/levels.
  static std::optional<DataPaths> find(const char* argv0, const std::filesystem::path& levelFile);
};

// The first *.json in `dir` by file name in byte order, so the choice does not
// depend on the locale or the file system.
std::optional<std::filesystem::path> firstLevel(const std::filesystem::path& dir);
// Every *.json in `dir`, in the same order.
std::vector<std::filesystem::path> levelFiles(const std::filesystem::path& dir);
// The shipped level a player names on the command line (`td --level first_steps`): the one of `levels`
// whose file name, without its extension and its leading number, is `name` ("01_first_steps" for
// "first_steps"; the whole name works too). None when no level or more than one is so named.
std::optional<std::filesystem::path> levelNamed(const std::vector<std::filesystem::path>& levels,
                                                std::string_view name);

}  // namespace td
