#include "io/store/JsonStore.h"

#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <new>
#include <system_error>

#include "engine/core/MessageMark.h"
#include "io/AtomicFile.h"
#include "io/JsonDocument.h"
#include "io/JsonLimits.h"
#include "io/JsonScan.h"

namespace td::persist {
namespace {

namespace fs = std::filesystem;

// Far beyond any real settings or progress file; a bigger one is not ours.
constexpr uintmax_t kMaxStoreBytes = kStoreJsonLimits.maxBytes;

void warn(const fs::path& file, const std::string& detail) {
  std::cerr << "warning: " << file.string() << ": " << detail << '\n';
}

std::string capitalised(std::string_view what) {
  std::string s(what);
  if (!s.empty() && s[0] >= 'a' && s[0] <= 'z') s[0] = static_cast<char>(s[0] - 'a' + 'A');
  return s;
}

JsonLoad unreadable(const fs::path& file, std::string_view what, const Phrase& reason) {
  const std::string why = reason.english();
  warn(file, "cannot read the " + std::string(what) + " (" + why + "); using defaults, the file is left alone");
  JsonLoad load{StoreStatus::Unreadable, nlohmann::json::object(),
                capitalised(what) + " could not be read (" + why + "), so defaults are used; the file is left " +
                    "alone and this session's changes are not saved."};
  load.notice = {StoreProblem::Unreadable, reason, {}};
  return load;
}

JsonLoad newer(const fs::path& file, std::string_view what, int64_t found, int version) {
  warn(file, std::string(what) + " of version " + std::to_string(found) + ", newer than this game's " +
                 std::to_string(version) + "; left alone");
  JsonLoad load{StoreStatus::Newer, nlohmann::json::object(),
                capitalised(what) + " was saved by a newer version of the game; it is left alone and this session's " +
                    "changes are not saved."};
  load.notice.problem = StoreProblem::Newer;
  return load;
}

// The first of <file>.bad, <file>.bad.2, <file>.bad.3, ... that does not exist.
fs::path freeBackupName(const fs::path& file) {
  for (int n = 1; n < 1000; ++n) {
    fs::path backup = file;
    backup += n == 1 ? std::string(".bad") : ".bad." + std::to_string(n);
    std::error_code ec;
    if (!fs::exists(fs::symlink_status(backup, ec))) return backup;
  }
  return {};
}

// Moves (or copies) the store's real file, behind any links, to a free .bad name beside itself: `backup` says
// where, the error why not.
std::error_code setAside(const fs::path& file, bool copy, fs::path& backup) {
  Phrase linkError;
  const fs::path real = fileBehindLinks(file, linkError);
  backup = real.empty() ? fs::path() : freeBackupName(real);
  if (backup.empty()) return std::make_error_code(std::errc::file_exists);
  std::error_code ec;
  if (copy) {
    fs::copy_file(file, backup, ec);
  } else {
    fs::rename(real, backup, ec);
  }
  return ec;
}

}  // namespace

JsonLoad setAsideDamaged(const fs::path& file, std::string_view what, const std::string& detail) {
  // A store reached through a symbolic link: the real file is set aside beside itself, and the link stays
  // (the next save writes through it, as every save does).
  fs::path backup;
  const std::error_code ec = setAside(file, false, backup);
  const std::string kept = ec ? std::string() : "; the damaged file was kept as " + backup.filename().string();
  warn(file, "damaged " + std::string(what) + " file (" + detail + "); using defaults" + kept);
  JsonLoad load{StoreStatus::Damaged, nlohmann::json::object(),
                "Saved " + std::string(what) + " file was damaged, so defaults are used" + kept + "."};
  load.keptAside = !ec;
  load.notice = {StoreProblem::Damaged, Phrase::verbatim(detail), ec ? std::string() : backup.filename().string()};
  return load;
}

namespace {

JsonLoad damaged(const fs::path& file, std::string_view what, const std::string& detail) {
  return setAsideDamaged(file, what, detail);
}

JsonLoad readStore(const fs::path& file, std::string_view format, std::string_view what, int version) {
  std::error_code ec;
  const fs::file_status status = fs::status(file, ec);
  if (status.type() == fs::file_type::not_found) return {};
  if (ec) return unreadable(file, what, Phrase::verbatim(ec.message()));
  if (status.type() == fs::file_type::directory) return unreadable(file, what, phrase(N_("a folder is in the way")));
  // A FIFO would block the game at start-up and a device would never end.
  if (status.type() != fs::file_type::regular) return unreadable(file, what, phrase(N_("not a regular file")));
  const uintmax_t size = fs::file_size(file, ec);
  if (!ec && size > kMaxStoreBytes) return damaged(file, what, "implausibly large");

  std::FILE* in = std::fopen(file.c_str(), "rb");
  if (in == nullptr) return unreadable(file, what, Phrase::verbatim(std::strerror(errno)));
  std::string text;
  char chunk[4096];
  size_t n = 0;
  while ((n = std::fread(chunk, 1, sizeof chunk, in)) > 0 && text.size() <= kMaxStoreBytes) text.append(chunk, n);
  const bool failed = std::ferror(in) != 0;
  const int err = errno;
  std::fclose(in);
  if (failed) return unreadable(file, what, Phrase::verbatim(std::strerror(err)));
  // The file grew past the limit while it was read.
  if (text.size() > kMaxStoreBytes) return damaged(file, what, "implausibly large");
  // No document is built for text beyond what a store of ours holds.
  std::vector<Phrase> duplicates;
  const auto onDuplicate = [&](const std::string& path) {
    if (duplicates.size() >= 8) return;
    duplicates.push_back(path.empty() ? phrase(N_("duplicate key at the top")) : phrase(N_("duplicate key {0}"), path));
  };
  if (const JsonScanResult scanned = scanJson(text, kStoreJsonLimits, onDuplicate); !scanned.ok()) {
    return damaged(file, what,
                   scanned.path.empty() ? scanned.message.english() : scanned.path + ": " + scanned.message.english());
  }

  nlohmann::json json;
  try {
    parseInPlace(text, json);
  } catch (const nlohmann::json::exception& e) {
    return damaged(file, what, jsonLibraryMessage(e.what()));
  } catch (const std::bad_alloc&) {
    releaseJson(json);
    throw;
  }
  if (!json.is_object()) return damaged(file, what, "expected a JSON object");
  const auto tag = json.find("format");
  if (tag != json.end() && !(tag->is_string() && tag->get<std::string>() == format)) {
    return damaged(file, what, "not a " + std::string(format) + " file");
  }
  if (const auto v = json.find("version"); v != json.end()) {
    if (!v->is_number_integer() && !v->is_number_unsigned())
      return damaged(file, what, "the version is not a whole number");
    if (v->get<double>() > static_cast<double>(version)) {
      return newer(file, what,
                   v->is_number_unsigned() ? static_cast<int64_t>(std::min<uint64_t>(v->get<uint64_t>(), INT64_MAX))
                                           : v->get<int64_t>(),
                   version);
    }
  }
  JsonLoad ok{StoreStatus::Ok, std::move(json), {}};
  ok.doubts = std::move(duplicates);
  return ok;
}

}  // namespace

JsonLoad readJsonStore(const fs::path& file, std::string_view format, std::string_view what, int version) {
  // Whatever was read so far is freed on the way here.
  try {
    return readStore(file, format, what, version);
  } catch (const std::bad_alloc&) {
    return unreadable(file, what, phrase(N_("out of memory while reading it")));
  }
}

std::string keepCopyAside(const fs::path& file, std::string_view what, const std::vector<Phrase>& doubts,
                          StoreNotice* notice) {
  // The parts named one after another: "duplicate key theme, volume of the wrong type".
  Phrase places;
  for (const Phrase& d : doubts) {
    // TRANSLATORS: two of the parts of a saved file that were left out, one after the other.
    places = places.empty() ? d : phrase(N_("{0}, {1}"), std::move(places), d);
  }
  const std::string where = places.english();
  fs::path backup;
  const std::error_code ec = setAside(file, true, backup);
  const std::string kept =
      ec ? "; no copy could be kept (" + ec.message() + ")" : "; a copy was kept as " + backup.filename().string();
  warn(file, "parts of the " + std::string(what) + " this version cannot take (" + where + ") are left out" + kept);
  if (notice != nullptr)
    *notice = {StoreProblem::PartsLeftOut, places, ec ? std::string() : backup.filename().string()};
  return "Saved " + std::string(what) + " had parts this version cannot take (" + where + "), so they are left out" +
         kept + ".";
}

void keepExtra(StoreExtras& extras, const std::string& key, const nlohmann::json& value) {
  extras.set(key, value.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
}

void writeExtras(const StoreExtras& extras, nlohmann::ordered_json& out) {
  for (const auto& [key, text] : extras.members()) {
    // Text kept by keepExtra() always parses; anything else set by hand is dropped rather than written broken.
    nlohmann::ordered_json value = nlohmann::ordered_json::parse(text, nullptr, false);
    if (!value.is_discarded()) out[key] = std::move(value);
  }
}

SaveResult writeJsonStore(const fs::path& file, const nlohmann::ordered_json& json, std::string_view what) {
  auto fail = [&](const Phrase& reason) {
    const std::string why = reason.english();
    warn(file, "cannot save the " + std::string(what) + ": " + why);
    return SaveResult{
        false, capitalised(what) + " could not be saved (" + why + ").", {StoreProblem::NotSaved, reason, {}}};
  };
  if (file.has_parent_path()) {
    std::error_code ec;
    fs::create_directories(file.parent_path(), ec);
    if (ec) return fail(phrase(N_("cannot create the folder {0}: {1}"), file.parent_path().string(), ec.message()));
  }
  const AtomicWriteResult written =
      writeFileAtomically(file, json.dump(2, ' ', false, nlohmann::ordered_json::error_handler_t::replace) + "\n");
  if (!written.ok) return fail(written.error);
  return {true, {}};
}

}  // namespace td::persist
