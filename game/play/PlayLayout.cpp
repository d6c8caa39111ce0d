#include "game/play/PlayLayout.h"

#include <algorithm>
#include <cmath>

namespace td {

PlayLayout layoutPlay(sf::Vector2u size, size_t buildSlots, bool hero) {
  using L = PlayLayout;
  PlayLayout l;
  const auto w = static_cast<float>(size.x);
  const auto h = static_cast<float>(size.y);
  // Narrow windows get a narrower side panel rather than a tiny map.
  const float side = std::min(L::kSidePanel, std::max(200.f, w * 0.26f));
  l.topBar = {0.f, 0.f, w, L::kTopBar};
  l.bottomBar = {0.f, h - L::kBottomBar, w, L::kBottomBar};
  l.side = {w - side, L::kTopBar, side, h - L::kTopBar - L::kBottomBar};
  l.map = {L::kMargin, L::kTopBar + L::kMargin, w - side - 2 * L::kMargin,
           h - L::kTopBar - L::kBottomBar - 2 * L::kMargin};

  const float slotW = std::min(176.f, (w - 2 * L::kMargin) / 6.f);
  const float slotH = L::kBottomBar - 2 * L::kMargin;
  float x = L::kMargin;
  for (size_t i = 0; i < buildSlots; ++i) {
    l.buildSlots.push_back({x, l.bottomBar.top + L::kMargin, slotW, slotH});
    x += slotW + 8.f;
  }
  l.message = {x + 8.f, l.bottomBar.top + L::kMargin, std::max(0.f, w - x - 8.f - L::kMargin), slotH};

  const float px = l.side.left + L::kMargin;
  const float pw = side - 2 * L::kMargin;
  float y = l.side.top + L::kMargin;
  l.nextWave = {px, y, pw, 50.f};
  y += 58.f;
  // The speeds share a row with the pause button, which keeps room for its
  // key where the panel is wide, and shows only its icon where it is narrow.
  const float pauseW = pw < 230.f ? 32.f : std::round(pw * 0.24f);
  const auto count = static_cast<float>(L::kSpeedButtons);
  const float speedW = (pw - pauseW - 4.f * count) / count;
  for (size_t i = 0; i < L::kSpeedButtons; ++i) {
    l.speeds[i] = {px + static_cast<float>(i) * (speedW + 4.f), y, speedW, 34.f};
  }
  l.pause = {px + pw - pauseW, y, pauseW, 34.f};
  y += 46.f;
  if (hero) {
    l.heroCard = {px, y, pw, 116.f};
    l.heroPortrait = {px + 5.f, y + 5.f, 52.f, 62.f};
    l.heroUpgrade = {px, y + 76.f, pw, 40.f};
    y += 128.f;
  }
  const float buttonsTop = l.side.top + l.side.height - L::kMargin - 3 * 40.f - 2 * 6.f;
  l.towerInfo = {px, y, pw, std::max(0.f, buttonsTop - y - 8.f)};
  l.upgrade = {px, buttonsTop, pw, 40.f};
  l.sell = {px, buttonsTop + 46.f, pw, 40.f};
  l.target = {px, buttonsTop + 92.f, pw, 40.f};
  return l;
}

}  // namespace td
