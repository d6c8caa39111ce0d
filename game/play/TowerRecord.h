#pragma once

#include <cstdint>
#include <string>

#include "engine/sim/Tower.h"

namespace td {

class World;

// What a built tower has done, as its card and panel show it: damage and its share of all the towers' damage,
// kills, shots, gold put in, and damage per second over the latest wave and since it was built.
struct TowerRecord {
  float dealt = 0.f;
  float share = 0.f;  // of all damage done by the towers standing, 0..1
  int32_t kills = 0;
  int32_t shots = 0;
  int32_t spent = 0;
  float perSecondThisWave = 0.f;
  float perSecondInAll = 0.f;
};

TowerRecord towerRecord(const World& world, const Tower& tower);

// "1,240 damage (18 % of all)"; "no damage yet" before its first hit.
std::string damageText(const TowerRecord& record);
// "9.5 a second this wave, 7.1 in all".
std::string perSecondText(const TowerRecord& record);

}  // namespace td
