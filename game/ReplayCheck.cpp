#include "game/ReplayCheck.h"

#include <algorithm>
#include <chrono>
#include <cinttypes>
#include <cstdio>
#include <memory>
#include <span>
#include <stdexcept>

#include "game/screens/PlayScreen.h"
#include "game/screens/mode/ReplayWatch.h"

namespace td {
namespace {

std::string summary(const std::string& result, uint64_t ticks, int64_t score, uint64_t hash) {
  char text[160];
  std::snprintf(text, sizeof text, "%s after %" PRIu64 " ticks, score %" PRId64 ", hash 0x%016" PRIx64, result.c_str(),
                ticks, score, hash);
  return text;
}

// Ticks played between two looks at the clock: a few milliseconds of a large game.
constexpr uint64_t kVerifySlice = 600;

const char* resultName(GameResult r) {
  switch (r) {
    case GameResult::Won:
      return "won";
    case GameResult::Lost:
      return "lost";
    case GameResult::Playing:
      break;
  }
  return "playing";
}

}  // namespace

bool checkReplay(GameContext& ctx, const ReplayDef& replay, std::string& report, double maxSeconds) {
  std::unique_ptr<PlayScreen> screen;
  try {
    screen =
        std::make_unique<PlayScreen>(ctx, replay.level, std::filesystem::path(), -1, replay.seed,
                                     std::make_unique<ReplayWatch>(replay.actions, replay.holdFirstWave), replay.rules);
  } catch (const std::invalid_argument& e) {
    report = std::string("the replay's level cannot be played: ") + e.what();
    return false;
  }
  // As far as the recording went, and one tick more to show it stops there; in slices, to watch the clock.
  const uint64_t end = replay.ticks + 1;
  const auto start = std::chrono::steady_clock::now();
  int refused = 0;
  size_t next = 0;
  while (screen->world().tick() < end && screen->world().result() == GameResult::Playing) {
    if (maxSeconds > 0.0 &&
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count() > maxSeconds) {
      char text[160];
      std::snprintf(text, sizeof text,
                    "stopped after %.0f s at tick %" PRIu64 " of %" PRIu64 ": the replay was not verified", maxSeconds,
                    screen->world().tick(), replay.ticks);
      report = text;
      return false;
    }
    // simulate() applies the commands due from the start of what it is given: only those not yet applied.
    while (next < replay.actions.size() && replay.actions[next].tick < screen->world().tick()) ++next;
    const uint64_t slice = std::min<uint64_t>(kVerifySlice, end - screen->world().tick());
    refused += screen->simulate(slice, std::span<const ActionDef>(replay.actions).subspan(next));
  }
  const World& w = screen->world();
  const std::string played = summary(resultName(w.result()), w.tick(), w.scoreCard().total, w.stateHash());
  const std::string recorded = summary(replay.result, replay.ticks, replay.score, replay.hash);
  const bool same = refused == 0 && played == recorded;
  report = "played:   " + played + "\nrecorded: " + recorded;
  if (refused > 0) report += "\n" + std::to_string(refused) + " recorded commands were refused";
  report += same ? "\nthe replay plays the game as it was played" : "\nthe replay no longer plays the same game";
  return same;
}

}  // namespace td
