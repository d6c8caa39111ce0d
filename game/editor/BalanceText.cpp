#include "game/editor/BalanceText.h"

#include <cmath>
#include <cstdio>

#include "engine/sim/move/MoveState.h"

namespace td::editorui {
namespace {

std::string percent(double share) { return std::to_string(static_cast<int>(std::lround(share * 100.0))) + "%"; }

std::string oneDecimal(double value) {
  char text[32];
  std::snprintf(text, sizeof text, "%.1f", value);
  return text;
}

}  // namespace

std::string compactNumber(double value) {
  const double size = std::fabs(value);
  char text[32];
  if (size < 10'000.0) {
    std::snprintf(text, sizeof text, "%.0f", value);
  } else if (size < 1'000'000.0) {
    std::snprintf(text, sizeof text, "%.1fk", value / 1'000.0);
  } else {
    std::snprintf(text, sizeof text, "%.1fM", value / 1'000'000.0);
  }
  return text;
}

std::string waveThreatLine(const WaveFigures& wave) {
  if (wave.enemies == wave.unknown) return wave.enemies == 0 ? "sends nothing" : "only enemies of unknown kinds";
  std::string line = compactNumber(wave.armouredHealth) + " hp vs armour";
  if (wave.armouredHealth > wave.health) line += " (" + compactNumber(wave.health) + " bare)";
  if (wave.flyers > 0) line += " \xC2\xB7 " + percent(wave.flyerShare) + " air";
  return line + " \xC2\xB7 threat " + compactNumber(wave.threat) + "/s";
}

std::string waveGoldLine(const WaveFigures& wave, const WaveBalance& balance) {
  std::string line = "pays " + compactNumber(wave.bounty);
  if (wave.bonus != 0) line += " + " + compactNumber(wave.bonus);
  line += " \xC2\xB7 " + compactNumber(wave.lives) + (wave.lives == 1 ? " life" : " lives");
  line += " \xC2\xB7 " + compactNumber(wave.goldBefore) + " gold by then";
  if (const int32_t c = balance.cheapest(); c >= 0) {
    line += ": " + std::to_string(wave.towersBought[static_cast<size_t>(c)]) + " " +
            balance.towers[static_cast<size_t>(c)].name;
  }
  return line;
}

std::string enemyFacts(const EnemyDef& def) {
  const std::string dot = " \xC2\xB7 ";
  std::string text = compactNumber(def.health) + " hp" + dot + oneDecimal(def.speed) + " cells/s";
  if (def.armour > 0.f) text += dot + percent(def.armour) + " armour";
  text += dot + std::to_string(def.bounty) + " gold" + dot + std::to_string(def.lives) +
          (def.lives == 1 ? " life" : " lives");
  const std::string_view way = movementInfo(def.movement).way;
  if (!way.empty()) text += dot + std::string(way);
  return text;
}

std::string waveDetails(const WaveFigures& wave, const WaveBalance& balance) {
  std::string text = std::to_string(wave.enemies) + (wave.enemies == 1 ? " enemy" : " enemies");
  if (wave.flyers > 0) text += ", " + std::to_string(wave.flyers) + " flying";
  if (wave.unknown > 0) text += ", " + std::to_string(wave.unknown) + " of unknown kinds (not counted below)";
  text += "\nHealth " + compactNumber(wave.health) + "; against armour " + compactNumber(wave.armouredHealth);
  if (wave.flyers > 0) text += " (" + percent(wave.flyerShare) + " of it in the air)";
  text += "\nArrives over " + oneDecimal(wave.arrivalSeconds) + " s: threat " + compactNumber(wave.threat) +
          " hp/s against armour";
  text += "\nBounty " + std::to_string(wave.bounty) + ", bonus " + std::to_string(wave.bonus) + ", lives at stake " +
          std::to_string(wave.lives);
  text += "\nGold by then " + std::to_string(wave.goldBefore) + " (early calls not counted)";
  for (size_t t = 0; t < balance.towers.size(); ++t) {
    text += "\n  " + std::to_string(wave.towersBought[t]) + " x " + balance.towers[t].name + " at " +
            std::to_string(balance.towers[t].cost);
  }
  return text;
}

}  // namespace td::editorui
