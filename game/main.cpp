// td: the tower defence game client.
//
//   td [--level FILE] [--ticks N] [--actions FILE] [--screenshot OUT.png]
//      [--frames N] [--autoplay] [--size WxH]
//   td --edit [FILE] [--screenshot OUT.png] [--frames N] [--autoplay] [--size WxH]
//   td --replay FILE [--verify]
//
// Without --level the game opens on its title menu; with it, straight into
// that level. --screenshot simulates --ticks steps (applying --actions),
// draws one frame of the level (under its result, if the game ended) off
// screen, saves it and exits; --frames runs
// that many frames in a window and exits; --autoplay plays with scripted
// input (all for unattended runs). --edit opens the level editor on FILE (a
// new level when FILE is not given or does not exist yet); with it,
// --screenshot draws the editor and --autoplay paints, undoes and saves.
//
// Settings and progress are kept in $XDG_CONFIG_HOME/tower-defence (by
// default ~/.config/tower-defence), replays of finished games in
// $XDG_DATA_HOME/tower-defence/replays (by default ~/.local/share/...).

#include <SFML/Graphics/Font.hpp>
#include <algorithm>
#include <array>
#include <charconv>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <memory>
#include <new>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

#include "engine/core/Cell.h"
#include "game/App.h"
#include "game/CommandLine.h"
#include "game/DataPaths.h"
#include "game/ReplayCheck.h"
#include "game/editor/EditorScreen.h"
#include "game/lab/LabScreen.h"
#include "game/play/PracticeWaves.h"
#include "game/screens/PlayScreen.h"
#include "game/screens/Screens.h"
#include "game/text/Catalogue.h"
#include "game/text/UiFonts.h"
#include "io/ActionsJson.h"
#include "io/DataRoot.h"
#include "io/GameDefsJson.h"
#include "io/LevelJson.h"
#include "io/PlayableSize.h"
#include "io/ReplayJson.h"
#include "io/TerrainsJson.h"

