#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace td {

// What a hero is at one level: level 1 is what it starts as (its cost is
// 0), each further level an upgrade bought with gold.
struct HeroLevelDef {
  int32_t cost = 0;
  float health = 100.0f;
  float damage = 10.0f;   // per blow, before the target's armour
  float range = 1.0f;     // cells from the hero's centre to the target's edge
  float interval = 1.0f;  // seconds between blows
  float regen = 2.0f;     // health per second while it stands idle
};

// One kind of hero, as read from assets/defs/heroes.json.
struct HeroDef {
  std::string id;
  std::string name;
  float speed = 2.0f;       // cells per second
  float turnRate = 540.0f;  // degrees per second
  float arrival = 0.5f;     // it has reached a path point within this distance
  float radius = 0.3f;      // for hits and drawing
  float respawn = 10.0f;    // seconds dead before it stands again at its start
  float guard = 2.5f;       // it goes for enemies this close to its rally point
  int32_t blocks = 2;       // ground enemies it holds in a fight at once
  bool hitsAir = false;
  int32_t trail = 15;  // breadcrumbs it leaves for trackers
  std::vector<HeroLevelDef> levels;
  // Last, so that a def written in place by its first members ({"normal", "", 1, ...}) still reads.
  std::map<std::string, std::string> names = {};  // the name in other languages, by code ("pl"); else `name`
};

}  // namespace td
