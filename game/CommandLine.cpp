#include "game/CommandLine.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <string_view>

#include "engine/sim/TowerDef.h"
#include "game/text/Catalogue.h"

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
  // The synopsis is the command's own words; what each option does is said in the player's language, each
  // description's later lines indented under its first.
  std::fputs(tr("usage:"), out);
  std::fputs(
      " td [--level FILE] [--ticks N] [--actions FILE] [--screenshot OUT.png] [--frames N] [--autoplay]\n"
      "          [--size WxH] [--language CODE]\n"
      "       td --edit [FILE] [--screenshot OUT.png] [--frames N] [--autoplay] [--size WxH]\n"
      "       td --lab [PAGE] [--screenshot OUT.png] [--frames N] [--size WxH]\n"
      "       td --replay FILE [--verify [--max-seconds S]] [--screenshot OUT.png --ticks N] [--size WxH]\n",
      out);
  struct Row {
    const char* option;
    const char* text;
  };
  static constexpr Row kRows[] = {
      {"--level FILE", N_("play this level, or a shipped level by name (first_steps); default: the title menu")},
      {"--edit [FILE]", N_("open the level editor on FILE (a new level when FILE is not given or does not exist);\n"
                           "with --screenshot, draws the editor; with --autoplay, paints, undoes and saves FILE")},
      {"--lab [PAGE]", N_("open the Lab, where the engine's techniques are shown at work, at PAGE: grids,\n"
                          "meshes, movers or collisions; with --screenshot, draws that page still")},
      {"--screenshot FILE", N_("draw one frame of the level off screen, save it as an image and exit")},
      {"--ticks N", N_("with --screenshot: simulate N steps (1/60 s each) first; a game over by then\n"
                       "shows its result")},
      {"--actions FILE", N_("with --screenshot: apply these scripted player actions while simulating")},
      {"--pick N, --hover X,Y, --select X,Y|hero", nullptr},
      {"", N_("with --screenshot: pick build slot N, put the mouse over a cell, open a tower's panel\n"
              "(or select the hero)")},
      {"--overlay NAME", N_("with --level: show a debug overlay from the start: nav (F4), flow or distance (F3)")},
      {"--difficulty NAME", N_("with --level: easy, normal (the default) or hard")},
      {"--endless", N_("with --level: endless mode, ever harder waves after the level's own")},
      {"--replay FILE", N_("watch a finished game again (every finished game is kept in\n"
                           "~/.local/share/tower-defence/replays)")},
      {"--verify", N_("with --replay: play it to its end without showing it and check it ends as recorded")},
      {"--max-seconds S", N_("with --verify: give up after S seconds of wall time, unverified (default 600)")},
      {"--frames N", N_("run N frames, then exit")},
      {"--autoplay", N_("play through the menus and a level with scripted input, then exit")},
      {"--size WxH", N_("window or screenshot size in pixels (default 1280x720)")},
      {"--colour-vision V", N_("with --screenshot: save it as seen with protanopia, deuteranopia or tritanopia")},
      {"--language CODE", N_("speak en (English), pl (Polski), ru (Русский) or zh_CN (中文) for this run;\n"
                             "default: as chosen in Settings, else as the environment's locale says")},
  };
  for (const Row& row : kRows) {
    std::string line = "  " + std::string(row.option);
    if (row.text == nullptr) {
      std::fprintf(out, "%s\n", line.c_str());
      continue;
    }
    const std::string indent(22, ' ');
    line.resize(std::max<size_t>(line.size() + 2, indent.size()), ' ');
    for (const char c : std::string_view(tr(row.text))) {
      line += c;
      if (c == '\n') line += indent;
    }
    std::fprintf(out, "%s\n", line.c_str());
  }
}

