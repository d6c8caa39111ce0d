#include "game/play/HeroPanel.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>
#include <utility>

#include "game/render/HeroLook.h"
#include "game/render/Palette.h"
#include "game/render/Primitives.h"
#include "game/ui/NumberText.h"
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
  const std::string level = "Level " + std::to_string(card.level) + " of " + std::to_string(card.maxLevel);
  drawTextAt(target, font, level, 12, colors::kTextDim, textLeft, top.top + 24.f);
  drawTextAt(target, font, view.armed ? "Go: click the map" : card.status, 12,
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
  up.label = card.upgradeCost ? "Level up " + card.name + upKey : card.name + " fully trained";
  up.detail = card.upgradeCost ? std::to_string(*card.upgradeCost) + " gold" : "";
  drawButton(target, font, up, view.overUpgrade, 14);
}

void drawHeroDetails(sf::RenderTarget& target, const sf::Font& font, const sf::FloatRect& area, const HeroCard& card,
                     const std::string& letGo) {
  float y = area.top;
  const std::pair<std::string, std::string> rows[] = {
      {"Damage", fixedText(card.damage, 0) + " a blow"},     {"Strikes every", fixedText(card.interval, 2) + " s"},
      {"Reach", fixedText(card.reach, 2) + " cells"},        {"Blocks", std::to_string(card.blocks) + " at a time"},
      {"Heals", fixedText(card.regen, 0) + " / s on guard"},
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
  const std::string release = letGo.empty() ? std::string("Esc: let go.") : "Esc or " + letGo + ": let go.";
  const std::string hints[] = {"Click or right click the map:", "the hero walks there.", release};
  for (const std::string& hint : hints) {
    if (y + 18.f > area.top + area.height) return;
    drawTextAt(target, font, hint, 13, colors::kTextDim, area.left, y);
    y += 18.f;
  }
}

}  // namespace td
