#pragma once

#include <SFML/Graphics/RenderTarget.hpp>
#include <optional>

#include "game/editor/RateJob.h"
#include "game/editor/panel/FindingsPanel.h"
#include "game/editor/panel/PanelHost.h"

namespace td::editorui {

// The Rate tab: the automatic player's rating of the level, run in the background, and its findings.
class RateTab {
 public:
  // Starts a rating (F6), unless the level has problems.
  void start(PanelHost& host);
  // Takes a finished rating's result, saying it on the status line; call every frame.
  void poll(PanelHost& host);
  // Returns the wave the designer chose to test play from, if that button was pressed.
  std::optional<int> draw(PanelHost& host);
  // A new or opened level: a rating of the old one (under way or done) says nothing of it.
  void forget() { rate_.forget(); }
  // The findings of the last rating on the map, under the map's view (FindingsPanel); call while the tab shows.
  void drawOnMap(sf::RenderTarget& target, PanelHost& host);
  // Whether drawOnMap draws routes (those of the defence's towers): the map's own are then left out.
  bool drawsRoutes(PanelHost& host) const {
    return !rate_.running() && rate_.findings() && findings_.drawsRoutes(host.doc().level(), *rate_.findings());
  }

 private:
  void playDefence(PanelHost& host);
  // The figures of the run with the least gold that wins, and of the run with the level's gold.
  void leastGoldRun(const LevelRating& r);
  std::optional<int> levelGoldRun(PanelHost& host, const LevelRating& r);

  RateJob rate_;
  FindingsPanel findings_;
  int budget_ = 20;         // nominal seconds
  bool firstPlay_ = false;  // rate as a newcomer, who sees only the next wave (docs/rating.md)
};

}  // namespace td::editorui
