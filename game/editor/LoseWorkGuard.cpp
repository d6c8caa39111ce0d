#include "game/editor/LoseWorkGuard.h"

namespace td::editorui {

LoseWorkGuard::Next LoseWorkGuard::request(Leave action, bool dirty) {
  if (pending_ != Leave::None) return Next::Wait;
  if (action == Leave::None) return Next::Stop;
  pending_ = action;
  if (!dirty) return Next::Proceed;
  stage_ = Stage::Asking;
  return Next::Wait;
}

LoseWorkGuard::Next LoseWorkGuard::answer(Answer answer, bool hasFile) {
  if (stage_ != Stage::Asking) return Next::Wait;
  switch (answer) {
    case Answer::Discard:
      stage_ = Stage::Idle;
      return Next::Proceed;
    case Answer::Save:
      stage_ = hasFile ? Stage::Idle : Stage::SavingAs;
      return hasFile ? Next::Save : Next::SaveAs;
    case Answer::Cancel:
      break;
  }
  done();
  return Next::Stop;
}

LoseWorkGuard::Next LoseWorkGuard::saved(bool ok) {
  if (pending_ == Leave::None) return Next::Stop;
  stage_ = Stage::Idle;
  if (ok) return Next::Proceed;
  // The work is still unsaved: going ahead now would lose it.
  done();
  return Next::Stop;
}

void LoseWorkGuard::done() {
  stage_ = Stage::Idle;
  pending_ = Leave::None;
}

}  // namespace td::editorui
