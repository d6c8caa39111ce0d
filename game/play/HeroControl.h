#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "engine/core/Cell.h"
#include "engine/core/Vec2.h"
#include "engine/sim/World.h"

namespace td {

// The player's hold on the hero, without any drawing: whether it is
// selected, whether a click lands on it, where an order would send it and
// the orders themselves. PlayController keeps it apart from the tower
// selection and the build kind (one thing is in hand at a time).
class HeroControl {
 public:
  explicit HeroControl(World& world) : world_(world) {}

  // The level has a hero at all.
  bool present() const { return world_.hero() != nullptr; }
  bool selected() const { return selected_ && present(); }
  // A dead hero can be selected: its card says when it is back.
  void select() { selected_ = present(); }
  void deselect() { selected_ = false; }

  // Is `point` (cells) on the living hero? `slack` widens it, so a small
  // figure on a zoomed-out map can still be clicked.
  bool hits(Vec2 point, float slack = 0.f) const;

  // Where an order to `point` would send the hero, for the cursor: none
  // when it would be refused. Worked out again only when the point, the
  // hero's cell, its life or the map changes, so it is cheap every frame.
  std::optional<Vec2> aim(Vec2 point);
  // Why an order to `point` would be refused, or empty.
  std::string aimRefusal(Vec2 point);

  // Sends the hero toward `point`; returns the refusal for the player, or
  // empty when it goes.
  std::string order(Vec2 point);
  std::string upgrade();
  // Orders carried so far: the screen compares it around a click to know
  // whether the click was an order the hero took (and acknowledge it).
  uint32_t ordersTaken() const { return ordersTaken_; }

  // "Go" armed (its key): the next click on the map is an order, whatever
  // is there, even a tower.
  bool goArmed() const { return goArmed_ && present(); }
  void armGo(bool armed) { goArmed_ = armed && present(); }

 private:
  World& world_;
  bool selected_ = false;
  bool goArmed_ = false;
  uint32_t ordersTaken_ = 0;
  struct Aim {
    Vec2 point;
    Cell from;
    bool dead = false;
    uint64_t revision = 0;
    std::optional<Vec2> destination;
  };
  std::optional<Aim> aim_;
};

}  // namespace td
