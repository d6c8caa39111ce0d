#pragma once

#include <cstdint>
#include <vector>

#include "engine/core/Cell.h"
#include "engine/path/SearchObserver.h"

namespace td {

// Where a watched search stands after its first events, cell by cell: what the Lab draws as it plays a search
// forward step by step.
class SearchPlayback {
 public:
  enum class Mark : uint8_t {
    Unseen,
    Open,     // reached, not expanded yet (the frontier); for the row-scan flood: wet
    Closed,   // expanded
    DeadEnd,  // left by backtracking
  };

  // Starts over at the first event of `record` (kept by reference: it must outlive the playback) on a map of
  // width x height cells.
  void start(const SearchRecord& record, int32_t width, int32_t height);
  // Applies events up to and including the next `steps` expansions (for the row-scan flood, which expands
  // nothing, its wettings); false once every event is applied.
  bool advance(uint32_t steps);
  void finish();
  bool done() const { return record_ == nullptr || next_ >= record_->entries().size(); }

  Mark mark(Cell c) const { return marks_[static_cast<size_t>(c.y * width_ + c.x)]; }
  // The order in which the cell was expanded or wetted (0 first), among `stepsTaken()`.
  uint32_t order(Cell c) const { return order_[static_cast<size_t>(c.y * width_ + c.x)]; }
  uint32_t stepsTaken() const { return steps_; }
  uint32_t passesEnded() const { return passes_; }
  // The cell of the last step taken; (-1, -1) before the first.
  Cell current() const { return current_; }

 private:
  void apply(const SearchRecord::Entry& e);

  const SearchRecord* record_ = nullptr;
  int32_t width_ = 0;
  size_t next_ = 0;
  uint32_t steps_ = 0;
  uint32_t passes_ = 0;
  Cell current_{-1, -1};
  SearchEvent stepKind_ = SearchEvent::Expanded;
  std::vector<Mark> marks_;
  std::vector<uint32_t> order_;
};

}  // namespace td
