#pragma once

#include <SFML/Graphics/Color.hpp>
#include <SFML/Graphics/VertexArray.hpp>
#include <SFML/System/Vector2.hpp>
#include <cstdint>

#include "engine/sim/EnemyDef.h"
#include "engine/sim/TowerDef.h"

namespace td {

// How each kind of tower and enemy looks. Kinds are told apart by outline
// first and colour second, so they stay distinct for colour-blind players
// and at a glance in a crowd.
enum class EnemyShape : uint8_t {
  Round,
  Arrowhead,
  Block,
  Mite,
  Brute,
  Winged,
  Horned,
  Hound,
  Gremlin,
  Golem,
  Cart,
  Rat,
  Hawk
};

struct EnemyLook {
  EnemyShape shape = EnemyShape::Round;
  sf::Color body;
  sf::Color edge;
};

EnemyLook enemyLook(const EnemyDef& def, uint16_t kind);
sf::Color towerColor(const TowerDef& def);

// Appends a tower at `centre` (world units: one per cell, times `scale`):
// base, turret turned to `angle` (radians) and one pip per level (0-based).
// A tower that has specialised (`spec` 0 or 1, Tower::spec; -1 for none)
// gets a plinth rimmed in its kind's colour and a crest on its upper
// corners whose shape tells the two apart (specCrest).
void addTowerShape(sf::VertexArray& out, const TowerDef& def, sf::Vector2f centre, float angle, int level,
                   float scale = 1.f, float flash = 0.f, int spec = -1);
// The crest of specialisation `spec` (0: a diamond, 1: a triangle), `size`
// from its centre to a corner, in `color` on a gold rim. Shapes rather than
// colours, so that the two read apart for every player and at a glance.
void addSpecCrest(sf::VertexArray& out, sf::Vector2f centre, float size, int spec, sf::Color color);
// Appends an enemy body of `radius` heading along `heading` (radians).
// `compact` is for bodies only a few pixels across: fewer rim points and no
// details smaller than a pixel, the same silhouette and colours.
void addEnemyShape(sf::VertexArray& out, const EnemyLook& look, sf::Vector2f centre, float radius, float heading,
                   uint8_t alpha = 255, bool compact = false);

}  // namespace td
