#include "engine/core/InputFile.h"

#include <fstream>
#include <system_error>

#include "engine/core/MessageMark.h"

namespace td {

namespace fs = std::filesystem;

namespace {

// A regular file refused by its size, which the message names.
Phrase tooLargeBySize(uintmax_t size, uint64_t maxBytes) {
  return phrasePlural(NP_("the file is too large ({0} byte; at most {1} expected)",
                          "the file is too large ({0} bytes; at most {1} expected)"),
                      static_cast<int64_t>(size), size, maxBytes);
}

}  // namespace

InputStatus checkInputFile(const fs::path& file) {
  std::error_code ec;
  const fs::file_status status = fs::status(file, ec);
  switch (status.type()) {
    case fs::file_type::not_found:
      return InputStatus::Missing;
    case fs::file_type::directory:
      return InputStatus::Directory;
    case fs::file_type::fifo:
    case fs::file_type::socket:
      return InputStatus::NotAFile;
    case fs::file_type::none:
      return InputStatus::Unreadable;
    default:
      return ec ? InputStatus::Unreadable : InputStatus::Ok;
  }
}

Phrase inputProblem(InputStatus status, uint64_t maxBytes) {
  switch (status) {
    case InputStatus::Ok:
      return {};
    case InputStatus::Missing:
      return phrase(N_("cannot open the file: it does not exist"));
    case InputStatus::Directory:
      return phrase(N_("cannot open the file: it is a directory"));
    case InputStatus::NotAFile:
      return phrase(N_("cannot open the file: it is a FIFO or a socket, not a regular file"));
    case InputStatus::TooLarge:
      return phrasePlural(
          NP_("the file is too large (more than {0} byte)", "the file is too large (more than {0} bytes)"),
          static_cast<int64_t>(maxBytes), maxBytes);
    case InputStatus::Unreadable:
      return phrase(N_("cannot open the file for reading"));
  }
  return {};
}

InputOpen openInputFile(const fs::path& file, uint64_t maxBytes, std::ifstream& in) {
  InputOpen result;
  result.status = checkInputFile(file);
  if (!result.ok()) {
    result.problem = inputProblem(result.status, maxBytes);
    return result;
  }
  std::error_code ec;
  if (fs::is_regular_file(file, ec)) {
    const uintmax_t size = fs::file_size(file, ec);
    if (!ec) result.size = size;
  }
  if (result.size && *result.size > maxBytes) {
    result.status = InputStatus::TooLarge;
    result.problem = tooLargeBySize(*result.size, maxBytes);
    return result;
  }
  in.open(file, std::ios::binary);
  if (!in) {
    result.status = InputStatus::Unreadable;
    result.problem = inputProblem(result.status, maxBytes);
  }
  return result;
}

InputFile readInputFile(const fs::path& file, uint64_t maxBytes) {
  InputFile result;
  auto fail = [&result](InputStatus status, Phrase problem) {
    result.status = status;
    result.problem = std::move(problem);
    // The memory goes back at once: the caller may be short of it.
    std::string().swap(result.text);
  };
  std::ifstream in;
  const InputOpen opened = openInputFile(file, maxBytes, in);
  if (!opened.ok()) {
    // The same message as openInputFile()'s, in parts.
    fail(opened.status, opened.status == InputStatus::TooLarge && opened.size ? tooLargeBySize(*opened.size, maxBytes)
                                                                              : inputProblem(opened.status, maxBytes));
    return result;
  }
  // One byte more than the size, so that a file read as it was measured
  // needs one allocation; a file that grows, or a device, grows the text.
  if (opened.size) result.text.reserve(static_cast<size_t>(*opened.size) + 1);
  char chunk[1 << 16];
  while (in.read(chunk, sizeof chunk) || in.gcount() > 0) {
    result.text.append(chunk, static_cast<size_t>(in.gcount()));
    if (result.text.size() > maxBytes) {
      fail(InputStatus::TooLarge, inputProblem(InputStatus::TooLarge, maxBytes));
      return result;
    }
  }
  if (in.bad()) fail(InputStatus::Unreadable, phrase(N_("reading the file failed")));
  return result;
}

}  // namespace td
