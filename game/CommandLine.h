#pragma once

#include <SFML/System/Vector2.hpp>
#include <cstdio>
#include <filesystem>
#include <optional>
#include <string>

#include "engine/core/Cell.h"
#include "engine/sim/PlayRules.h"
#include "game/render/ColourVision.h"
#include "game/text/Language.h"

namespace td {

// td's command line (game/main.cpp), read and checked.
struct Options {
  std::filesystem::path level;
  std::filesystem::path screenshot;
  std::filesystem::path actions;
  int frames = 0;
  long long ticks = 0;
  bool autoplay = false;
  bool edit = false;
  std::filesystem::path editFile;
  bool lab = false;            // --lab: the Lab instead of the title menu
  std::string labPage;         // its page's id (game/lab/LabScreen.h); empty: the first
  int pick = 0;                // 1..4
  std::optional<Cell> hover;   // screenshot: the mouse over this cell
  std::optional<Cell> select;  // screenshot: this tower's panel open
  bool selectHero = false;     // screenshot: the hero selected (--select hero)
  std::string overlay;         // screenshot: a debug overlay shown
  PlayRules rules;             // --difficulty, --endless
  std::filesystem::path replay;
  bool verify = false;               // with --replay: play it to its end unseen and compare
  std::optional<double> maxSeconds;  // with --verify: wall time before it gives up, unverified (default 600 s)
  sf::Vector2u size{1280, 720};
  // screenshot: saved as a viewer with this colour-vision deficiency sees it, to check that meaning survives it
  ColourVision colourVision = ColourVision::Normal;
  // --language: this run's language, whatever Settings say (game/text/Language.h)
  std::optional<Language> language;
};

// In the language in use (game/text/Catalogue.h).
void printUsage(std::FILE* out);
// The language --language names, looked for before the rest is read so that --help and the command line's
// complaints speak it; none when not given or not known (parseArguments then says so).
std::optional<Language> languageArgument(int argc, char** argv);
// Returns nothing after printing why the command line is wrong; `helpOnly`
// for --help.
std::optional<Options> parseArguments(int argc, char** argv, bool& helpOnly);

}  // namespace td
