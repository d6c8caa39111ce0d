// The play screen's heads-up display: the bars, the side panel and the
// build bar, the message line, and why the thing under the mouse would be
// refused.
#include <SFML/Graphics/Text.hpp>
#include <algorithm>
#include <string>
#include <vector>

#include "engine/core/TextFormat.h"
#include "engine/level/ChallengeLevel.h"
#include "engine/sim/CellPoints.h"
#include "game/play/EnemyCard.h"
#include "game/play/HintCard.h"
#include "game/play/PauseBanner.h"
#include "game/play/RouteFigures.h"
#include "game/play/TopBar.h"
#include "game/play/TowerCard.h"
#include "game/play/TowerRecord.h"
#include "game/render/Palette.h"
#include "game/render/Primitives.h"
#include "game/screens/PlayScreen.h"
#include "game/text/Catalogue.h"
#include "game/text/DataWords.h"
#include "game/ui/InfoCard.h"
#include "game/ui/UiDraw.h"

namespace td {

void PlayScreen::drawHud(sf::RenderTarget& target) {
  const sf::Font& font = ctx_.res.font;
  const World& w = *world_;
  {
    sf::VertexArray& bars = scratch();
    addRect(bars, layout_.topBar, colors::kPanel);
    addRect(bars, {0.f, layout_.topBar.height - 1.f, layout_.topBar.width, 1.f}, colors::kPanelLine);
    addRect(bars, {0.f, 0.f, 4.f, layout_.topBar.height}, colors::kGold);
    addRect(bars, layout_.bottomBar, colors::kPanel);
    addRect(bars, {0.f, layout_.bottomBar.top, layout_.bottomBar.width, 1.f}, colors::kPanelLine);
    addRect(bars, layout_.side, colors::kPanel);
    addRect(bars, {layout_.side.left, layout_.side.top, 1.f, layout_.side.height}, colors::kPanelLine);
    target.draw(bars);
  }
  // Where there is more than one spawn, each carries the number that
  // refusals and the wave preview use ("spawn 2"), counted from 1.
  if (w.level().spawns.size() > 1) {
    const float cellPx = camera_.toPixel({1.f, 0.f}).x - camera_.toPixel({0.f, 0.f}).x;
    for (size_t i = 0; i < w.level().spawns.size(); ++i) {
      const sf::Vector2f c(camera_.pixelOf(w.level().spawns[i]));
      sf::Text label = makeText(font, std::to_string(i + 1), 13, colors::kText);
      const float lw = textWidth(label) + 8.f;
      // Above the spawn, or below it on the map's top row.
      const float above = c.y - cellPx * 0.5f - 20.f;
      const float top = above >= layout_.map.top ? above : c.y + cellPx * 0.5f + 2.f;
      const sf::FloatRect badge(std::max(c.x - lw * 0.5f, layout_.map.left), top, lw, 18.f);
      if (!layout_.map.contains(badge.left, badge.top) ||
          !layout_.map.contains(badge.left + badge.width, badge.top + badge.height)) {
        continue;
      }
      drawPanel(target, badge, {14, 16, 22, 220}, colors::kSpawn);
      placeText(label, badge.left + 4.f, badge.top + 0.f);
      target.draw(label);
    }
  }
  // How it is played, when not as the level was written; a test play says where it began, so a game from
  // wave 5 with extra gold is not taken for the level as it plays.
  std::string title = levelName(w.level());
  if (rules_.difficulty != Difficulty::Normal)
    title += "  " + std::string(tr(difficultyDef(rules_.difficulty).label.data()));
  if (rules_.endless) title += "  " + std::string(tr("Endless"));
  if (const ChallengeDef* c = findChallenge(level_, challenge_)) {
    // TRANSLATORS: after the level's name in the top bar while one of its challenges is played; {0} is its name.
    title += "  " + textf(tr("Challenge: {0}"), challengeName(*c));
  }
  title += mode_->titleNote(w.firstWave());
  drawTopBar(target, font, w, title, static_cast<float>(size_.x), leakAlarm_.livesPulse(), mode_->watching(),
             ctx_.keys.firstKey(PlayAction::NextWave));
  side_.draw(target, layout_, controller_, mouse_, mode_->backHelp());
  // Until the first wave sets off, what the level's author wants the player to know, and the lesson's step
  // while there is one. It stays readable while a tower is in hand (that is when a lesson is followed) and
  // while the mouse is on the build bar, whose cards rise over the foot of the map: then it moves to the
  // map's top, beside a first-meeting card if one shows there (the hint also while a tower is in hand, so
  // the route by the gate shows; a lesson stays put then, over the cells it does not mark).
  const bool onBuildBar = mouse_.x >= 0 && layout_.bottomBar.contains(sf::Vector2f(mouse_));
  const sf::FloatRect avoid =
      newKindShown() ? newKindCardRect(ctx_.res.font, newKindCard_, newKindArea()) : sf::FloatRect{};
  // A message of the level's author has the card while it shows (a few seconds); the lesson's step or the hint
  // comes back after it.
  if (const LevelMessage* note = messages_.shown(); note != nullptr && controller_.playing()) {
    drawHintCard(target, font, layout_.map, messageTitle(*note),
                 messageText(w.level(), static_cast<size_t>(note - w.level().messages.data())),
                 onBuildBar || controller_.buildKind().has_value(), avoid);
  } else if (const LessonStep* step = lesson_.current(); step != nullptr && controller_.playing()) {
    // TRANSLATORS: the title of a lesson's card: step {0} of {1}.
    const std::string lesson = textf(tr("Lesson {0} of {1}"), lesson_.stepIndex() + 1, lesson_.stepCount());
    drawHintCard(target, font, layout_.map, lesson, lessonText(w.level(), lesson_.stepIndex()), onBuildBar, avoid);
  } else if (w.wavesStarted() == 0 && controller_.playing()) {
    // TRANSLATORS: the title of the card with the level's hint, before the first wave.
    drawHintCard(target, font, layout_.map, tr("Hint"), levelHint(w.level()),
                 onBuildBar || controller_.buildKind().has_value(), avoid);
  }
  drawNewKindCard(target);
  // After the hint: the card over a hovered slot goes on top, as does the card of a specialisation's button.
  buildBar_.draw(target, layout_, controller_, mouse_);
  side_.drawChoiceCard(target, layout_, controller_);
  drawMessage(target);

  // Why the ghost or the hero's order would be refused, beside the mouse.
  std::string refusal;
  std::string onWall;  // what building on the wall under the mouse costs
  if (hover_) {
    const auto ghost = controller_.ghostAt(*hover_);
    if (ghost && !ghost->allowed) refusal = ghost->reason;
    if (ghost && ghost->allowed && ghost->onWall)
      // TRANSLATORS: beside the mouse, over a wall a tower can be built on: {0} is what it costs.
      onWall = textf(tr("Takes the wall's place: {0} gold"), groupedText(ghost->cost));
  }
  if (const HeroRenderer::View hero = heroView(); refusal.empty() && hero.aim && !hero.aimDestination) {
    refusal = controller_.hero().aimRefusal({hero.aim->x, hero.aim->y});
  }
  // Beside the mouse, but inside the map area whatever the map's edge.
  const auto mouseLabel = [&](const std::string& text, sf::Color color, sf::Color border) {
    sf::Text t = makeText(font, text, 14, color);
    const sf::FloatRect& m = layout_.map;
    const float tx =
        std::max(std::min(static_cast<float>(mouse_.x) + 18.f, m.left + m.width - textWidth(t) - 12.f), m.left + 6.f);
    const float below = static_cast<float>(mouse_.y) + 16.f;
    const float ty = below + 27.f <= m.top + m.height ? below : static_cast<float>(mouse_.y) - 34.f;
    drawPanel(target, {tx - 6.f, ty - 3.f, textWidth(t) + 12.f, 24.f}, {12, 12, 16, 225}, border);
    placeText(t, tx, ty);
    target.draw(t);
  };
  if (!refusal.empty()) {
    mouseLabel(refusal, colors::refuse(), {120, 40, 36});
  } else if (!onWall.empty()) {
    mouseLabel(onWall, colors::accept(), {40, 110, 52});
  } else if (previewShown_ && controller_.buildKind()) {
    // What the ghost would do to the maze, in cells: the figure the player builds for.
    const std::string change = routeChangeLabel(shownRoutes_, shownPreview_);
    const bool longer = addsCells(shownRoutes_, shownPreview_);
    mouseLabel(change, longer ? colors::accept() : colors::kTextDim,
               longer ? sf::Color{40, 110, 52} : colors::kPanelLine);
  }
  if (refusal.empty() && !controller_.buildKind() && mouse_.x >= 0 && layout_.map.contains(sf::Vector2f(mouse_))) {
    const sf::Vector2f point = camera_.toWorld(mouse_);
    if (const Enemy* e = enemyAt(w, point)) {
      drawEnemyCard(target, *e);
    } else if (const Tower* t = w.towers().get(w.towerAt(cellOf({point.x, point.y})))) {
      // A built tower says what it does now and what its next level brings.
      const TowerDef& def = w.defs().towers[t->kind];
      std::vector<std::string> lines = towerCardLines(def, t->level, t->spec);
      if (def.attacks()) {
        // What it has done: how much of the defence it carries.
        const TowerRecord record = towerRecord(w, *t);
        lines.insert(lines.begin(), {damageText(record), perSecondText(record)});
      }
      const auto kills = static_cast<unsigned long>(std::max(0, t->kills));
      // TRANSLATORS: a built tower's card: {0} is its kind ("Archer"), {1} its level, {2} how many it killed.
      const std::string cardTitle = textf(trn("{0}, level {1} ({2} kill)", "{0}, level {1} ({2} kills)", kills),
                                          kindName(def), t->level + 1, t->kills);
      drawCardByMouse(target, cardTitle, lines);
    }
  }
  if (controller_.paused() && controller_.playing()) drawPauseBanner(target, font, layout_.map, pauseKeys());
}

void PlayScreen::drawEnemyCard(sf::RenderTarget& target, const Enemy& enemy) {
  const EnemyDef& def = world_->defs().enemies[enemy.kind];
  drawCardByMouse(target, kindName(def), enemyCardLines(def, enemy.health, enemy.maxHealth));
}

void PlayScreen::drawCardByMouse(sf::RenderTarget& target, const std::string& title,
                                 const std::vector<std::string>& lines) {
  const sf::Font& font = ctx_.res.font;
  const sf::Vector2f size = infoCardSize(font, title, lines);
  // Beside the mouse, inside the map area.
  const sf::FloatRect& m = layout_.map;
  const float left =
      std::max(std::min(static_cast<float>(mouse_.x) + 18.f, m.left + m.width - size.x - 4.f), m.left + 4.f);
  const float below = static_cast<float>(mouse_.y) + 16.f;
  const float top =
      std::max(below + size.y <= m.top + m.height ? below : static_cast<float>(mouse_.y) - size.y - 10.f, m.top + 4.f);
  drawInfoCard(target, font, title, lines, {left, top});
}

void PlayScreen::drawMessage(sf::RenderTarget& target) {
  const sf::Font& font = ctx_.res.font;
  if (messageLeft_ > 0.f && !message_.empty()) {
    const auto alpha = static_cast<uint8_t>(std::min(1.f, messageLeft_ / 0.5f) * 255.f);
    // Smaller rather than past the window's edge, and cut with an ellipsis at the smallest.
    const float room = layout_.message.width - 16.f;
    unsigned size = 17;
    sf::Text t = makeText(font, message_, size, withAlpha(messageColor_, alpha));
    while (size > 12 && textWidth(t) > room) t = makeText(font, message_, --size, withAlpha(messageColor_, alpha));
    cutToWidth(t, room);
    placeText(t, layout_.message.left + 8.f, layout_.message.top + layout_.message.height * 0.5f - 11.f);
    target.draw(t);
  } else if (const std::string hint = hintLine(false); !hint.empty()) {
    sf::Text t = makeText(font, hint, 14, colors::kTextDim);
    // A narrow window gets the short form rather than a cut-off sentence.
    if (textWidth(t) > layout_.message.width - 16.f) t = makeText(font, hintLine(true), 14, colors::kTextDim);
    placeText(t, layout_.message.left + 8.f, layout_.message.top + layout_.message.height * 0.5f - 9.f);
    target.draw(t);
  }
}

std::string PlayScreen::hintLine(bool brief) const {
  if (controller_.buildKind()) {
    return brief ? tr("Click: build") : tr("Click the map to build; right click or Esc to stop");
  }
  const HeroDef* def = world_->heroDef();
  if (def == nullptr) return {};
  if (controller_.hero().goArmed()) {
    if (brief) return tr("Click: go there");
    // TRANSLATORS: {0} is the hero's name.
    return textf(tr("Click where the {0} should go; Esc to stop"), kindName(*def));
  }
  if (controller_.hero().selected()) {
    // TRANSLATORS: {0} is the hero's name.
    return brief ? textf(tr("Click: send the {0}"), kindName(*def))
                 // TRANSLATORS: {0} is the hero's name.
                 : textf(tr("Click or right click the map: the {0} goes there. Esc or H: let go"), kindName(*def));
  }
  return {};
}

}  // namespace td
