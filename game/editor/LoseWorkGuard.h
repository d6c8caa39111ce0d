#pragma once

#include <cstdint>

namespace td::editorui {

// What would throw the document away.
enum class Leave : uint8_t { None, NewLevel, OpenLevel, ToMenu, Quit };

// The prompt before losing work: asking for an action that would replace or
// close an unsaved document first asks "save, discard or cancel?", and a
// chosen save must succeed (through a save-as dialog when the document has
// no file yet) before the action goes ahead. The editor draws the question
// and the dialogs; this class only keeps track of where the flow stands.
class LoseWorkGuard {
 public:
  enum class Stage : uint8_t {
    Idle,      // nothing pending
    Asking,    // the save / discard / cancel question is open
    SavingAs,  // waiting for the save-as dialog to pick a file and save
  };
  // What the editor should do after a request or an answer.
  enum class Next : uint8_t {
    Proceed,  // carry out pending() now (then call done())
    Wait,     // keep showing the question or the dialog
    Save,     // save to the document's file, then report with saved()
    SaveAs,   // open the save-as dialog, then report with saved()
    Stop,     // the action was cancelled or the save failed; nothing happens
  };
  enum class Answer : uint8_t { Save, Discard, Cancel };

  // Asks for `action` on a document that is `dirty` or not. A request while
  // another is pending is ignored (Wait), so a second Ctrl+N cannot stack up.
  Next request(Leave action, bool dirty);
  // The user's answer to the question; `hasFile` tells whether the document
  // can be saved without asking for a file.
  Next answer(Answer answer, bool hasFile);
  // The outcome of the save asked for by Save or SaveAs; `ok` false for a
  // failure or a cancelled save-as dialog.
  Next saved(bool ok);
  // The pending action was carried out (or dropped).
  void done();

  Stage stage() const { return stage_; }
  Leave pending() const { return pending_; }
  bool asking() const { return stage_ == Stage::Asking; }

 private:
  Stage stage_ = Stage::Idle;
  Leave pending_ = Leave::None;
};

}  // namespace td::editorui
