#include "engine/movingai/MovingAiScenario.h"

#include <charconv>
#include <fstream>
#include <utility>

#include "engine/core/InputFile.h"
#include "engine/grid/Grid.h"
#include "engine/movingai/MismatchTolerance.h"
#include "engine/movingai/TextLines.h"

namespace td {

namespace {

constexpr size_t kFieldCount = 9;

bool isDigit(char c) { return c >= '0' && c <= '9'; }

// Digits, optionally followed by a point and more digits: the only form
// benchmark files print lengths in, so anything else means a damaged line.
bool isPlainDecimal(std::string_view text) {
  size_t i = 0;
  while (i < text.size() && isDigit(text[i])) ++i;
  if (i == 0) return false;
  if (i == text.size()) return true;
  if (text[i] != '.') return false;
  const size_t fraction = ++i;
  while (i < text.size() && isDigit(text[i])) ++i;
  return i == text.size() && i > fraction;
}

bool isVersionOne(std::string_view text) {
  if (text == "1") return true;
  if (text.size() < 3 || text.substr(0, 2) != "1.") return false;
  for (char c : text.substr(2)) {
    if (c != '0') return false;
  }
  return true;
}

// Parses field `text` as an integer in lo..hi, or describes what was expected.
std::string readInteger(std::string_view name, std::string_view text, int64_t lo, int64_t hi, int32_t& value) {
  int64_t v = 0;
  if (!parseInteger(text, v) || v < lo || v > hi) {
    return "expected the " + std::string(name) + " as a whole number in " + std::to_string(lo) + ".." +
           std::to_string(hi) + ", got " + excerpt(text);
  }
  value = static_cast<int32_t>(v);
  return {};
}

std::string readScenario(const std::vector<std::string_view>& fields, MovingAiScenario& s) {
  if (fields.size() != kFieldCount) {
    return "expected 9 fields (bucket, map, width, height, start x, start y, goal x, goal y, optimal length), got " +
           std::to_string(fields.size());
  }
  constexpr int64_t kMaxBucket = 0x7FFFFFFF;
  std::string problem = readInteger("bucket", fields[0], 0, kMaxBucket, s.bucket);
  if (problem.empty()) {
    s.mapName = std::string(fileNameOf(fields[1]));
    if (s.mapName.empty()) problem = "expected a map file name, got " + excerpt(fields[1]);
  }
  if (problem.empty()) problem = readInteger("map width", fields[2], 1, Grid::kMaxSide, s.mapWidth);
  if (problem.empty()) problem = readInteger("map height", fields[3], 1, Grid::kMaxSide, s.mapHeight);
  if (problem.empty()) problem = readInteger("start x", fields[4], 0, s.mapWidth - 1, s.start.x);
  if (problem.empty()) problem = readInteger("start y", fields[5], 0, s.mapHeight - 1, s.start.y);
  if (problem.empty()) problem = readInteger("goal x", fields[6], 0, s.mapWidth - 1, s.goal.x);
  if (problem.empty()) problem = readInteger("goal y", fields[7], 0, s.mapHeight - 1, s.goal.y);
  if (!problem.empty()) return problem;

  const std::string_view length = fields[8];
  const char* end = length.data() + length.size();
  if (!isPlainDecimal(length) || std::from_chars(length.data(), end, s.optimal).ptr != end) {
    return "expected the optimal length as a decimal number, got " + excerpt(length);
  }
  s.optimalDecimals = printedDecimals(length);
  return {};
}

}  // namespace

MovingAiScenarioParse parseMovingAiScenarios(std::istream& in, std::string_view fileName) {
  MovingAiScenarioParse result;
  TextLines lines(in, kMaxScenarioFileBytes);
  std::string line;
  std::vector<std::string_view> fields;
  auto fail = [&](int32_t lineNumber, std::string_view what) {
    result.error = lineError(fileName, lineNumber, what);
    std::vector<MovingAiScenario>().swap(result.scenarios);
    return result;
  };
  auto tooLarge = [&] {
    return fail(lines.lineNumber() + 1, inputProblem(InputStatus::TooLarge, kMaxScenarioFileBytes).english());
  };

  if (lines.next(line) != LineRead::Line) {
    return lines.tooLarge() ? tooLarge() : fail(1, "expected \"version 1\", the file is empty");
  }
  splitFields(line, fields);
  if (fields.size() != 2 || fields[0] != "version" || !isVersionOne(fields[1])) {
    return fail(lines.lineNumber(), "expected \"version 1\", got " + excerpt(line));
  }

  while (lines.next(line) == LineRead::Line) {
    if (isBlankLine(line)) continue;
    if (result.scenarios.size() == kMaxScenarios) {
      return fail(lines.lineNumber(), "expected at most " + std::to_string(kMaxScenarios) +
                                          " scenarios in one file (split the file to run more)");
    }
    splitFields(line, fields);
    MovingAiScenario s;
    s.line = lines.lineNumber();
    const std::string problem = readScenario(fields, s);
    if (!problem.empty()) return fail(lines.lineNumber(), problem);
    result.scenarios.push_back(std::move(s));
  }
  if (lines.tooLarge()) return tooLarge();
  if (result.scenarios.empty()) return fail(lines.lineNumber(), "expected at least one scenario line");
  return result;
}

MovingAiScenarioParse loadMovingAiScenarios(const std::string& path) {
  std::ifstream in;
  if (const InputOpen opened = openInputFile(path, kMaxScenarioFileBytes, in); !opened.ok()) {
    MovingAiScenarioParse result;
    result.error = path + ": " + opened.problem.english();
    return result;
  }
  return parseMovingAiScenarios(in, path);
}

std::string checkScenariosMatchMap(std::span<const MovingAiScenario> scenarios, std::string_view scenarioFileName,
                                   const MovingAiMap& map, std::string_view mapPath) {
  const std::string_view mapName = fileNameOf(mapPath);
  for (const MovingAiScenario& s : scenarios) {
    if (s.mapName != mapName) {
      return lineError(scenarioFileName, s.line,
                       "expected a scenario on map " + excerpt(mapName) + ", got one on " + excerpt(s.mapName));
    }
    if (s.mapWidth != map.width || s.mapHeight != map.height) {
      return lineError(scenarioFileName, s.line,
                       "expected the map size " + std::to_string(map.width) + " x " + std::to_string(map.height) +
                           " of " + excerpt(mapName) + ", got " + std::to_string(s.mapWidth) + " x " +
                           std::to_string(s.mapHeight));
    }
  }
  return {};
}

}  // namespace td
