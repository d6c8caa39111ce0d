// The play screen's encyclopedia cards: a kind of tower or enemy met for
// the first time gets a card that stays until it is read.
#include <string>
#include <vector>

#include "engine/core/TextFormat.h"
#include "game/play/PauseBanner.h"
#include "game/screens/PlayScreen.h"
#include "game/text/Catalogue.h"

namespace td {

void PlayScreen::refreshNewKind() {
  newKindWave_ = world_->wavesStarted();
  newKind_.reset();
  if (!mode_->recordsPlay() || !controller_.playing()) return;
  std::vector<uint16_t> towers;
  for (const PlayController::BuildSlot& slot : controller_.buildSlots()) towers.push_back(slot.kind);
  newKind_ = nextNewKind(ctx_.seen, towers, world_->level(), newKindWave_, world_->defs());
  if (newKind_) newKindCard_ = newKindCard(*newKind_, world_->defs());
}

bool PlayScreen::newKindShown() const {
  // Not over the route while enemies walk it: in the countdown, with the wave preview, or while paused.
  return newKind_ && controller_.playing() && (world_->fieldClear() || controller_.paused());
}

bool PlayScreen::dismissNewKind() {
  if (!newKindShown()) return false;
  if (markSeen(ctx_.seen, *newKind_, world_->defs()) && ctx_.onSeenChanged) ctx_.onSeenChanged(ctx_.seen);
  refreshNewKind();
  return true;
}

sf::FloatRect PlayScreen::newKindArea() const {
  if (!controller_.paused() || !controller_.playing()) return layout_.map;
  // Below the pause banner, which spans the top of the map's middle.
  const sf::FloatRect banner = pauseBannerRect(ctx_.res.font, layout_.map, pauseKeys());
  const float top = banner.top + banner.height;
  return {layout_.map.left, top, layout_.map.width, std::max(0.f, layout_.map.top + layout_.map.height - top)};
}

bool PlayScreen::overNewKindCard(sf::Vector2f point) const {
  return newKindShown() && newKindCardRect(ctx_.res.font, newKindCard_, newKindArea()).contains(point);
}

std::string PlayScreen::pauseKeys() const {
  for (size_t c = 0; c < keyCommands().size(); ++c) {
    if (keyCommands()[c].action != PlayAction::Pause) continue;
    const std::string keys = ctx_.keys.text(c);
    if (keys == "none") return {};
    const size_t space = keys.find(' ');
    // TRANSLATORS: two keys that do the same ("P or Space").
    return space == std::string::npos ? keys : textf(tr("{0} or {1}"), keys.substr(0, space), keys.substr(space + 1));
  }
  return {};
}

void PlayScreen::drawNewKindCard(sf::RenderTarget& target) {
  if (newKindShown()) td::drawNewKindCard(target, ctx_.res.font, newKindCard_, newKindArea());
}

}  // namespace td
