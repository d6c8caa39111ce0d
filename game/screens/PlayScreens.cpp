// Starting a game on the play screen: a level file, a campaign level, a game left under way, a replay.
#include <filesystem>
#include <memory>
#include <stdexcept>
#include <string>
#include <utility>

#include "engine/core/TextFormat.h"
#include "engine/level/ChallengeLevel.h"
#include "engine/sim/ChallengeRules.h"
#include "game/persist/SavedGames.h"
#include "game/play/PracticeWaves.h"
#include "game/screens/LevelEntries.h"
#include "game/screens/PlayScreen.h"
#include "game/screens/Screens.h"
#include "game/screens/mode/ReplayWatch.h"
#include "game/text/Catalogue.h"
#include "game/text/PhraseText.h"
#include "io/LevelJson.h"
#include "io/PlayableSize.h"

namespace td {

namespace {

std::unique_ptr<PlayScreen> makeLevelPlay(GameContext& ctx, const std::filesystem::path& file, int index,
                                          const std::string& recordId, std::string& error, uint64_t seed,
                                          const PlayRules& rules, const std::string& challenge = {}) {
  LevelLoad load = loadLevel(file, ctx.res.terrains, &ctx.res.defs);
  if (!load.ok()) {
    error = problemText(load.errors.front());
    return nullptr;
  }
  if (const std::string tooBig = phraseText(playableSizeProblem(load.level.width, load.level.height));
      !tooBig.empty()) {
    // TRANSLATORS: {0} is a file, {1} what is wrong with it.
    error = textf(tr("{0}: {1}"), file.string(), tooBig);
    return nullptr;
  }
  if (load.level.waves.empty()) load.level.waves = practiceWaves(load.level, ctx.res.defs);
  if (!challenge.empty()) {
    const ChallengeDef* c = findChallenge(load.level, challenge);
    if (c == nullptr) {
      // TRANSLATORS: {0} is a level file, {1} the id of a challenge it no longer has.
      error = textf(tr("{0} has no challenge \"{1}\" any more"), file.filename().string(), challenge);
      return nullptr;
    }
    load.level = challengeLevel(load.level, *c);
  }
  try {
    auto screen = std::make_unique<PlayScreen>(ctx, std::move(load.level), file, index, seed, makeNormalPlay(), rules);
    screen->setRecordId(recordId);
    screen->setChallenge(challenge);
    return screen;
  } catch (const std::invalid_argument& e) {
    error = textf(tr("{0}: {1}"), file.filename().string(), e.what());
    return nullptr;
  }
}

}  // namespace

std::unique_ptr<Screen> makeLevelPlayScreen(GameContext& ctx, const std::filesystem::path& file, int index,
                                            const std::string& recordId, std::string& error, bool endless) {
  return makeLevelPlay(ctx, file, index, recordId, error, 1, PlayRules{ctx.progress.difficulty(), endless});
}

std::unique_ptr<Screen> makeChallengePlayScreen(GameContext& ctx, const std::filesystem::path& file, int index,
                                                const std::string& recordId, const std::string& challenge,
                                                std::string& error) {
  // The forbidden actions are known once the level is read: the rules are made from the challenge there.
  LevelLoad load = loadLevel(file, ctx.res.terrains, &ctx.res.defs);
  const ChallengeDef* c = load.ok() ? findChallenge(load.level, challenge) : nullptr;
  const PlayRules rules = c != nullptr ? challengeRules(*c) : PlayRules{};
  return makeLevelPlay(ctx, file, index, recordId, error, 1, rules, challenge);
}

std::unique_ptr<Screen> makeContinueScreen(GameContext& ctx, const std::filesystem::path& file, int index,
                                           const std::string& recordId, std::string& error, bool endless,
                                           const std::string& challenge) {
  const std::filesystem::path dir = persist::savesDir();
  const std::string key = persist::savedGameKey(recordId, endless, challenge);
  const ReplayLoad saved = loadReplay(persist::savedGameFile(dir, key), ctx.res.terrains, ctx.res.defs);
  if (!saved.ok()) {
    const std::filesystem::path aside = persist::setSavedGameAside(dir, key);
    // TRANSLATORS: {0} is the problem with the kept game's file, {1} the name it was given.
    error = textf(tr("The game you left cannot be read ({0}); it was set aside as {1}."),
                  problemText(saved.errors.front()), aside.filename().string());
    return nullptr;
  }
  // Its own seed and rules: the difficulty chosen since does not change a game begun before.
  auto screen =
      makeLevelPlay(ctx, file, index, recordId, error, saved.replay.seed, saved.replay.rules, saved.replay.challenge);
  if (!screen) return nullptr;
  if (const std::string refusal = screen->resume(saved.replay); !refusal.empty()) {
    const std::filesystem::path aside = persist::setSavedGameAside(dir, key);
    // TRANSLATORS: {0} says why a kept game cannot go on, {1} is the name its file was given.
    error = textf(tr("{0} It was set aside as {1}."), refusal, aside.filename().string());
    return nullptr;
  }
  return screen;
}

std::unique_ptr<Screen> makePlayScreen(GameContext& ctx, int index, std::string& error, bool endless) {
  if (index < 0 || static_cast<size_t>(index) >= ctx.res.levels.size()) {
    error = textf(tr("no level {0}"), index + 1);
    return nullptr;
  }
  const auto& file = ctx.res.levels[static_cast<size_t>(index)];
  return makeLevelPlayScreen(ctx, file, index, levelId(file), error, endless);
}

std::unique_ptr<Screen> makeReplayScreen(GameContext& ctx, ReplayDef replay, std::string& error, bool backToList) {
  try {
    auto watch = std::make_unique<PlayScreen>(
        ctx, std::move(replay.level), std::filesystem::path(), -1, replay.seed,
        std::make_unique<ReplayWatch>(std::move(replay.actions), replay.holdFirstWave, backToList), replay.rules);
    watch->setChallenge(replay.challenge);
    return watch;
  } catch (const std::invalid_argument& e) {
    // TRANSLATORS: {0} is why (in English).
    error = textf(tr("the replay's level cannot be played: {0}"), e.what());
    return nullptr;
  }
}

}  // namespace td
