#pragma once

#include <span>
#include <string>
#include <string_view>

#include "engine/grid/TerrainDef.h"
#include "engine/sim/GameDefs.h"
#include "io/LevelJson.h"

namespace td {

// A level as one line of text to pass around (a chat message, a forum post): "td1:", the level's canonical
// text (levelToJson) deflated (zlib) and written in URL-safe base64, then "." and the CRC-32 of the text in 8
// hexadecimal digits. Reading one checks the prefix, the encoding, the size (kLevelJsonLimits), the check
// and then the level as any level file is checked; a shipped level comes back byte for byte.
std::string levelShareCode(const LevelDef& level);

struct ShareCodeLoad {
  LevelLoad load;     // the level and its problems, as from a file
  std::string text;   // the level's text, when the code itself was sound
  std::string error;  // why the code itself is not one (then `load` is empty); marked N_, the game shows tr(error)

  bool ok() const { return error.empty() && load.ok(); }
};
// Spaces and line breaks around or inside the code (from a wrapped message) are ignored.
ShareCodeLoad parseShareCode(std::string_view code, std::span<const TerrainDef> kinds, const GameDefs* defs = nullptr);

}  // namespace td