namespace {

constexpr int kUsageError = 2;
constexpr int kAutoplayFrames = 600;

template <typename Load>
bool report(const Load& load) {
  for (const td::JsonError& w : load.warnings) std::fprintf(stderr, "td: warning: %s\n", w.text().c_str());
  for (const td::JsonError& e : load.errors) std::fprintf(stderr, "td: error: %s\n", e.text().c_str());
  return load.ok();
}

// The exit status of a file that did not load: as td-cli, running out of
// memory is the status of malformed input, not a crash.
template <typename Load>
int failed(const Load& load) {
  return load.outOfMemory ? kUsageError : 1;
}

int runGame(int argc, char** argv) {
  // Before the command line is read, so that --help and its complaints speak the player's language; Settings may
  // choose another once they are read (App::startLanguage).
  const std::optional<td::Language> fromEnvironment = td::languageFromEnvironment();
  td::openCatalogue(td::catalogueCandidates(argc > 0 ? argv[0] : nullptr));
  if (const auto language = td::languageArgument(argc, argv) ? td::languageArgument(argc, argv) : fromEnvironment;
      language && td::catalogueHas(*language)) {
    td::useLanguage(*language);
  }
  bool helpOnly = false;
  std::optional<td::Options> options = td::parseArguments(argc, argv, helpOnly);
  if (helpOnly) {
    td::printUsage(stdout);
    return 0;
  }
  if (!options) {
    td::printUsage(stderr);
    return kUsageError;
  }
  if (options->edit &&
      (!options->level.empty() || options->ticks > 0 || !options->actions.empty() || options->pick > 0 ||
       options->hover || options->select || options->selectHero || !options->overlay.empty())) {
    std::fprintf(stderr, "td: --edit goes with --screenshot, --frames, --autoplay and --size only\n");
    return kUsageError;
  }
  if (options->lab && (options->edit || !options->level.empty() || !options->replay.empty() || options->ticks > 0 ||
                       !options->actions.empty() || options->autoplay)) {
    std::fprintf(stderr, "td: --lab goes with --screenshot, --frames, --size and --language only\n");
    return kUsageError;
  }
  if (!options->replay.empty() && (options->edit || !options->level.empty() || !options->actions.empty())) {
    std::fprintf(stderr, "td: --replay plays its own level and actions: not with --level, --actions or --edit\n");
    return kUsageError;
  }
  if (options->maxSeconds && !options->verify) {
    std::fprintf(stderr, "td: --max-seconds goes with --verify\n");
    return kUsageError;
  }
  if (options->verify && options->replay.empty()) {
    std::fprintf(stderr, "td: --verify goes with --replay\n");
    return kUsageError;
  }
  if (options->screenshot.empty() && options->replay.empty() && (options->ticks > 0 || !options->actions.empty())) {
    std::fprintf(stderr, "td: --ticks and --actions go with --screenshot\n");
    return kUsageError;
  }

  const auto data =
      td::DataPaths::find(argc > 0 ? argv[0] : nullptr, options->edit ? options->editFile : options->level);
  if (!data) {
    std::fprintf(stderr,
                 "td: cannot find the game data (a folder with assets/defs/terrains.json): not where the "
                 "game was installed, not in the project the executable was built in, not in the working "
                 "directory\n");
    return 1;
  }
  td::GameResources res;
  res.paths = *data;
  res.levels = td::levelFiles(data->levels());
  const td::TerrainsLoad terrains = td::loadTerrains(data->terrains());
  if (!report(terrains)) return failed(terrains);
  res.terrains = terrains.terrains;
  td::GameDefsLoad defs = td::loadGameDefs(data->enemies(), data->towers(), data->heroes());
  if (!report(defs)) return failed(defs);
  res.defs = std::move(defs.defs);

  // A screenshot without --level shows the first level.
  if (options->level.empty() && !options->screenshot.empty() && !options->edit && !options->lab) {
    if (res.levels.empty()) {
      std::fprintf(stderr, "td: no levels found in %s\n", data->levels().string().c_str());
      return 1;
    }
    options->level = res.levels.front();
  }
  // A shipped level by its name: `td --level first_steps`.
  if (std::error_code ec; !options->level.empty() && !std::filesystem::exists(options->level, ec) &&
                          !options->level.has_parent_path() && !options->level.has_extension()) {
    if (const auto named = td::levelNamed(res.levels, options->level.string())) options->level = *named;
  }
  std::optional<td::LevelDef> level;
  if (!options->level.empty()) {
    td::LevelLoad load = td::loadLevel(options->level, res.terrains, &res.defs);
    if (!report(load)) return failed(load);
    if (const std::string tooBig = td::playableSizeProblem(load.level.width, load.level.height).english();
        !tooBig.empty()) {
      std::fprintf(stderr, "td: error: %s: %s\n", options->level.string().c_str(), tooBig.c_str());
      return 1;
    }
    if (load.level.waves.empty()) load.level.waves = td::practiceWaves(load.level, res.defs);
    level = std::move(load.level);
  }
  std::optional<td::ReplayDef> replay;
  if (!options->replay.empty()) {
    td::ReplayLoad load = td::loadReplay(options->replay, res.terrains, res.defs);
    for (const td::JsonError& e : load.errors) std::fprintf(stderr, "td: error: %s\n", e.text().c_str());
    if (!load.ok()) return 1;
    if (const std::string tooBig = td::playableSizeProblem(load.replay.level.width, load.replay.level.height).english();
        !tooBig.empty()) {
      std::fprintf(stderr, "td: error: %s: %s\n", options->replay.string().c_str(), tooBig.c_str());
      return 1;
    }
    replay = std::move(load.replay);
  }
  std::vector<td::ActionDef> actions;
  if (!options->actions.empty()) {
    td::ActionsLoad load = td::loadActions(options->actions, &res.defs);
    if (!report(load)) return failed(load);
    actions = std::move(load.actions);
  }

  // SFML draws through an X display, for a window and off screen alike (a screenshot, --verify's game), and
  // aborts when there is none: say so instead.
  if (const char* display = std::getenv("DISPLAY"); display == nullptr || *display == '\0') {
    std::fprintf(stderr,
                 "td: no display: the game draws through X (DISPLAY is not set), for a screenshot or --verify too; "
                 "run it as xvfb-run -a td ... where there is no screen, or use td-cli sim to play a level "
                 "without one\n");
    return 1;
  }
  if (std::string error; !td::loadUiFont(res.font, td::currentLanguage(), error)) {
    // A language whose typeface is missing falls back to English, which App::startLanguage says on screen.
    if (td::currentLanguage() == td::Language::English || !td::loadUiFont(res.font, td::Language::English, error)) {
      std::fprintf(stderr, "td: %s\n", error.c_str());
      return 1;
    }
    td::useLanguage(td::Language::English);
  }
  td::App app(res);
  app.loadSaved();
  app.startLanguage(options->language, fromEnvironment);
  app.setScreenshotVision(options->colourVision);
  // Screenshots are drawn off screen in one go: nothing to hear.
  if (options->screenshot.empty()) app.startAudio();
  td::GameContext& ctx = app.context();
  if (options->edit) {
    auto editor = std::make_unique<td::editorui::EditorScreen>(ctx, options->editFile);
    if (!editor->openError().empty()) {
      std::fprintf(stderr, "td: cannot open %s:\n%s", options->editFile.string().c_str(), editor->openError().c_str());
      return 1;
    }
    editor->resize(options->size);
    std::vector<td::ScriptedEvent> script;
    if (options->autoplay) script = editor->smokeScript();
    app.stack().push(std::move(editor));
    if (!options->screenshot.empty()) {
      std::string error;
      // ImGui lays its panels out over the first frames.
      if (!app.screenshot(options->size, options->screenshot, error, 3)) {
        std::fprintf(stderr, "td: %s\n", error.c_str());
        return 1;
      }
      return 0;
    }
    const int frames = options->frames > 0 ? options->frames : (options->autoplay ? kAutoplayFrames : 0);
    return app.run(options->size, frames, script);
  }
  if (options->lab) {
    auto lab = td::makeLabScreen(ctx, options->labPage, !options->screenshot.empty());
    if (!lab) {
      std::string pages;
      for (const std::string_view id : td::labPageIds()) pages += (pages.empty() ? "" : ", ") + std::string(id);
      std::fprintf(stderr, "td: the Lab has no page '%s' (its pages: %s)\n", options->labPage.c_str(), pages.c_str());
      return kUsageError;
    }
    lab->resize(options->size);
    app.stack().push(std::move(lab));
    if (!options->screenshot.empty()) {
      std::string error;
      if (!app.screenshot(options->size, options->screenshot, error)) {
        std::fprintf(stderr, "td: %s\n", error.c_str());
        return 1;
      }
      return 0;
    }
    return app.run(options->size, options->frames);
  }
  if (replay && options->verify) {
    std::string report;
    const bool same = td::checkReplay(ctx, *replay, report, options->maxSeconds.value_or(600.0));
    std::printf("%s\n", report.c_str());
    return same ? 0 : 1;
  }
  if (replay) {
    std::string error;
    auto watch = td::makeReplayScreen(ctx, *replay, error);
    if (!watch) {
      std::fprintf(stderr, "td: error: %s: %s\n", options->replay.string().c_str(), error.c_str());
      return 1;
    }
    if (options->ticks > 0)
      static_cast<td::PlayScreen&>(*watch).simulate(static_cast<uint64_t>(options->ticks), replay->actions);
    app.stack().push(std::move(watch));
  } else if (level) {
    // Its place in the campaign, so "next level" works from it.
    int index = -1;
    std::error_code ec;
    for (size_t i = 0; i < res.levels.size(); ++i) {
      if (std::filesystem::equivalent(res.levels[i], options->level, ec)) index = static_cast<int>(i);
    }
    std::unique_ptr<td::PlayScreen> play;
    try {
      play = std::make_unique<td::PlayScreen>(ctx, std::move(*level), options->level, index, 1, td::makeNormalPlay(),
                                              options->rules);
    } catch (const std::invalid_argument& e) {
      std::fprintf(stderr, "td: error: %s: %s\n", options->level.string().c_str(), e.what());
      return 1;
    }
    // A campaign level still locked is played, but not recorded: a win there would leave the levels before it
    // locked behind a won one.
    std::vector<std::string> order;
    for (const auto& file : res.levels) order.push_back(td::levelId(file));
    if (index > 0 && !ctx.progress.isUnlocked(order, static_cast<size_t>(index))) {
      play->setRecordId({});
      std::fprintf(stderr,
                   "td: %s is locked in the campaign (win the level before it first): this game is not recorded\n",
                   options->level.filename().string().c_str());
    }
    if (options->ticks > 0 || !actions.empty()) {
      const int refused = play->simulate(static_cast<uint64_t>(options->ticks), actions);
      if (refused > 0) std::fprintf(stderr, "td: warning: %d scripted actions were refused\n", refused);
    }
    if (options->select) play->controller().select(*options->select);
    if (options->selectHero) play->controller().selectHero();
    if (options->pick > 0) play->controller().pickSlot(options->pick - 1);
    if (options->hover) play->pinHover(*options->hover);
    if (!options->overlay.empty()) play->showOverlay(options->overlay);
    td::PlayScreen& shown = *play;
    app.stack().push(std::move(play));
    if (!options->screenshot.empty()) shown.showResultIfOver();
  } else {
    app.stack().push(td::makeTitleScreen(ctx));
  }

  if (!options->screenshot.empty()) {
    std::string error;
    if (!app.screenshot(options->size, options->screenshot, error)) {
      std::fprintf(stderr, "td: %s\n", error.c_str());
      return 1;
    }
    return 0;
  }
  if (options->autoplay) {
    const int frames = options->frames > 0 ? options->frames : kAutoplayFrames;
    return app.run(options->size, frames, td::autoplayScript(options->size));
  }
  return app.run(options->size, options->frames);
}

}  // namespace

int main(int argc, char** argv) {
  // The loaders report running out of memory themselves; this is for the
  // rest, so that it ends with a message rather than an abort.
  try {
    return runGame(argc, argv);
  } catch (const std::bad_alloc&) {
    std::fputs("td: out of memory\n", stderr);
    return kUsageError;
  }
}
