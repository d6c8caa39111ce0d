#pragma once

#include <SFML/Graphics/RenderTarget.hpp>
#include <SFML/Graphics/VertexArray.hpp>
#include <cstddef>
#include <vector>

#include "engine/rate/RatingFindings.h"
#include "engine/sim/GameDefs.h"

namespace td::editorui {

// A rating's findings drawn on the editor's map (in cell units, under the map's view): a heat map of where the
// enemies were hurt, the goals they got through ringed by how many lives it cost, and the automatic player's
// towers as they stood after a given number of its changes.
class FindingsOverlay {
 public:
  struct Show {
    bool heat = true;
    bool leaks = true;
    bool towers = true;
  };

  // Rebuilds the shapes: the towers after the first `steps` changes of `findings`.
  void build(const RatingFindings& findings, size_t steps, const GameDefs& defs, Show show);
  void draw(sf::RenderTarget& target) const;

  // The heat colour of a cell that took `share` (0 to 1) of the most damage any cell took. The square root
  // spreads the low end, where most cells are, so a corridor's edges still show.
  static sf::Color heatColor(float share);

 private:
  sf::VertexArray shapes_{sf::Triangles};
  // Which tower stands on each cell after the steps: kind + 1 and level, 0 for none.
  std::vector<uint16_t> kindOf_;
  std::vector<uint8_t> levelOf_;
};

}  // namespace td::editorui
