#include "game/play/TowerRecord.h"

#include <algorithm>
#include <cmath>

#include "engine/core/TextFormat.h"
#include "engine/sim/World.h"
#include "game/text/Catalogue.h"

namespace td {

TowerRecord towerRecord(const World& world, const Tower& tower) {
  TowerRecord r;
  r.dealt = tower.dealt;
  r.kills = tower.kills;
  r.shots = tower.shots;
  r.spent = tower.spent;
  float all = 0.f;
  const auto& towers = world.towers();
  for (uint32_t i = 0; i < towers.slotCount(); ++i) {
    if (towers.aliveAt(i)) all += towers.at(i).dealt;
  }
  r.share = all > 0.f ? tower.dealt / all : 0.f;
  // At least a second, so a tower built a moment ago does not read as a huge rate.
  const auto seconds = [&](uint64_t since) {
    return std::max(1.f, static_cast<float>(world.tick() - std::min(world.tick(), since)) * World::kStep);
  };
  r.perSecondThisWave = (tower.dealt - tower.dealtAtWave) / seconds(tower.waveTick);
  r.perSecondInAll = tower.dealt / seconds(tower.builtTick);
  return r;
}

std::string damageText(const TowerRecord& record) {
  if (record.dealt <= 0.f) return tr("no damage yet");
  // TRANSLATORS: a tower's damage so far, and its share of all the towers' damage in per cent.
  // xgettext:no-c-format
  return textf(tr("{0} damage ({1} % of all)"), groupedText(std::lround(record.dealt)),
               static_cast<int>(std::lround(record.share * 100.f)));
}

std::string perSecondText(const TowerRecord& record) {
  // TRANSLATORS: a tower's damage a second, in this wave and since it was built.
  return textf(tr("{0} a second this wave, {1} in all"), decimalText(record.perSecondThisWave, 1),
               decimalText(record.perSecondInAll, 1));
}

}  // namespace td
