#include "game/play/DebugOverlays.h"

#include "game/text/Catalogue.h"

namespace td {

std::string DebugOverlays::cycleFlow() {
  flowShown_ = nextOverlay(flowShown_);
  flowRevision_ = UINT64_MAX;
  switch (flowShown_) {
    case FlowOverlay::Arrows:
      return tr("Flow field overlay: arrows");
    case FlowOverlay::Heat:
      return tr("Flow field overlay: distance");
    case FlowOverlay::Off:
      break;
  }
  return tr("Flow field overlay: off");
}

std::string DebugOverlays::toggleNav() {
  navShown_ = !navShown_;
  navRevision_ = UINT64_MAX;
  return navShown_ ? tr("Navigation mesh: the path from the first spawn to the mouse") : tr("Navigation mesh hidden");
}

bool DebugOverlays::show(std::string_view name) {
  if (name == "nav") {
    navShown_ = true;
  } else if (name == "flow") {
    flowShown_ = FlowOverlay::Arrows;
  } else if (name == "distance") {
    flowShown_ = FlowOverlay::Heat;
  } else {
    return false;
  }
  flowRevision_ = navRevision_ = UINT64_MAX;
  return true;
}

void DebugOverlays::draw(sf::RenderTarget& out, const sf::RenderStates& states, const World& world,
                         sf::Vector2f target) {
  if (flowShown_ != FlowOverlay::Off) {
    if (flowRevision_ != world.grid().revision()) {
      flow_.build(world.grid(), world.flow(), flowShown_);
      flowRevision_ = world.grid().revision();
    }
    flow_.draw(out, states);
  }
  if (!navShown_) return;
  const LevelNavMesh& nav = world.nav();
  const bool meshChanged = navRevision_ != nav.mesh().revision();
  if (meshChanged) {
    nav_.buildMesh(nav.mesh());
    navRevision_ = nav.mesh().revision();
  }
  if (meshChanged || target != navTarget_) {
    navTarget_ = target;
    const Cell spawn = world.level().spawns[0];
    const Vec2 from{static_cast<float>(spawn.x) + 0.5f, static_cast<float>(spawn.y) + 0.5f};
    NavPathOptions options;
    options.snap = 0.75f;
    if (query_.findPath(nav, from, {target.x, target.y}, path_, options) != NavStatus::Found) path_.points.clear();
    nav_.buildPath(nav.mesh(), query_, path_);
  }
  nav_.draw(out, states);
}

}  // namespace td
