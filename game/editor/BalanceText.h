#pragma once

#include <string>

#include "engine/balance/WaveBalance.h"
#include "engine/sim/EnemyDef.h"

namespace td::editorui {

// The wave balance (engine/balance/WaveBalance.h) in words, for the Waves tab.

// 950, 12.3k, 4.5M: short enough for a line under a wave's header.
std::string compactNumber(double value);

// "600 hp vs armour (450 bare) · 30% air · threat 75/s"
std::string waveThreatLine(const WaveFigures& wave);

// "pays 48 + 10 · 12 lives · 200 gold by then: 5 Archer"
std::string waveGoldLine(const WaveFigures& wave, const WaveBalance& balance);

// What a kind of enemy is, for the enemy picker: "30 hp · 1.5 cells/s · 50% armour · 6 gold · 1 life", then
// its way of moving when it is not the plain route ("· flies straight over everything").
std::string enemyFacts(const EnemyDef& def);

// Every figure of the wave, one a line, with what each tower kind that gold
// buys: the tooltip over the short lines.
std::string waveDetails(const WaveFigures& wave, const WaveBalance& balance);

}  // namespace td::editorui
