#include "game/ReplayCheck.h"

#include <cinttypes>
#include <cstdio>
#include <memory>
#include <stdexcept>

#include "game/screens/PlayScreen.h"

namespace td {
namespace {

std::string summary(const std::string& result, uint64_t ticks, int64_t score, uint64_t hash) {
  char text[160];
  std::snprintf(text, sizeof text, "%s after %" PRIu64 " ticks, score %" PRId64 ", hash 0x%016" PRIx64, result.c_str(),
                ticks, score, hash);
  return text;
}

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

bool checkReplay(GameContext& ctx, const ReplayDef& replay, std::string& report) {
  std::unique_ptr<PlayScreen> screen;
  try {
    screen = std::make_unique<PlayScreen>(ctx, replay.level, std::filesystem::path(), -1, replay.seed,
                                          PlayScreen::Mode::Replay, TestPlayStart{}, replay.rules);
  } catch (const std::invalid_argument& e) {
    report = std::string("the replay's level cannot be played: ") + e.what();
    return false;
  }
  screen->watchReplay(replay.actions, replay.holdFirstWave);
  // As far as the recording went, and one tick more to show it stops there.
  const int refused = screen->simulate(replay.ticks + 1, replay.actions);
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
