#pragma once

#include <filesystem>
#include <memory>

#include "game/GameContext.h"
#include "game/lab/LabPage.h"

namespace td {

// The Lab's Meshes page: the navigation mesh of a shipped level or of an OBJ file in `meshes`, a start and a goal
// set by mouse, the corridor each corridor search picks (game/lab/MeshLabScene.h) and the funnel pulled through
// one of them portal by portal, with each path's length against the shortest possible.
std::unique_ptr<LabPage> makeMeshesPage(const GameResources& res, const std::filesystem::path& meshes);

}  // namespace td
