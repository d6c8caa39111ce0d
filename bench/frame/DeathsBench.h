#pragma once

#include <SFML/Graphics/RenderTarget.hpp>
#include <SFML/Graphics/View.hpp>
#include <cstddef>
#include <functional>
#include <vector>

#include "engine/sim/World.h"

// Every enemy alive in `world` dying in one frame, as the game's renderer shows deaths: each throws its
// particles (DeathStyle, within the particle pool's budget) in the first frame, and the particles fly and fade
// over the next `frames` frames at 60 per second. Each frame's time covers emitting (the first), moving the
// particles, building their vertex arrays and drawing them to glFinish().
struct DeathFrames {
  std::vector<double> ms;  // per frame, the first included
  int deaths = 0;
  size_t particlesFirst = 0;  // in the pool after the first frame
  size_t capacity = 0;
};

DeathFrames timeDeaths(const td::World& world, sf::RenderTarget& target, const sf::View& view, int frames,
                       const std::function<void()>& present);
