#include "game/ui/TextWrap.h"

#include "game/ui/UiDraw.h"

namespace td {

std::vector<std::string> wrapWords(const sf::Font& font, const std::string& utf8, unsigned size, float width) {
  std::vector<std::string> lines;
  std::string line;
  size_t at = 0;
  while (at < utf8.size()) {
    const size_t space = utf8.find(' ', at);
    const size_t end = space == std::string::npos ? utf8.size() : space;
    const std::string word = utf8.substr(at, end - at);
    at = end + 1;
    if (word.empty()) continue;
    const std::string longer = line.empty() ? word : line + " " + word;
    if (!line.empty() && textWidth(makeText(font, longer, size, sf::Color::White)) > width) {
      lines.push_back(line);
      line = word;
    } else {
      line = longer;
    }
  }
  if (!line.empty()) lines.push_back(line);
  return lines;
}

}  // namespace td
