#pragma once

#include <SFML/Graphics/Font.hpp>
#include <SFML/Graphics/RenderTarget.hpp>
#include <SFML/Graphics/VertexArray.hpp>
#include <cstddef>
#include <cstdint>
#include <optional>

#include "engine/core/Cell.h"
#include "game/editor/panel/PanelHost.h"
#include "game/editor/panel/WrappedLineField.h"

namespace td::editorui {

// The Lesson tab: a teaching level's steps (LevelDef::lesson), each a line for the player, the cells it points at
// and what ends it, edited with undo (editor/model/LessonEdits.h). While the tab is open the map shows the chosen
// step as play shows it: its cells marked, its text on a card; with "Pick cells" on, a click on the map marks or
// unmarks a cell for it.
class LessonTab {
 public:
  void draw(PanelHost& host);
  // Whether clicks on the map pick the step's cells (instead of the tool in hand).
  bool picking() const { return picking_; }
  // A click on the map while picking.
  void pick(PanelHost& host, Cell cell);
  // The step's marks (under the map's view, in cells), framing `hover` where a click would mark or unmark, and its
  // card (window pixels, over `map`).
  void drawMarks(sf::RenderTarget& target, const LevelDef& level, float seconds, std::optional<Cell> hover);
  void drawCard(sf::RenderTarget& target, const sf::Font& font, const LevelDef& level, const sf::FloatRect& map);
  // A problem of step `step` was clicked: that step is shown (none: as it was).
  void openStep(int32_t step) {
    if (step >= 0) step_ = static_cast<size_t>(step);
  }
  // Another level: back to its first step, picking off.
  void forget() {
    step_ = 0;
    picking_ = false;
  }

 private:
  void stepEditor(PanelHost& host);

  size_t step_ = 0;  // the step being edited
  bool picking_ = false;
  WrappedLineField text_;  // the step's line as typed, an undo step when done
  sf::VertexArray marks_{sf::Triangles};
};

}  // namespace td::editorui
