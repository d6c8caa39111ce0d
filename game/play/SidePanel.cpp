#include "game/play/SidePanel.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <iterator>
#include <string>
#include <string_view>
#include <utility>

#include "engine/core/TextFormat.h"
#include "engine/sim/TowerAbility.h"
#include "engine/sim/move/MoveState.h"
#include "game/play/ChoiceCard.h"
#include "game/play/EnemyTraits.h"
#include "game/play/HeroCard.h"
#include "game/play/HeroPanel.h"
#include "game/play/PlayActions.h"
#include "game/play/RouteFigures.h"
#include "game/play/TowerTraits.h"
#include "game/play/WavePreview.h"
#include "game/render/Look.h"
#include "game/render/Palette.h"
#include "game/text/Catalogue.h"
#include "game/text/DataWords.h"
#include "game/ui/TextWrap.h"
#include "game/ui/UiDraw.h"

namespace td {
namespace {

static_assert(std::size(PlayController::kSpeeds) == PlayLayout::kSpeedButtons, "a button for every game speed");
static_assert(kSpecialisationsPerKind == PlayLayout::kSpecButtons, "a button for every specialisation");

bool over(sf::Vector2i mouse, const sf::FloatRect& r) { return mouse.x >= 0 && r.contains(sf::Vector2f(mouse)); }

}  // namespace

void SidePanel::draw(sf::RenderTarget& target, const PlayLayout& layout, const PlayController& controller,
                     sf::Vector2i mouse, const char* backHelp) {
  const World& w = controller.world();
  hoveredChoice_ = -1;  // drawTowerPanel sets it
  Button next;
  next.rect = layout.nextWave;
  next.enabled = controller.canCallWave();
  if (controller.watching()) {
    // A replay calls its waves as they were called.
    // TRANSLATORS: the Next wave button while a replay is watched.
    next.label = trc("button", "Watching");
    next.detail = tr("waves come as they came");
    next.enabled = false;
  } else if (w.wavesStarted() >= w.waveCount()) {
    next.label = tr("Last wave");
    next.detail = tr("no more waves");
  } else if (w.waitingForPlayer()) {
    // The first wave waits for the player (the settings say so).
    next.label = textf(tr("Start wave {0}"), w.wavesStarted() + 1) + hint(PlayAction::NextWave);
    next.detail = tr("when you are ready");
  } else {
    next.label = tr("Next wave") + hint(PlayAction::NextWave);
    const int32_t bonus = w.earlyCallBonus();
    next.detail = bonus > 0 ? textf(tr("call early: +{0} gold"), groupedText(bonus)) : std::string(tr("send it now"));
  }
  drawButton(target, font_, next, over(mouse, next.rect), 17);

  // "16x" must fit the narrowest side panel's buttons.
  const unsigned speedSize = layout.speeds[0].width >= 34.f ? 15 : 13;
  for (size_t i = 0; i < PlayLayout::kSpeedButtons; ++i) {
    Button b;
    b.rect = layout.speeds[i];
    // At half speed the buttons say the pace they give: 1x plays at half ("\u00BDx").
    const int32_t speed = PlayController::kSpeeds[i];
    b.label = !controller.halfSpeed() ? std::to_string(speed) + "x"
              : speed == 1            ? std::string("\u00BDx")
                                      : std::to_string(speed / 2) + "x";
    b.active = controller.speed() == PlayController::kSpeeds[i];
    drawButton(target, font_, b, over(mouse, b.rect), speedSize);
  }
  Button pauseButton;
  pauseButton.rect = layout.pause;
  // Lit while paused, and showing what a press does next; the key when there is room.
  pauseButton.active = controller.paused();
  pauseButton.label = controller.paused() ? "\u25B6" : "II";
  if (layout.pause.width >= 56.f) pauseButton.label += hint(PlayAction::Pause);
  drawButton(target, font_, pauseButton, over(mouse, pauseButton.rect), 14);

  const auto card = heroCard(w);
  if (card && layout.heroCard.width > 0.f) {
    HeroPanelView view;
    view.selected = controller.hero().selected();
    view.armed = controller.hero().goArmed();
    view.selectKey = keys_.firstKey(PlayAction::SelectHero);
    view.goKey = keys_.firstKey(PlayAction::HeroGo);
    view.upgradeKey = keys_.firstKey(PlayAction::HeroUpgrade);
    view.overCard = over(mouse, layout.heroCard) && !over(mouse, layout.heroUpgrade);
    view.overUpgrade = over(mouse, layout.heroUpgrade);
    drawHeroCard(target, font_, scratch(), layout, *card, view);
  }
  if (controller.panel()) {
    drawTowerPanel(target, layout, controller, mouse);
  } else if (card && controller.hero().selected()) {
    drawHeroDetails(target, font_, layout.towerInfo, *card, keys_.firstKey(PlayAction::SelectHero));
  } else {
    drawIdle(target, layout, controller, backHelp);
  }
}

void SidePanel::drawTowerPanel(sf::RenderTarget& target, const PlayLayout& layout, const PlayController& controller,
                               sf::Vector2i mouse) {
  const World& w = controller.world();
  const sf::FloatRect info = layout.towerInfo;
  float y = info.top;
  const float x = info.left;
  const auto panel = controller.panel();
  const Tower* t = controller.selected();
  const TowerDef& def = w.defs().towers[t->kind];
  // A wall has no level, numbers, upgrade or target: only what it is for and its sell button.
  const bool wall = !def.attacks();
  // At the top level, what it may become: two buttons in the upgrade button's place, or (compact) at the foot of
  // the details, which then end above them.
  const bool choosing = !wall && panel->choices.size() == PlayLayout::kSpecButtons;
  float bottom = info.top + info.height;
  if (choosing && layout.compact) bottom = std::min(bottom, layout.specialise[0].top - 4.f);
  // The name and level take 56 units; where the choices leave less (the smallest compact panel), a smaller icon
  // and the name alone, the buttons saying the rest.
  const bool fullHeader = bottom - info.top >= 50.f;
  const float iconSize = fullHeader ? 40.f : std::max(18.f, bottom - info.top - 6.f);
  {
    sf::VertexArray& icon = scratch();
    addTowerShape(icon, def, {x + 22.f, y + (fullHeader ? 24.f : iconSize * 0.5f + 3.f)}, t->angle, t->level, iconSize,
                  0.f, t->spec);
    target.draw(icon);
  }
  drawTextAt(target, font_, panel->name, 20, colors::kText, x + 52.f, y + (fullHeader ? 4.f : 1.f));
  if (fullHeader && !panel->spec.empty()) {
    // What it became, in gold like its crest: its level is the top, the button below says so.
    drawTextAt(target, font_, panel->spec, 14, colors::kGold, x + 52.f, y + 28.f);
  } else if (fullHeader) {
    drawTextAt(
        target, font_,
        wall ? std::string(tr("Part of the maze")) : textf(tr("Level {0} of {1}"), panel->level, panel->maxLevel), 13,
        colors::kTextDim, x + 52.f, y + 29.f);
  }
  y += fullHeader ? 56.f : bottom - info.top;
  std::string dealt = tr("none yet");
  if (panel->record.dealt > 0.f) {
    // TRANSLATORS: the damage a tower has dealt, and its share of all the towers' damage: "1,204 (31 %)".
    dealt = textf(tr("{0} ({1} %)"), groupedText(static_cast<long long>(panel->record.dealt)),
                  std::lround(panel->record.share * 100.f));
  }
  const std::pair<std::string, std::string> rows[] = {
      {tr("Range"), textf(tr("{0} cells"), decimalText(panel->range, 1))},
      {tr("Damage"), decimalText(panel->damage, 0)},
      {tr("Fires every"), textf(tr("{0} s"), decimalText(panel->fireInterval, 2))},
      {tr("Kills"), groupedText(panel->kills)},
      {tr("Damage"), dealt},
      {tr("Per second"), textf(tr("{0} this wave"), decimalText(panel->record.perSecondThisWave, 1))},
  };
  for (const auto& [label, value] : rows) {
    if (wall || y + 20.f > bottom) break;
    drawTextAt(target, font_, label, 14, colors::kTextDim, x, y);
    sf::Text v = makeText(font_, value, 14, colors::kText);
    placeText(v, info.left + info.width - textWidth(v), y);
    target.draw(v);
    y += 22.f;
  }
  // What the kind does, while there is room above the buttons; once it has specialised, first what that does.
  const float linesBottom = std::min(bottom, layout.upgrade.top - 4.f);
  // Above the choices, a line that says what they are, where there is room for it.
  const float promptTop = linesBottom - 18.f;
  const bool prompt = choosing && !layout.compact && y <= promptTop;
  const auto traitLine = [&](const std::string& line) {
    if (y + 18.f > (prompt ? promptTop : linesBottom)) return false;
    drawTextAt(target, font_, line, 13, colors::kTextDim, x, y);
    y += 18.f;
    return true;
  };
  bool room = true;
  if (t->spec >= 0 && static_cast<size_t>(t->spec) < def.specialisations.size()) {
    for (const std::string& line :
         wrapWords(font_, specSummary(def.specialisations[static_cast<size_t>(t->spec)]), 13, info.width)) {
      room = room && traitLine(line);
    }
  }
  // What its ability does, before the traits: where the panel runs short (Russian at 720 lines), the traits of
  // its attack are the lines to lose, not what the button above them is for.
  if (const TowerAbilityDef* a = towerAbility(def, *t)) {
    const std::string text = textf(tr("Ability, {0}: {1}"), abilityName(*a), abilitySummary(*a));
    for (const std::string& line : wrapWords(font_, text, 13, info.width)) room = room && traitLine(line);
  }
  for (const std::string& line : towerTraits(def, t->level, t->spec)) room = room && traitLine(line);
  if (prompt) {
    // Smaller rather than past the panel's edge (Russian runs long).
    unsigned size = 13;
    // TRANSLATORS: over the two buttons of what a tower at its top level may become ("Marksman", "Volley").
    const std::string text = tr("Choose what it becomes:");
    sf::Text line = makeText(font_, text, size, colors::kGold);
    while (size > 10 && textWidth(line) > info.width) line = makeText(font_, text, --size, colors::kGold);
    cutToWidth(line, info.width);
    placeText(line, x, promptTop);
    target.draw(line);
  }
  // Side by side (the compact panel) there is room for a word and its number, not the keys.
  const bool narrow = layout.upgrade.width < 150.f;
  Button sell;
  sell.rect = layout.sell;
  sell.label = trc("button", "Sell") + (narrow ? std::string() : hint(PlayAction::Sell));
  sell.detail = textf(tr("+{0} gold"), groupedText(panel->refund));
  drawButton(target, font_, sell, over(mouse, sell.rect), 15);
  if (wall) return;
  if (choosing) {
    for (size_t i = 0; i < PlayLayout::kSpecButtons; ++i) {
      const PlayController::TowerPanel::Choice& choice = panel->choices[i];
      Button b;
      b.rect = layout.specialise[i];
      b.enabled = choice.affordable;
      // The name always; its key too where it fits at a readable size, else the name alone rather than both small.
      b.label = choice.name;
      const std::string keyed = choice.name + hint(PlayAction::Specialise, static_cast<int>(i));
      if (!narrow && textWidth(makeText(font_, keyed, 13, colors::kText)) <= b.rect.width - 8.f) b.label = keyed;
      b.detail = textf(tr("{0} gold"), groupedText(choice.cost));
      const bool hovered = over(mouse, b.rect) || pointedChoice_ == static_cast<int>(i);
      if (hovered) hoveredChoice_ = static_cast<int>(i);
      drawButton(target, font_, b, hovered, 15);
    }
  }
  // Where the choices took the upgrade button's place, they are all there is of it.
  if (!(choosing && !layout.compact)) {
    Button up;
    up.rect = layout.upgrade;
    up.enabled = panel->canUpgrade;
    if (panel->ability) {
      // Specialised with an ability: the button sets it off, and says whether it is ready.
      const PlayController::TowerPanel::Ability& a = *panel->ability;
      // Lit while it surges; dim while it recharges; ready, a plain button.
      up.active = a.surge > 0.f;
      up.enabled = a.usable || up.active;
      up.label = narrow ? a.name : a.name + hint(PlayAction::Ability);
      const auto seconds = [](float s) { return static_cast<long>(std::ceil(s)); };
      // TRANSLATORS: under an ability's button: seconds its surge still lasts.
      up.detail = a.surge > 0.f ? textf(tr("on for {0} s"), seconds(a.surge))
                  // TRANSLATORS: under an ability's button: seconds until it may be used again.
                  : a.recharge > 0.f ? textf(tr("ready in {0} s"), seconds(a.recharge))
                                     // TRANSLATORS: under an ability's button: it may be used now.
                                     : std::string(tr("ready"));
    } else if (!panel->spec.empty()) {
      // TRANSLATORS: the upgrade button of a tower that has specialised (its top); below it, what it became.
      const std::string specialised = trc("button", "Specialised");
      up.label = narrow ? std::string(tr("Top level")) : specialised;
      up.detail = panel->spec;
    } else if (narrow) {
      up.label = panel->upgradeCost ? trc("button", "Upgrade") : tr("Top level");
    } else {
      up.label = panel->upgradeCost ? trc("button", "Upgrade") + hint(PlayAction::Upgrade) : tr("Fully upgraded");
    }
    if (panel->upgradeCost) up.detail = textf(tr("{0} gold"), groupedText(*panel->upgradeCost));
    drawButton(target, font_, up, over(mouse, up.rect), 15);
  }
  Button mode;
  mode.rect = layout.target;
  // The mode's name is the engine's, marked for the catalogue there (engine/sim/TargetMode.h).
  const std::string modeName = tr(std::string(targetModeName(panel->mode)).c_str());
  if (narrow) {
    // TRANSLATORS: the button that changes which enemy a tower shoots at.
    mode.label = trc("button", "Target");
    mode.detail = modeName;
  } else {
    // TRANSLATORS: {0} is the target mode: "first", "last", "strongest" or "closest".
    mode.label = textf(tr("Target: {0}"), modeName) + hint(PlayAction::Target);
  }
  drawButton(target, font_, mode, over(mouse, mode.rect), 15);
}

void SidePanel::drawIdle(sf::RenderTarget& target, const PlayLayout& layout, const PlayController& controller,
                         const char* backHelp) {
  // Nothing selected: what the next wave brings, and the controls.
  const World& w = controller.world();
  const sf::FloatRect info = layout.towerInfo;
  float y = info.top;
  const float x = info.left;
  // The maze's worth first: how many cells the enemies walk now, and how many times as long it takes as on the
  // open level.
  routeLengths(w, routes_);
  routeLines(routes_, routeText_);
  // Smaller rather than past the panel's edge, down to 12; a line still too wide goes on in a second line after its
  // comma ("Spawn 2: 58 cells," / "takes 2.4x as long"; Chinese's full-width comma too), so a narrow panel keeps the
  // figures readable.
  const auto drawFitted = [&](std::string_view text, float left, unsigned largest, unsigned smallest) {
    sf::Text t = makeText(font_, std::string(text), largest, colors::accept());
    unsigned size = largest;
    while (size > smallest && textWidth(t) > x + info.width - left) {
      t = makeText(font_, std::string(text), --size, colors::accept());
    }
    placeText(t, left, y);
    target.draw(t);
    y += 20.f;
  };
  for (const std::string& line : routeText_) {
    size_t comma = line.find(", ");
    size_t after = comma + 2;
    if (const size_t wide = line.find("\uFF0C"); wide < comma) {
      comma = wide + 2;  // the last byte of the three of U+FF0C
      after = wide + 3;
    }
    if (comma == std::string::npos || textWidth(makeText(font_, line, 12, colors::accept())) <= info.width) {
      drawFitted(line, x, 14, 10);
      continue;
    }
    drawFitted(std::string_view(line).substr(0, comma + 1), x, 14, 10);
    y -= 3.f;
    drawFitted(std::string_view(line).substr(after), x + 12.f, 13, 10);
  }
  y += 6.f;
  const int32_t upcoming = w.wavesStarted();
  if (upcoming < w.waveCount()) {
    // Tougher than their kinds say: the card of each kind would understate them.
    const float factor = w.level().waves[static_cast<size_t>(upcoming)].health;
    // TRANSLATORS: the heading over the list of the next wave's enemies ("Wave 3 brings" / "12 x Grunt").
    std::string heading = textf(tr("Wave {0} brings"), upcoming + 1);
    if (factor != 1.0f) {
      // TRANSLATORS: {1} ("1.5") is how many times their kinds' usual health the wave's enemies have.
      heading = textf(tr("Wave {0} brings, {1}x health"), upcoming + 1, decimalText(factor, 1));
    }
    drawTextAt(target, font_, heading, 15, colors::kTextDim, x, y);
    y += 26.f;
    const bool hitsAir = anyTowerHitsAir(w);
    for (const WavePreviewLine& line : wavePreview(w.level().waves[static_cast<size_t>(upcoming)], w.defs())) {
      const EnemyDef& def = w.defs().enemies[line.kind];
      sf::VertexArray& icon = scratch();
      addEnemyShape(icon, enemyLook(def, line.kind), {x + 12.f, y + 10.f}, 9.f, 0.f);
      target.draw(icon);
      // TRANSLATORS: a line of the next wave's list: {0} enemies of the kind named {1} ("12 x Grunt").
      drawTextAt(target, font_, textf(tr("{0} x {1}"), line.count, kindName(def)), 15, colors::kText, x + 30.f, y);
      y += 26.f;
      // Kinds that do not follow the maze say how they move instead.
      // The engine's words for the way it moves, marked for the catalogue there (engine/sim/move/).
      if (const std::string_view way = movementInfo(def.movement).way; !way.empty()) {
        drawTextAt(target, font_, tr(std::string(way).c_str()), 12, colors::kTextDim, x + 30.f, y - 8.f);
        y += 12.f;
      }
      if (const std::string traits = enemyTraits(def); !traits.empty()) {
        drawTextAt(target, font_, traits, 12, colors::kTextDim, x + 30.f, y - 8.f);
        y += 12.f;
      }
      // The lesson of Bats against Cannons, before the wave rather than after.
      if (def.flying && !hitsAir) {
        drawTextAt(target, font_, tr("none of your towers hit air"), 12, colors::refuse(), x + 30.f, y - 8.f);
        y += 12.f;
      }
      if (y > info.top + info.height - 20.f) break;
    }
    y += 8.f;
  }
  // The lines of the action table (game/play/PlayActions.h) with the player's keys; while a replay is watched, only
  // those that work. The keys' column is as wide as its widest entry ("P Space").
  const auto table = playBindings();
  const size_t slots = controller.buildSlots().size();
  // Measured again only when the keys or the slots change (the Controls page), not every frame.
  if (keyColumn_ <= 0.f || slots != measuredSlots_ || !(keys_ == measuredKeys_)) {
    keyColumn_ = 58.f;
    for (size_t i = 0; i < table.size(); ++i) {
      // Lines never listed (the arrows' "Left Right Up Down") would widen it for nothing.
      if (table[i].keys == nullptr || table[i].shown == HelpShown::Never) continue;
      keyColumn_ = std::max(keyColumn_, textWidth(makeText(font_, keys_.helpKeys(i, slots), 13, colors::kText)) + 10.f);
    }
    measuredSlots_ = slots;
    measuredKeys_ = keys_;
  }
  const float keyColumn = keyColumn_;
  const HelpShown skipped = controller.hero().present() ? HelpShown::WithoutHero : HelpShown::WithHero;
  const auto listed = [&](const PlayBinding& k) {
    return k.what != nullptr && k.shown != skipped && k.shown != HelpShown::Never &&
           (!controller.watching() || k.whileWatching);
  };
  const float bottom = layout.side.top + layout.side.height - 8.f;
  size_t lines = 0;
  for (const PlayBinding& k : playBindings()) lines += listed(k) ? 1 : 0;
  // Short of room for every line, the spare ones give way first.
  const bool roomForAll = y + 20.f * static_cast<float>(lines) <= bottom;
  for (size_t i = 0; i < table.size(); ++i) {
    const PlayBinding& k = table[i];
    if (!listed(k) || (k.spare && !roomForAll)) continue;
    if (y + 20.f > bottom) break;
    const std::string keys = keys_.helpKeys(i, slots);
    // The table's words are marked for the catalogue where they are written (game/play/PlayActions.cpp), as is
    // the mode's `backHelp`.
    const char* what =
        k.action == PlayAction::Back && k.key == sf::Keyboard::Escape && backHelp != nullptr ? backHelp : k.what;
    if (controller.watching() && k.whatWatching != nullptr) what = k.whatWatching;
    what = tr(what);
    drawTextAt(target, font_, keys, 13, colors::kText, x, y);
    // Smaller rather than past the panel's edge.
    unsigned size = 13;
    sf::Text text = makeText(font_, what, size, colors::kTextDim);
    while (size > 10 && textWidth(text) > info.width - keyColumn) {
      text = makeText(font_, what, --size, colors::kTextDim);
    }
    cutToWidth(text, info.width - keyColumn);
    placeText(text, x + keyColumn, y);
    target.draw(text);
    y += 20.f;
  }
}

std::string SidePanel::hint(PlayAction action, int argument) const {
  const std::string key = keys_.firstKey(action, argument);
  return key.empty() ? std::string() : "  [" + key + "]";
}

SidePanel::Click SidePanel::click(const PlayLayout& layout, PlayController& controller, sf::Vector2f p) const {
  Click c;
  if (layout.nextWave.contains(p)) {
    c.onButton = true;
    c.refusal = controller.callNextWave();
    return c;
  }
  if (layout.pause.contains(p)) {
    c.onButton = true;
    c.pause = true;
    return c;
  }
  for (size_t i = 0; i < PlayLayout::kSpeedButtons; ++i) {
    if (layout.speeds[i].contains(p)) {
      c.onButton = true;
      controller.setSpeed(PlayController::kSpeeds[i]);
    }
  }
  if (controller.hero().present() && layout.heroCard.contains(p)) {
    c.onButton = true;
    if (layout.heroUpgrade.contains(p)) {
      c.refusal = controller.hero().upgrade();
    } else {
      controller.toggleHero();
    }
    return c;
  }
  if (const Tower* t = controller.selected(); t != nullptr) {
    // A wall's panel has the sell button only.
    const TowerDef& def = controller.world().defs().towers[t->kind];
    const bool wall = !def.attacks();
    // While it may specialise, its two buttons are where draw() put them; in the upgrade button's place, they
    // replace it.
    const bool choosing = !wall && canSpecialise(def, *t);
    const bool upgradeShown = !wall && !(choosing && !layout.compact);
    if (choosing) {
      for (size_t i = 0; i < PlayLayout::kSpecButtons; ++i) {
        if (!layout.specialise[i].contains(p)) continue;
        c.onButton = true;
        c.refusal = controller.specialiseSelected(static_cast<int>(i));
        return c;
      }
    }
    c.onButton = c.onButton || layout.sell.contains(p) || (upgradeShown && layout.upgrade.contains(p)) ||
                 (!wall && layout.target.contains(p));
    if (layout.sell.contains(p)) c.refusal = controller.sellSelected();
    if (wall) return c;
    if (upgradeShown && layout.upgrade.contains(p)) {
      const bool ability = towerAbility(def, *t) != nullptr;
      c.refusal = ability ? controller.useSelectedAbility() : controller.upgradeSelected();
    }
    if (layout.target.contains(p)) controller.cycleTargetMode();
  }
  return c;
}

void SidePanel::drawChoiceCard(sf::RenderTarget& target, const PlayLayout& layout, const PlayController& controller) {
  const Tower* t = controller.selected();
  if (hoveredChoice_ < 0 || t == nullptr) return;
  const TowerDef& def = controller.world().defs().towers[t->kind];
  const auto i = static_cast<size_t>(hoveredChoice_);
  if (i < def.specialisations.size() && canSpecialise(def, *t)) td::drawChoiceCard(target, font_, layout, def, i);
}

}  // namespace td
