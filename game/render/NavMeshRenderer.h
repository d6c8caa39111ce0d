#pragma once

#include <SFML/Graphics/RenderTarget.hpp>
#include <SFML/Graphics/VertexArray.hpp>

#include "engine/nav/NavMesh.h"
#include "engine/nav/NavQuery.h"

namespace td {

// The navigation mesh as a debug overlay: every triangle's edges, and, for a
// path query, its corridor (tinted), its portals and the polyline the funnel
// pulled through them.
class NavMeshRenderer {
 public:
  // Call when the mesh changes.
  void buildMesh(const NavMesh& mesh);
  // The last query's corridor, portals and path (`path` empty: none).
  void buildPath(const NavMesh& mesh, const NavQuery& query, const NavPath& path);
  void draw(sf::RenderTarget& target, const sf::RenderStates& states) const;

 private:
  sf::VertexArray mesh_{sf::Triangles};
  sf::VertexArray path_{sf::Triangles};
};

}  // namespace td
