#include "engine/lab/SearchPlayback.h"

#include <algorithm>
#include <cstdint>

namespace td {

void SearchPlayback::start(const SearchRecord& record, int32_t width, int32_t height) {
  record_ = &record;
  width_ = width;
  next_ = 0;
  steps_ = 0;
  passes_ = 0;
  current_ = Cell{-1, -1};
  const auto cells = static_cast<size_t>(width) * static_cast<size_t>(height);
  marks_.assign(cells, Mark::Unseen);
  order_.assign(cells, 0);
  // The flood expands nothing: its steps are its wettings.
  const auto& entries = record.entries();
  const bool flood = std::none_of(entries.begin(), entries.end(),
                                  [](const SearchRecord::Entry& e) { return e.kind == SearchEvent::Expanded; });
  stepKind_ = flood ? SearchEvent::Opened : SearchEvent::Expanded;
  // What comes before the first step (the start put on the open list) is shown from the outset.
  while (next_ < entries.size() && entries[next_].kind != stepKind_) apply(entries[next_++]);
}

void SearchPlayback::apply(const SearchRecord::Entry& e) {
  if (e.kind == SearchEvent::PassEnded) {
    ++passes_;
    return;
  }
  const auto at = static_cast<size_t>(e.cell.y * width_ + e.cell.x);
  switch (e.kind) {
    case SearchEvent::Opened:
      // A cell reached again, cheaper, after its expansion (A* walks corridors ahead) opens again.
      marks_[at] = Mark::Open;
      break;
    case SearchEvent::Expanded:
      marks_[at] = Mark::Closed;
      order_[at] = steps_;
      break;
    case SearchEvent::Retreated:
      marks_[at] = Mark::DeadEnd;
      break;
    case SearchEvent::PassEnded:
      break;
  }
}

bool SearchPlayback::advance(uint32_t steps) {
  if (record_ == nullptr) return false;
  const auto& entries = record_->entries();
  const SearchEvent stepKind = stepKind_;
  const bool flood = stepKind == SearchEvent::Opened;
  uint32_t taken = 0;
  while (next_ < entries.size() && taken < steps) {
    const SearchRecord::Entry& e = entries[next_++];
    apply(e);
    if (e.kind != stepKind) continue;
    if (flood) order_[static_cast<size_t>(e.cell.y * width_ + e.cell.x)] = steps_;
    current_ = e.cell;
    ++steps_;
    ++taken;
  }
  // The events after the last step taken, up to the next step, belong to it (the cells it reached).
  while (next_ < entries.size() && entries[next_].kind != stepKind) apply(entries[next_++]);
  return next_ < entries.size();
}

void SearchPlayback::finish() {
  while (advance(UINT32_MAX)) {
  }
}

}  // namespace td
