#pragma once

#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

#include "engine/core/MessageMark.h"
#include "engine/core/Phrase.h"

namespace td::editor {

// The parts of the notes that edits of spawns and goals leave ("removed 1 spawn; 2 wave groups lost their
// spawn"), shared by the tools that paint and the selection that pastes.

// A count of spawns or goals, to fill a place of a note: "1 spawn", "2 goals".
inline Phrase spawnCount(size_t n) { return phrasePlural(NP_("{0} spawn", "{0} spawns"), static_cast<int64_t>(n), n); }
inline Phrase goalCount(size_t n) { return phrasePlural(NP_("{0} goal", "{0} goals"), static_cast<int64_t>(n), n); }

// Notes on one edit, one after the other: "removed ...; 1 wave group lost its spawn".
inline Phrase joinedNotes(std::vector<Phrase> notes) {
  if (notes.empty()) return {};
  Phrase out = std::move(notes[0]);
  for (size_t i = 1; i < notes.size(); ++i) {
    // TRANSLATORS: two notes on one edit of the level, one after the other.
    out = phrase(N_("{0}; {1}"), std::move(out), std::move(notes[i]));
  }
  return out;
}

}  // namespace td::editor
