#pragma once

#include <filesystem>
#include <memory>

#include "game/GameContext.h"
#include "game/lab/LabPage.h"

namespace td {

// The Lab's Movers page: the yard of `yard` (a level file) played by the game's simulation, its waves held; the
// player drops movers of each kind by clicking (imps that flee the hero, wolves on its crumbs, golems tracing round
// rock, rats on the left-hand rule, carts on the road, gremlins wandering, walkers on the flow field) and sends
// the hero with a right click. Each mover shows what it is doing in words, the line it leaves, an imp's flight with
// the deviation it drew, and a golem's trace.
std::unique_ptr<LabPage> makeMoversPage(const GameResources& res, const std::filesystem::path& yard);

}  // namespace td
