#include "game/ReplayCheck.h"

#include <algorithm>
#include <chrono>
#include <cinttypes>
#include <cstdio>
#include <memory>
#include <span>
#include <stdexcept>

#include "engine/core/TextFormat.h"
#include "game/screens/PlayScreen.h"
#include "game/screens/mode/ReplayWatch.h"
#include "game/text/Catalogue.h"

namespace td {
namespace {

// How a game ended, as a replay file says it ("won", "lost", "playing"), in the player's words.
const char* resultWords(const std::string& result) {
  // TRANSLATORS: how a game checked against its replay ended: "won after 5400 ticks, ...".
  if (result == "won") return trc("replay check", "won");
  if (result == "lost") return trc("replay check", "lost");
  // TRANSLATORS: a game checked against its replay that had not ended yet: "playing after 5400 ticks, ...".
  if (result == "playing") return trc("replay check", "playing");
  return result.c_str();
}

std::string summary(const std::string& result, uint64_t ticks, int64_t score, uint64_t hash) {
  char hex[24];
  std::snprintf(hex, sizeof hex, "0x%016" PRIx64, hash);
  // TRANSLATORS: {0} is how the game ended ("won"), {1} the simulation steps it took (60 a second), {2} its score,
  // {3} a hexadecimal check of the game's state.
  return textf(tr("{0} after {1} ticks, score {2}, hash {3}"), resultWords(result), ticks, score, hex);
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
    // TRANSLATORS: {0} is why (in English).
    report = textf(tr("the replay's level cannot be played: {0}"), e.what());
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
      // TRANSLATORS: td --replay FILE --verify ran out of time: {0} seconds, {1} of {2} simulation steps played.
      report = textf(tr("stopped after {0} s at tick {1} of {2}: the replay was not verified"),
                     decimalText(maxSeconds, 0), screen->world().tick(), replay.ticks);
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
  const bool same = refused == 0 && resultName(w.result()) == replay.result && w.tick() == replay.ticks &&
                    w.scoreCard().total == replay.score && w.stateHash() == replay.hash;
  // TRANSLATORS: the two lines of td --replay FILE --verify: the game as played now, then as recorded. The values
  // stand one under the other: pad the shorter label with spaces.
  report = textf(tr("played:   {0}"), played) + "\n" + textf(tr("recorded: {0}"), recorded);
  if (refused > 0) {
    const auto n = static_cast<unsigned long>(refused);
    report += "\n" + textf(trn("{0} recorded command was refused", "{0} recorded commands were refused", n), refused);
  }
  report += "\n";
  report += same ? tr("the replay plays the game as it was played") : tr("the replay no longer plays the same game");
  return same;
}

}  // namespace td
