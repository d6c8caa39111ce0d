#include "game/render/NavMeshRenderer.h"

#include "game/render/Primitives.h"

namespace td {

namespace {

sf::Vector2f at(Vec2 p) { return {p.x, p.y}; }

}  // namespace

void NavMeshRenderer::buildMesh(const NavMesh& mesh) {
  mesh_.clear();
  const sf::Color edge(20, 40, 70, 150);
  for (NavTri t = 0; t < mesh.triangleSlots(); ++t) {
    if (!mesh.alive(t)) continue;
    for (int e = 0; e < 3; ++e) {
      // Each shared edge once; the border a little brighter.
      const bool border = mesh.edgeUses(t, e) == 1;
      bool drawn = false;
      mesh.forEachNeighbour(t, e, [&](NavTri n) { drawn = drawn || n < t; });
      if (drawn) continue;
      addLine(mesh_, at(mesh.corner(t, e)), at(mesh.corner(t, (e + 1) % 3)), border ? 0.08f : 0.045f,
              border ? sf::Color(10, 20, 40, 220) : edge);
    }
  }
}

void NavMeshRenderer::buildPath(const NavMesh& mesh, const NavQuery& query, const NavPath& path) {
  path_.clear();
  if (path.points.empty()) return;
  for (const NavTri t : query.corridor()) {
    if (mesh.alive(t)) {
      addTriangle(path_, at(mesh.corner(t, 0)), at(mesh.corner(t, 1)), at(mesh.corner(t, 2)), {90, 170, 255, 90});
    }
  }
  const auto& portals = query.portals();
  for (size_t i = 1; i + 1 < portals.size(); ++i) {
    addLine(path_, at(portals[i].left), at(portals[i].right), 0.05f, {255, 210, 90, 170});
    // The left end marked, so the order of the funnel's sides can be seen.
    addRect(path_, {portals[i].left.x - 0.06f, portals[i].left.y - 0.06f, 0.12f, 0.12f}, {120, 255, 140, 220});
  }
  for (size_t i = 0; i + 1 < path.points.size(); ++i) {
    addLine(path_, at(path.points[i]), at(path.points[i + 1]), 0.1f, {255, 255, 255, 235});
  }
  for (const Vec2 p : path.points) addRect(path_, {p.x - 0.09f, p.y - 0.09f, 0.18f, 0.18f}, {255, 90, 90, 240});
}

void NavMeshRenderer::draw(sf::RenderTarget& target, const sf::RenderStates& states) const {
  target.draw(mesh_, states);
  target.draw(path_, states);
}

}  // namespace td
