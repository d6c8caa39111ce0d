#pragma once

#include <SFML/Graphics/Font.hpp>
#include <SFML/Graphics/Rect.hpp>
#include <SFML/Graphics/RenderTarget.hpp>
#include <SFML/System/Vector2.hpp>
#include <optional>

#include "engine/core/Cell.h"
#include "game/lab/GridLabBoard.h"

namespace td {

// Where a board is drawn: square cells fitted into an area, centred.
struct BoardFrame {
  sf::FloatRect rect;  // the board itself, within the area given
  float cell = 1.f;

  static BoardFrame fit(const sf::FloatRect& area, int32_t width, int32_t height);
  // The cell under a point, if the point is on the board.
  std::optional<Cell> cellAt(sf::Vector2f p) const;
  sf::Vector2f centreOf(Cell c) const;
};

// Draws one side of the board: the ground, the cells the side's search has reached and expanded so far (shaded by
// the order of expansion), the dead ends of backtracking, the cell of the last step, the route once the search is
// played to its end, the walker's smoothed line when `walker`, and the start and goal.
void drawBoardSide(sf::RenderTarget& target, const GridLabBoard& board, size_t side, const BoardFrame& frame,
                   bool walker);
// The key to those colours, on one line in `area` (what does not fit is left out, last first).
void drawBoardLegend(sf::RenderTarget& target, const sf::Font& font, const sf::FloatRect& area, unsigned size);

}  // namespace td
