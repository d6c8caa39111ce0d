#include "game/screens/LevelCard.h"

#include <SFML/Graphics/Sprite.hpp>
#include <algorithm>

#include "game/render/Palette.h"
#include "game/screens/LevelWayTag.h"
#include "game/text/Catalogue.h"
#include "game/ui/UiDraw.h"

namespace td {
namespace {

constexpr unsigned kTitleSize = 18;
constexpr unsigned kLeastTitleSize = 13;

}  // namespace

LevelCardLayout layoutLevelCard(const sf::Font& font, const LevelEntry& entry, const sf::FloatRect& card) {
  LevelCardLayout l;
  l.card = card;
  const float thumbH = card.height - 10.f;
  l.thumb = {card.left + 5.f, card.top + 5.f, thumbH * 1.6f, thumbH};
  const float buttonHeight = std::min(34.f, card.height * 0.5f - 10.f);
  l.play = {{card.left + card.width - 104.f, card.top + 8.f, 96.f, buttonHeight}, tr("Play"), ""};
  l.endless = {{card.left + card.width - 104.f, card.top + card.height - 8.f - buttonHeight, 96.f, buttonHeight},
               // TRANSLATORS: the button that plays a won level in endless mode.
               tr("Endless"),
               ""};

  const float x = l.thumb.left + l.thumb.width + 14.f;
  l.textLeft = x;
  const float challengesWidth = std::min(130.f, l.endless.rect.left - 8.f - x);
  l.hasChallenges = entry.won && entry.challenges > 0 && challengesWidth >= 70.f;
  if (l.hasChallenges) {
    l.challenges = {{l.endless.rect.left - 8.f - challengesWidth, l.endless.rect.top, challengesWidth, buttonHeight},
                    // TRANSLATORS: the button that lists a won level's challenges.
                    tr("Challenges"),
                    ""};
  }
  const bool tagged = entry.way != LevelWay::Unknown;
  const float tagWidth = tagged ? wayTagBox(font, entry.way, 0.f, 0.f).width + 10.f : 0.f;
  const float room = l.play.rect.left - 8.f - x - tagWidth;
  l.titleSize = kTitleSize;
  float width = textWidth(makeText(font, entry.title, l.titleSize, colors::kText));
  while (l.titleSize > kLeastTitleSize && width > room) {
    width = textWidth(makeText(font, entry.title, --l.titleSize, colors::kText));
  }
  const float sizeGap = static_cast<float>(kTitleSize - l.titleSize);
  l.title = {x, card.top + 6.f + sizeGap * 0.6f, width, static_cast<float>(l.titleSize) * 1.2f};
  if (tagged) {
    const float titleMiddle = card.top + 6.f + static_cast<float>(kTitleSize) * 0.6f;
    l.tag = wayTagBox(font, entry.way, x + width + 10.f, titleMiddle - kWayTagHeight * 0.5f + 1.f);
  }
  const float lineGap = std::min(24.f, (card.height - 12.f) / 3.f);
  l.factsTop = card.top + 8.f + lineGap * 1.2f;
  l.recordTop = card.top + 8.f + lineGap * 2.1f;
  return l;
}

void drawLevelCard(sf::RenderTarget& target, const sf::Font& font, const LevelEntry& entry,
                   const LevelCardLayout& layout, const LevelThumbnail* thumb, sf::Vector2u thumbPixels, bool focused,
                   sf::Vector2f mouse) {
  drawPanel(target, layout.card, focused ? sf::Color(40, 46, 58, 235) : sf::Color(24, 27, 34, 235),
            focused ? sf::Color(130, 150, 180) : colors::kPanelLine);
  if (thumb) {
    sf::Sprite sprite(thumb->texture);
    sprite.setPosition(layout.thumb.left, layout.thumb.top);
    sprite.setScale(layout.thumb.width / static_cast<float>(thumbPixels.x),
                    layout.thumb.height / static_cast<float>(thumbPixels.y));
    if (!entry.open) sprite.setColor({110, 110, 110});
    target.draw(sprite);
  } else {
    drawPanel(target, layout.thumb, {30, 20, 20}, colors::refuse());
  }
  drawTextAt(target, font, entry.title, layout.titleSize, entry.open ? colors::kText : colors::kTextDim,
             layout.title.left, layout.title.top);
  if (entry.way != LevelWay::Unknown) drawWayTag(target, font, entry.way, layout.tag);
  drawTextAt(target, font, entry.facts, 13, entry.level ? colors::kTextDim : colors::refuse(), layout.textLeft,
             layout.factsTop);
  if (!entry.record.empty()) {
    // Up to the buttons of the card's foot when they are there: a long record in Russian would run under them.
    const float right = layout.hasChallenges ? layout.challenges.rect.left
                        : entry.won          ? layout.endless.rect.left
                                             : layout.card.left + layout.card.width;
    drawTextAt(target, font, cutToWidth(font, entry.record, 13, right - 8.f - layout.textLeft), 13,
               entry.won ? colors::kGold : colors::kTextDim, layout.textLeft, layout.recordTop);
  }
  if (!entry.open) return;
  drawButton(target, font, layout.play, focused && layout.play.rect.contains(mouse), 14);
  if (entry.won) drawButton(target, font, layout.endless, focused && layout.endless.rect.contains(mouse), 14);
  if (layout.hasChallenges) {
    drawButton(target, font, layout.challenges, focused && layout.challenges.rect.contains(mouse), 14);
  }
}

}  // namespace td
