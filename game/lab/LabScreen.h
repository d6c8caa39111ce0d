#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "game/GameContext.h"
#include "game/state/Screen.h"

namespace td {

// The Lab: the engine's techniques watched at work, a page each (game/lab/LabPage.h), from the title menu or
// `td --lab [PAGE]`.

// The pages' ids on the command line, in the order of their tabs.
const std::vector<std::string_view>& labPageIds();
// The Lab opened at the page of that id (the first when empty); null when no page has that id. `still`: every
// page shown at a telling moment and not moving (for a screenshot).
std::unique_ptr<Screen> makeLabScreen(GameContext& ctx, std::string_view page = {}, bool still = false);

}  // namespace td
