#include "tools/cli/GameData.h"

#include <system_error>

#include "io/DataRoot.h"
#include "io/GameDefsJson.h"
#include "io/TerrainsJson.h"

namespace td::cli {

namespace fs = std::filesystem;

// A folder is taken as the definitions' once it exists: a file missing from it, or one that cannot be read, is
// then named by the reader that needs it, as the game names it, rather than the folder being passed over.
bool isDefsDir(const fs::path& dir) {
  std::error_code ec;
  return fs::is_directory(dir, ec);
}

std::optional<fs::path> findDefsDir() {
  std::error_code ec;
  for (const fs::path& root : dataRootCandidates(nullptr)) {
    const fs::path beside = root / "assets" / "defs";
    if (isDefsDir(beside)) return fs::weakly_canonical(beside, ec);
  }
  const fs::path here = fs::path("assets") / "defs";
  if (isDefsDir(here)) return here;
  return std::nullopt;
}

bool reportProblems(std::ostream& err, std::string_view command, const std::vector<JsonError>& errors,
                    const std::vector<JsonError>& warnings) {
  for (const JsonError& w : warnings) err << "td-cli " << command << ": warning: " << w.text() << '\n';
  for (const JsonError& e : errors) err << "td-cli " << command << ": error: " << e.text() << '\n';
  return errors.empty();
}

std::optional<GameData> loadGameData(const std::string& dir, std::string_view command, std::ostream& err) {
  fs::path defsDir;
  if (!dir.empty()) {
    defsDir = dir;
    if (!isDefsDir(defsDir)) {
      err << "td-cli " << command << ": " << defsDir.string()
          << ": not a folder; expected the folder of terrains.json, enemies.json and towers.json\n";
      return std::nullopt;
    }
  } else if (const auto found = findDefsDir()) {
    defsDir = *found;
  } else {
    err << "td-cli " << command
        << ": cannot find the game definitions (assets/defs of the installed game, of the build's project or of the "
           "working directory); "
           "pass --defs DIR\n";
    return std::nullopt;
  }
  TerrainsLoad terrains = loadTerrains(defsDir / "terrains.json");
  GameDefsLoad defs = loadGameDefs(defsDir / "enemies.json", defsDir / "towers.json", defsDir / "heroes.json");
  bool ok = reportProblems(err, command, terrains.errors, terrains.warnings);
  ok = reportProblems(err, command, defs.errors, defs.warnings) && ok;
  if (!ok) return std::nullopt;
  return GameData{std::move(terrains.terrains), std::move(defs.defs)};
}

}  // namespace td::cli
