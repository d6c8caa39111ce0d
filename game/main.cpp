// td: the tower defence game client.
//
//   td [--level FILE] [--ticks N] [--actions FILE] [--screenshot OUT.png]
//      [--frames N] [--autoplay] [--size WxH]
//   td --edit [FILE] [--screenshot OUT.png] [--frames N] [--autoplay] [--size WxH]
//
// Without --level the game opens on its title menu; with it, straight into
// that level. --screenshot simulates --ticks steps (applying --actions),
// draws one frame of the level off screen, saves it and exits; --frames runs
// that many frames in a window and exits; --autoplay plays with scripted
// input (all for unattended runs). --edit opens the level editor on FILE (a
// new level when FILE is not given or does not exist yet); with it,
// --screenshot draws the editor and --autoplay paints, undoes and saves.
//
// Settings and progress are kept in $XDG_CONFIG_HOME/tower-defence (by
// default ~/.config/tower-defence).

#include <SFML/Graphics/Font.hpp>
#include <algorithm>
#include <array>
#include <charconv>
#include <cstdio>
#include <filesystem>
#include <memory>
#include <new>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

#include "engine/core/Cell.h"
#include "game/App.h"
#include "game/DataPaths.h"
#include "game/editor/EditorScreen.h"
#include "game/editor/UiFont.h"
#include "game/play/PracticeWaves.h"
#include "game/screens/PlayScreen.h"
#include "game/screens/Screens.h"
#include "io/ActionsJson.h"
#include "io/GameDefsJson.h"
#include "io/LevelJson.h"
#include "io/TerrainsJson.h"

namespace {

constexpr const char* kFontFile = td::kUiFontFile;
constexpr int kUsageError = 2;
constexpr int kAutoplayFrames = 600;

struct Options {
  std::filesystem::path level;
  std::filesystem::path screenshot;
  std::filesystem::path actions;
  int frames = 0;
  long long ticks = 0;
  bool autoplay = false;
  bool edit = false;
  std::filesystem::path editFile;
  int pick = 0;                    // 1..4
  std::optional<td::Cell> hover;   // screenshot: the mouse over this cell
  std::optional<td::Cell> select;  // screenshot: this tower's panel open
  bool selectHero = false;         // screenshot: the hero selected (--select hero)
  std::string overlay;             // screenshot: a debug overlay shown
  sf::Vector2u size{1280, 720};
};

void printUsage(std::FILE* out) {
  std::fputs(
      "usage: td [--level FILE] [--ticks N] [--actions FILE] [--screenshot OUT.png] [--frames N] [--autoplay]\n"
      "          [--size WxH]\n"
      "       td --edit [FILE] [--screenshot OUT.png] [--frames N] [--autoplay] [--size WxH]\n"
      "  --level FILE        play this level (default: open the title menu)\n"
      "  --edit [FILE]       open the level editor on FILE (a new level when FILE is not given or does not exist);\n"
      "                      with --screenshot, draws the editor; with --autoplay, paints, undoes and saves FILE\n"
      "  --screenshot FILE   draw one frame of the level off screen, save it as an image and exit\n"
      "  --ticks N           with --screenshot: simulate N steps (1/60 s each) first\n"
      "  --actions FILE      with --screenshot: apply these scripted player actions while simulating\n"
      "  --pick N, --hover X,Y, --select X,Y|hero\n"
      "                      with --screenshot: pick build slot N, put the mouse over a cell, open a tower's panel\n"
      "                      (or select the hero)\n"
      "  --overlay NAME      with --level: show a debug overlay from the start: nav (F4), flow or distance (F3)\n"
      "  --frames N          run N frames, then exit\n"
      "  --autoplay          play through the menus and a level with scripted input, then exit\n"
      "  --size WxH          window or screenshot size in pixels (default 1280x720)\n",
      out);
}

template <typename T>
std::optional<T> parseNumber(std::string_view text) {
  T value = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (ec != std::errc() || end != text.data() + text.size()) return std::nullopt;
  return value;
}

std::optional<td::Cell> parseCell(std::string_view text) {
  const size_t comma = text.find(',');
  if (comma == std::string_view::npos) return std::nullopt;
  const auto x = parseNumber<int>(text.substr(0, comma));
  const auto y = parseNumber<int>(text.substr(comma + 1));
  if (!x || !y) return std::nullopt;
  return td::Cell{*x, *y};
}

std::optional<sf::Vector2u> parseSize(std::string_view text) {
  const size_t x = text.find('x');
  if (x == std::string_view::npos) return std::nullopt;
  const auto w = parseNumber<int>(text.substr(0, x));
  const auto h = parseNumber<int>(text.substr(x + 1));
  // Small enough for any GPU's largest texture, large enough to read the HUD.
  if (!w || !h || *w < 320 || *h < 240 || *w > 8192 || *h > 8192) return std::nullopt;
  return sf::Vector2u(static_cast<unsigned>(*w), static_cast<unsigned>(*h));
}

// Returns nothing after printing why the command line is wrong.
std::optional<Options> parseArguments(int argc, char** argv, bool& helpOnly) {
  Options options;
  for (int i = 1; i < argc; ++i) {
    const std::string_view arg = argv[i];
    if (arg == "--help" || arg == "-h") {
      helpOnly = true;
      return options;
    }
    if (arg == "--autoplay") {
      options.autoplay = true;
      continue;
    }
    if (arg == "--edit") {
      options.edit = true;
      // The file is optional: a following option is not one.
      if (i + 1 < argc && std::string_view(argv[i + 1]).substr(0, 2) != "--") options.editFile = argv[++i];
      continue;
    }
    // An option that is not known is named as such, with or without a value
    // after it, rather than as one that wants a value.
    constexpr std::array<std::string_view, 10> kValued{"--level", "--screenshot", "--actions", "--frames", "--ticks",
                                                       "--pick",  "--overlay",    "--select",  "--hover",  "--size"};
    if (std::find(kValued.begin(), kValued.end(), arg) == kValued.end()) {
      std::fprintf(stderr, "td: unknown option '%s'\n", argv[i]);
      return std::nullopt;
    }
    if (i + 1 >= argc) {
      std::fprintf(stderr, "td: %s needs a value\n", argv[i]);
      return std::nullopt;
    }
    const std::string_view value = argv[++i];
    if (arg == "--level") {
      options.level = value;
    } else if (arg == "--screenshot") {
      options.screenshot = value;
    } else if (arg == "--actions") {
      options.actions = value;
    } else if (arg == "--frames") {
      const auto n = parseNumber<int>(value);
      if (!n || *n < 1) {
        std::fprintf(stderr, "td: --frames expects a positive number, got '%s'\n", argv[i]);
        return std::nullopt;
      }
      options.frames = *n;
    } else if (arg == "--ticks") {
      const auto n = parseNumber<long long>(value);
      if (!n || *n < 0 || *n > 10'000'000) {
        std::fprintf(stderr, "td: --ticks expects a number from 0 to 10000000, got '%s'\n", argv[i]);
        return std::nullopt;
      }
      options.ticks = *n;
    } else if (arg == "--pick") {
      const auto n = parseNumber<int>(value);
      if (!n || *n < 1 || *n > 4) {
        std::fprintf(stderr, "td: --pick expects a build slot from 1 to 4, got '%s'\n", argv[i]);
        return std::nullopt;
      }
      options.pick = *n;
    } else if (arg == "--overlay") {
      if (value != "nav" && value != "flow" && value != "distance") {
        std::fprintf(stderr, "td: --overlay expects nav, flow or distance, got '%s'\n", argv[i]);
        return std::nullopt;
      }
      options.overlay = value;
    } else if (arg == "--select" && value == "hero") {
      options.selectHero = true;
    } else if (arg == "--hover" || arg == "--select") {
      const auto cell = parseCell(value);
      if (!cell) {
        std::fprintf(stderr, "td: %s expects a cell as X,Y, got '%s'\n", argv[i - 1], argv[i]);
        return std::nullopt;
      }
      (arg == "--hover" ? options.hover : options.select) = cell;
    } else if (arg == "--size") {
      const auto size = parseSize(value);
      if (!size) {
        std::fprintf(stderr, "td: --size expects WIDTHxHEIGHT within 320x240..8192x8192, got '%s'\n", argv[i]);
        return std::nullopt;
      }
      options.size = *size;
    } else {
      std::fprintf(stderr, "td: unknown option '%s'\n", argv[i - 1]);
      return std::nullopt;
    }
  }
  return options;
}

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
  bool helpOnly = false;
  std::optional<Options> options = parseArguments(argc, argv, helpOnly);
  if (helpOnly) {
    printUsage(stdout);
    return 0;
  }
  if (!options) {
    printUsage(stderr);
    return kUsageError;
  }
  if (options->edit &&
      (!options->level.empty() || options->ticks > 0 || !options->actions.empty() || options->pick > 0 ||
       options->hover || options->select || options->selectHero || !options->overlay.empty())) {
    std::fprintf(stderr, "td: --edit goes with --screenshot, --frames, --autoplay and --size only\n");
    return kUsageError;
  }
  if (options->screenshot.empty() && (options->ticks > 0 || !options->actions.empty())) {
    std::fprintf(stderr, "td: --ticks and --actions go with --screenshot\n");
    return kUsageError;
  }

