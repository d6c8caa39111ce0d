#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include "editor/model/EditorDoc.h"
#include "editor/model/FileResult.h"
#include "io/RecoveryFile.h"

namespace td::editor {

// A recovery file found in the recovery folder.
struct RecoveryEntry {
  std::filesystem::path file;      // the recovery file itself
  std::filesystem::path original;  // the level file it belongs to; empty for a level never saved
  std::string levelName;           // the level's name inside
  std::filesystem::file_time_type written{};
};

enum class AutosaveStatus : uint8_t {
  Written,    // the level went to the recovery file
  NotNeeded,  // clean, or unchanged since the last autosave
  Discarded,  // the document is clean again, so its recovery file was removed
  Failed,     // `error` says why; the document is untouched
};

struct AutosaveResult {
  AutosaveStatus status = AutosaveStatus::NotNeeded;
  std::filesystem::path file;
  Phrase error;
};

// Recovery files keep unsaved work through a crash. One file per document in
// a folder chosen by the caller (the game uses <config dir>/recovery), named
// after the document: "<file stem or untitled>-<hash of its path>.td-recovery.json".
// A Recovery never writes over, or removes, a file it did not write itself or
// take over with restore(): the work of a crashed session, or of another
// editor running at the same time, stays where it is, and this document gets
// the same name with "-2", "-3", ... before the suffix.
// A file is a small JSON wrapper round the level (io/RecoveryFile.h). The
// level may be invalid (work in progress), so restoring reads it as a draft,
// keeping whatever a document can hold; validation then shows its problems
// as usual.
class Recovery {
 public:
  explicit Recovery(std::filesystem::path folder);
  const std::filesystem::path& folder() const { return folder_; }

  // Call periodically. Writes the document atomically to its recovery file
  // when it is dirty and changed since the last autosave (creating the
  // folder when needed); removes the file when the document is clean (it
  // was saved, or undone back to its saved state).
  AutosaveResult autosave(const EditorDoc& doc);
  // Removes the document's recovery file (e.g. when the designer closes it
  // without saving on purpose). True when a file was removed.
  bool discard(const EditorDoc& doc);
  // Where autosave() would write `doc` now.
  std::filesystem::path fileFor(const EditorDoc& doc) const;
  // Loads a recovery file into `doc` (as restoreRecovery() does) and takes
  // the file over: the restored work goes on living in it until it is saved
  // or discarded.
  FileResult restore(const std::filesystem::path& file, EditorDoc& doc);

 private:
  // The document's name before any "-2": the same for every session.
  std::filesystem::path baseFileFor(const EditorDoc& doc) const;

  std::filesystem::path folder_;
  uint64_t lastRevision_ = 0;
  std::filesystem::path lastFile_;  // the file this Recovery owns, if any
  std::filesystem::path lastBase_;  // the base name it was chosen for
};

// Recovery files in `folder`, newest first; files that are not recovery
// files are skipped. A missing folder has none.
std::vector<RecoveryEntry> findRecovery(const std::filesystem::path& folder);
// Loads a recovery file into `doc` as a dirty document whose path is the
// original file, with an empty history. On failure `doc` is untouched.
FileResult restoreRecovery(const std::filesystem::path& file, EditorDoc& doc);
// Deletes a recovery file; true when it existed.
bool discardRecovery(const std::filesystem::path& file);

}  // namespace td::editor
