#include "game/editor/BalanceText.h"

#include <cmath>
#include <cstdio>

#include "engine/core/TextFormat.h"
#include "engine/sim/move/MoveState.h"
#include "game/text/Catalogue.h"

namespace td::editorui {
namespace {

// The dot between the figures of a line.
constexpr const char* kDot = " \xC2\xB7 ";

// "20%".
std::string percent(double share) {
  // TRANSLATORS: a percentage; {0} is the number.
  return textf(tr("{0}%"), static_cast<long>(std::lround(share * 100.0)));
}

// A count of lives, as "12 lives".
std::string livesText(int32_t lives, const std::string& shown) {
  return textf(trn("{0} life", "{0} lives", static_cast<unsigned long>(lives > 0 ? lives : 0)), shown);
}

}  // namespace

std::string compactNumber(double value) {
  const double size = std::fabs(value);
  if (size < 10'000.0) {
    char text[32];
    std::snprintf(text, sizeof text, "%.0f", value);
    return text;
  }
  // TRANSLATORS: a number in thousands, short: "12.3k".
  if (size < 1'000'000.0) return textf(tr("{0}k"), decimalText(value / 1'000.0, 1));
  // TRANSLATORS: a number in millions, short: "4.6M".
  return textf(tr("{0}M"), decimalText(value / 1'000'000.0, 1));
}

std::string waveThreatLine(const WaveFigures& wave) {
  if (wave.enemies == wave.unknown) {
    // TRANSLATORS: a wave's figures: it has no enemies, or only of kinds the definitions do not know.
    return wave.enemies == 0 ? tr("sends nothing") : tr("only enemies of unknown kinds");
  }
  // TRANSLATORS: a wave's enemies' health, all of it, counting the armour ("hp": hit points).
  std::string line = textf(tr("{0} hp vs armour"), compactNumber(wave.armouredHealth));
  if (wave.armouredHealth > wave.health) {
    // TRANSLATORS: {1} is the health without counting the armour.
    line = textf(tr("{0} hp vs armour ({1} bare)"), compactNumber(wave.armouredHealth), compactNumber(wave.health));
  }
  // TRANSLATORS: the share of a wave's health that flies ("20%").
  if (wave.flyers > 0) line += kDot + textf(tr("{0} air"), percent(wave.flyerShare));
  // TRANSLATORS: a wave's health against armour per second of its arrival.
  return line + kDot + textf(tr("threat {0}/s"), compactNumber(wave.threat));
}

std::string waveGoldLine(const WaveFigures& wave, const WaveBalance& balance) {
  // TRANSLATORS: the gold a wave pays when all its enemies die: its bounty.
  std::string line = textf(tr("pays {0}"), compactNumber(wave.bounty));
  if (wave.bonus != 0) {
    // TRANSLATORS: the gold a wave pays when all its enemies die: bounty, then the wave's bonus.
    line = textf(tr("pays {0} + {1}"), compactNumber(wave.bounty), compactNumber(wave.bonus));
  }
  line += kDot + livesText(wave.lives, compactNumber(wave.lives));
  if (const int32_t c = balance.cheapest(); c >= 0) {
    // TRANSLATORS: the gold a player has had by a wave, then how many of the cheapest tower it buys: "5 Archer".
    line += kDot + textf(tr("{0} gold by then: {1} {2}"), compactNumber(wave.goldBefore),
                         wave.towersBought[static_cast<size_t>(c)], balance.towers[static_cast<size_t>(c)].name);
  } else {
    // TRANSLATORS: the gold a player has had by a wave.
    line += kDot + textf(tr("{0} gold by then"), compactNumber(wave.goldBefore));
  }
  return line;
}

std::string enemyFacts(const EnemyDef& def) {
  // TRANSLATORS: an enemy kind's health ("hp": hit points).
  std::string text = textf(tr("{0} hp"), compactNumber(def.health));
  // TRANSLATORS: an enemy kind's speed.
  text += kDot + textf(tr("{0} cells/s"), decimalText(def.speed, 1));
  // TRANSLATORS: an enemy kind's armour, a percentage ("50%").
  if (def.armour > 0.f) text += kDot + textf(tr("{0} armour"), percent(def.armour));
  // TRANSLATORS: an enemy kind's bounty.
  text += kDot + textf(tr("{0} gold"), groupedText(def.bounty));
  text += kDot + livesText(def.lives, std::to_string(def.lives));
  // The way of moving in words, the engine's (engine/sim/move/): in the player's language where the catalogue has it.
  if (const std::string way(movementInfo(def.movement).way); !way.empty()) text += kDot + std::string(tr(way.c_str()));
  return text;
}

std::string waveDetails(const WaveFigures& wave, const WaveBalance& balance) {
  const auto enemies = static_cast<unsigned long>(wave.enemies > 0 ? wave.enemies : 0);
  std::string text = textf(trn("{0} enemy", "{0} enemies", enemies), groupedText(wave.enemies));
  // TRANSLATORS: {0} is "40 enemies", {1} how many of them fly.
  if (wave.flyers > 0) text = textf(tr("{0}, {1} flying"), text, groupedText(wave.flyers));
  if (wave.unknown > 0) {
    // TRANSLATORS: {0} is "40 enemies" (", 5 flying"), {1} how many are of kinds the definitions do not know.
    text = textf(tr("{0}, {1} of unknown kinds (not counted below)"), text, groupedText(wave.unknown));
  }
  text += "\n";
  if (wave.flyers > 0) {
    // TRANSLATORS: the wave's health, then counting the armour, then the share of it that flies ("20%").
    text += textf(tr("Health {0}; against armour {1} ({2} of it in the air)"), compactNumber(wave.health),
                  compactNumber(wave.armouredHealth), percent(wave.flyerShare));
  } else {
    // TRANSLATORS: the wave's health, then counting the armour.
    text += textf(tr("Health {0}; against armour {1}"), compactNumber(wave.health), compactNumber(wave.armouredHealth));
  }
  // TRANSLATORS: {0} is the seconds the wave takes to arrive, {1} its health per second of that.
  text += "\n" + textf(tr("Arrives over {0} s: threat {1} hp/s against armour"), decimalText(wave.arrivalSeconds, 1),
                       compactNumber(wave.threat));
  text += "\n" + textf(tr("Bounty {0}, bonus {1}, lives at stake {2}"), groupedText(wave.bounty),
                       groupedText(wave.bonus), groupedText(wave.lives));
  // TRANSLATORS: the gold a player has had by the wave; calling waves early earns more, not counted here.
  text += "\n" + textf(tr("Gold by then {0} (early calls not counted)"), groupedText(wave.goldBefore));
  for (size_t t = 0; t < balance.towers.size(); ++t) {
    // TRANSLATORS: how many towers of a kind that gold buys, the kind's name and its price: "5 x Archer at 40".
    text += "\n  " + textf(tr("{0} x {1} at {2}"), groupedText(wave.towersBought[t]), balance.towers[t].name,
                           groupedText(balance.towers[t].cost));
  }
  return text;
}

}  // namespace td::editorui
