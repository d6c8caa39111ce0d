#pragma once

#include "engine/balance/WaveBalance.h"

namespace td::editorui {

// The Waves tab's graph: each wave's threat and the gold the player has had
// by it, as two lines over the waves, each on its own axis (threat on the
// left, gold on the right), the full width of the panel and `height` pixels
// tall. Hovering a wave shows its figures; `marked` (0-based, or -1) is drawn
// highlighted. Returns the wave clicked, or -1.
int balanceGraph(const WaveBalance& balance, int marked, float height);

}  // namespace td::editorui
