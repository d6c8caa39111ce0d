#pragma once

#include <cstdint>

#include "engine/balance/WaveBalance.h"
#include "game/editor/panel/PanelHost.h"

namespace td::editorui {

// The Waves tab: the level's waves and their groups, each with its balance figures, the balance graph and
// the test play from a later wave with extra gold.
class WavesTab {
 public:
  void draw(PanelHost& host);
  // Opens wave `wave` (from 0) and scrolls to it at the next draw.
  void openWave(int wave) { openWave_ = wave; }
  // Where the test play starts, from 1 (the Rate tab's "test play from wave N" sets it too).
  void setTestWave(int wave) { testWave_ = wave; }
  // A new document: nothing to open.
  void forget() { openWave_ = -1; }

 private:
  // The balance graph and the test play's start.
  void balanceSection(PanelHost& host);

  WaveBalance balance_;  // kept until the level changes
  uint64_t balanceRevision_ = UINT64_MAX;
  int openWave_ = -1;
  int testWave_ = 1;
  int testGold_ = 0;
};

}  // namespace td::editorui
