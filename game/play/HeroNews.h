#pragma once

#include <optional>
#include <string>

#include "engine/sim/SimEvent.h"
#include "engine/sim/World.h"

namespace td {

// A line for the play screen's message bar about something that happened
// to the hero (it fell, it is back, it got stronger), or none for events
// the player hears or sees on the map well enough (its blows).
struct HeroNews {
  std::string text;
  bool bad = false;  // shown in the refusal colour
};

std::optional<HeroNews> heroNews(const SimEvent& event, const World& world);

}  // namespace td
