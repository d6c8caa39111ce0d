#include "game/ui/TextWrap.h"

#include "game/ui/UiDraw.h"

namespace td {
namespace {

// What a line may break before, and whether a space stood there.
struct Piece {
  std::string text;
  bool spaceBefore = false;
};

// The code point at `at`, and how many bytes it takes (1 for a byte that starts none).
char32_t decode(const std::string& s, size_t at, size_t& length) {
  const auto b = static_cast<unsigned char>(s[at]);
  length = b < 0x80 ? 1 : b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : b >= 0xC0 ? 2 : 1;
  if (at + length > s.size()) length = 1;
  if (length == 1) return b;
  char32_t cp = b & (0x7F >> length);
  for (size_t i = 1; i < length; ++i) cp = (cp << 6) | (static_cast<unsigned char>(s[at + i]) & 0x3F);
  return cp;
}

// Chinese is written without spaces: a line may break between any two of its characters.
bool breaksAround(char32_t c) {
  return (c >= 0x2E80 && c <= 0x9FFF) || (c >= 0xF900 && c <= 0xFAFF) || (c >= 0xFF00 && c <= 0xFFEF);
}

// Punctuation that must not begin a line (it closes what went before) or end one (it opens what follows).
bool closes(char32_t c) {
  switch (c) {
    case U'，':
    case U'。':
    case U'、':
    case U'：':
    case U'；':
    case U'！':
    case U'？':
    case U'）':
    case U'」':
    case U'』':
    case U'》':
    case U'】':
    case U'…':
    case U'%':
    case U',':
    case U'.':
    case U':':
    case U';':
    case U')':
    case U'!':
    case U'?':
      return true;
    default:
      return false;
  }
}
bool opens(char32_t c) { return c == U'（' || c == U'「' || c == U'『' || c == U'《' || c == U'【' || c == U'('; }

std::vector<Piece> piecesOf(const std::string& utf8) {
  std::vector<Piece> pieces;
  bool space = false;
  bool glued = false;  // the last piece takes what follows (an opening bracket, a word in progress)
  for (size_t at = 0; at < utf8.size();) {
    size_t length = 1;
    const char32_t c = decode(utf8, at, length);
    const std::string bytes = utf8.substr(at, length);
    at += length;
    if (c == U' ') {
      space = true;
      glued = false;
      continue;
    }
    const bool ideograph = breaksAround(c);
    if (!pieces.empty() && !space && (glued || closes(c))) {
      pieces.back().text += bytes;
    } else {
      pieces.push_back({bytes, space && !pieces.empty()});
    }
    space = false;
    // A word of letters goes on until a space; an ideograph stands alone unless it opens a bracket.
    glued = ideograph ? opens(c) : true;
  }
  return pieces;
}

}  // namespace

std::vector<std::string> wrapWords(const sf::Font& font, const std::string& utf8, unsigned size, float width) {
  std::vector<std::string> lines;
  std::string line;
  for (const Piece& piece : piecesOf(utf8)) {
    const std::string longer = line.empty() ? piece.text : line + (piece.spaceBefore ? " " : "") + piece.text;
    if (!line.empty() && textWidth(makeText(font, longer, size, sf::Color::White)) > width) {
      lines.push_back(line);
      line = piece.text;
    } else {
      line = longer;
    }
  }
  if (!line.empty()) lines.push_back(line);
  return lines;
}

}  // namespace td
