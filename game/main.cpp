// td: the tower defence game client.
//
//   td [--level FILE] [--screenshot OUT.png] [--frames N] [--size WxH]
//
// Without --level the first level in the game's levels folder is played.
// --screenshot draws one frame off screen, saves it and exits; --frames runs
// that many frames in a window and exits (both for unattended runs).

#include <SFML/Graphics/Font.hpp>
#include <charconv>
#include <cstdio>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

#include "game/App.h"
#include "game/DataPaths.h"
#include "io/LevelJson.h"
#include "io/TerrainsJson.h"

namespace {

constexpr const char* kFontFile = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";
constexpr int kUsageError = 2;

struct Options {
  std::filesystem::path level;
  std::filesystem::path screenshot;
  int frames = 0;
  sf::Vector2u size{1280, 720};
};

void printUsage(std::FILE* out) {
  std::fputs(
      "usage: td [--level FILE] [--screenshot OUT.png] [--frames N] [--size WxH]\n"
      "  --level FILE        the level to play (default: the first one in the levels folder)\n"
      "  --screenshot FILE   draw one frame off screen, save it as an image and exit\n"
      "  --frames N          run N frames, then exit\n"
      "  --size WxH          window or screenshot size in pixels (default 1280x720)\n",
      out);
}

std::optional<int> parseInt(std::string_view text) {
  int value = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (ec != std::errc() || end != text.data() + text.size()) return std::nullopt;
  return value;
}

std::optional<sf::Vector2u> parseSize(std::string_view text) {
  const size_t x = text.find('x');
  if (x == std::string_view::npos) return std::nullopt;
  const auto w = parseInt(text.substr(0, x));
  const auto h = parseInt(text.substr(x + 1));
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
    if (i + 1 >= argc) {
      std::fprintf(stderr, "td: %s needs a value\n", argv[i]);
      return std::nullopt;
    }
    const std::string_view value = argv[++i];
    if (arg == "--level") {
      options.level = value;
    } else if (arg == "--screenshot") {
      options.screenshot = value;
    } else if (arg == "--frames") {
      const auto n = parseInt(value);
      if (!n || *n < 1) {
        std::fprintf(stderr, "td: --frames expects a positive number, got '%s'\n", argv[i]);
        return std::nullopt;
      }
      options.frames = *n;
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

}  // namespace

int main(int argc, char** argv) {
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

  const auto data = td::DataPaths::find(argc > 0 ? argv[0] : nullptr, options->level);
  if (!data) {
    std::fprintf(stderr,
                 "td: cannot find the game data (a folder with assets/defs/terrains.json) beside the "
                 "executable or in the working directory\n");
    return 1;
  }
  if (options->level.empty()) {
    const auto first = td::firstLevel(data->levels());
    if (!first) {
      std::fprintf(stderr, "td: no levels found in %s\n", data->levels().string().c_str());
      return 1;
    }
    options->level = *first;
  }

  const td::TerrainsLoad terrains = td::loadTerrains(data->terrains());
  for (const td::JsonError& w : terrains.warnings) std::fprintf(stderr, "td: warning: %s\n", w.text().c_str());
  for (const td::JsonError& e : terrains.errors) std::fprintf(stderr, "td: error: %s\n", e.text().c_str());
  if (!terrains.ok()) return 1;

  td::LevelLoad level = td::loadLevel(options->level, terrains.terrains);
  for (const td::JsonError& w : level.warnings) std::fprintf(stderr, "td: warning: %s\n", w.text().c_str());
  for (const td::JsonError& e : level.errors) std::fprintf(stderr, "td: error: %s\n", e.text().c_str());
  if (!level.ok()) return 1;

  sf::Font font;
  if (!std::filesystem::exists(kFontFile) || !font.loadFromFile(kFontFile)) {
    std::fprintf(stderr, "td: cannot load the font %s (on Debian, install the fonts-dejavu-core package)\n", kFontFile);
    return 1;
  }

  td::App app(std::move(level.level), font);
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
