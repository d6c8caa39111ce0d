#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace td {

// Every sound effect the game can play. All are synthesised at start-up, so
// adding one means adding a recipe in SoundSynth.cpp, not a file.
enum class SoundId : uint8_t {
  ShootArrow,      // bow twang
  ShootCannon,     // low thump
  ShootFrost,      // glassy chime
  ShootLightning,  // electric crackle
  Hit,             // a projectile strikes
  Burst,           // a shell explodes
  Death,           // an enemy dies
  Leak,            // an enemy reaches a goal
  Build,
  Upgrade,
  Specialise,  // a tower at its top level becomes one of its kind's two
  Sell,
  WaveStart,
  Win,
  Lose,
  Click,      // UI button
  Refused,    // UI: the action is not allowed
  Sword,      // the hero strikes
  HeroDown,   // the hero falls
  HeroBack,   // the hero stands again
  HeroOrder,  // UI: the hero takes an order
};

inline constexpr size_t kSoundCount = static_cast<size_t>(SoundId::HeroOrder) + 1;

inline constexpr size_t soundIndex(SoundId id) { return static_cast<size_t>(id); }

inline constexpr std::array<SoundId, kSoundCount> kAllSounds = {
    SoundId::ShootArrow, SoundId::ShootCannon, SoundId::ShootFrost, SoundId::ShootLightning,
    SoundId::Hit,        SoundId::Burst,       SoundId::Death,      SoundId::Leak,
    SoundId::Build,      SoundId::Upgrade,     SoundId::Specialise, SoundId::Sell,
    SoundId::WaveStart,  SoundId::Win,         SoundId::Lose,       SoundId::Click,
    SoundId::Refused,    SoundId::Sword,       SoundId::HeroDown,   SoundId::HeroBack,
    SoundId::HeroOrder,
};

// A stable lower-case name, for logs and test names.
std::string_view soundName(SoundId id);

}  // namespace td
