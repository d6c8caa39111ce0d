#pragma once

#include <string>
#include <vector>

#include "editor/model/EditResult.h"
#include "editor/model/EditorDoc.h"
#include "engine/grid/Direction.h"

namespace td::editor {

// Edits of the level settings panel, each one undo step (or part of the open
// stroke). As with waves, out-of-range values are accepted and reported by
// validation; numbers that are not finite are refused.
EditResult setName(EditorDoc& doc, const std::string& name);
// The line shown to the player as the level starts; empty for none.
EditResult setHint(EditorDoc& doc, const std::string& hint);
EditResult setGold(EditorDoc& doc, int32_t gold);
EditResult setLives(EditorDoc& doc, int32_t lives);
EditResult setConnectivity(EditorDoc& doc, Connectivity connectivity);
EditResult setFirstWaveDelay(EditorDoc& doc, float seconds);
EditResult setWaveBreak(EditorDoc& doc, float seconds);
EditResult setEarlyBonusPerSecond(EditorDoc& doc, float gold);

// Allowed towers. An empty list means every kind of the game definitions.
EditResult setTowers(EditorDoc& doc, std::vector<std::string> towers);
// Whether the player may build kind `id` here.
bool towerAllowed(const EditorDoc& doc, const std::string& id);
// Allows or forbids one kind, keeping the list in the order of the game
// definitions. Forbidding a kind while every kind is allowed needs the game
// definitions (to list the others): refused without them. Allowing every
// kind stores the empty list.
EditResult setTowerAllowed(EditorDoc& doc, const std::string& id, bool allowed);

}  // namespace td::editor
