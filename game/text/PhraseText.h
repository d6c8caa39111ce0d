#pragma once

#include <string>

#include "engine/core/Phrase.h"
#include "io/JsonError.h"

namespace td {

// A message kept in parts (engine/core/Phrase.h) in the player's language: its pattern and every Word and
// Phrase in its places through the catalogue, then the places filled.
std::string phraseText(const Phrase& message);

// A problem of a file in the player's language: "levels/a.json: tiles[3]: " and the message.
std::string problemText(const JsonError& problem);

}  // namespace td