  const auto data =
      td::DataPaths::find(argc > 0 ? argv[0] : nullptr, options->edit ? options->editFile : options->level);
  if (!data) {
    std::fprintf(stderr,
                 "td: cannot find the game data (a folder with assets/defs/terrains.json) beside the "
                 "executable or in the working directory\n");
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
  if (options->level.empty() && !options->screenshot.empty() && !options->edit) {
    if (res.levels.empty()) {
      std::fprintf(stderr, "td: no levels found in %s\n", data->levels().string().c_str());
      return 1;
    }
    options->level = res.levels.front();
  }
  std::optional<td::LevelDef> level;
  if (!options->level.empty()) {
    td::LevelLoad load = td::loadLevel(options->level, res.terrains, &res.defs);
    if (!report(load)) return failed(load);
    if (load.level.waves.empty()) load.level.waves = td::practiceWaves(load.level, res.defs);
    level = std::move(load.level);
  }
  std::vector<td::ActionDef> actions;
  if (!options->actions.empty()) {
    td::ActionsLoad load = td::loadActions(options->actions, &res.defs);
    if (!report(load)) return failed(load);
    actions = std::move(load.actions);
  }

  if (!std::filesystem::exists(kFontFile) || !res.font.loadFromFile(kFontFile)) {
    std::fprintf(stderr, "td: cannot load the font %s (on Debian, install the fonts-dejavu-core package)\n", kFontFile);
    return 1;
  }

  td::App app(res);
  app.loadSaved();
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
  if (level) {
    // Its place in the campaign, so "next level" works from it.
    int index = -1;
    std::error_code ec;
    for (size_t i = 0; i < res.levels.size(); ++i) {
      if (std::filesystem::equivalent(res.levels[i], options->level, ec)) index = static_cast<int>(i);
    }
    std::unique_ptr<td::PlayScreen> play;
    try {
      play = std::make_unique<td::PlayScreen>(ctx, std::move(*level), options->level, index);
    } catch (const std::invalid_argument& e) {
      std::fprintf(stderr, "td: error: %s: %s\n", options->level.string().c_str(), e.what());
      return 1;
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
    app.stack().push(std::move(play));
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
