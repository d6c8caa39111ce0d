#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

#include "engine/core/MessageMark.h"

namespace td {

enum class Difficulty : uint8_t { Easy, Normal, Hard };

// What a difficulty changes. Normal changes nothing, so a game at Normal is
// the level exactly as written (and its state hashes are the level's own).
struct DifficultyDef {
  Difficulty difficulty;
  std::string_view name;  // as saved and as typed: "easy", "normal", "hard"
  // For the player: marked for the game's catalogue, translated where shown.
  std::string_view label;
  float enemyHealth;  // times the kind's health
  float gold;         // times the level's starting gold
  float lives;        // times the level's lives (at least one)
  float score;        // times the final score
};

inline constexpr std::array<DifficultyDef, 3> kDifficulties{{
    // TRANSLATORS: the difficulties of play: Easy, Normal, Hard.
    {Difficulty::Easy, "easy", N_("Easy"), 0.7f, 1.25f, 1.5f, 0.5f},
    {Difficulty::Normal, "normal", N_("Normal"), 1.0f, 1.0f, 1.0f, 1.0f},
    {Difficulty::Hard, "hard", N_("Hard"), 1.4f, 0.85f, 0.5f, 1.5f},
}};

inline const DifficultyDef& difficultyDef(Difficulty d) { return kDifficulties[static_cast<size_t>(d)]; }

inline std::optional<Difficulty> difficultyNamed(std::string_view name) {
  for (const DifficultyDef& d : kDifficulties) {
    if (d.name == name) return d.difficulty;
  }
  return std::nullopt;
}

// How a game is played beyond its level: the difficulty, and endless mode,
// where the level's waves are followed by ever harder ones
// (engine/sim/EndlessWaves.h) until the lives run out.
struct PlayRules {
  Difficulty difficulty = Difficulty::Normal;
  bool endless = false;
  // Player actions a challenge refuses (engine/sim/ChallengeRules.h), one bit for each ActionKind by its value.
  uint32_t forbidden = 0;

  bool operator==(const PlayRules&) const = default;
};

}  // namespace td
