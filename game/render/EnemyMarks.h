#pragma once

#include <SFML/Graphics/VertexArray.hpp>
#include <SFML/System/Vector2.hpp>
#include <cstdint>

#include "engine/sim/Enemy.h"

namespace td {

// What an enemy is doing about the hero, as the player should see it. Only
// one mark shows at a time, the one that matters most: a fight first (the
// hero is taking its blows), then fear, then the hunt.
enum class EnemyMark : uint8_t {
  None,
  Engaged,   // held in a fight with the hero
  Scared,    // an imp running from the hero
  Calming,   // an imp back on its way after a scare
  Tracking,  // a wolf following the hero's breadcrumbs
};

EnemyMark enemyMark(const Enemy& e);

// A scared body trembles: its offset from where it stands, in cells, for the
// enemy with this serial `seconds` into the game. Enemies shake out of step.
sf::Vector2f scaredShake(uint32_t serial, float seconds);

// Appends the mark for an enemy of body `radius` at `centre` heading along
// `facing` (a unit vector); `seconds` animates it. Nothing for None.
void addEnemyMark(sf::VertexArray& out, EnemyMark mark, sf::Vector2f centre, float radius, sf::Vector2f facing,
                  float seconds);

// A stunned enemy (Enemy::stunTime, a Thunderclap's bolt): three stars
// circling over the top of its body of `radius` at `centre`, below its
// health bar; `seconds` turns them. A status, shown beside the mark above.
void addStunStars(sf::VertexArray& out, sf::Vector2f centre, float radius, float seconds);

}  // namespace td
