#pragma once

#include <SFML/Graphics/VertexArray.hpp>
#include <span>

#include "engine/core/Cell.h"

namespace td {

// The cells a lesson step points at, as play and the editor's Lesson tab draw them: a gold fill and frame that
// pulse gently with `seconds` so the eye finds them. In cell units (one per cell).
void addLessonMarks(sf::VertexArray& out, std::span<const Cell> cells, float seconds);

}  // namespace td
