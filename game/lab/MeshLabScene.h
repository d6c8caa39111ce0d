#pragma once

#include <array>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "engine/core/Vec2.h"
#include "engine/grid/Grid.h"
#include "engine/nav/Funnel.h"
#include "engine/nav/NavMesh.h"
#include "engine/nav/NavQuery.h"
#include "engine/nav/PointLocator.h"
#include "engine/nav/VisibilityGraph.h"

namespace td {

struct GameResources;

// The Meshes page's scene: a navigation mesh (a shipped level's, or one read from an OBJ file), a start and a
// goal, the path each corridor search gives (NavQuery with each NavCost), the exact shortest path where the mesh
// is a level's (VisibilityGraph), and the funnel of one of them watched portal by portal.
class MeshLabScene {
 public:
  struct Source {
    std::string name;  // a level's name as written in it, or the OBJ file's
    std::filesystem::path file;
    bool level = true;
  };
  struct Answer {
    NavStatus status = NavStatus::NoPath;
    NavPath path;
    std::vector<NavTri> corridor;
    std::vector<Portal> portals;
    uint32_t expanded = 0;
  };
  static constexpr std::array<NavCost, 4> kCosts = {NavCost::Exact, NavCost::Centroids, NavCost::Portals,
                                                    NavCost::Regions};

  // The shipped levels, then the meshes in `meshes` (*.obj, by name).
  static std::vector<Source> findSources(const GameResources& res, const std::filesystem::path& meshes);

  // Loads a source; false with `error` when it cannot be read.
  bool load(const Source& source, const GameResources& res, std::string& error);

  const NavMesh& mesh() const { return mesh_; }
  // The source's name for players: the level's in their language, or the file's.
  const std::string& name() const { return name_; }
  // The mesh's extent: its lowest and highest corner.
  Vec2 low() const { return low_; }
  Vec2 high() const { return high_; }
  // The level's grid, when the mesh is a level's (for drawing its blocked cells).
  const std::optional<Grid>& grid() const { return grid_; }

  Vec2 start() const { return start_; }
  Vec2 goal() const { return goal_; }
  // Moves an end onto the mesh (a point off it snaps to the nearest point within a cell); false when too far.
  bool setStart(Vec2 p);
  bool setGoal(Vec2 p);

  const Answer& answer(size_t cost) const { return answers_[cost]; }
  // The exact shortest path's length; negative where unknown (an OBJ mesh) or none.
  float shortest() const { return shortest_; }
  const std::vector<Vec2>& shortestPath() const { return shortestPath_; }

  // The funnel of the answer of `cost`, after every portal.
  void watchFunnel(size_t cost);
  size_t watchedCost() const { return watched_; }
  const std::vector<FunnelState>& funnel() const { return funnel_; }

 private:
  void query();
  bool snapped(Vec2 p, Vec2& out) const;

  NavMesh mesh_;
  std::string name_;
  PointLocator locator_;
  NavQuery nav_;
  std::optional<Grid> grid_;
  VisibilityGraph visibility_;
  Vec2 low_, high_;
  Vec2 start_, goal_;
  std::array<Answer, kCosts.size()> answers_;
  float shortest_ = -1.f;
  std::vector<Vec2> shortestPath_;
  size_t watched_ = 0;
  std::vector<FunnelState> funnel_;
  std::vector<Vec2> pulled_;
};

}  // namespace td
