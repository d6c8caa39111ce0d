#pragma once

#include <string>
#include <vector>

#include "io/JsonError.h"

namespace td::editor {

// The outcome of opening, saving or restoring a file.
struct FileResult {
  std::vector<JsonError> errors;
  std::vector<JsonError> warnings;  // e.g. unknown keys in an opened level; the level still loaded
  // What keeps the level opened or saved from being played (io's
  // validateLevel); it was opened or saved all the same.
  std::vector<JsonError> problems;

  bool ok() const { return errors.empty(); }
  // Every error on its own line, in English (JsonError::text); the game says each in the player's language with
  // problemText (game/text/PhraseText.h).
  std::string text() const {
    std::string out;
    for (const JsonError& e : errors) out += e.text() + "\n";
    return out;
  }
};

}  // namespace td::editor
