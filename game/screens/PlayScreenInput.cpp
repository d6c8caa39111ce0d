// The play screen's input: keys, clicks, drags, the wheel, and the
// messages that answer them.
#include <algorithm>
#include <cmath>

#include "engine/core/TextFormat.h"
#include "game/play/PlayActions.h"
#include "game/render/Palette.h"
#include "game/screens/PlayScreen.h"
#include "game/screens/Screens.h"
#include "game/state/StateStack.h"
#include "game/text/Catalogue.h"
#include "game/text/DataWords.h"

namespace td {
namespace {

// Zoom per wheel notch and per +/- key press; pixels the mouse may wander
// during a right click before it is a drag.
constexpr float kWheelZoom = 1.2f;
constexpr float kKeyZoom = 1.5f;
constexpr int kDragThreshold = 4;

}  // namespace

void PlayScreen::handle(const sf::Event& event) {
  // Commands add their events (built, upgraded, sold) to the last step's;
  // they are announced here, since the next step starts a new list.
  const size_t before = world_->events().size();
  handleInput(event);
  announce(before);
}

void PlayScreen::handleInput(const sf::Event& event) {
  switch (event.type) {
    case sf::Event::KeyPressed:
      if (event.key.code == sf::Keyboard::Enter && dismissNewKind()) break;
      if (!onPanKey(event.key.code, true)) onKey(event.key.code);
      break;
    case sf::Event::KeyReleased:
      onPanKey(event.key.code, false);
      break;
    case sf::Event::MouseMoved:
      padCursor_.reset();  // the mouse has the map again
      onMouseMove({event.mouseMove.x, event.mouseMove.y});
      break;
    case sf::Event::JoystickConnected:
    case sf::Event::JoystickDisconnected:
      padConnection(event.type == sf::Event::JoystickConnected);
      break;
    case sf::Event::MouseLeft:
      // Its release may never come back to the window.
      dragButton_.reset();
      mouse_ = {-1, -1};
      hover_.reset();
      break;
    case sf::Event::MouseButtonPressed:
      onClick({event.mouseButton.x, event.mouseButton.y}, event.mouseButton.button);
      break;
    case sf::Event::MouseButtonReleased:
      onButtonUp({event.mouseButton.x, event.mouseButton.y}, event.mouseButton.button);
      break;
    case sf::Event::MouseWheelScrolled:
      if (event.mouseWheelScroll.wheel == sf::Mouse::VerticalWheel) {
        onWheel({event.mouseWheelScroll.x, event.mouseWheelScroll.y}, event.mouseWheelScroll.delta);
      }
      break;
    case sf::Event::LostFocus:
      releaseInput();
      focusLost_ = true;
      break;
    case sf::Event::GainedFocus:
      focusLost_ = false;
      break;
    default:
      break;
  }
}

void PlayScreen::onKey(sf::Keyboard::Key key) {
  if (const std::optional<KeyBindings::Bound> bound = ctx_.keys.actionFor(key)) act(bound->action, bound->argument);
}

void PlayScreen::act(PlayAction action, int argument) {
  std::string refusal;
  switch (action) {
    case PlayAction::PickTower: {
      const int slot = argument;
      const auto slots = controller_.buildSlots();
      if (slot < static_cast<int>(slots.size()) && !slots[static_cast<size_t>(slot)].affordable &&
          controller_.buildKind() != slots[static_cast<size_t>(slot)].kind) {
        // TRANSLATORS: {0} is a tower kind ("Archer").
        showMessage(textf(tr("Not enough gold for {0}"),
                          kindName(world_->defs().towers[slots[static_cast<size_t>(slot)].kind])),
                    colors::refuse());
        ctx_.uiSound(SoundId::Refused);
      } else {
        controller_.pickSlot(slot);
      }
      break;
    }
    case PlayAction::Back:
      // The game drops the pick itself when gold runs out, so "Esc to stop
      // building" often finds nothing in hand: the menu, never the way out.
      if (controller_.holding()) {
        controller_.dropAll();
      } else {
        openMenu();
      }
      break;
    case PlayAction::SelectHero:
      controller_.toggleHero();
      break;
    case PlayAction::HeroGo:
      controller_.armHeroGo();
      break;
    case PlayAction::HeroUpgrade:
      if (controller_.hero().present()) refusal = controller_.hero().upgrade();
      break;
    case PlayAction::Pause:
      togglePause();
      break;
    case PlayAction::CursorLeft:
      padAct(PadCommand::Left);
      break;
    case PlayAction::CursorRight:
      padAct(PadCommand::Right);
      break;
    case PlayAction::CursorUp:
      padAct(PadCommand::Up);
      break;
    case PlayAction::CursorDown:
      padAct(PadCommand::Down);
      break;
    case PlayAction::CursorConfirm:
      padAct(PadCommand::Confirm);
      break;
    case PlayAction::ShowRoutes:
      showRoutes_ = !showRoutes_;
      break;
    case PlayAction::NavMesh:
      showMessage(overlays_.toggleNav(), colors::kText);
      break;
    case PlayAction::FlowField:
      showMessage(overlays_.cycleFlow(), colors::kText);
      break;
    case PlayAction::NextWave:
      refusal = controller_.callNextWave();
      break;
    case PlayAction::Speed:
      controller_.cycleSpeed();
      break;
    case PlayAction::Upgrade:
      refusal = controller_.upgradeSelection();
      break;
    case PlayAction::Specialise:
      refusal = controller_.specialiseSelected(argument);
      break;
    case PlayAction::Ability:
      refusal = controller_.useSelectedAbility();
      break;
    case PlayAction::Sell:
      refusal = controller_.sellSelected();
      break;
    case PlayAction::Target:
      controller_.cycleTargetMode();
      break;
    case PlayAction::WholeMap:
      camera_.reset();
      onMouseMove(mouse_);
      break;
    case PlayAction::ZoomIn:
    case PlayAction::ZoomOut: {
      const sf::FloatRect a = camera_.area();
      camera_.zoomAt({a.left + a.width * 0.5f, a.top + a.height * 0.5f},
                     action == PlayAction::ZoomIn ? kKeyZoom : 1.f / kKeyZoom);
      onMouseMove(mouse_);
      break;
    }
    case PlayAction::PanLeft:
    case PlayAction::PanRight:
    case PlayAction::PanUp:
    case PlayAction::PanDown:
      break;  // held keys: onPanKey
    case PlayAction::Undo:
      refusal = undoLast();
      break;
    case PlayAction::Rewind:
      refusal = rewind(0);
      break;
  }
  refuse(refusal);
}

bool PlayScreen::overMap(sf::Vector2i pixel) const {
  const auto p = sf::Vector2f(pixel);
  return pixel.x >= 0 && pixel.y >= 0 && !layout_.side.contains(p) && !layout_.bottomBar.contains(p) &&
         !layout_.topBar.contains(p);
}

std::optional<Vec2> PlayScreen::mapPoint(sf::Vector2i pixel) const {
  if (!overMap(pixel) || !world_->grid().contains(camera_.cellAt(pixel))) return std::nullopt;
  const sf::Vector2f p = camera_.toWorld(pixel);
  return Vec2{p.x, p.y};
}

float PlayScreen::heroSlack() const {
  // A few pixels around the hero count as on it, however far out the zoom.
  return std::max(0.1f, 6.f / camera_.pixelsPerCell());
}

void PlayScreen::heroOrdered(uint32_t ordersBefore, const std::string& refusal) {
  if (controller_.hero().ordersTaken() != ordersBefore) ctx_.uiSound(SoundId::HeroOrder);
  refuse(refusal);
}

void PlayScreen::onMouseMove(sf::Vector2i pixel) {
  if (dragButton_) {
    if (std::abs(pixel.x - dragStart_.x) + std::abs(pixel.y - dragStart_.y) > kDragThreshold) dragged_ = true;
    camera_.panBy(sf::Vector2f(pixel - dragLast_));
    dragLast_ = pixel;
  }
  mouse_ = pixel;
  const Cell cell = camera_.cellAt(pixel);
  if (overMap(pixel) && world_->grid().contains(cell)) {
    hover_ = cell;
  } else {
    hover_.reset();
  }
}

void PlayScreen::onWheel(sf::Vector2i pixel, float delta) {
  if (!overMap(pixel)) return;
  // A notch is 1; touchpads send fractions, which zoom proportionally less.
  camera_.zoomAt(sf::Vector2f(pixel), std::pow(kWheelZoom, std::clamp(delta, -4.f, 4.f)));
  onMouseMove(pixel);
}

bool PlayScreen::onPanKey(sf::Keyboard::Key key, bool down) {
  const std::optional<KeyBindings::Bound> binding = ctx_.keys.actionFor(key);
  if (!binding) return false;
  int i = -1;
  if (binding->action == PlayAction::PanLeft) i = 0;
  if (binding->action == PlayAction::PanRight) i = 1;
  if (binding->action == PlayAction::PanUp) i = 2;
  if (binding->action == PlayAction::PanDown) i = 3;
  if (i < 0) return false;
  panKeys_[i] = down;
  return true;
}

void PlayScreen::releaseInput() {
  dragButton_.reset();
  dragged_ = false;
  for (bool& k : panKeys_) k = false;
}

void PlayScreen::onButtonUp(sf::Vector2i pixel, sf::Mouse::Button button) {
  if (!dragButton_ || *dragButton_ != button) return;
  onMouseMove(pixel);
  const bool click = !dragged_;
  dragButton_.reset();
  dragged_ = false;
  if (button == sf::Mouse::Right && click) {
    // Where it was pressed: the release may have wandered a few pixels.
    const uint32_t orders = controller_.hero().ordersTaken();
    heroOrdered(orders, controller_.rightClick(mapPoint(dragStart_)));
  }
}

void PlayScreen::onClick(sf::Vector2i pixel, sf::Mouse::Button button) {
  onMouseMove(pixel);
  if (button == sf::Mouse::Right || button == sf::Mouse::Middle) {
    // Over the panels a right click still cancels (on release), but pans nothing.
    if (!dragButton_) {
      dragButton_ = button;
      dragStart_ = pixel;
      dragLast_ = pixel;
      dragged_ = false;
    }
    return;
  }
  if (button != sf::Mouse::Left) return;
  const auto p = sf::Vector2f(pixel);
  if (overNewKindCard(p)) {
    ctx_.uiSound(SoundId::Click);
    dismissNewKind();
    return;
  }
  const auto slots = controller_.buildSlots();
  for (size_t i = 0; i < slots.size() && i < layout_.buildSlots.size(); ++i) {
    if (layout_.buildSlots[i].contains(p)) {
      ctx_.uiSound(SoundId::Click);
      act(PlayAction::PickTower, static_cast<int>(i));
      return;
    }
  }
  if (layout_.side.contains(p)) {
    const SidePanel::Click c = side_.click(layout_, controller_, p);
    if (c.pause) togglePause();
    if (c.onButton && c.refusal.empty()) ctx_.uiSound(SoundId::Click);
    refuse(c.refusal);
    return;
  }
  if (const auto point = mapPoint(pixel)) {
    // A refused placement buzzes; an accepted one is heard as the build event.
    const uint32_t orders = controller_.hero().ordersTaken();
    heroOrdered(orders, controller_.clickPoint(*point, heroSlack()));
  }
}

void PlayScreen::refuse(const std::string& refusal) {
  if (refusal.empty()) return;
  // A lesson's "refused" step is about placements, not the hero's orders.
  if (controller_.buildKind()) lesson_.refused();
  showMessage(refusal, colors::refuse());
  ctx_.uiSound(SoundId::Refused);
}

void PlayScreen::showMessage(const std::string& text, sf::Color color, float seconds) {
  message_ = text;
  messageColor_ = color;
  messageLeft_ = seconds;
}

}  // namespace td
