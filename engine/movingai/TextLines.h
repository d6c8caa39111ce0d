#pragma once

#include <cstdint>
#include <istream>
#include <string>
#include <string_view>
#include <vector>

namespace td {

enum class LineRead : uint8_t {
  Line,      // a line was read
  End,       // the input ended
  TooLarge,  // the input goes on past the byte limit
};

// Line-oriented reading for the Moving AI text formats. Real files differ in
// how they end lines, so a line is returned without its LF or CR LF, and a last
// line without any newline still counts. At most `maxBytes` bytes are read,
// line ends included: a device such as /dev/zero, or a file with no line end
// in gigabytes, ends as TooLarge instead of filling the memory.
class TextLines {
 public:
  TextLines(std::istream& in, uint64_t maxBytes) : in_(in), left_(maxBytes) {}

  LineRead next(std::string& line);
  // 1-based number of the line last returned (0 before the first).
  int32_t lineNumber() const { return number_; }
  // Whether reading stopped at the byte limit.
  bool tooLarge() const { return tooLarge_; }

 private:
  std::istream& in_;
  uint64_t left_;
  int32_t number_ = 0;
  bool tooLarge_ = false;
};

// Fields separated by runs of spaces or tabs: files separate them either way.
void splitFields(std::string_view line, std::vector<std::string_view>& fields);
bool isBlankLine(std::string_view line);

// Whole-field decimal integer (optional leading '-'), no spaces, no trailing junk.
bool parseInteger(std::string_view text, int64_t& value);

// The part of a path after its last '/' or '\'.
std::string_view fileNameOf(std::string_view path);

// "FILE:LINE: what", the form every parse error takes.
std::string lineError(std::string_view file, int32_t line, std::string_view what);
// The offending text in quotes, shortened so that a binary file cannot flood a message.
std::string excerpt(std::string_view text);

}  // namespace td
