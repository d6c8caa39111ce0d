#pragma once

#include <atomic>
#include <cstdint>
#include <optional>
#include <thread>

#include "engine/level/LevelDef.h"
#include "engine/rate/LevelRating.h"
#include "engine/rate/RatingFindings.h"
#include "engine/sim/GameDefs.h"

namespace td::editorui {

// The automatic player rating a level (engine/rate/LevelRating.h) on a
// thread of its own, so that the editor keeps drawing and taking input: the
// Rate tab starts it, shows its progress and collects the result.
class RateJob {
 public:
  RateJob() = default;
  RateJob(const RateJob&) = delete;
  RateJob& operator=(const RateJob&) = delete;
  ~RateJob();

  // Rates a copy of `level`; `revision` is the document's, to tell later
  // whether the result still describes the level. A rating under way is
  // cancelled first. `defs` must outlive the job. `firstPlay`: the first-play rating (RateOptions::firstPlay).
  void start(const LevelDef& level, const GameDefs& defs, double budgetSeconds, uint64_t revision,
             bool firstPlay = false);
  // Asks the rating to stop at its next turn; poll() then collects it.
  void cancel();
  // Stops a rating under way (waiting for it) and drops every result: the document is another level now.
  void forget();

  // Collects a finished rating; true when one came in since the last call.
  bool poll();
  bool running() const { return thread_.joinable() && !done_.load(std::memory_order_acquire); }
  float progress() const { return progress_.load(std::memory_order_relaxed); }

  // The last rating collected, with the revision and time it took.
  const std::optional<LevelRating>& result() const { return result_; }
  // What its defence with the level's gold did on the map (engine/rate/RatingFindings.h); none when the rating
  // found no defence or was cancelled.
  const std::optional<RatingFindings>& findings() const { return findings_; }
  uint64_t resultRevision() const { return resultRevision_; }
  double resultSeconds() const { return resultSeconds_; }
  bool resultFirstPlay() const { return resultFirstPlay_; }

 private:
  void join();

  std::thread thread_;
  std::atomic<bool> cancel_{false};
  std::atomic<bool> done_{false};
  std::atomic<float> progress_{0.f};
  LevelDef level_;
  uint64_t revision_ = 0;
  bool firstPlay_ = false;
  LevelRating pending_;  // written by the thread, read after done_
  std::optional<RatingFindings> pendingFindings_;
  double pendingSeconds_ = 0.0;
  std::optional<LevelRating> result_;
  std::optional<RatingFindings> findings_;
  uint64_t resultRevision_ = 0;
  double resultSeconds_ = 0.0;
  bool resultFirstPlay_ = false;
};

}  // namespace td::editorui
