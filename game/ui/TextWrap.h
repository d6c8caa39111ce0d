#pragma once

#include <SFML/Graphics/Font.hpp>
#include <string>
#include <vector>

namespace td {

// `utf8` in lines no wider than `width` pixels at `size`, broken between
// words, and in Chinese between any two characters, never before closing
// punctuation or after an opening bracket (a word wider than the line
// stands alone on its line). Runs of spaces collapse; no line is empty.
std::vector<std::string> wrapWords(const sf::Font& font, const std::string& utf8, unsigned size, float width);

}  // namespace td
