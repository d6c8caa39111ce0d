#include "engine/rate/StepProposals.h"

#include <algorithm>
#include <cmath>
#include <span>

#include "engine/rate/FireCover.h"
#include "engine/sim/CellPoints.h"

namespace td {
namespace {

struct Scored {
  float score = 0.0f;
  Cell cell;
};

// Best first; ties by cell, so that the order never depends on the sort.
bool ahead(const Scored& a, const Scored& b) {
  if (a.score != b.score) return a.score > b.score;
  if (a.cell.y != b.cell.y) return a.cell.y < b.cell.y;
  return a.cell.x < b.cell.x;
}

// How many towers already reach each cell's centre and each air point.
struct Cover {
  std::vector<uint8_t> ground;
  std::vector<uint8_t> air;
};

Cover coverOf(const World& world, const RouteTraffic& traffic) {
  Cover cover{std::vector<uint8_t>(traffic.ground.size(), 0), std::vector<uint8_t>(traffic.airPoints.size(), 0)};
  const auto& towers = world.towers();
  for (uint32_t i = 0; i < towers.slotCount(); ++i) {
    if (!towers.aliveAt(i)) continue;
    const Tower& t = towers.at(i);
    const TowerDef& def = world.defs().towers[t.kind];
    const float range = towerStats(def, t).range;
    const Vec2 at = centreOf(t.cell);
    if (def.hitsGround) {
      const int r = static_cast<int>(std::ceil(range));
      for (int y = std::max(0, t.cell.y - r); y <= std::min(traffic.height - 1, t.cell.y + r); ++y) {
        for (int x = std::max(0, t.cell.x - r); x <= std::min(traffic.width - 1, t.cell.x + r); ++x) {
          if (distance(at, centreOf({x, y})) > range) continue;
          uint8_t& n =
              cover.ground[static_cast<size_t>(y) * static_cast<size_t>(traffic.width) + static_cast<size_t>(x)];
          n = static_cast<uint8_t>(std::min(n + 1, 30));
        }
      }
    }
    if (def.hitsAir) {
      for (size_t k = 0; k < traffic.airPoints.size(); ++k) {
        if (distance(at, traffic.airPoints[k]) <= range)
          cover.air[k] = static_cast<uint8_t>(std::min(cover.air[k] + 1, 30));
      }
    }
  }
  return cover;
}

// Traffic within `range` of `cell`'s centre, each cell or point worth half
// as much for every tower that already reaches it.
float reach(const RouteTraffic& traffic, const Cover& cover, Cell cell, float range, bool ground, bool air) {
  const Vec2 at = centreOf(cell);
  float sum = 0.0f;
  if (ground) {
    const int r = static_cast<int>(std::ceil(range));
    for (int y = std::max(0, cell.y - r); y <= std::min(traffic.height - 1, cell.y + r); ++y) {
      for (int x = std::max(0, cell.x - r); x <= std::min(traffic.width - 1, cell.x + r); ++x) {
        const size_t i = static_cast<size_t>(y) * static_cast<size_t>(traffic.width) + static_cast<size_t>(x);
        if (traffic.ground[i] == 0.0f || distance(at, centreOf({x, y})) > range) continue;
        sum += std::ldexp(traffic.ground[i], -cover.ground[i]);
      }
    }
  }
  if (air) {
    for (size_t k = 0; k < traffic.airPoints.size(); ++k) {
      if (distance(at, traffic.airPoints[k]) <= range) sum += std::ldexp(traffic.airWeight[k], -cover.air[k]);
    }
  }
  return sum;
}

void proposeSites(World& world, const RouteTraffic& traffic, const Cover& cover, uint32_t perKind, bool maze,
                  RouteProbe& probe, std::vector<PlanStep>& out) {
  const GameDefs& defs = world.defs();
  if (!maze) probe.reset(world);
  std::vector<Scored> sites;
  for (size_t k = 0; k < defs.towers.size(); ++k) {
    if (!world.towerAllowed(static_cast<uint16_t>(k)) || !defs.towers[k].attacks()) continue;
    const TowerDef& def = defs.towers[k];
    sites.clear();
    for (int32_t y = 0; y < traffic.height; ++y) {
      for (int32_t x = 0; x < traffic.width; ++x) {
        const float s = reach(traffic, cover, {x, y}, def.levels[0].range, def.hitsGround, def.hitsAir);
        if (s > 0.0f) sites.push_back({s, {x, y}});
      }
    }
    std::sort(sites.begin(), sites.end(), ahead);
    uint32_t taken = 0;
    for (const Scored& site : sites) {
      if (taken == perKind) break;
      if (world.towerAt(site.cell).valid() || world.heroStandsIn(site.cell)) continue;
      if (world.placementAt(site.cell).status != PlacementStatus::Ok) continue;
      if (!maze && probe.lengthWith(std::span<const Cell>(&site.cell, 1)) != probe.length()) continue;
      PlanStep step;
      step.kind = PlanStepKind::Build;
      step.tower = static_cast<uint16_t>(k);
      step.cell = site.cell;
      out.push_back(step);
      ++taken;
    }
  }
}

void proposeTowerSteps(const World& world, const RouteTraffic& traffic, const Cover& cover,
                       const ProposalLimits& limits, std::vector<PlanStep>& out) {
  std::vector<Scored> upgrades;
  std::vector<Scored> retargets;
  // A specialisation of a top-level tower: its index in `spec`.
  struct Choice {
    Scored scored;
    int32_t spec = 0;
  };
  std::vector<Choice> choices;
  const auto& towers = world.towers();
  for (uint32_t i = 0; i < towers.slotCount(); ++i) {
    if (!towers.aliveAt(i)) continue;
    const Tower& t = towers.at(i);
    const TowerDef& def = world.defs().towers[t.kind];
    if (!def.attacks()) continue;  // a wall: nothing to upgrade or aim
    const float covered = reach(traffic, cover, t.cell, towerStats(def, t).range, def.hitsGround, def.hitsAir);
    if (t.mode == TargetMode::First) retargets.push_back({covered, t.cell});
    if (canSpecialise(def, t)) {
      // Each by the traffic it would cover at its own range times its damage rate, over what the tower covers
      // now, per gold; only with gold to spare (twice its price in hand): a specialisation is where late gold
      // goes, and weighed while gold is short it led the search away from the maze and the cheap towers that
      // hold a level with least gold (Crossroads rated 330 gold where it rates 75).
      const float now = covered * damageRate(towerStats(def, t));
      for (size_t k = 0; k < def.specialisations.size(); ++k) {
        const TowerLevelDef& spec = def.specialisations[k].level;
        if (world.gold() < 2 * spec.cost) continue;
        const float then = reach(traffic, cover, t.cell, spec.range, def.hitsGround, def.hitsAir) * damageRate(spec);
        choices.push_back(
            {{(then - now) / static_cast<float>(std::max(1, spec.cost)), t.cell}, static_cast<int32_t>(k)});
      }
    }
    const size_t next = static_cast<size_t>(t.level) + 1;
    if (next >= def.levels.size()) continue;
    const float gain = damageRate(def.levels[next]) - damageRate(def.levels[t.level]);
    upgrades.push_back({covered * gain / static_cast<float>(std::max(1, def.levels[next].cost)), t.cell});
  }
  std::sort(upgrades.begin(), upgrades.end(), ahead);
  std::sort(retargets.begin(), retargets.end(), ahead);
  std::sort(choices.begin(), choices.end(), [](const Choice& a, const Choice& b) {
    if (a.scored.score != b.scored.score || a.scored.cell != b.scored.cell) return ahead(a.scored, b.scored);
    return a.spec < b.spec;
  });
  for (size_t i = 0; i < std::min<size_t>(limits.upgrades, upgrades.size()); ++i) {
    PlanStep step;
    step.kind = PlanStepKind::Upgrade;
    step.cell = upgrades[i].cell;
    out.push_back(step);
  }
  for (size_t i = 0; i < std::min<size_t>(limits.retargets, retargets.size()); ++i) {
    PlanStep step;
    step.kind = PlanStepKind::Target;
    step.cell = retargets[i].cell;
    step.mode = TargetMode::Strongest;
    out.push_back(step);
  }
  // Apart from the upgrades, so that a choice at the top never crowds out an upgrade lower down.
  for (size_t i = 0; i < std::min<size_t>(limits.specialisations, choices.size()); ++i) {
    PlanStep step;
    step.kind = PlanStepKind::Specialise;
    step.cell = choices[i].scored.cell;
    step.tower = static_cast<uint16_t>(choices[i].spec);
    out.push_back(step);
  }
}

void proposeHeroSteps(const World& world, const RouteTraffic& traffic, uint32_t posts, bool posted,
                      std::vector<PlanStep>& out) {
  const Hero* hero = world.hero();
  if (!hero) return;
  if (!posted && posts > 0) {
    const Cover none{std::vector<uint8_t>(traffic.ground.size(), 0), {}};
    std::vector<Scored> spots;
    for (int32_t y = 0; y < traffic.height; ++y) {
      for (int32_t x = 0; x < traffic.width; ++x) {
        const float s = reach(traffic, none, {x, y}, world.heroDef()->guard, true, false);
        if (s > 0.0f) spots.push_back({s, {x, y}});
      }
    }
    std::sort(spots.begin(), spots.end(), ahead);
    for (size_t i = 0; i < std::min<size_t>(posts, spots.size()); ++i) {
      PlanStep step;
      step.kind = PlanStepKind::HeroPost;
      step.point = centreOf(spots[i].cell);
      out.push_back(step);
    }
  }
  if (static_cast<size_t>(hero->level) + 1 < world.heroDef()->levels.size()) {
    PlanStep step;
    step.kind = PlanStepKind::HeroUpgrade;
    out.push_back(step);
  }
}

}  // namespace

void proposeSteps(World& world, const RouteTraffic& traffic, const ProposalLimits& limits, bool heroPosted,
                  RouteProbe& probe, std::vector<PlanStep>& out) {
  out.clear();
  const Cover cover = coverOf(world, traffic);
  proposeSites(world, traffic, cover, limits.sitesPerKind, limits.maze, probe, out);
  proposeTowerSteps(world, traffic, cover, limits, out);
  proposeHeroSteps(world, traffic, limits.heroPosts, heroPosted, out);
}

}  // namespace td
