// Playing with a game pad: a cell cursor that stands in for the mouse. Moving it hovers its cell as the mouse
// would (the placement ghost, the route preview, the cards), Confirm clicks there, and the other buttons are the
// play keys' actions, so a pad reaches the world through the very paths the mouse and keys take.

#include <algorithm>

#include "engine/sim/TowerAbility.h"
#include "game/render/Palette.h"
#include "game/render/Primitives.h"
#include "game/screens/PlayScreen.h"
#include "game/text/Catalogue.h"

namespace td {

void PlayScreen::movePadCursor(int dx, int dy) {
  const Grid& grid = world_->grid();
  if (!padCursor_) {
    // It starts where the mouse last was on the map, else at the centre of the view.
    const Cell centre = camera_.cellAt(sf::Vector2i(static_cast<int>(layout_.map.left + layout_.map.width * 0.5f),
                                                    static_cast<int>(layout_.map.top + layout_.map.height * 0.5f)));
    padCursor_ = hover_.value_or(centre);
  } else {
    padCursor_->x += dx;
    padCursor_->y += dy;
  }
  padCursor_->x = std::clamp(padCursor_->x, 0, grid.width() - 1);
  padCursor_->y = std::clamp(padCursor_->y, 0, grid.height() - 1);
  // The view follows the cursor when it leaves the map's area (zoomed in).
  sf::Vector2i pixel = camera_.pixelOf(*padCursor_);
  const float margin = camera_.pixelsPerCell();
  const sf::FloatRect& area = layout_.map;
  sf::Vector2f pan(0.f, 0.f);
  if (static_cast<float>(pixel.x) < area.left + margin) pan.x = area.left + margin - static_cast<float>(pixel.x);
  if (static_cast<float>(pixel.x) > area.left + area.width - margin) {
    pan.x = area.left + area.width - margin - static_cast<float>(pixel.x);
  }
  if (static_cast<float>(pixel.y) < area.top + margin) pan.y = area.top + margin - static_cast<float>(pixel.y);
  if (static_cast<float>(pixel.y) > area.top + area.height - margin) {
    pan.y = area.top + area.height - margin - static_cast<float>(pixel.y);
  }
  if ((pan.x != 0.f || pan.y != 0.f) && camera_.panBy(pan)) pixel = camera_.pixelOf(*padCursor_);
  onMouseMove(pixel);
}

void PlayScreen::cycleBuildSlot(int step) {
  const auto slots = controller_.buildSlots();
  if (slots.empty()) return;
  const auto count = static_cast<int>(slots.size());
  int at = -1;
  for (int i = 0; i < count; ++i) {
    if (controller_.buildKind() == slots[static_cast<size_t>(i)].kind) at = i;
  }
  const int next = at < 0 ? (step > 0 ? 0 : count - 1) : (at + step + count) % count;
  act(PlayAction::PickTower, next);
}

bool PlayScreen::pad(PadCommand command) {
  const size_t before = world_->events().size();
  padAct(command);
  announce(before);
  return true;
}

bool PlayScreen::selectedMaySpecialise() const {
  const Tower* t = controller_.selected();
  return t != nullptr && canSpecialise(world_->defs().towers[t->kind], *t);
}

void PlayScreen::padAct(PadCommand command) {
  switch (command) {
    case PadCommand::Up:
      movePadCursor(0, -1);
      break;
    case PadCommand::Down:
      movePadCursor(0, 1);
      break;
    case PadCommand::Left:
      movePadCursor(-1, 0);
      break;
    case PadCommand::Right:
      movePadCursor(1, 0);
      break;
    case PadCommand::Confirm: {
      side_.pointChoice(-1);
      // The card of a kind met for the first time is put away when the cursor is not yet out or lies under it
      // (Enter's job on a keyboard); elsewhere Confirm acts on the cell, as a click beside the card does.
      const bool underCard = padCursor_ && overNewKindCard(sf::Vector2f(camera_.pixelOf(*padCursor_)));
      if ((!padCursor_ || underCard) && dismissNewKind()) break;
      if (!padCursor_) {
        movePadCursor(0, 0);
        break;
      }
      const sf::Vector2i pixel = camera_.pixelOf(*padCursor_);
      // With the hero in hand, Confirm sends it there, as a right click does.
      if (controller_.hero().selected() || controller_.hero().goArmed()) {
        const uint32_t orders = controller_.hero().ordersTaken();
        onMouseMove(pixel);
        heroOrdered(orders, controller_.rightClick(mapPoint(pixel)));
        break;
      }
      onClick(pixel, sf::Mouse::Left);
      break;
    }
    case PadCommand::Cancel:
      side_.pointChoice(-1);
      act(PlayAction::Back, 0);
      break;
    case PadCommand::NextTower:
    case PadCommand::PrevTower: {
      const int step = command == PadCommand::NextTower ? 1 : -1;
      // A tower at its top with its choice to make: the shoulders point at one choice or the other (its card
      // shows), as they would pick a kind to build.
      if (selectedMaySpecialise()) {
        const int pointed = side_.pointedChoice();
        const int count = static_cast<int>(PlayLayout::kSpecButtons);
        side_.pointChoice(pointed < 0 ? (step > 0 ? 0 : count - 1) : (pointed + step + count) % count);
        break;
      }
      cycleBuildSlot(step);
      break;
    }
    case PadCommand::Upgrade:
      // At the top, the upgrade button buys the choice pointed at (the first when none is).
      if (selectedMaySpecialise()) {
        act(PlayAction::Specialise, std::max(0, side_.pointedChoice()));
        side_.pointChoice(-1);
        break;
      }
      // Specialised, it has no upgrade left: the button sets off its ability where it has one.
      if (const Tower* t = controller_.selected(); t != nullptr && towerAbility(world_->defs().towers[t->kind], *t)) {
        act(PlayAction::Ability, 0);
        break;
      }
      act(PlayAction::Upgrade, 0);
      break;
    case PadCommand::Sell:
      act(PlayAction::Sell, 0);
      break;
    case PadCommand::NextWave:
      act(PlayAction::NextWave, 0);
      break;
    case PadCommand::Pause:
      openMenu();
      break;
    case PadCommand::Speed:
      act(PlayAction::Speed, 0);
      break;
    case PadCommand::Target:
      act(PlayAction::Target, 0);
      break;
  }
}

void PlayScreen::padConnection(bool connected) {
  // Whoever picked the pad up or dropped it is not watching the map: time stops until they are back.
  controller_.setPaused(true);
  showMessage(connected ? tr("A game pad is connected: paused") : tr("The game pad is gone: paused"), colors::kGold,
              4.f);
  if (!connected) padCursor_.reset();
}

void PlayScreen::drawPadCursor(sf::RenderTarget& target, const sf::RenderStates& states) {
  if (!padCursor_) return;
  padMarks_.clear();
  const sf::FloatRect cell(static_cast<float>(padCursor_->x), static_cast<float>(padCursor_->y), 1.f, 1.f);
  // Two frames, dark under light, so the cursor shows on grass, road and rock alike.
  addRectFrame(padMarks_, {cell.left - 0.06f, cell.top - 0.06f, 1.12f, 1.12f}, 0.1f, sf::Color(20, 24, 30, 220));
  addRectFrame(padMarks_, cell, 0.08f, sf::Color::White);
  target.draw(padMarks_, states);
}

}  // namespace td
