#include "game/play/TopBar.h"

#include <SFML/Graphics/Text.hpp>
#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

#include "game/render/Palette.h"
#include "game/ui/NumberText.h"
#include "game/ui/UiDraw.h"

namespace td {
void drawTopBar(sf::RenderTarget& target, const sf::Font& font, const World& w, const std::string& title, float width) {
  drawTextAt(target, font, title, 21, colors::kText, 18.f, 10.f);

  // The numbers, right to left so they stay flush with the edge.
  // Endless mode has no last wave to count towards.
  std::string waveText = std::to_string(std::max(w.wavesStarted(), 0)) +
                         (w.rules().endless ? std::string(" endless") : " / " + std::to_string(w.waveCount()));
  struct Stat {
    const char* label;
    std::string value;
    sf::Color color;
  };
  std::vector<Stat> stats = {
      {"Gold", std::to_string(w.gold()), colors::kGold},
      {"Lives", std::to_string(w.lives()), colors::kLives},
      {"Wave", waveText, colors::kText},
  };
  // The countdown stands still while the first wave waits for the player and
  // while a wave is still sending: the bar says which.
  if (w.waitingForPlayer()) {
    stats.push_back({"Next", "press N", colors::kGoal});
  } else if (w.wavesStarted() < w.waveCount() && w.waveSending()) {
    stats.push_back({"Next in", fixedText(w.nextWaveIn(), 0) + " s once all are out", colors::kGoal});
  } else if (w.wavesStarted() < w.waveCount()) {
    stats.push_back({"Next in", fixedText(w.nextWaveIn(), 0) + " s", colors::kGoal});
  }
  // The points so far; lives and gold left count once the level is won.
  stats.push_back({"Score", std::to_string(w.scoreCard().total), colors::kTextDim});
  float x = width - 18.f;
  for (auto it = stats.rbegin(); it != stats.rend(); ++it) {
    sf::Text value = makeText(font, it->value, 20, it->color);
    x -= textWidth(value);
    placeText(value, x, 11.f);
    sf::Text label = makeText(font, it->label, 12, colors::kTextDim);
    x -= textWidth(label) + 7.f;
    placeText(label, x, 19.f);
    x -= 26.f;
    target.draw(value);
    target.draw(label);
  }
}

}  // namespace td
