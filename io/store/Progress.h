#pragma once

#include <cstdint>
#include <filesystem>
#include <functional>
#include <map>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "engine/sim/PlayRules.h"
#include "io/store/StoreExtras.h"
#include "io/store/StoreStatus.h"

namespace td::persist {

struct LevelProgress {
  bool completed = false;
  int32_t bestLives = 0;  // most lives left in a won game
  int32_t stars = 0;      // best rating, 0..3; 0 exactly when not completed
  int64_t bestScore = 0;  // best score of a won game (engine/sim/ScoreCard.h), any difficulty
  int32_t bestWave = 0;   // endless mode: most waves over in one game
  // The ids of the level's challenges won (engine/level/ChallengeDef.h), sorted, each once.
  std::vector<std::string> challenges = {};

  bool operator==(const LevelProgress&) const = default;
};

// The rating of a finished game: 0 lost, 1 won, 2 won with at least half the
// lives left, 3 won without losing a life.
int32_t starsFor(bool won, int32_t livesLeft, int32_t livesAtStart);

// What the player has achieved, per level id (the level file's name without
// extension, say). Kept in progress.json in configDir().
class Progress {
 public:
  static constexpr int32_t kMaxStars = 3;
  // A level has at most 16 challenges (io's limit); a few more are kept for one whose ids changed.
  static constexpr size_t kMaxChallenges = 64;

  // The level's record; a default (not completed) one for an unknown id.
  LevelProgress level(std::string_view levelId) const;

  // Records a finished game, keeping the best of old and new; a loss changes
  // nothing. Returns whether the record improved (worth saving).
  bool record(std::string_view levelId, bool won, int32_t livesLeft, int32_t livesAtStart);
  // Keeps `score` if it beats the level's best; true when it did.
  bool recordScore(std::string_view levelId, int64_t score);
  // Endless mode: keeps `waves` (waves over in one game) if it beats the
  // level's record; true when it did.
  bool recordEndless(std::string_view levelId, int32_t waves);

  // Keeps that the level's challenge `challengeId` was won; true when it had not been.
  bool recordChallenge(std::string_view levelId, std::string_view challengeId);

  // The difficulty the player last chose, for every level.
  Difficulty difficulty() const { return difficulty_; }
  void setDifficulty(Difficulty d) {
    difficulty_ = d;
    unknown_.erase("difficulty");
  }

  // Replaces a record, made consistent: stars clamped to 0..3, lives to >= 0,
  // a completed level has at least one star and an uncompleted one none, its
  // challenges sorted, each once, at most kMaxChallenges of them.
  void set(std::string_view levelId, LevelProgress progress);
  // Keeps the best of the level's record (under its number or another, as
  // level() finds it) and `other`, field by field; true when it improved.
  bool merge(std::string_view levelId, const LevelProgress& other);
  // Another copy's records, merged level by level, and what it kept that this
  // one does not understand, where this one has nothing of the same key. The
  // difficulty stays this copy's: the player chose it here.
  void mergeFrom(const Progress& other);

  // The first level is always open, a completed one stays open, and any
  // other opens once the one before it is completed.
  bool isUnlocked(std::span<const std::string> levelOrder, size_t index) const;

  int32_t totalStars() const;
  const std::map<std::string, LevelProgress, std::less<>>& levels() const { return levels_; }

  bool operator==(const Progress&) const = default;

  // What the file held that this version does not understand, written back
  // as it was: its other members (a difficulty it cannot read among them),
  // and the level entries it cannot read.
  StoreExtras& unknown() { return unknown_; }
  const StoreExtras& unknown() const { return unknown_; }
  StoreExtras& unknownLevels() { return unknownLevels_; }
  const StoreExtras& unknownLevels() const { return unknownLevels_; }

 private:
  std::map<std::string, LevelProgress, std::less<>> levels_;
  Difficulty difficulty_ = Difficulty::Normal;
  StoreExtras unknown_;
  StoreExtras unknownLevels_;
};

struct ProgressLoad {
  Progress progress;
  StoreStatus status = StoreStatus::Missing;
  std::string message;   // for the player; empty unless the file was unreadable, damaged or newer
  StoreNotice notice{};  // the message in parts (io/store/StoreStatus.h)
  bool mayWrite = true;  // false: the file must be left alone this session (JsonLoad::mayWrite)
};

// The file's form is in io/store/ProgressJson.h.
ProgressLoad loadProgress(const std::filesystem::path& file);
// Saves the player's results without losing another game's: under a lock on
// the file (StoreLock.h), the records now in the file are merged into
// `progress` (mergeFrom()), so that two games on one config folder keep each
// other's wins, and the merged whole is written. `progress` then holds it.
SaveResult saveProgress(const std::filesystem::path& file, Progress& progress);
// Writes `progress` as it is, for when the player chose to forget results.
SaveResult replaceProgress(const std::filesystem::path& file, const Progress& progress);

}  // namespace td::persist
