#include "editor/model/Recovery.h"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <optional>
#include <system_error>

#include "io/AtomicFile.h"
#include "io/RecoveryFile.h"

namespace td::editor {
namespace {

namespace fs = std::filesystem;
constexpr const char* kSuffix = ".td-recovery.json";

// FNV-1a: stable across runs and platforms, unlike std::hash.
uint64_t pathHash(const std::string& text) {
  uint64_t h = 1469598103934665603ull;
  for (char c : text) {
    h ^= static_cast<unsigned char>(c);
    h *= 1099511628211ull;
  }
  return h;
}

}  // namespace

Recovery::Recovery(fs::path folder) : folder_(std::move(folder)) {}

fs::path Recovery::baseFileFor(const EditorDoc& doc) const {
  std::string stem = doc.path().empty() ? std::string("untitled") : doc.path().stem().string();
  for (char& c : stem) {
    const auto u = static_cast<unsigned char>(c);
    if (!(std::isalnum(u) || c == '-' || c == '_')) c = '_';
  }
  if (stem.size() > 40) stem.resize(40);
  if (stem.empty()) stem = "level";
  std::error_code ec;
  const fs::path full = doc.path().empty() ? fs::path() : fs::absolute(doc.path(), ec).lexically_normal();
  char hex[17];
  std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(pathHash(full.string())));
  return folder_ / (stem + "-" + std::string(hex, 8) + kSuffix);
}

fs::path Recovery::fileFor(const EditorDoc& doc) const {
  const fs::path base = baseFileFor(doc);
  if (!lastFile_.empty() && lastBase_ == base) return lastFile_;
  const std::string name = base.filename().string();
  const std::string stem = name.substr(0, name.size() - std::string(kSuffix).size());
  std::error_code ec;
  fs::path file = base;
  for (int n = 2; fs::exists(file, ec); ++n) file = folder_ / (stem + "-" + std::to_string(n) + kSuffix);
  return file;
}

FileResult Recovery::restore(const fs::path& file, EditorDoc& doc) {
  FileResult result = restoreRecovery(file, doc);
  if (!result.ok()) return result;
  lastFile_ = file;
  lastBase_ = baseFileFor(doc);
  lastRevision_ = 0;
  return result;
}

AutosaveResult Recovery::autosave(const EditorDoc& doc) {
  AutosaveResult result;
  const fs::path file = fileFor(doc);
  result.file = file;
  std::error_code ec;
  if (!doc.isDirty()) {
    // Only its own file: another session's stays for its own restore.
    const bool removed = !lastFile_.empty() && fs::remove(lastFile_, ec);
    result.file = removed ? lastFile_ : fs::path();
    lastFile_.clear();
    lastBase_.clear();
    lastRevision_ = 0;
    result.status = removed ? AutosaveStatus::Discarded : AutosaveStatus::NotNeeded;
    return result;
  }
  if (doc.revision() == lastRevision_ && file == lastFile_) return result;
  fs::create_directories(folder_, ec);
  if (ec) {
    result.status = AutosaveStatus::Failed;
    result.error = phrase(N_("cannot create the recovery folder {0}: {1}"), folder_.string(), ec.message());
    return result;
  }
  const AtomicWriteResult written = writeFileAtomically(file, recoveryText(doc.level(), doc.path()));
  if (!written.ok) {
    result.status = AutosaveStatus::Failed;
    result.error = written.error;
    return result;
  }
  // The document was renamed (saved under another name): its old file is stale.
  if (!lastFile_.empty() && lastFile_ != file) fs::remove(lastFile_, ec);
  lastFile_ = file;
  lastBase_ = baseFileFor(doc);
  lastRevision_ = doc.revision();
  result.status = AutosaveStatus::Written;
  return result;
}

bool Recovery::discard(const EditorDoc& /*doc*/) {
  // The document's file is the one this Recovery owns, if any.
  std::error_code ec;
  const bool removed = !lastFile_.empty() && fs::remove(lastFile_, ec);
  lastFile_.clear();
  lastBase_.clear();
  lastRevision_ = 0;
  return removed;
}

std::vector<RecoveryEntry> findRecovery(const fs::path& folder) {
  std::vector<RecoveryEntry> entries;
  std::error_code ec;
  for (fs::directory_iterator it(folder, ec), end; !ec && it != end; it.increment(ec)) {
    const fs::path& file = it->path();
    const std::string name = file.filename().string();
    if (name.size() <= std::string(kSuffix).size() || !name.ends_with(kSuffix)) continue;
    if (!it->is_regular_file(ec)) continue;
    const std::optional<RecoveryHead> head = readRecoveryHead(file);
    if (!head) continue;
    RecoveryEntry entry;
    entry.file = file;
    entry.original = head->original;
    entry.levelName = head->levelName;
    entry.written = fs::last_write_time(file, ec);
    entries.push_back(std::move(entry));
  }
  std::sort(entries.begin(), entries.end(), [](const RecoveryEntry& a, const RecoveryEntry& b) {
    return a.written != b.written ? a.written > b.written : a.file < b.file;
  });
  return entries;
}

FileResult restoreRecovery(const fs::path& file, EditorDoc& doc) {
  RecoveryLoad load = loadRecoveryFile(file, doc.palette());
  FileResult result;
  result.errors = std::move(load.draft.errors);
  result.warnings = std::move(load.draft.warnings);
  if (!result.ok()) return result;
  const EditResult adopted = doc.adopt(std::move(load.draft.level), load.head.original, true);
  if (!adopted.applied()) result.errors.push_back({file.string(), "level", adopted.message});
  return result;
}

bool discardRecovery(const fs::path& file) {
  std::error_code ec;
  return fs::remove(file, ec);
}

}  // namespace td::editor
