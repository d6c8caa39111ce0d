#include "engine/movingai/MovingAiMap.h"

#include <fstream>
#include <utility>

#include "engine/core/InputFile.h"
#include "engine/grid/TerrainDef.h"
#include "engine/movingai/TextLines.h"

namespace td {

Grid MovingAiMap::toGrid() const {
  std::vector<TerrainDef> kinds{{"passable", 1, true}, {"blocked", kImpassableCost, false}};
  Grid grid(width, height, std::move(kinds), kPassableKind);
  for (int32_t y = 0; y < height; ++y) {
    for (int32_t x = 0; x < width; ++x) {
      const Cell c{x, y};
      if (!passable(c)) grid.setTerrain(c, kBlockedKind);
    }
  }
  return grid;
}

namespace {

// Reads "height N" or "width N" into `value`, or says what was wrong.
std::string readSide(std::string_view name, std::string_view text, int32_t& value) {
  int64_t v = 0;
  if (!parseInteger(text, v) || v < 1 || v > Grid::kMaxSide) {
    return "expected the " + std::string(name) + " as a whole number in 1.." + std::to_string(Grid::kMaxSide) +
           ", got " + excerpt(text);
  }
  value = static_cast<int32_t>(v);
  return {};
}

}  // namespace

MovingAiMapParse parseMovingAiMap(std::istream& in, std::string_view fileName) {
  MovingAiMapParse result;
  MovingAiMap& map = result.map;
  TextLines lines(in, kMaxMovingAiMapBytes);
  std::string line;
  std::vector<std::string_view> fields;
  auto fail = [&](int32_t lineNumber, std::string_view what) {
    result.error = lineError(fileName, lineNumber, what);
    result.map = MovingAiMap{};
    return result;
  };
  auto tooLarge = [&] {
    return fail(lines.lineNumber() + 1, inputProblem(InputStatus::TooLarge, kMaxMovingAiMapBytes).english());
  };

  // The routing rules of the scenarios hold for octile maps only.
  if (lines.next(line) != LineRead::Line) {
    return lines.tooLarge() ? tooLarge() : fail(1, "expected \"type octile\", the file is empty");
  }
  splitFields(line, fields);
  if (fields.size() != 2 || fields[0] != "type" || fields[1] != "octile") {
    return fail(lines.lineNumber(), "expected \"type octile\", got " + excerpt(line));
  }

  bool seenHeight = false;
  bool seenWidth = false;
  for (;;) {
    if (lines.next(line) != LineRead::Line) {
      if (lines.tooLarge()) return tooLarge();
      return fail(lines.lineNumber() + 1, "expected \"height H\", \"width W\" or \"map\", the file ends");
    }
    splitFields(line, fields);
    if (fields.size() == 1 && fields[0] == "map") break;
    const bool isHeight = fields.size() == 2 && fields[0] == "height";
    const bool isWidth = fields.size() == 2 && fields[0] == "width";
    if ((isHeight && seenHeight) || (isWidth && seenWidth)) {
      return fail(lines.lineNumber(), "expected one \"" + std::string(fields[0]) + "\" line, got a second one");
    }
    if (!isHeight && !isWidth) {
      return fail(lines.lineNumber(), "expected \"height H\", \"width W\" or \"map\", got " + excerpt(line));
    }
    const std::string problem =
        isHeight ? readSide("height", fields[1], map.height) : readSide("width", fields[1], map.width);
    if (!problem.empty()) return fail(lines.lineNumber(), problem);
    (isHeight ? seenHeight : seenWidth) = true;
  }
  if (!seenHeight || !seenWidth) {
    return fail(lines.lineNumber(), "expected \"height H\" and \"width W\" before \"map\"");
  }

  map.rows.reserve(static_cast<size_t>(map.height));
  const auto width = static_cast<size_t>(map.width);
  for (int32_t y = 0; y < map.height; ++y) {
    if (lines.next(line) != LineRead::Line) {
      if (lines.tooLarge()) return tooLarge();
      return fail(lines.lineNumber() + 1,
                  "expected " + std::to_string(map.height) + " map rows, the file ends after " + std::to_string(y));
    }
    if (line.size() != width) {
      return fail(lines.lineNumber(), "expected a map row of " + std::to_string(map.width) + " characters, got " +
                                          std::to_string(line.size()));
    }
    map.rows.push_back(line);
  }
  while (lines.next(line) == LineRead::Line) {
    if (!isBlankLine(line)) {
      return fail(lines.lineNumber(), "expected the end of the file after " + std::to_string(map.height) +
                                          " map rows, got " + excerpt(line));
    }
  }
  if (lines.tooLarge()) return tooLarge();
  return result;
}

MovingAiMapParse loadMovingAiMap(const std::string& path) {
  std::ifstream in;
  if (const InputOpen opened = openInputFile(path, kMaxMovingAiMapBytes, in); !opened.ok()) {
    MovingAiMapParse result;
    result.error = path + ": " + opened.problem.english();
    return result;
  }
  return parseMovingAiMap(in, path);
}

}  // namespace td
