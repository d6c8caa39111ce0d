#pragma once

#include <cstddef>

#include "editor/model/WaveSchedule.h"
#include "engine/level/LevelDef.h"
#include "engine/sim/GameDefs.h"

namespace td::editorui {

// The timeline of one wave in the All waves window: a row per spawn, seconds from the wave's start across, a bar per
// group from its first enemy to its last in its kind's colour (a tick for each enemy where they are far enough apart
// to tell), labelled where the label fits, the group's numbers and its kind's facts when hovered. `schedule` is
// editor::waveSchedule(level).

// The height it takes, to give the rest of the window to the table above it.
float waveTimelineHeight(const LevelDef& level, const editor::WaveSchedule& schedule, size_t wave);
void waveTimelineView(const LevelDef& level, const GameDefs* defs, const editor::WaveSchedule& schedule, size_t wave);

}  // namespace td::editorui
