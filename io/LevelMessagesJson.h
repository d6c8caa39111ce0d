#pragma once

#include <string>
#include <vector>

#include "engine/level/LevelDef.h"
#include "io/JsonCheck.h"

namespace td {

// The optional "messages" member of a level file: lines shown to the player
// during play (engine/level/LevelMessage.h).
//   "messages": [{"wave": 3, "text": "Flyers come next: they cross walls."},
//                {"seconds": 30.0, "text": "Call waves early with N for gold."}]
// Each entry has exactly one of "wave" (the wave's number, from 1: shown as
// it starts) or "seconds" (of the game's clock from its start), and "text".
// Shapes and types are read here; checkMessages() (MessageCheck.h) judges
// the values, so that edited levels meet the same rules.

// Fills `level.messages` when the member is there; false when it was
// malformed (reported at its path).
bool readLevelMessages(JsonCheck& check, const JsonCheck::Json& root, LevelDef& level);

// The member's canonical text, one message a line, with the given
// indentation of the member itself, without a trailing comma.
std::string levelMessagesJson(const std::vector<LevelMessage>& messages, const std::string& indent);

}  // namespace td
