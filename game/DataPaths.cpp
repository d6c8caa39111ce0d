#include "game/DataPaths.h"

#include <algorithm>
#include <system_error>
#include <vector>

#include "io/DataRoot.h"

namespace td {
namespace {

namespace fs = std::filesystem;

bool isDataRoot(const fs::path& root) {
  std::error_code ec;
  return !root.empty() && fs::is_regular_file(DataPaths{root}.terrains(), ec);
}

}  // namespace

std::optional<DataPaths> DataPaths::find(const char* argv0, const fs::path& levelFile) {
  std::vector<fs::path> candidates = dataRootCandidates(argv0);
  std::error_code ec;
  candidates.push_back(fs::current_path(ec));
  if (!levelFile.empty()) candidates.push_back(fs::absolute(levelFile, ec).parent_path() / "..");
  for (const fs::path& c : candidates) {
    if (isDataRoot(c)) return DataPaths{fs::weakly_canonical(c, ec)};
  }
  return std::nullopt;
}

std::optional<fs::path> firstLevel(const fs::path& dir) {
  std::vector<fs::path> levels;
  std::error_code ec;
  for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
    if (it->path().extension() == ".json" && it->is_regular_file(ec)) levels.push_back(it->path());
  }
  if (levels.empty()) return std::nullopt;
  return *std::min_element(levels.begin(), levels.end(), [](const fs::path& a, const fs::path& b) {
    return a.filename().string() < b.filename().string();
  });
}

std::vector<fs::path> levelFiles(const fs::path& dir) {
  std::vector<fs::path> levels;
  std::error_code ec;
  for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
    if (it->path().extension() == ".json" && it->is_regular_file(ec)) levels.push_back(it->path());
  }
  std::sort(levels.begin(), levels.end(),
            [](const fs::path& a, const fs::path& b) { return a.filename().string() < b.filename().string(); });
  return levels;
}

std::optional<std::filesystem::path> levelNamed(const std::vector<std::filesystem::path>& levels,
                                                std::string_view name) {
  if (name.empty()) return std::nullopt;
  std::optional<std::filesystem::path> found;
  for (const std::filesystem::path& file : levels) {
    const std::string stem = file.stem().string();
    // The name after the campaign's number: "01_first_steps" is "first_steps".
    size_t digits = 0;
    while (digits < stem.size() && stem[digits] >= '0' && stem[digits] <= '9') ++digits;
    const bool numbered = digits > 0 && digits < stem.size() && stem[digits] == '_';
    const std::string_view bare = numbered ? std::string_view(stem).substr(digits + 1) : std::string_view(stem);
    if (stem != name && bare != name) continue;
    if (found) return std::nullopt;  // two levels answer to it: the name says too little
    found = file;
  }
  return found;
}

}  // namespace td
