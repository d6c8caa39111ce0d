#include "engine/movingai/TextLines.h"

#include <charconv>

namespace td {

LineRead TextLines::next(std::string& line) {
  line.clear();
  std::streambuf* buf = in_.rdbuf();
  if (tooLarge_ || buf == nullptr) return tooLarge_ ? LineRead::TooLarge : LineRead::End;
  bool any = false;
  for (;;) {
    const int ch = buf->sbumpc();
    if (ch == std::char_traits<char>::eof()) {
      in_.setstate(std::ios::eofbit);
      if (!any) return LineRead::End;
      break;
    }
    // Counted before it is kept: no line grows past the limit.
    if (left_ == 0) {
      tooLarge_ = true;
      std::string().swap(line);
      return LineRead::TooLarge;
    }
    --left_;
    any = true;
    if (ch == '\n') break;
    line.push_back(static_cast<char>(ch));
  }
  if (!line.empty() && line.back() == '\r') line.pop_back();
  ++number_;
  return LineRead::Line;
}

static bool isSeparator(char c) { return c == ' ' || c == '\t'; }

void splitFields(std::string_view line, std::vector<std::string_view>& fields) {
  fields.clear();
  size_t i = 0;
  while (i < line.size()) {
    while (i < line.size() && isSeparator(line[i])) ++i;
    const size_t begin = i;
    while (i < line.size() && !isSeparator(line[i])) ++i;
    if (i > begin) fields.push_back(line.substr(begin, i - begin));
  }
}

bool isBlankLine(std::string_view line) {
  for (char c : line) {
    if (!isSeparator(c) && c != '\r') return false;
  }
  return true;
}

bool parseInteger(std::string_view text, int64_t& value) {
  if (text.empty()) return false;
  const char* end = text.data() + text.size();
  const auto [ptr, ec] = std::from_chars(text.data(), end, value);
  return ec == std::errc() && ptr == end;
}

std::string_view fileNameOf(std::string_view path) {
  const size_t slash = path.find_last_of("/\\");
  return slash == std::string_view::npos ? path : path.substr(slash + 1);
}

std::string lineError(std::string_view file, int32_t line, std::string_view what) {
  std::string message(file);
  message += ':';
  message += std::to_string(line);
  message += ": ";
  message += what;
  return message;
}

std::string excerpt(std::string_view text) {
  constexpr size_t kMaxShown = 40;
  std::string out = "\"";
  for (size_t i = 0; i < text.size() && i < kMaxShown; ++i) {
    const auto c = static_cast<unsigned char>(text[i]);
    out += (c < 0x20 || c >= 0x7F) ? '?' : static_cast<char>(c);
  }
  if (text.size() > kMaxShown) out += "...";
  out += '"';
  return out;
}

}  // namespace td
