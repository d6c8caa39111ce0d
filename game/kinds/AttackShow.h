#pragma once

#include <SFML/Graphics/Color.hpp>
#include <SFML/Graphics/VertexArray.hpp>
#include <span>
#include <string>
#include <vector>

#include "engine/sim/Projectile.h"
#include "engine/sim/TowerDef.h"
#include "game/audio/SoundId.h"

namespace td {

// A tower's turret as drawn: where, which way it points, and its size (pixels or cells a cell).
struct TurretPose {
  sf::Vector2f centre;
  sf::Vector2f facing;  // unit vector
  float angle = 0.f;    // radians, facing's
  float scale = 1.f;
};

// How the game shows an attack kind: the colour of its towers, its turret, its shots in flight, its firing
// sound and the lines its card adds. One row per kind, in AttackKind's order, beside the engine's
// (engine/sim/attack/AttackRow.h); a test checks every kind has its row.
struct AttackShow {
  AttackKind kind;
  sf::Color color;
  SoundId shot;  // played when a tower of the kind fires
  // Draws the turret over the tower's plinth in `color` and its shade `dark`.
  void (*turret)(sf::VertexArray& out, const TurretPose& pose, sf::Color color, sf::Color dark);
  // Whether the plinth carries a turret: a muzzle flash when it fires and the level pips (a wall has none).
  bool turreted;
  bool muzzleFlash;  // a bolt shows as a bolt, not as a flash at the muzzle
  // Draws a shot in flight at `c` (world units), or null when the kind's shots are drawn elsewhere (discs).
  void (*projectile)(sf::VertexArray& out, const Projectile& p, sf::Vector2f c);
  // Adds the card's lines of what a tower of the kind does at `level`.
  void (*traits)(const TowerLevelDef& level, std::vector<std::string>& lines);
};

const AttackShow& attackShow(AttackKind kind);
std::span<const AttackShow> attackShows();

}  // namespace td
