#pragma once

#include <string>

#include "engine/core/Phrase.h"

namespace td {

// One problem found in a JSON document (warnings use the same shape). Every
// message names the file, where in the document the problem is, and what was
// expected there, so that a level author can fix it without a debugger.
struct JsonError {
  std::string source;  // the file, or a label for text that came from elsewhere
  std::string path;    // e.g. "tiles[3]" or "spawns[0][1]"; empty for the whole document
  Phrase message;      // what is wrong and what was expected, in parts for the game to translate

  // "levels/a.json: tiles[3]: expected 24 characters, found 23", in English (td-cli, the logs); the game says
  // it in the player's language with problemText (game/text/PhraseText.h).
  std::string text() const {
    std::string out = source;
    if (!path.empty()) out += ": " + path;
    out += ": " + message.english();
    return out;
  }
};

}  // namespace td
