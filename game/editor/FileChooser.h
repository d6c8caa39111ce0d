#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

namespace td::editorui {

// The state of the editor's open and save-as dialog: a path typed into a
// text field, and beneath it the game's levels and the .json files and
// folders of the folder the typed path is in, to click instead of typing.
// No native dialogs: the widgets only show this and pass clicks back.
// A file name from a level's name: "Stone March!" becomes "stone_march.json"; letters and digits of ASCII
// kept (lower case), every run of anything else one "_"; "new_level.json" when nothing is left.
std::string fileNameFor(const std::string& levelName);

// `dir`/`name`, or when that is taken "<stem>_2.json", "_3" and on: a file not there yet.
std::filesystem::path freeFileIn(const std::filesystem::path& dir, const std::string& name);

class FileChooser {
 public:
  enum class Mode : uint8_t { Open, SaveAs };
  enum class EntryKind : uint8_t { Level, Parent, Folder, File };
  struct Entry {
    EntryKind kind;
    std::filesystem::path path;
    std::string label;
  };
  enum class Verdict : uint8_t { Accept, ConfirmOverwrite, Error };
  struct Check {
    Verdict verdict = Verdict::Error;
    std::filesystem::path file;  // what to open or save to
    std::string message;         // why not, or what would be overwritten
  };

  // `current` is the document's file (may be empty), `levelsDir` the game's
  // levels folder; a new document's save-as starts in `saveDir` (the
  // player's own levels folder, made if missing), or without one in the
  // game's levels folder.
  // `levelName` names the proposed file of a new document (fileNameFor), one not taken yet.
  void open(Mode mode, const std::filesystem::path& current, const std::filesystem::path& levelsDir,
            const std::filesystem::path& saveDir = {}, const std::string& levelName = {});
  void close() { open_ = false; }
  bool isOpen() const { return open_; }
  Mode mode() const { return mode_; }

  // The text field; after the widget edits it, call refresh() so the list
  // follows the folder typed.
  std::string& text() { return text_; }
  const std::string& text() const { return text_; }
  void refresh();
  const std::vector<Entry>& entries() const { return entries_; }
  // A click on an entry: a file fills the field, a folder is entered.
  void pick(size_t index);
  // The folder whose files are listed.
  const std::filesystem::path& folder() const { return folder_; }

  // What pressing Open or Save would do with the typed path. Saving adds
  // ".json" to a name without an extension and asks before overwriting a
  // file other than the document's own.
  Check check() const;

 private:
  void list();

  bool open_ = false;
  Mode mode_ = Mode::Open;
  std::filesystem::path current_;
  std::filesystem::path levels_;
  std::filesystem::path folder_;
  std::string text_;
  std::vector<Entry> entries_;
};

}  // namespace td::editorui
