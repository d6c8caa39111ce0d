#include "game/play/PlacementGhost.h"

#include "game/render/Look.h"
#include "game/render/Palette.h"
#include "game/render/Primitives.h"

namespace td {
namespace {

sf::Vector2f centreOf(Cell c) { return {static_cast<float>(c.x) + 0.5f, static_cast<float>(c.y) + 0.5f}; }

}  // namespace

void PlacementGhost::draw(sf::RenderTarget& target, PlayController& controller, Cell cell) {
  const World& world = controller.world();
  sf::VertexArray& v = vertices_;
  v.clear();
  const sf::FloatRect box(static_cast<float>(cell.x), static_cast<float>(cell.y), 1.f, 1.f);
  const auto ghost = controller.ghostAt(cell);
  if (!ghost && (controller.hero().selected() || controller.hero().goArmed())) {
    // The hero's order cursor is drawn instead (HeroRenderer), but a tower's
    // range still shows: the hero may be sent to guard beside it.
    const Tower* t = world.towers().get(world.towerAt(cell));
    if (t == nullptr) return;
  }
  if (!ghost) {
    // No kind picked: a faint outline, and a tower's range when over one.
    const Tower* t = world.towers().get(world.towerAt(cell));
    addRectFrame(v, box, 0.05f, {255, 255, 255, 110});
    if (t != nullptr && t != controller.selected()) {
      const TowerDef& def = world.defs().towers[t->kind];
      const float r = towerStats(def, *t).range;
      addRing(v, centreOf(cell), r - 0.03f, r, withAlpha(towerColor(def), 150), 56);
    }
    target.draw(v);
    return;
  }
  const sf::Color tint = ghost->allowed ? colors::accept() : colors::refuse();
  const TowerDef& def = world.defs().towers[*controller.buildKind()];
  addRect(v, box, withAlpha(tint, 60));
  addDisc(v, centreOf(cell), ghost->range, withAlpha(tint, 26), 48);
  addRing(v, centreOf(cell), ghost->range - 0.04f, ghost->range, withAlpha(tint, 170), 64);
  const size_t first = v.getVertexCount();
  addTowerShape(v, def, centreOf(cell), -1.5708f, 0);
  fadeFrom(v, first, ghost->allowed ? 0.7f : 0.4f);
  addRectFrame(v, box, 0.07f, tint);
  if (!ghost->allowed) {
    // A cross over a refused cell, so that refusal does not rest on red against green alone (colour-blind
    // players): the shape says it at once.
    const sf::Vector2f a(box.left + 0.18f, box.top + 0.18f);
    const sf::Vector2f b(box.left + box.width - 0.18f, box.top + box.height - 0.18f);
    addLine(v, a, b, 0.16f, sf::Color(20, 10, 10, 200));
    addLine(v, {a.x, b.y}, {b.x, a.y}, 0.16f, sf::Color(20, 10, 10, 200));
    addLine(v, a, b, 0.09f, tint);
    addLine(v, {a.x, b.y}, {b.x, a.y}, 0.09f, tint);
  }
  target.draw(v);
}

}  // namespace td
