#include "game/play/TopBar.h"

#include <SFML/Graphics/Text.hpp>
#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

#include "engine/core/TextFormat.h"
#include "game/render/Palette.h"
#include "game/text/Catalogue.h"
#include "game/ui/UiDraw.h"

namespace td {
namespace {

struct Stat {
  const char* label;
  std::string value;
  sf::Color color;
};

// The stats drawn right to left from `right`; returns where they end on the left.
float placeStats(sf::RenderTarget* target, const sf::Font& font, const std::vector<Stat>& stats, float right) {
  float x = right;
  for (auto it = stats.rbegin(); it != stats.rend(); ++it) {
    sf::Text value = makeText(font, it->value, 20, it->color);
    x -= textWidth(value);
    placeText(value, x, 11.f);
    sf::Text label = makeText(font, it->label, 12, colors::kTextDim);
    x -= textWidth(label) + 7.f;
    placeText(label, x, 19.f);
    if (target != nullptr) {
      target->draw(value);
      target->draw(label);
    }
    x -= 26.f;
  }
  return x + 26.f;
}

}  // namespace

void drawTopBar(sf::RenderTarget& target, const sf::Font& font, const World& w, const std::string& title, float width,
                float livesPulse, bool watching, const std::string& nextKey) {
  constexpr float kLeft = 18.f;
  constexpr float kGap = 24.f;
  // The numbers, right to left so they stay flush with the edge.
  // Endless mode has no last wave to count towards.
  const int32_t wave = std::max(w.wavesStarted(), 0);
  std::string waveText = std::to_string(wave) + " / " + std::to_string(w.waveCount());
  // TRANSLATORS: the wave counter in endless mode, after the label "Wave": "Wave 14 endless".
  if (w.rules().endless) waveText = textf(tr("{0} endless"), wave);
  std::vector<Stat> stats = {
      {tr("Gold"), groupedText(w.gold()), colors::kGold},
      {tr("Lives"), groupedText(w.lives()), mix(colors::kLives, sf::Color::White, livesPulse * 0.8f)},
      {tr("Wave"), waveText, colors::kText},
  };
  // The countdown stands still while the first wave waits for the player and
  // while a wave is still sending: the bar says which.
  if (w.waitingForPlayer()) {
    // A replay calls it when its player did.
    // TRANSLATORS: the top bar's "Next" (wave): how it will be called.
    stats.push_back({tr("Next"),
                     watching          ? std::string(tr("as it was called"))
                     : nextKey.empty() ? std::string(tr("the Next wave button"))
                                       : textf(tr("press {0}"), nextKey),
                     colors::kGoal});
  } else if (w.wavesStarted() < w.waveCount() && w.waveSending()) {
    // TRANSLATORS: the countdown to the next wave, which waits while this one is still sending enemies.
    const std::string in = textf(tr("{0} s once all are out"), decimalText(w.nextWaveIn(), 0));
    stats.push_back({tr("Next in"), in, colors::kGoal});
  } else if (w.wavesStarted() < w.waveCount()) {
    stats.push_back({tr("Next in"), textf(tr("{0} s"), decimalText(w.nextWaveIn(), 0)), colors::kGoal});
  }
  // The points so far; lives and gold left count once the level is won.
  stats.push_back({tr("Score"), groupedText(w.scoreCard().total), colors::kTextDim});
  constexpr unsigned kTitleSize = 21;
  const float titleWidth = textWidth(makeText(font, title, kTitleSize, colors::kText));
  // The score is on the result screen too; the name is the level's only mention.
  if (placeStats(nullptr, font, stats, width - kLeft) - kLeft - kGap < std::min(titleWidth, 220.f)) {
    stats.pop_back();
  }
  const float room = placeStats(&target, font, stats, width - kLeft) - kLeft - kGap;

  unsigned size = kTitleSize;
  sf::Text name = makeText(font, title, size, colors::kText);
  while (size > 13 && textWidth(name) > room) name = makeText(font, title, --size, colors::kText);
  // Cut between characters, with an ellipsis.
  cutToWidth(name, room);
  placeText(name, kLeft, 10.f + static_cast<float>(kTitleSize - size) * 0.5f);
  target.draw(name);
}

}  // namespace td
