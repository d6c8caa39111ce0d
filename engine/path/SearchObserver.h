#pragma once

#include <cstdint>
#include <vector>

#include "engine/core/Cell.h"
#include "engine/path/Distance.h"

namespace td {

// What a search did at one step, as a viewer sees it.
enum class SearchEvent : uint8_t {
  Opened,     // a cell reached (put on the open list, or reached cheaper); cost: its cost so far
  Expanded,   // a cell whose moves are tried (taken off the open list, or walked through); cost: its cost so far
  Retreated,  // backtracking left a cell it found no way on from
  PassEnded,  // the row-scan flood finished a pass over the map; cell: none, cost: the cells wet so far
};

// Watches a search step by step: the Lab draws the steps, tests check them. Each search takes one with
// setObserver. Grid A* (plain, weighted and turn-aware) compiles the watching in only where one is given (a
// template choice, not a branch per step); Jump Point Search, backtracking and the row-scan flood test a pointer
// where a step is taken (docs/performance.md, "Watching a search").
class SearchObserver {
 public:
  virtual ~SearchObserver() = default;
  virtual void event(SearchEvent kind, Cell cell, Distance cost) = 0;
};

// Keeps every event in order, for replaying a search step by step.
class SearchRecord final : public SearchObserver {
 public:
  struct Entry {
    SearchEvent kind;
    Cell cell;
    Distance cost;
  };

  void event(SearchEvent kind, Cell cell, Distance cost) override { entries_.push_back({kind, cell, cost}); }
  void clear() { entries_.clear(); }
  const std::vector<Entry>& entries() const { return entries_; }
  // How many events of that kind were recorded.
  uint32_t count(SearchEvent kind) const {
    uint32_t n = 0;
    for (const Entry& e : entries_) n += e.kind == kind ? 1u : 0u;
    return n;
  }

 private:
  std::vector<Entry> entries_;
};

}  // namespace td
