#include "game/play/HeroPanel.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>
#include <utility>
#include <vector>

#include "engine/core/TextFormat.h"
#include "game/play/PlayText.h"
#include "game/render/HeroLook.h"
#include "game/render/Palette.h"
#include "game/render/Primitives.h"
#include "game/text/Catalogue.h"
#include "game/ui/UiDraw.h"

namespace td {
namespace {

sf::Color statusColor(HeroState state) {
  switch (state) {
    case HeroState::Idle:
      return {150, 226, 160};
    case HeroState::Moving:
      return heroColors::kPath;
    case HeroState::Fighting:
      return {255, 176, 80};
    case HeroState::Dead:
      return colors::refuse();
  }
  return colors::kText;
}

}  // namespace

void drawHeroCard(sf::RenderTarget& target, const sf::Font& font, sf::VertexArray& v, const PlayLayout& layout,
                  const HeroCard& card, const HeroPanelView& view) {
  const sf::FloatRect top{layout.heroCard.left, layout.heroCard.top, layout.heroCard.width,
                          layout.heroUpgrade.top - layout.heroCard.top - 4.f};
  const bool down = card.state == HeroState::Dead;
  sf::Color line = colors::kPanelLine;
  if (view.selected) {
    line = colors::kGold;
  } else if (view.overCard) {
    line = {130, 150, 180};
  }
  addRect(v, top, view.selected ? sf::Color{44, 44, 34} : sf::Color{30, 34, 42});
  addRectFrame(v, top, view.selected ? 2.f : 1.f, line);
  const sf::FloatRect p = layout.heroPortrait;
  addRectGradient(v, p, {44, 70, 140}, {18, 28, 64});
  addRectFrame(v, p, 1.f, withAlpha(heroColors::kTrim, down ? 90 : 200));
  HeroPose pose;
  pose.facing = 1.5708f;  // facing the player
  pose.ghost = down;
  pose.alpha = down ? 120 : 255;
  addHeroShape(v, {p.left + p.width * 0.5f, p.top + p.height * 0.56f}, p.width * 0.27f, pose);

  // The health bar along the bottom of the card's top part.
  const float textLeft = p.left + p.width + 10.f;
  const sf::FloatRect bar{textLeft, top.top + top.height - 16.f, top.left + top.width - 8.f - textLeft, 12.f};
  addRect(v, bar, {14, 14, 18});
  const float fraction = card.maxHealth > 0.f ? std::clamp(card.health / card.maxHealth, 0.f, 1.f) : 0.f;
  const sf::Color fill = fraction > 0.5f ? mix({250, 220, 70}, {80, 220, 110}, (fraction - 0.5f) * 2.f)
                                         : mix({240, 60, 50}, {250, 220, 70}, fraction * 2.f);
  addRect(v, {bar.left + 1.f, bar.top + 1.f, (bar.width - 2.f) * fraction, bar.height - 2.f}, fill);
  addRectFrame(v, bar, 1.f, {70, 74, 86});
  target.draw(v);

  if (down) {
    drawTextCentred(target, font, std::to_string(static_cast<int>(std::ceil(card.respawnIn))), 22, colors::kText,
                    p.left + p.width * 0.5f, p.top + 12.f);
  }
  // Name and hotkey, level, state: a line each, so none is cut short in the
  // narrowest panel.
  drawTextAt(target, font, card.name, 17, colors::kText, textLeft, top.top + 3.f);
  const std::string& shown = view.armed ? view.goKey : view.selectKey;
  sf::Text key = makeText(font, shown.empty() ? std::string() : "[" + shown + "]", 12,
                          view.armed ? colors::kGold : colors::kTextDim);
  placeText(key, top.left + top.width - textWidth(key) - 8.f, top.top + 7.f);
  target.draw(key);
  const std::string level = textf(tr("Level {0} of {1}"), card.level, card.maxLevel);
  drawTextAt(target, font, level, 12, colors::kTextDim, textLeft, top.top + 24.f);
  drawTextAt(target, font, view.armed ? std::string(tr("Go: click the map")) : card.status, 12,
             view.armed ? colors::kGold : statusColor(card.state), textLeft, top.top + 39.f);
  if (!down) {
    // Outlined, so it reads on the green, yellow and red of the bar alike.
    sf::Text numbers = makeText(font,
                                std::to_string(static_cast<int>(std::ceil(card.health))) + " / " +
                                    std::to_string(static_cast<int>(std::round(card.maxHealth))),
                                10, colors::kText);
    numbers.setOutlineColor({10, 10, 14});
    numbers.setOutlineThickness(1.5f);
    placeText(numbers, bar.left + (bar.width - textWidth(numbers)) * 0.5f, bar.top - 1.f);
    target.draw(numbers);
  }

  Button up;
  up.rect = layout.heroUpgrade;
  up.enabled = card.canUpgrade;
  const std::string upKey = view.upgradeKey.empty() ? std::string() : "  [" + view.upgradeKey + "]";
  if (card.upgradeCost) {
    // TRANSLATORS: the hero's upgrade button; {0} is the hero's name ("Warden").
    up.label = textf(tr("Level up {0}"), card.name) + upKey;
  } else {
    // TRANSLATORS: {0} is the hero's name ("Warden"), at its last level.
    up.label = textf(tr("{0} fully trained"), card.name);
  }
  up.detail = card.upgradeCost ? textf(tr("{0} gold"), groupedText(*card.upgradeCost)) : "";
  drawButton(target, font, up, view.overUpgrade, 14);
}

void drawHeroDetails(sf::RenderTarget& target, const sf::Font& font, const sf::FloatRect& area, const HeroCard& card,
                     const std::string& letGo) {
  float y = area.top;
  // TRANSLATORS: a distance in cells with decimals ("1.25 cells", "+0.6 cells").
  const std::string reach = textf(tr("{0} cells"), decimalText(card.reach, 2));
  // TRANSLATORS: how many enemies the hero holds back at once ("Blocks: 2 at a time").
  const std::string blocks = textf(tr("{0} at a time"), card.blocks);
  const std::pair<std::string, std::string> rows[] = {
      {tr("Damage"), textf(tr("{0} a blow"), decimalText(card.damage, 0))},
      {tr("Strikes every"), textf(tr("{0} s"), decimalText(card.interval, 2))},
      {tr("Reach"), reach},
      {tr("Blocks"), blocks},
      {tr("Heals"), textf(tr("{0} / s on guard"), decimalText(card.regen, 0))},
  };
  for (const auto& [label, value] : rows) {
    if (y + 20.f > area.top + area.height) return;
    drawTextAt(target, font, label, 14, colors::kTextDim, area.left, y);
    sf::Text t = makeText(font, value, 14, colors::kText);
    placeText(t, area.left + area.width - textWidth(t), y);
    target.draw(t);
    y += 22.f;
  }
  y += 6.f;
  std::string release = tr("Esc: let go.");
  // TRANSLATORS: {0} is a key ("H") that lets the hero go, as Esc does.
  if (!letGo.empty()) release = textf(tr("Esc or {0}: let go."), letGo);
  // One sentence in two lines: the line break is the translation's to place.
  std::vector<std::string> hints;
  appendLines(tr("Click or right click the map:\nthe hero walks there."), hints);
  hints.push_back(release);
  for (const std::string& hint : hints) {
    if (y + 18.f > area.top + area.height) return;
    drawTextAt(target, font, hint, 13, colors::kTextDim, area.left, y);
    y += 18.f;
  }
}

}  // namespace td