std::optional<Language> languageArgument(int argc, char** argv) {
  for (int i = 1; i + 1 < argc; ++i) {
    if (std::string_view(argv[i]) == "--language") return languageFromCode(argv[i + 1]);
  }
  return std::nullopt;
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
    if (arg == "--lab") {
      options.lab = true;
      // The page is optional, as the editor's file is.
      if (i + 1 < argc && std::string_view(argv[i + 1]).substr(0, 2) != "--") options.labPage = argv[++i];
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
    constexpr std::array<std::string_view, 15> kValued{"--level",       "--screenshot",    "--actions",    "--frames",
                                                       "--ticks",       "--pick",          "--overlay",    "--select",
                                                       "--hover",       "--size",          "--difficulty", "--replay",
                                                       "--max-seconds", "--colour-vision", "--language"};
    if (std::find(kValued.begin(), kValued.end(), arg) == kValued.end()) {
      std::fprintf(stderr, tr("td: unknown option '%s'\n"), argv[i]);
      return std::nullopt;
    }
    if (i + 1 >= argc) {
      std::fprintf(stderr, tr("td: %s needs a value\n"), argv[i]);
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
        std::fprintf(stderr, tr("td: --difficulty expects easy, normal or hard, got '%s'\n"), argv[i]);
        return std::nullopt;
      }
      options.rules.difficulty = *d;
    } else if (arg == "--language") {
      const auto language = languageFromCode(value);
      if (!language) {
        std::fprintf(stderr, tr("td: --language expects en, pl, ru or zh_CN, got '%s'\n"), argv[i]);
        return std::nullopt;
      }
      options.language = language;
    } else if (arg == "--screenshot") {
      options.screenshot = value;
    } else if (arg == "--colour-vision") {
      const auto v = colourVisionNamed(value);
      if (!v) {
        std::fprintf(stderr,
                     tr("td: --colour-vision expects protanopia, deuteranopia, tritanopia or normal, got '%s'\n"),
                     argv[i]);
        return std::nullopt;
      }
      options.colourVision = *v;
    } else if (arg == "--actions") {
      options.actions = value;
    } else if (arg == "--frames") {
      const auto n = parseNumber<int>(value);
      if (!n || *n < 1) {
        std::fprintf(stderr, tr("td: --frames expects a positive number, got '%s'\n"), argv[i]);
        return std::nullopt;
      }
      options.frames = *n;
    } else if (arg == "--max-seconds") {
      const auto n = parseNumber<double>(value);
      if (!n || !(*n > 0.0) || *n > 1e6) {
        std::fprintf(stderr, tr("td: --max-seconds expects a number of seconds above 0, up to 1000000, got '%s'\n"),
                     argv[i]);
        return std::nullopt;
      }
      options.maxSeconds = *n;
    } else if (arg == "--ticks") {
      const auto n = parseNumber<long long>(value);
      if (!n || *n < 0 || *n > 10'000'000) {
        std::fprintf(stderr, tr("td: --ticks expects a number from 0 to 10000000, got '%s'\n"), argv[i]);
        return std::nullopt;
      }
      options.ticks = *n;
    } else if (arg == "--pick") {
      const auto n = parseNumber<int>(value);
      if (!n || *n < 1 || *n > static_cast<int>(kMaxOfferedTowerKinds)) {
        std::fprintf(stderr, tr("td: --pick expects a build slot from 1 to %zu, got '%s'\n"), kMaxOfferedTowerKinds,
                     argv[i]);
        return std::nullopt;
      }
      options.pick = *n;
    } else if (arg == "--overlay") {
      if (value != "nav" && value != "flow" && value != "distance") {
        std::fprintf(stderr, tr("td: --overlay expects nav, flow or distance, got '%s'\n"), argv[i]);
        return std::nullopt;
      }
      options.overlay = value;
    } else if (arg == "--select" && value == "hero") {
      options.selectHero = true;
    } else if (arg == "--hover" || arg == "--select") {
      const auto cell = parseCell(value);
      if (!cell) {
        std::fprintf(stderr, tr("td: %s expects a cell as X,Y, got '%s'\n"), argv[i - 1], argv[i]);
        return std::nullopt;
      }
      (arg == "--hover" ? options.hover : options.select) = cell;
    } else if (arg == "--size") {
      const auto size = parseSize(value);
      if (!size) {
        std::fprintf(stderr, tr("td: --size expects WIDTHxHEIGHT within 320x240..8192x8192, got '%s'\n"), argv[i]);
        return std::nullopt;
      }
      options.size = *size;
    } else {
      std::fprintf(stderr, tr("td: unknown option '%s'\n"), argv[i - 1]);
      return std::nullopt;
    }
  }
  return options;
}

}  // namespace td
