#include "game/CommandLine.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <string_view>

#include "engine/sim/TowerDef.h"

namespace td {
namespace {

template <typename T>
std::optional<T> parseNumber(std::string_view text) {
  T value = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (ec != std::errc() || end != text.data() + text.size()) return std::nullopt;
  return value;
}

std::optional<Cell> parseCell(std::string_view text) {
  const size_t comma = text.find(',');
  if (comma == std::string_view::npos) return std::nullopt;
  const auto x = parseNumber<int>(text.substr(0, comma));
  const auto y = parseNumber<int>(text.substr(comma + 1));
  if (!x || !y) return std::nullopt;
  return Cell{*x, *y};
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

}  // namespace

void printUsage(std::FILE* out) {
  std::fputs(
      "usage: td [--level FILE] [--ticks N] [--actions FILE] [--screenshot OUT.png] [--frames N] [--autoplay]\n"
      "          [--size WxH]\n"
      "       td --edit [FILE] [--screenshot OUT.png] [--frames N] [--autoplay] [--size WxH]\n"
      "       td --replay FILE [--verify [--max-seconds S]] [--screenshot OUT.png --ticks N] [--size WxH]\n"
      "  --level FILE        play this level, or a shipped level by name (first_steps); default: the title menu\n"
      "  --edit [FILE]       open the level editor on FILE (a new level when FILE is not given or does not exist);\n"
      "                      with --screenshot, draws the editor; with --autoplay, paints, undoes and saves FILE\n"
      "  --screenshot FILE   draw one frame of the level off screen, save it as an image and exit\n"
      "  --ticks N           with --screenshot: simulate N steps (1/60 s each) first; a game over by then\n"
      "                      shows its result\n"
      "  --actions FILE      with --screenshot: apply these scripted player actions while simulating\n"
      "  --pick N, --hover X,Y, --select X,Y|hero\n"
      "                      with --screenshot: pick build slot N, put the mouse over a cell, open a tower's panel\n"
      "                      (or select the hero)\n"
      "  --overlay NAME      with --level: show a debug overlay from the start: nav (F4), flow or distance (F3)\n"
      "  --difficulty NAME   with --level: easy, normal (the default) or hard\n"
      "  --endless           with --level: endless mode, ever harder waves after the level's own\n"
      "  --replay FILE       watch a finished game again (every finished game is kept in\n"
      "                      ~/.local/share/tower-defence/replays)\n"
      "  --verify            with --replay: play it to its end without showing it and check it ends as recorded\n"
      "  --max-seconds S     with --verify: give up after S seconds of wall time, unverified (default 600)\n"
      "  --frames N          run N frames, then exit\n"
      "  --autoplay          play through the menus and a level with scripted input, then exit\n"
      "  --size WxH          window or screenshot size in pixels (default 1280x720)\n"
      "  --colour-vision V   with --screenshot: save it as seen with protanopia, deuteranopia or tritanopia\n",
      out);
}

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
    if (arg == "--endless" || arg == "--verify") {
      (arg == "--endless" ? options.rules.endless : options.verify) = true;
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
    constexpr std::array<std::string_view, 14> kValued{
        "--level",  "--screenshot", "--actions", "--frames",     "--ticks",  "--pick",        "--overlay",
        "--select", "--hover",      "--size",    "--difficulty", "--replay", "--max-seconds", "--colour-vision"};
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
    } else if (arg == "--replay") {
      options.replay = value;
    } else if (arg == "--difficulty") {
      const auto d = difficultyNamed(value);
      if (!d) {
        std::fprintf(stderr, "td: --difficulty expects easy, normal or hard, got '%s'\n", argv[i]);
        return std::nullopt;
      }
      options.rules.difficulty = *d;
    } else if (arg == "--screenshot") {
      options.screenshot = value;
    } else if (arg == "--colour-vision") {
      const auto v = colourVisionNamed(value);
      if (!v) {
        std::fprintf(stderr, "td: --colour-vision expects protanopia, deuteranopia, tritanopia or normal, got '%s'\n",
                     argv[i]);
        return std::nullopt;
      }
      options.colourVision = *v;
    } else if (arg == "--actions") {
      options.actions = value;
    } else if (arg == "--frames") {
      const auto n = parseNumber<int>(value);
      if (!n || *n < 1) {
        std::fprintf(stderr, "td: --frames expects a positive number, got '%s'\n", argv[i]);
        return std::nullopt;
      }
      options.frames = *n;
    } else if (arg == "--max-seconds") {
      const auto n = parseNumber<double>(value);
      if (!n || !(*n > 0.0) || *n > 1e6) {
        std::fprintf(stderr, "td: --max-seconds expects a number of seconds above 0, up to 1000000, got '%s'\n",
                     argv[i]);
        return std::nullopt;
      }
      options.maxSeconds = *n;
    } else if (arg == "--ticks") {
      const auto n = parseNumber<long long>(value);
      if (!n || *n < 0 || *n > 10'000'000) {
        std::fprintf(stderr, "td: --ticks expects a number from 0 to 10000000, got '%s'\n", argv[i]);
        return std::nullopt;
      }
      options.ticks = *n;
    } else if (arg == "--pick") {
      const auto n = parseNumber<int>(value);
      if (!n || *n < 1 || *n > static_cast<int>(kMaxOfferedTowerKinds)) {
        std::fprintf(stderr, "td: --pick expects a build slot from 1 to %zu, got '%s'\n", kMaxOfferedTowerKinds,
                     argv[i]);
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

}  // namespace td
