#pragma once

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <optional>
#include <string>
#include <utility>

#include "engine/core/Phrase.h"

namespace td {

// Why an input file could not be read.
enum class InputStatus : uint8_t {
  Ok,
  Missing,     // nothing by that name
  Directory,   // a folder
  NotAFile,    // a FIFO or a socket
  TooLarge,    // over the limit, by its size or by what reading it gave
  Unreadable,  // it exists, but could not be opened or read
};

// Whether `file` may be opened for reading. Regular files and devices may: a
// device has no size to check, but it is counted as it is read, so /dev/zero
// ends as too large. A FIFO is refused before it is opened, since open()
// would wait for a writer that may never come, and a socket cannot be read
// as a file at all. (Something swapped in between this check and the open is
// not caught: inputs are files the user names, not an adversary's.)
InputStatus checkInputFile(const std::filesystem::path& file);

// The outcome of opening an input under a size limit.
struct InputOpen {
  InputStatus status = InputStatus::Ok;
  Phrase problem;                 // what went wrong, when status is not Ok
  std::optional<uintmax_t> size;  // a regular file's size

  bool ok() const { return status == InputStatus::Ok; }
};

// Opens `file` for reading once checkInputFile() allows it, refusing a
// regular file over `maxBytes` by its size before anything is read. The
// caller still counts what it reads, since a device has no size.
InputOpen openInputFile(const std::filesystem::path& file, uint64_t maxBytes, std::ifstream& in);

// A whole file, read under a size limit.
struct InputFile {
  InputStatus status = InputStatus::Ok;
  std::string text;  // the file's bytes, when status is Ok
  Phrase problem;    // otherwise what went wrong: "cannot open the file: it does not exist"

  bool ok() const { return status == InputStatus::Ok; }
};

// Reads `file` if it holds at most `maxBytes`, opened as openInputFile()
// does. A regular file's text is allocated once; any file is counted while
// it is read, so one that grows, or a device, never holds more than the
// limit in memory.
InputFile readInputFile(const std::filesystem::path& file, uint64_t maxBytes);

// The message for a status that is not Ok, as the functions above word it (a
// file over the limit by its size names that size instead), in parts for the
// game to translate.
Phrase inputProblem(InputStatus status, uint64_t maxBytes);

}  // namespace td
