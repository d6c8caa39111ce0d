#include "game/editor/FileChooser.h"

#include <algorithm>
#include <system_error>

#include "engine/core/TextFormat.h"
#include "game/text/Catalogue.h"

namespace td::editorui {
namespace fs = std::filesystem;

namespace {

bool isJson(const fs::path& p) { return p.extension() == ".json"; }

// The folder a typed path points into: itself when it names a folder (or
// ends in a slash), else its parent; "." for a bare name.
fs::path folderOf(const std::string& text) {
  if (text.empty()) return ".";
  fs::path p = text;
  std::error_code ec;
  if (text.back() == '/' || fs::is_directory(p, ec)) return p;
  return p.has_parent_path() ? p.parent_path() : fs::path(".");
}

}  // namespace

std::string fileNameFor(const std::string& levelName) {
  std::string stem;
  for (const char ch : levelName) {
    const auto c = static_cast<unsigned char>(ch);
    if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')) {
      stem += static_cast<char>(c);
    } else if (c >= 'A' && c <= 'Z') {
      stem += static_cast<char>(c - 'A' + 'a');
    } else if (!stem.empty() && stem.back() != '_') {
      stem += '_';
    }
    if (stem.size() >= 60) break;
  }
  while (!stem.empty() && stem.back() == '_') stem.pop_back();
  return (stem.empty() ? std::string("new_level") : stem) + ".json";
}

fs::path freeFileIn(const fs::path& dir, const std::string& name) {
  std::error_code ec;
  fs::path file = dir / name;
  for (int n = 2; fs::exists(file, ec) && n < 1000; ++n) {
    file = dir / (fs::path(name).stem().string() + "_" + std::to_string(n) + ".json");
  }
  return file;
}

void FileChooser::open(Mode mode, const fs::path& current, const fs::path& levelsDir, const fs::path& saveDir,
                       const std::string& levelName) {
  open_ = true;
  mode_ = mode;
  current_ = current;
  levels_ = levelsDir;
  if (!current.empty()) {
    text_ = current.string();
  } else if (mode == Mode::SaveAs) {
    std::error_code ec;
    // Levels of the player's own go apart from the game's, where the level
    // select lists them; a folder that cannot be made leaves the game's.
    const bool own = !saveDir.empty() && (fs::create_directories(saveDir, ec), fs::is_directory(saveDir, ec));
    // The level's name, numbered past the files already there.
    text_ = freeFileIn(own ? saveDir : levelsDir, fileNameFor(levelName)).string();
  } else {
    text_ = levelsDir.empty() ? std::string() : (levelsDir.string() + "/");
  }
  folder_.clear();
  refresh();
}

void FileChooser::refresh() {
  const fs::path folder = folderOf(text_);
  if (folder == folder_ && !entries_.empty()) return;
  folder_ = folder;
  list();
}

void FileChooser::list() {
  entries_.clear();
  std::error_code ec;
  std::vector<fs::path> files;
  std::vector<fs::path> folders;
  if (!levels_.empty()) {
    for (const auto& e : fs::directory_iterator(levels_, ec)) {
      if (e.is_regular_file(ec) && isJson(e.path())) files.push_back(e.path());
    }
    std::sort(files.begin(), files.end());
    for (const fs::path& f : files) entries_.push_back({EntryKind::Level, f, "levels/" + f.filename().string()});
    files.clear();
  }
  // The levels folder is listed once, under its own heading.
  const bool folderIsLevels = !levels_.empty() && fs::equivalent(folder_, levels_, ec);
  if (fs::is_directory(folder_, ec)) {
    for (const auto& e : fs::directory_iterator(folder_, ec)) {
      const std::string name = e.path().filename().string();
      if (name.empty() || name[0] == '.') continue;
      if (e.is_directory(ec)) {
        folders.push_back(e.path());
      } else if (!folderIsLevels && e.is_regular_file(ec) && isJson(e.path())) {
        files.push_back(e.path());
      }
    }
  }
  std::sort(folders.begin(), folders.end());
  std::sort(files.begin(), files.end());
  const fs::path absolute = fs::absolute(folder_, ec);
  if (absolute.has_relative_path()) entries_.push_back({EntryKind::Parent, folder_ / "..", ".."});
  for (const fs::path& d : folders) entries_.push_back({EntryKind::Folder, d, d.filename().string() + "/"});
  for (const fs::path& f : files) entries_.push_back({EntryKind::File, f, f.filename().string()});
}

void FileChooser::pick(size_t index) {
  if (index >= entries_.size()) return;
  const Entry e = entries_[index];
  switch (e.kind) {
    case EntryKind::Level:
    case EntryKind::File:
      text_ = e.path.string();
      break;
    case EntryKind::Parent: {
      std::error_code ec;
      fs::path up = fs::weakly_canonical(e.path, ec);
      if (ec) up = e.path;
      text_ = up.string() + "/";
      refresh();
      break;
    }
    case EntryKind::Folder:
      text_ = e.path.string() + "/";
      refresh();
      break;
  }
}

FileChooser::Check FileChooser::check() const {
  Check c;
  if (text_.empty() || text_.back() == '/') {
    c.message = tr("Type a file name or pick a file.");
    return c;
  }
  fs::path file = text_;
  std::error_code ec;
  if (mode_ == Mode::Open) {
    if (!fs::exists(file, ec)) {
      c.message = textf(tr("There is no file {0}."), file.string());
    } else if (!fs::is_regular_file(file, ec)) {
      c.message = textf(tr("{0} is not a file."), file.string());
    } else {
      c.verdict = Verdict::Accept;
    }
    c.file = file;
    return c;
  }
  if (!file.has_extension()) file += ".json";
  c.file = file;
  const fs::path parent = file.has_parent_path() ? file.parent_path() : fs::path(".");
  if (!fs::is_directory(parent, ec)) {
    c.message = textf(tr("There is no folder {0}."), parent.string());
    return c;
  }
  if (fs::is_directory(file, ec)) {
    c.message = textf(tr("{0} is a folder."), file.string());
    return c;
  }
  const bool own = !current_.empty() && fs::exists(current_, ec) && fs::equivalent(file, current_, ec);
  if (fs::exists(file, ec) && !own) {
    c.verdict = Verdict::ConfirmOverwrite;
    c.message = textf(tr("{0} exists. Replace it?"), file.filename().string());
    return c;
  }
  c.verdict = Verdict::Accept;
  return c;
}

}  // namespace td::editorui
