#include "game/persist/ReplayList.h"

#include <algorithm>
#include <cctype>
#include <system_error>

#include "engine/core/TextFormat.h"
#include "game/text/Catalogue.h"
#include "game/text/PhraseText.h"

namespace td::persist {
namespace {

bool digits(std::string_view s) {
  return !s.empty() &&
         std::all_of(s.begin(), s.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); });
}

// The "YYYYMMDD-HHMMSS" in "<level>-YYYYMMDD-HHMMSS[-n]": the last such pair of fields of the name.
std::string stampOf(const std::string& stem) {
  for (size_t end = stem.size(); end >= 15; --end) {
    const std::string_view s = std::string_view(stem).substr(end - 15, 15);
    if (digits(s.substr(0, 8)) && s[8] == '-' && digits(s.substr(9, 6)) && (end - 15 == 0 || stem[end - 16] == '-')) {
      return std::string(s);
    }
  }
  return {};
}

}  // namespace

std::vector<ReplayEntry> listReplays(const std::filesystem::path& dir) {
  std::vector<ReplayEntry> out;
  std::error_code ec;
  if (dir.empty() || !std::filesystem::is_directory(dir, ec)) return out;
  for (std::filesystem::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
    const std::filesystem::path& file = it->path();
    // Regular files only: the loader refuses FIFOs and devices too, but listing them would promise a replay.
    if (file.extension() != ".json" || !it->is_regular_file(ec)) continue;
    ReplayEntry e;
    e.file = file;
    e.stamp = stampOf(file.stem().string());
    const ReplaySummaryLoad load = loadReplaySummary(file);
    if (!load.ok()) {
      e.problem = problemText(load.errors.front());
    }
    e.levelId = load.replay.levelId;
    e.levelName = !load.levelName.empty() ? load.levelName : !e.levelId.empty() ? e.levelId : file.stem().string();
    e.result = load.replay.result;
    e.score = load.replay.score;
    e.ticks = load.replay.ticks;
    e.rewinds = load.replay.rewinds;
    e.difficulty = load.replay.rules.difficulty;
    e.endless = load.replay.rules.endless;
    e.challenge = load.challenge;
    out.push_back(std::move(e));
  }
  // Newest first; stamps sort as dates. The file name breaks ties (two in one second: "-2" after).
  std::sort(out.begin(), out.end(), [](const ReplayEntry& a, const ReplayEntry& b) {
    if (a.stamp != b.stamp) return a.stamp > b.stamp;
    return a.file.filename() > b.file.filename();
  });
  return out;
}

std::string replayDateText(const std::string& stamp) {
  if (stamp.size() != 15) return stamp;
  return stamp.substr(0, 4) + "-" + stamp.substr(4, 2) + "-" + stamp.substr(6, 2) + " " + stamp.substr(9, 2) + ":" +
         stamp.substr(11, 2) + " UTC";
}

bool deleteReplay(const std::filesystem::path& file, std::string& error) {
  std::error_code ec;
  if (!std::filesystem::remove(file, ec)) {
    // TRANSLATORS: {0} is a replay's file, {1} why it could not be deleted (from the system, in English).
    error = ec ? textf(tr("cannot delete {0}: {1}"), file.filename().string(), ec.message())
               // TRANSLATORS: {0} is a replay's file.
               : textf(tr("{0} is gone already"), file.filename().string());
    return false;
  }
  return true;
}

}  // namespace td::persist
