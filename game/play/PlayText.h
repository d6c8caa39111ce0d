#pragma once

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

namespace td {

// Helpers for the play screen's messages in the player's language (game/text/Catalogue.h).

// The text with its first letter made a capital, in UTF-8: the engine's reasons ("not enough gold") start a
// line of the game's in any language the game speaks. Latin letters with their accents (Polish "ż" -> "Ż") and
// Cyrillic ("н" -> "Н") have capitals; anything else (Chinese, a digit) is left as it is.
inline std::string capitalised(std::string text) {
  if (text.empty()) return text;
  const auto byte = [&text](size_t i) { return static_cast<unsigned char>(text[i]); };
  const unsigned char lead = byte(0);
  if (lead < 0x80) {
    if (lead >= 'a' && lead <= 'z') text[0] = static_cast<char>(lead - ('a' - 'A'));
    return text;
  }
  // Two-byte letters only: every letter with a capital the game's languages use lies below U+0800.
  if ((lead & 0xE0) != 0xC0 || text.size() < 2 || (byte(1) & 0xC0) != 0x80) return text;
  const unsigned cp = ((lead & 0x1Fu) << 6) | (byte(1) & 0x3Fu);
  unsigned upper = cp;
  if ((cp >= 0xE0 && cp <= 0xFE && cp != 0xF7) || (cp >= 0x430 && cp <= 0x44F)) {
    upper = cp - 0x20;  // Latin-1 (ó -> Ó), Cyrillic а..я
  } else if (cp >= 0x450 && cp <= 0x45F) {
    upper = cp - 0x50;  // ё, ђ, ... џ
  } else if ((cp >= 0x100 && cp <= 0x137) || (cp >= 0x14A && cp <= 0x177)) {
    if (cp % 2 == 1) upper = cp - 1;  // Latin Extended-A, capital first in each pair: ą ć ę ś
  } else if ((cp >= 0x139 && cp <= 0x148) || (cp >= 0x179 && cp <= 0x17E)) {
    if (cp % 2 == 0) upper = cp - 1;  // the pairs that start on an odd code point: ł ń ź ż
  }
  text[0] = static_cast<char>(0xC0 | (upper >> 6));
  text[1] = static_cast<char>(0x80 | (upper & 0x3F));
  return text;
}

// A message's lines, where it has several: one sentence may run over two lines of a card, and the translation
// places the break ("Click or right click the map:\nthe hero walks there.").
inline void appendLines(std::string_view text, std::vector<std::string>& lines) {
  for (size_t from = 0; from <= text.size();) {
    const size_t end = std::min(text.find('\n', from), text.size());
    lines.emplace_back(text.substr(from, end - from));
    from = end + 1;
  }
}

}  // namespace td
