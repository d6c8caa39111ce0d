#include "game/editor/RateJob.h"

#include <chrono>

namespace td::editorui {

RateJob::~RateJob() {
  cancel_.store(true);
  join();
}

void RateJob::join() {
  if (thread_.joinable()) thread_.join();
}

void RateJob::start(const LevelDef& level, const GameDefs& defs, double budgetSeconds, uint64_t revision,
                    bool firstPlay) {
  cancel_.store(true);
  join();
  cancel_.store(false);
  done_.store(false);
  progress_.store(0.f);
  level_ = level;
  revision_ = revision;
  firstPlay_ = firstPlay;
  thread_ = std::thread([this, &defs, budgetSeconds, firstPlay] {
    RateOptions options;
    options.budgetSeconds = budgetSeconds;
    options.firstPlay = firstPlay;
    options.cancel = &cancel_;
    options.progress = [this](float f) { progress_.store(f, std::memory_order_relaxed); };
    const auto begin = std::chrono::steady_clock::now();
    pending_ = rateLevel(level_, defs, options);
    // The defence played once more, watched: a game's worth of ticks, a fraction of the rating's.
    pendingFindings_.reset();
    if (!pending_.cancelled && !pending_.actions.empty()) {
      pendingFindings_ =
          findRatingFindings(level_, defs, options.seed, pending_.actions, SearchLimits{}.tickLimit, &cancel_);
      if (pendingFindings_->cancelled) pendingFindings_.reset();
    }
    pendingSeconds_ = std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
    done_.store(true, std::memory_order_release);
  });
}

void RateJob::cancel() { cancel_.store(true); }

void RateJob::forget() {
  cancel_.store(true);
  join();
  done_.store(false);
  progress_.store(0.f);
  result_.reset();
  findings_.reset();
  resultRevision_ = 0;
  resultSeconds_ = 0.0;
  resultFirstPlay_ = false;
}

bool RateJob::poll() {
  if (!thread_.joinable() || !done_.load(std::memory_order_acquire)) return false;
  join();
  result_ = std::move(pending_);
  findings_ = std::move(pendingFindings_);
  pendingFindings_.reset();
  resultRevision_ = revision_;
  resultSeconds_ = pendingSeconds_;
  resultFirstPlay_ = firstPlay_;
  return true;
}

}  // namespace td::editorui
