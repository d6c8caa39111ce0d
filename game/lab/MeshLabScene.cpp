#include "game/lab/MeshLabScene.h"

#include <algorithm>
#include <fstream>
#include <limits>

#include "engine/level/LevelGrid.h"
#include "engine/nav/LevelNavMesh.h"
#include "engine/nav/ObjFormat.h"
#include "game/GameContext.h"
#include "game/text/DataWords.h"
#include "io/LevelJson.h"

namespace td {
namespace {

// A start or goal put just off the mesh (on a wall's edge) snaps this far at most.
constexpr float kSnap = 1.0f;

}  // namespace

std::vector<MeshLabScene::Source> MeshLabScene::findSources(const GameResources& res,
                                                            const std::filesystem::path& meshes) {
  std::vector<Source> out;
  for (const std::filesystem::path& file : res.levels) out.push_back({file.stem().string(), file, true});
  std::error_code ec;
  std::vector<std::filesystem::path> objs;
  for (const auto& entry : std::filesystem::directory_iterator(meshes, ec)) {
    if (entry.path().extension() == ".obj") objs.push_back(entry.path());
  }
  std::sort(objs.begin(), objs.end());
  for (const auto& file : objs) out.push_back({file.filename().string(), file, false});
  return out;
}

bool MeshLabScene::load(const Source& source, const GameResources& res, std::string& error) {
  grid_.reset();
  if (source.level) {
    LevelLoad load = loadLevel(source.file, res.terrains, &res.defs);
    if (!load.ok()) {
      error = load.errors.empty() ? std::string("?") : load.errors.front().text();
      return false;
    }
    name_ = levelName(load.level);
    grid_ = makeGrid(load.level);
    LevelNavMesh level;
    level.build(*grid_);
    mesh_ = level.mesh();
    visibility_.build(*grid_);
  } else {
    std::ifstream in(source.file, std::ios::binary);
    ObjLoad load = readObj(in);
    if (!load.ok()) {
      error = load.error;
      return false;
    }
    mesh_ = std::move(load.mesh);
    name_ = source.name;
  }
  locator_.fit(mesh_);
  low_ = {std::numeric_limits<float>::max(), std::numeric_limits<float>::max()};
  high_ = {std::numeric_limits<float>::lowest(), std::numeric_limits<float>::lowest()};
  for (uint32_t v = 0; v < mesh_.vertexCount(); ++v) {
    low_ = {std::min(low_.x, mesh_.vertex(v).x), std::min(low_.y, mesh_.vertex(v).y)};
    high_ = {std::max(high_.x, mesh_.vertex(v).x), std::max(high_.y, mesh_.vertex(v).y)};
  }
  // The ends begin at the centres of the triangles furthest left and furthest right.
  NavTri west = kNoTri, east = kNoTri;
  for (NavTri t = 0; t < mesh_.triangleSlots(); ++t) {
    if (!mesh_.alive(t)) continue;
    if (west == kNoTri || mesh_.centroid(t).x < mesh_.centroid(west).x) west = t;
    if (east == kNoTri || mesh_.centroid(t).x > mesh_.centroid(east).x) east = t;
  }
  if (west == kNoTri) {
    error = "the mesh has no triangle";
    return false;
  }
  start_ = mesh_.centroid(west);
  goal_ = mesh_.centroid(east);
  query();
  return true;
}

bool MeshLabScene::snapped(Vec2 p, Vec2& out) const {
  const Located at = locator_.locate(mesh_, p, kSnap);
  if (at.status == LocateStatus::Outside) return false;
  out = at.point;
  return true;
}

bool MeshLabScene::setStart(Vec2 p) {
  if (!snapped(p, start_)) return false;
  query();
  return true;
}

bool MeshLabScene::setGoal(Vec2 p) {
  if (!snapped(p, goal_)) return false;
  query();
  return true;
}

void MeshLabScene::query() {
  for (size_t k = 0; k < kCosts.size(); ++k) {
    Answer& a = answers_[k];
    a.status = nav_.findPath(mesh_, locator_, start_, goal_, a.path, NavPathOptions{.cost = kCosts[k]});
    a.corridor = nav_.corridor();
    a.portals = nav_.portals();
    a.expanded = nav_.expanded();
  }
  shortestPath_.clear();
  shortest_ = grid_ ? visibility_.shortest(start_, goal_, &shortestPath_) : -1.f;
  watchFunnel(watched_);
}

void MeshLabScene::watchFunnel(size_t cost) {
  watched_ = cost;
  funnel_.clear();
  if (answers_[cost].status == NavStatus::Found) pullString(answers_[cost].portals, pulled_, funnel_);
}

}  // namespace td
