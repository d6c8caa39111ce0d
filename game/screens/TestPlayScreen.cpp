#include <filesystem>
#include <memory>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "engine/core/TextFormat.h"
#include "game/play/PracticeWaves.h"
#include "game/screens/PlayScreen.h"
#include "game/screens/Screens.h"
#include "game/screens/mode/TestPlay.h"
#include "game/text/Catalogue.h"
#include "game/text/PhraseText.h"
#include "io/LevelCheck.h"

namespace td {

std::unique_ptr<Screen> makeTestPlayScreen(GameContext& ctx, LevelDef level, std::string& error,
                                           std::vector<ActionDef> script, TestPlayStart start) {
  if (level.waves.empty()) level.waves = practiceWaves(level, ctx.res.defs);
  if (start.sandbox) {
    level.lives = kSandboxLives;
    start.extraGold = kSandboxGold;
  }
  // The same rules a level file must pass, so that what plays in the editor
  // also loads from disk; the first few problems are enough to act on.
  const std::vector<JsonError> problems =
      validateLevel(level, level.name.empty() ? "level" : level.name, &ctx.res.defs);
  if (!problems.empty()) {
    error.clear();
    constexpr size_t kShown = 3;
    for (size_t i = 0; i < problems.size() && i < kShown; ++i) {
      if (i > 0) error += "\n";
      error += problemText(problems[i]);
    }
    if (const size_t more = problems.size() > kShown ? problems.size() - kShown : 0; more > 0) {
      error += "\n" + textf(trn("(and {0} more)", "(and {0} more)", more), more);
    }
    return nullptr;
  }
  try {
    auto play = std::make_unique<PlayScreen>(ctx, std::move(level), std::filesystem::path(), -1, 1,
                                             std::make_unique<TestPlay>(start));
    if (!script.empty()) play->playScript(std::move(script));
    return play;
  } catch (const std::invalid_argument& e) {
    error = e.what();
    return nullptr;
  }
}

}  // namespace td
