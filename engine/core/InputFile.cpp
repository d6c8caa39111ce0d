#include "engine/core/InputFile.h"

#include <fstream>
#include <system_error>

namespace td {

namespace fs = std::filesystem;

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

std::string describeInputProblem(InputStatus status, uint64_t maxBytes) {
  switch (status) {
    case InputStatus::Ok:
      return {};
    case InputStatus::Missing:
      return "cannot open the file: it does not exist";
    case InputStatus::Directory:
      return "cannot open the file: it is a directory";
    case InputStatus::NotAFile:
      return "cannot open the file: it is a FIFO or a socket, not a regular file";
    case InputStatus::TooLarge:
      return "the file is too large (more than " + std::to_string(maxBytes) + " bytes)";
    case InputStatus::Unreadable:
      return "cannot open the file for reading";
  }
  return {};
}

InputOpen openInputFile(const fs::path& file, uint64_t maxBytes, std::ifstream& in) {
  InputOpen result;
  result.status = checkInputFile(file);
  if (!result.ok()) {
    result.problem = describeInputProblem(result.status, maxBytes);
    return result;
  }
  std::error_code ec;
  if (fs::is_regular_file(file, ec)) {
    const uintmax_t size = fs::file_size(file, ec);
    if (!ec) result.size = size;
  }
  if (result.size && *result.size > maxBytes) {
    result.status = InputStatus::TooLarge;
    result.problem = "the file is too large (" + std::to_string(*result.size) + " bytes; at most " +
                     std::to_string(maxBytes) + " expected)";
    return result;
  }
  in.open(file, std::ios::binary);
  if (!in) {
    result.status = InputStatus::Unreadable;
    result.problem = describeInputProblem(result.status, maxBytes);
  }
  return result;
}

InputFile readInputFile(const fs::path& file, uint64_t maxBytes) {
  InputFile result;
  auto fail = [&result](InputStatus status, std::string problem) {
    result.status = status;
    result.problem = std::move(problem);
    // The memory goes back at once: the caller may be short of it.
    std::string().swap(result.text);
  };
  std::ifstream in;
  const InputOpen opened = openInputFile(file, maxBytes, in);
  if (!opened.ok()) {
    fail(opened.status, opened.problem);
    return result;
  }
  // One byte more than the size, so that a file read as it was measured
  // needs one allocation; a file that grows, or a device, grows the text.
  if (opened.size) result.text.reserve(static_cast<size_t>(*opened.size) + 1);
  char chunk[1 << 16];
  while (in.read(chunk, sizeof chunk) || in.gcount() > 0) {
    result.text.append(chunk, static_cast<size_t>(in.gcount()));
    if (result.text.size() > maxBytes) {
      fail(InputStatus::TooLarge, describeInputProblem(InputStatus::TooLarge, maxBytes));
      return result;
    }
  }
  if (in.bad()) fail(InputStatus::Unreadable, "reading the file failed");
  return result;
}

}  // namespace td
