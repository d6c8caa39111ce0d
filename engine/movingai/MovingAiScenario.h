#pragma once

#include <cstdint>
#include <istream>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/Cell.h"
#include "engine/movingai/MovingAiMap.h"

namespace td {

// One problem of a Moving AI scenario file: route from start to goal on the
// named map, whose optimal 8-connected length (diagonal sqrt(2), no corner
// cutting) is `optimal`.
struct MovingAiScenario {
  int32_t line = 0;  // in the scenario file, for messages
  int32_t bucket = 0;
  std::string mapName;  // the map field without any folder prefix
  int32_t mapWidth = 0;
  int32_t mapHeight = 0;
  Cell start;
  Cell goal;
  double optimal = 0.0;
  // Digits printed after the decimal point: the file's own precision, which
  // bounds how closely a computed length can be expected to match.
  int32_t optimalDecimals = 0;
};

// The benchmark's largest sets hold tens of thousands of problems a map; a
// file of more is refused, and so is one over the byte limit (100,000 lines
// of about 60 bytes need 6 MB).
inline constexpr size_t kMaxScenarios = 100'000;
inline constexpr uint64_t kMaxScenarioFileBytes = 16u << 20;

struct MovingAiScenarioParse {
  std::vector<MovingAiScenario> scenarios;
  // "FILE:LINE: what was expected"; empty when the file was read.
  std::string error;

  bool ok() const { return error.empty(); }
};

// A `version 1` (or `version 1.0`) line, then one problem per line: bucket,
// map, map width, map height, start x, start y, goal x, goal y, optimal length,
// separated by tabs or spaces. Every number is checked, and both cells must
// lie inside the width and height given on their line. Blank lines are
// skipped; a file with no problem at all is an error, and so is one with
// more than kMaxScenarios or over kMaxScenarioFileBytes. loadMovingAiScenarios()
// refuses a missing file, a folder, a FIFO or a socket before reading.
MovingAiScenarioParse parseMovingAiScenarios(std::istream& in, std::string_view fileName);
MovingAiScenarioParse loadMovingAiScenarios(const std::string& path);

// Do the scenarios belong to this map? Each must name the map file (folders
// ignored: files name it with and without one) and give its width and height.
// Returns "SCENFILE:LINE: ..." for the first that does not, or an empty string.
std::string checkScenariosMatchMap(std::span<const MovingAiScenario> scenarios, std::string_view scenarioFileName,
                                   const MovingAiMap& map, std::string_view mapPath);

}  // namespace td
