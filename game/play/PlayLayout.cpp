#include "game/play/PlayLayout.h"

#include <algorithm>
#include <cmath>
#include <string>

namespace td {
namespace {

// Below this much panel height the side panel and the bars tighten up.
constexpr float kRoomyPanel = 500.f;
// The message line needs about this much beside the build slots; with less,
// it gets a row of its own above them.
constexpr float kMinMessage = 300.f;
constexpr float kMessageRow = 28.f;
constexpr float kMinSlot = 112.f;
constexpr float kMaxSlot = 176.f;
constexpr float kSlotGap = 8.f;

}  // namespace

PlayLayout layoutPlay(sf::Vector2u size, size_t buildSlots, bool hero) {
  using L = PlayLayout;
  PlayLayout l;
  const auto w = static_cast<float>(size.x);
  const auto h = static_cast<float>(size.y);
  const auto n = static_cast<float>(buildSlots);

  // The build slots share the bottom bar with the message line while both fit.
  const float slotsRoom = w - 2 * L::kMargin - std::max(0.f, n - 1.f) * kSlotGap;
  float slotW = buildSlots > 0 ? std::min(kMaxSlot, slotsRoom / n) : 0.f;
  const float besideRoom = slotsRoom - kSlotGap - kMinMessage;
  const bool messageBeside = buildSlots == 0 || besideRoom / n >= kMinSlot;
  if (messageBeside && buildSlots > 0) slotW = std::min(slotW, besideRoom / n);
  const float messageRow = messageBeside ? 0.f : kMessageRow;

  const bool compact = h - L::kTopBar - L::kBottomBar - messageRow < kRoomyPanel;
  const float top = compact ? L::kCompactTopBar : L::kTopBar;
  const float margin = compact ? 8.f : L::kMargin;
  const float bottom = (compact ? L::kCompactBottomBar : L::kBottomBar) + messageRow;
  // Narrow windows get a narrower side panel rather than a tiny map.
  const float side = std::clamp(w * 0.26f, 232.f, L::kSidePanel);
  l.compact = compact;
  l.topBar = {0.f, 0.f, w, top};
  l.bottomBar = {0.f, h - bottom, w, bottom};
  l.side = {w - side, top, side, h - top - bottom};
  l.map = {L::kMargin, top + L::kMargin, w - side - 2 * L::kMargin, h - top - bottom - 2 * L::kMargin};

  const float slotTop = l.bottomBar.top + messageRow + margin;
  const float slotH = bottom - messageRow - 2 * margin;
  float x = L::kMargin;
  for (size_t i = 0; i < buildSlots; ++i) {
    l.buildSlots.push_back({x, slotTop, slotW, slotH});
    x += slotW + kSlotGap;
  }
  if (messageBeside) {
    l.message = {x + 8.f, slotTop, std::max(0.f, w - x - 8.f - L::kMargin), slotH};
  } else {
    l.message = {L::kMargin, l.bottomBar.top + 4.f, w - 2 * L::kMargin, messageRow - 4.f};
  }

  const float px = l.side.left + margin;
  const float pw = side - 2 * margin;
  const float gap = compact ? 6.f : 8.f;
  float y = l.side.top + margin;
  const float nextH = compact ? 44.f : 50.f;
  l.nextWave = {px, y, pw, nextH};
  y += nextH + gap;
  // The speeds share a row with the pause button, which keeps room for its
  // key where the panel is wide, and shows only its icon where it is narrow.
  const float rowH = compact ? 30.f : 34.f;
  const float pauseW = pw < 230.f ? 32.f : std::round(pw * 0.24f);
  const auto count = static_cast<float>(L::kSpeedButtons);
  const float speedW = (pw - pauseW - 4.f * count) / count;
  for (size_t i = 0; i < L::kSpeedButtons; ++i) {
    l.speeds[i] = {px + static_cast<float>(i) * (speedW + 4.f), y, speedW, rowH};
  }
  l.pause = {px + pw - pauseW, y, pauseW, rowH};
  y += rowH + (compact ? 8.f : 12.f);
  if (hero) {
    l.heroCard = {px, y, pw, 116.f};
    l.heroPortrait = {px + 5.f, y + 5.f, 52.f, 62.f};
    l.heroUpgrade = {px, y + 76.f, pw, 40.f};
    y += 116.f + (compact ? 8.f : 12.f);
  }
  const float panelBottom = l.side.top + l.side.height - margin;
  float buttonsTop = 0.f;
  if (compact) {
    // Side by side, so the tower's details keep some room.
    buttonsTop = panelBottom - 40.f;
    const float bw = (pw - 8.f) / 3.f;
    l.upgrade = {px, buttonsTop, bw, 40.f};
    l.sell = {px + bw + 4.f, buttonsTop, bw, 40.f};
    l.target = {px + 2.f * (bw + 4.f), buttonsTop, bw, 40.f};
  } else {
    buttonsTop = panelBottom - 3 * 40.f - 2 * 6.f;
    l.upgrade = {px, buttonsTop, pw, 40.f};
    l.sell = {px, buttonsTop + 46.f, pw, 40.f};
    l.target = {px, buttonsTop + 92.f, pw, 40.f};
  }
  l.towerInfo = {px, y, pw, std::max(0.f, buttonsTop - y - 8.f)};
  if (compact) {
    // A third of the row would not hold a name; the details give up their foot instead, and only while a tower
    // may choose (the side panel stops its lines above the row then).
    const float specH = std::min(40.f, l.towerInfo.height);
    const float specTop = l.towerInfo.top + l.towerInfo.height - specH;
    const float half = (pw - 4.f) / 2.f;
    l.specialise[0] = {px, specTop, half, specH};
    l.specialise[1] = {px + half + 4.f, specTop, half, specH};
  } else {
    const float half = (pw - 6.f) / 2.f;
    l.specialise[0] = {px, l.upgrade.top, half, l.upgrade.height};
    l.specialise[1] = {px + half + 6.f, l.upgrade.top, half, l.upgrade.height};
  }
  return l;
}

std::vector<UiPart> PlayLayout::parts() const {
  std::vector<UiPart> p = {{"top bar", topBar},
                           {"bottom bar", bottomBar},
                           {"side panel", side},
                           {"map", map},
                           {"message", message, "bottom bar"},
                           {"next wave", nextWave, "side panel"},
                           {"pause", pause, "side panel"},
                           {"tower info", towerInfo, "side panel"},
                           {"upgrade", upgrade, "side panel"},
                           {"sell", sell, "side panel"},
                           {"target", target, "side panel"}};
  for (size_t i = 0; i < buildSlots.size(); ++i)
    p.push_back({"slot " + std::to_string(i + 1), buildSlots[i], "bottom bar"});
  // In the upgrade button's place, or at the foot of the details (they show one or the other, never both).
  const char* specWithin = compact ? "tower info" : "upgrade";
  for (size_t i = 0; i < kSpecButtons; ++i)
    p.push_back({"specialise " + std::to_string(i + 1), specialise[i], specWithin});
  for (size_t i = 0; i < kSpeedButtons; ++i) p.push_back({"speed " + std::to_string(i + 1), speeds[i], "side panel"});
  if (heroCard.width > 0.f) {
    p.push_back({"hero card", heroCard, "side panel"});
    p.push_back({"hero portrait", heroPortrait, "hero card"});
    p.push_back({"hero upgrade", heroUpgrade, "hero card"});
  }
  return p;
}

}  // namespace td
