// The routes the play screen draws: the enemies' routes as the maze stands,
// and, while a tower is picked, the routes as they would be with it built.
#include <vector>

#include "game/screens/PlayScreen.h"

namespace td {

namespace {

// The renderer's form of routes: their cells, a palette index each, and square marks for every class but foot,
// so that the classes' routes differ in shape as well as colour.
void splitRoutes(const std::vector<ShownRoute>& routes, size_t layerCount, std::vector<std::vector<Vec2>>& paths,
                 std::vector<size_t>& colors, std::vector<uint8_t>& squares) {
  paths.resize(routes.size());
  colors.resize(routes.size());
  squares.resize(routes.size());
  for (size_t i = 0; i < routes.size(); ++i) {
    paths[i] = routes[i].path;
    colors[i] = routeColorIndex(routes[i], layerCount);
    squares[i] = routes[i].moverClass != MoverClass::Foot ? 1 : 0;
  }
}

}  // namespace

void PlayScreen::refreshRoutes() {
  const Grid& grid = world_->grid();
  if (routesRevision_ != grid.revision()) {
    RoutePreview::trace(world_->layers(), world_->level().spawns, shownRoutes_);
    splitRoutes(shownRoutes_, world_->layers().size(), routePaths_, routeColors_, routeSquares_);
    routes_.buildPaths(routePaths_, routeColors_, routeSquares_);
    routesRevision_ = grid.revision();
    previewRevision_ = UINT64_MAX;
  }
  routes_.animate(time_);
  // The maze as it would be with the ghost built.
  previewShown_ = false;
  if (controller_.buildKind() && hover_) {
    const auto ghost = controller_.ghostAt(*hover_);
    if (ghost && ghost->allowed) {
      if (previewCell_ != *hover_ || previewRevision_ != grid.revision()) {
        previewCell_ = *hover_;
        previewRevision_ = grid.revision();
        if (preview_.compute(world_->layers(), world_->level().spawns, *hover_, shownPreview_)) {
          splitRoutes(shownPreview_, world_->layers().size(), previewPaths_, previewColors_, previewSquares_);
          previewRoutes_.buildPaths(previewPaths_, previewColors_, previewSquares_);
        } else {
          previewPaths_.clear();
        }
      }
      previewShown_ = !previewPaths_.empty();
      if (previewShown_) previewRoutes_.animate(time_);
    }
  }
}

}  // namespace td
