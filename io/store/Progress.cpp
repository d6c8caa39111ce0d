#include <algorithm>
#include <cmath>

#include "engine/core/MessageMark.h"
#include "io/store/JsonStore.h"
#include "io/store/ProgressJson.h"
#include "io/store/StoreLock.h"

namespace td::persist {
namespace {

constexpr const char* kFormat = "td-progress";
constexpr int kVersion = 1;
constexpr int32_t kMaxLives = 1'000'000;
constexpr int64_t kMaxScore = int64_t{1} << 50;  // far past any game, and exact in a JSON double
constexpr int32_t kMaxWaves = 1'000'000;

int32_t clampedWhole(const nlohmann::json& value, int32_t lo, int32_t hi, int32_t fallback) {
  if (!value.is_number()) return fallback;
  const double v = value.get<double>();
  if (!std::isfinite(v)) return fallback;
  return static_cast<int32_t>(std::lround(std::clamp(v, static_cast<double>(lo), static_cast<double>(hi))));
}

}  // namespace

int32_t starsFor(bool won, int32_t livesLeft, int32_t livesAtStart) {
  if (!won) return 0;
  if (livesAtStart <= 0 || livesLeft >= livesAtStart) return 3;
  if (int64_t{livesLeft} * 2 >= int64_t{livesAtStart}) return 2;
  return 1;
}

namespace {

// "07_the_warden" -> "the_warden"; "" when the id has no campaign number.
std::string_view numberedName(std::string_view id) {
  size_t digits = 0;
  while (digits < id.size() && id[digits] >= '0' && id[digits] <= '9') ++digits;
  if (digits == 0 || digits + 1 >= id.size() || id[digits] != '_') return {};
  return id.substr(digits + 1);
}

}  // namespace

LevelProgress Progress::level(std::string_view levelId) const {
  const auto it = levels_.find(levelId);
  if (it != levels_.end()) return it->second;
  // The campaign's levels are numbered by file name; when a new version
  // orders them differently, a level keeps its record under its new number.
  const std::string_view name = numberedName(levelId);
  if (name.empty()) return LevelProgress{};
  for (const auto& [id, progress] : levels_) {
    if (numberedName(id) == name) return progress;
  }
  return LevelProgress{};
}

bool Progress::record(std::string_view levelId, bool won, int32_t livesLeft, int32_t livesAtStart) {
  if (!won) return false;
  const LevelProgress old = level(levelId);
  LevelProgress best;
  best.completed = true;
  best.bestLives = std::max(old.bestLives, std::clamp(livesLeft, 0, kMaxLives));
  best.stars = std::max(old.stars, starsFor(true, livesLeft, livesAtStart));
  best.bestScore = old.bestScore;
  best.bestWave = old.bestWave;
  best.challenges = old.challenges;
  if (best == old) return false;
  set(levelId, best);
  return true;
}

bool Progress::recordScore(std::string_view levelId, int64_t score) {
  LevelProgress p = level(levelId);
  if (score <= p.bestScore) return false;
  p.bestScore = score;
  set(levelId, p);
  return true;
}

bool Progress::recordEndless(std::string_view levelId, int32_t waves) {
  LevelProgress p = level(levelId);
  if (waves <= p.bestWave) return false;
  p.bestWave = waves;
  set(levelId, p);
  return true;
}

bool Progress::recordChallenge(std::string_view levelId, std::string_view challengeId) {
  LevelProgress p = level(levelId);
  if (challengeId.empty() || std::find(p.challenges.begin(), p.challenges.end(), challengeId) != p.challenges.end())
    return false;
  p.challenges.emplace_back(challengeId);
  set(levelId, p);
  return true;
}

void Progress::set(std::string_view levelId, LevelProgress progress) {
  // One record a level: the one under its old number goes (level() found it).
  if (const std::string_view name = numberedName(levelId); !name.empty()) {
    std::erase_if(levels_,
                  [&](const auto& entry) { return entry.first != levelId && numberedName(entry.first) == name; });
  }
  progress.bestLives = std::clamp(progress.bestLives, 0, kMaxLives);
  progress.stars = std::clamp(progress.stars, 0, kMaxStars);
  progress.bestScore = std::clamp<int64_t>(progress.bestScore, 0, kMaxScore);
  progress.bestWave = std::clamp(progress.bestWave, 0, kMaxWaves);
  std::sort(progress.challenges.begin(), progress.challenges.end());
  progress.challenges.erase(std::unique(progress.challenges.begin(), progress.challenges.end()),
                            progress.challenges.end());
  std::erase(progress.challenges, std::string());
  if (progress.challenges.size() > kMaxChallenges) progress.challenges.resize(kMaxChallenges);
  if (!progress.completed) {
    progress.stars = 0;
    progress.bestLives = 0;
  } else if (progress.stars == 0) {
    progress.stars = 1;
  }
  const auto it = levels_.find(levelId);
  if (it != levels_.end()) {
    it->second = progress;
  } else {
    levels_.emplace(std::string(levelId), progress);
  }
}

bool Progress::merge(std::string_view levelId, const LevelProgress& other) {
  const LevelProgress old = level(levelId);
  LevelProgress best;
  best.completed = old.completed || other.completed;
  best.bestLives = std::max(old.bestLives, other.bestLives);
  best.stars = std::max(old.stars, other.stars);
  best.bestScore = std::max(old.bestScore, other.bestScore);
  best.bestWave = std::max(old.bestWave, other.bestWave);
  best.challenges = old.challenges;
  best.challenges.insert(best.challenges.end(), other.challenges.begin(), other.challenges.end());
  std::sort(best.challenges.begin(), best.challenges.end());
  best.challenges.erase(std::unique(best.challenges.begin(), best.challenges.end()), best.challenges.end());
  // Another number's record is moved under this one even when nothing improved.
  if (best == old && levels_.find(levelId) != levels_.end()) return false;
  set(levelId, best);
  return level(levelId) != old;
}

void Progress::mergeFrom(const Progress& other) {
  for (const auto& [id, record] : other.levels_) merge(id, record);
  for (const auto& [key, text] : other.unknown_.members()) {
    // A difficulty chosen here stands over one the other copy could not read.
    if (!unknown_.contains(key) && key != "difficulty") unknown_.set(key, text);
  }
  for (const auto& [id, text] : other.unknownLevels_.members()) {
    if (!unknownLevels_.contains(id) && levels_.find(id) == levels_.end()) unknownLevels_.set(id, text);
  }
}

bool Progress::isUnlocked(std::span<const std::string> levelOrder, size_t index) const {
  if (index >= levelOrder.size()) return false;
  return index == 0 || level(levelOrder[index]).completed || level(levelOrder[index - 1]).completed;
}

int32_t Progress::totalStars() const {
  int32_t total = 0;
  for (const auto& [id, progress] : levels_) total += progress.stars;
  return total;
}

Progress progressFromJson(const nlohmann::json& json, std::vector<Phrase>* doubts) {
  const auto doubt = [&](const std::string& id, const char* key) {
    if (doubts != nullptr) doubts->push_back(phrase(N_("{0} of the wrong type"), "levels." + id + "." + key));
  };
  Progress progress;
  if (!json.is_object()) return progress;
  for (const auto& [key, value] : json.items()) {
    if (key != "format" && key != "version" && key != "levels" && key != "difficulty") {
      keepExtra(progress.unknown(), key, value);
    }
  }
  if (const auto d = json.find("difficulty"); d != json.end()) {
    const auto known = d->is_string() ? difficultyNamed(d->get<std::string>()) : std::nullopt;
    if (known) {
      progress.setDifficulty(*known);
    } else {
      keepExtra(progress.unknown(), "difficulty", *d);  // another version's: kept as it was
    }
  }
  const auto levels = json.find("levels");
  if (levels == json.end() || !levels->is_object()) return progress;
  for (const auto& [id, entry] : levels->items()) {
    if (id.empty() || !entry.is_object()) {
      keepExtra(progress.unknownLevels(), id, entry);
      continue;
    }
    LevelProgress p;
    if (const auto c = entry.find("completed"); c != entry.end()) {
      if (c->is_boolean()) {
        p.completed = c->get<bool>();
      } else {
        doubt(id, "completed");
      }
    }
    for (const char* key : {"bestLives", "stars", "bestScore", "bestWave"}) {
      if (const auto v = entry.find(key); v != entry.end() && !v->is_number()) doubt(id, key);
    }
    if (const auto b = entry.find("bestLives"); b != entry.end()) p.bestLives = clampedWhole(*b, 0, kMaxLives, 0);
    if (const auto s = entry.find("stars"); s != entry.end()) p.stars = clampedWhole(*s, 0, Progress::kMaxStars, 0);
    if (const auto s = entry.find("bestScore"); s != entry.end() && s->is_number()) {
      const double v = s->get<double>();
      if (std::isfinite(v)) p.bestScore = std::llround(std::clamp(v, 0.0, static_cast<double>(kMaxScore)));
    }
    if (const auto w = entry.find("bestWave"); w != entry.end()) p.bestWave = clampedWhole(*w, 0, kMaxWaves, 0);
    if (const auto c = entry.find("challenges"); c != entry.end()) {
      if (c->is_array()) {
        // Ids that are no short string are left out: a challenge won is no reason to doubt the whole file.
        for (const auto& one : *c) {
          if (one.is_string() && one.get_ref<const std::string&>().size() <= 64) {
            p.challenges.push_back(one.get<std::string>());
          }
        }
      } else {
        doubt(id, "challenges");
      }
    }
    // Merged, not set: the same level under an old and a new number keeps the best of both.
    progress.merge(id, p);
  }
  return progress;
}

nlohmann::ordered_json progressToJson(const Progress& progress) {
  nlohmann::ordered_json levels = nlohmann::ordered_json::object();
  writeExtras(progress.unknownLevels(), levels);
  for (const auto& [id, p] : progress.levels()) {
    levels[id] = {{"completed", p.completed}, {"bestLives", p.bestLives}, {"stars", p.stars}};
    if (p.bestScore > 0) levels[id]["bestScore"] = p.bestScore;
    if (p.bestWave > 0) levels[id]["bestWave"] = p.bestWave;
    if (!p.challenges.empty()) levels[id]["challenges"] = p.challenges;
  }
  nlohmann::ordered_json out = {{"format", kFormat}, {"version", kVersion}, {"levels", std::move(levels)}};
  // A difficulty this version could not read stays as it was (unknown()).
  if (!progress.unknown().contains("difficulty"))
    out["difficulty"] = std::string(difficultyDef(progress.difficulty()).name);
  writeExtras(progress.unknown(), out);
  return out;
}

ProgressLoad loadProgress(const std::filesystem::path& file) {
  JsonLoad load = readJsonStore(file, kFormat, "progress", kVersion);
  if (load.status == StoreStatus::Ok) {
    // Valid JSON whose levels are not a table of levels is a damaged file,
    // not an empty one.
    const auto levels = load.json.find("levels");
    if (levels != load.json.end() && !levels->is_object()) {
      load = setAsideDamaged(file, "progress", "\"levels\" is not an object");
    }
  }
  ProgressLoad result;
  result.status = load.status;
  result.message = std::move(load.message);
  result.notice = load.notice;
  result.mayWrite = load.mayWrite();
  if (load.status == StoreStatus::Ok) {
    result.progress = progressFromJson(load.json, &load.doubts);
    if (!load.doubts.empty()) result.message = keepCopyAside(file, "progress", load.doubts, &result.notice);
  }
  return result;
}

SaveResult saveProgress(const std::filesystem::path& file, Progress& progress) {
  const StoreLock lock(file);
  // What another game saved since this one read the file. One a newer version wrote meanwhile is left alone;
  // a damaged one is set aside as at loading.
  const JsonLoad now = readJsonStore(file, kFormat, "progress", kVersion);
  if (!now.mayWrite()) return {false, now.message, now.notice};
  if (now.status == StoreStatus::Ok) {
    if (const auto levels = now.json.find("levels"); levels == now.json.end() || levels->is_object()) {
      progress.mergeFrom(progressFromJson(now.json));
    }
  }
  return writeJsonStore(file, progressToJson(progress), "progress");
}

SaveResult replaceProgress(const std::filesystem::path& file, const Progress& progress) {
  const StoreLock lock(file);
  return writeJsonStore(file, progressToJson(progress), "progress");
}

}  // namespace td::persist
