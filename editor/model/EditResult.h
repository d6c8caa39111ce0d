#pragma once

#include <cstdint>
#include <string>

#include "engine/core/Phrase.h"

namespace td::editor {

enum class EditStatus : uint8_t {
  Applied,   // the level changed: one undo step (or part of the open stroke)
  NoChange,  // nothing to do, e.g. painting a cell its own kind; no undo step, not dirty
  Refused,   // not done, `message` says why
};

// What an edit did. Edits that would leave the model inconsistent are refused;
// edits that only make the level invalid (a goal on rock, a count of 0) are
// applied and reported by validation, so a designer may pass through
// unfinished states.
struct EditResult {
  EditStatus status = EditStatus::NoChange;
  // Why it was refused, or a note on an applied edit worth telling the
  // designer (e.g. "2 wave groups lost their spawn").
  Phrase message;

  bool applied() const { return status == EditStatus::Applied; }
  bool refused() const { return status == EditStatus::Refused; }

  static EditResult done(Phrase note = {}) { return {EditStatus::Applied, std::move(note)}; }
  static EditResult unchanged() { return {EditStatus::NoChange, {}}; }
  static EditResult refuse(Phrase reason) { return {EditStatus::Refused, std::move(reason)}; }
};

}  // namespace td::editor
