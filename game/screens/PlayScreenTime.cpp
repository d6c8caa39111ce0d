// Time that can be undone: the last build or upgrade before a wave (Z), and going back to the start of a
// wave (Backspace, the pause menu). Both replay the game's journal from its start on a fresh screen: the
// simulation is deterministic, so the replayed game is the same game up to there.
#include <algorithm>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "engine/core/TextFormat.h"
#include "game/play/RewindCost.h"
#include "game/render/Palette.h"
#include "game/screens/PlayScreen.h"
#include "game/text/Catalogue.h"

namespace td {

void PlayScreen::noteWaves(uint64_t tick) {
  const auto started = static_cast<size_t>(std::max(0, world_->wavesStarted() - world_->firstWave()));
  while (waveStarts_.size() < started) waveStarts_.push_back(tick);
}

void PlayScreen::noteCountdown() {
  if (!world_->fieldClear()) {
    clearSince_.reset();
  } else if (!clearSince_) {
    clearSince_ = world_->tick();
  }
}

void PlayScreen::replayTo(std::span<const ActionDef> journal, uint64_t tick, bool atTick) {
  size_t next = 0;
  const auto applyDue = [&] {
    for (; next < journal.size() && journal[next].tick <= world_->tick(); ++next) {
      const size_t before = world_->events().size();
      applyAction(*world_, journal[next]);
      noteLesson(before);
      noteWaves(world_->tick());
    }
  };
  while (world_->tick() < tick && world_->result() == GameResult::Playing) {
    applyDue();
    const uint64_t before = world_->tick();
    world_->step();
    history_.observe(*world_);
    noteLesson(0);
    noteWaves(before);
    noteCountdown();
  }
  if (atTick) applyDue();
  noteCountdown();
  killedAtSummary_ = world_->enemiesKilled();
  leakedAtSummary_ = world_->enemiesLeaked();
  // The messages up to here were read as the game was played; those after come as the game gets to them.
  messages_.passOver(world_->wavesStarted(), world_->tick());
}

void PlayScreen::replaceByReplay(std::vector<ActionDef> journal, uint64_t tick, bool atTick, int rewinds,
                                 const std::string& message) {
  auto again = std::make_unique<PlayScreen>(ctx_, level_, file_, index_, seed_, mode_->again(), rules_);
  again->setRecordId(recordId_);
  again->setChallenge(challenge_);
  again->rewinds_ = rewinds;
  again->world_->holdFirstWave(world_->state().waves.holdFirst);
  again->replayTo(journal, tick, atTick);
  again->camera_ = camera_;
  again->showRoutes_ = showRoutes_;
  again->controller_.setSpeed(controller_.speed());
  again->controller_.setPaused(true);
  again->showMessage(message, colors::kGold, 4.f);
  mode_->replace(ctx_, *this, std::move(again));
}

std::string PlayScreen::rewind(size_t back) {
  if (mode_->watching()) return tr("A replay plays as it was recorded");
  if (!controller_.playing()) return tr("The game is over");
  if (back >= waveStarts_.size()) {
    return waveStarts_.empty() ? tr("No wave has started yet") : tr("No wave that far back");
  }
  const size_t wave = waveStarts_.size() - 1 - back;
  const uint64_t tick = waveStarts_[wave];
  std::vector<ActionDef> kept;
  for (const ActionDef& a : world_->journal()) {
    if (a.tick < tick) kept.push_back(a);
  }
  const int rewinds = rewinds_ + 1;
  const int32_t number = world_->firstWave() + static_cast<int32_t>(wave) + 1;
  // TRANSLATORS: after going back in time: {0} is the wave, {1} the percentage of the score it costs.
  const std::string message =
      textf(tr("Back before wave {0} (score -{1} %): paused"), number, rewindCostPercent(rewinds));
  replaceByReplay(std::move(kept), tick, false, rewinds, message);
  return {};
}

std::string PlayScreen::undoLast() {
  if (mode_->watching()) return tr("A replay plays as it was recorded");
  if (!controller_.playing()) return tr("The game is over");
  if (!world_->fieldClear() || !clearSince_) return tr("Undo works before a wave, while no enemy is out");
  const std::vector<ActionDef>& journal = world_->journal();
  auto last = journal.end();
  for (auto it = journal.begin(); it != journal.end(); ++it) {
    const bool undoable =
        it->kind == ActionKind::Build || it->kind == ActionKind::Upgrade || it->kind == ActionKind::Specialise;
    if (undoable && it->tick >= *clearSince_) last = it;
  }
  if (last == journal.end()) return tr("Nothing built or upgraded since the last wave");
  const int x = last->cell.x, y = last->cell.y;
  // TRANSLATORS: {0}, {1} are the cell's column and row.
  const std::string done = last->kind == ActionKind::Build ? textf(tr("Undone: the build at {0}, {1}"), x, y)
                                                           // TRANSLATORS: {0}, {1} are the cell's column and row.
                                                           : textf(tr("Undone: the upgrade at {0}, {1}"), x, y);
  std::vector<ActionDef> kept(journal.begin(), last);
  kept.insert(kept.end(), std::next(last), journal.end());
  replaceByReplay(std::move(kept), world_->tick(), true, rewinds_, done);
  return {};
}

std::vector<PauseActions::Entry> PlayScreen::rewindEntries() {
  std::vector<PauseActions::Entry> entries;
  if (mode_->watching() || !controller_.playing()) return entries;
  for (size_t back = 0; back < std::min<size_t>(2, waveStarts_.size()); ++back) {
    const size_t wave = waveStarts_.size() - 1 - back;
    const int32_t number = world_->firstWave() + static_cast<int32_t>(wave) + 1;
    // TRANSLATORS: a pause menu entry that takes the game back to the start of wave {0}.
    entries.push_back({[number] { return textf(tr("Back to wave {0}"), number); },
                       [this, back] {
                         const std::string refusal = rewind(back);
                         if (!refusal.empty()) refuse(refusal);
                       }});
  }
  return entries;
}

}  // namespace td
