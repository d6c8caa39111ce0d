#include <gtest/gtest.h>

#include "io/LevelCheck.h"
#include "io/LevelJson.h"
#include "io/LevelLessonJson.h"
#include "tests/io/IoTestSupport.h"

namespace td {
namespace {

using Json = nlohmann::ordered_json;
using test::hasError;
using test::shippedTerrains;
using test::smallLevel;

LevelLoad parse(const Json& doc) { return parseLevel(doc.dump(), shippedTerrains(), "small.json"); }

Json withLesson(Json lesson) {
  Json doc = smallLevel();
  doc["lesson"] = std::move(lesson);
  return doc;
}

TEST(LevelLessonJson, StepsAreReadAndWrittenBackTheSame) {
  const LevelLoad load = parse(withLesson(Json::parse(R"([
    {"text": "Build on the marked cell.", "cells": [[2, 1]], "until": "build"},
    {"text": "Fill both cells.", "cells": [[3, 0], [3, 2]], "until": "marked"},
    {"text": "Try to seal the way.", "until": "refused"},
    {"text": "Send the first wave.", "until": "wave"}])")));
  ASSERT_TRUE(load.ok()) << load.errors[0].text();
  EXPECT_TRUE(load.warnings.empty());
  const std::vector<LessonStep>& lesson = load.level.lesson;
  ASSERT_EQ(lesson.size(), 4u);
  EXPECT_EQ(lesson[0].text, "Build on the marked cell.");
  EXPECT_EQ(lesson[0].cells, (std::vector<Cell>{{2, 1}}));
  EXPECT_EQ(lesson[1].until, LessonGoal::Marked);
  EXPECT_TRUE(lesson[2].cells.empty());
  EXPECT_EQ(lesson[3].until, LessonGoal::Wave);
  const std::string text = levelToJson(load.level);
  EXPECT_NE(text.find("  \"lesson\": [\n    {\"text\": \"Build on the marked cell.\", \"cells\": [[2, 1]], "
                      "\"until\": \"build\"},\n"),
            std::string::npos)
      << text;
  const LevelLoad again = parseLevel(text, shippedTerrains(), "again.json");
  ASSERT_TRUE(again.ok()) << again.errors[0].text();
  EXPECT_EQ(again.level.lesson, lesson);
  EXPECT_EQ(levelToJson(again.level), text);
}

TEST(LevelLessonJson, ALevelWithoutALessonWritesNone) {
  const LevelLoad load = parse(smallLevel());
  ASSERT_TRUE(load.ok());
  EXPECT_TRUE(load.level.lesson.empty());
  EXPECT_EQ(levelToJson(load.level).find("\"lesson\""), std::string::npos);
}

TEST(LevelLessonJson, MistakesAreReportedAtTheirPaths) {
  EXPECT_TRUE(hasError(parse(withLesson(Json::parse(R"([{"text": "x", "until": "jump"}])"))).errors, "lesson[0].until",
                       "expected one of build, marked, refused, wave"));
  EXPECT_TRUE(hasError(parse(withLesson(Json::parse(R"([{"until": "build"}])"))).errors, "lesson[0].text", "missing"));
  EXPECT_TRUE(hasError(parse(withLesson(Json::parse(R"([{"text": "x", "cells": [[1]], "until": "build"}])"))).errors,
                       "lesson[0].cells[0]", "expected [x, y]"));
  EXPECT_TRUE(hasError(parse(withLesson(Json::parse(R"([{"text": "", "until": "build"}])"))).errors, "lesson[0].text",
                       "non-empty"));
  EXPECT_TRUE(hasError(parse(withLesson(Json::parse(R"([{"text": "a\nb", "until": "build"}])"))).errors,
                       "lesson[0].text", "one line"));
  EXPECT_TRUE(hasError(parse(withLesson(Json::parse(R"([{"text": "x", "cells": [[6, 1]], "until": "build"}])"))).errors,
                       "lesson[0].cells[0]", "inside the 6x4 map"));
  EXPECT_TRUE(
      hasError(parse(withLesson(Json::parse(R"([{"text": "x", "cells": [[1, 1], [1, 1]], "until": "build"}])"))).errors,
               "lesson[0].cells[1]", "each cell once"));
  EXPECT_TRUE(hasError(parse(withLesson(Json::parse(R"([{"text": "x", "until": "marked"}])"))).errors,
                       "lesson[0].cells", "at least one cell"));
  EXPECT_TRUE(hasError(parse(withLesson(Json::parse(R"({"text": "x"})"))).errors, "lesson", "array"));
}

TEST(LevelLessonJson, TooManyStepsOrCellsAreRefusedBeforeTheyAreRead) {
  Json steps = Json::array();
  for (size_t i = 0; i <= kMaxLessonSteps; ++i) steps.push_back({{"text", "x"}, {"until", "build"}});
  EXPECT_TRUE(hasError(parse(withLesson(steps)).errors, "lesson", "at most 12 steps"));
  Json cells = Json::array();
  for (size_t i = 0; i <= kMaxLessonCells; ++i) cells.push_back({0, 0});
  EXPECT_TRUE(hasError(parse(withLesson(Json::array({{{"text", "x"}, {"cells", cells}, {"until", "build"}}}))).errors,
                       "lesson[0].cells", "at most 16 cells"));
}

TEST(LevelLessonJson, AnEditedLevelMeetsTheSameRules) {
  LevelLoad load = parse(smallLevel());
  ASSERT_TRUE(load.ok());
  load.level.lesson = {{"Here.", {{9, 9}}, LessonGoal::Build}};
  EXPECT_TRUE(hasError(validateLevel(load.level), "lesson[0].cells[0]", "inside the 6x4 map"));
  load.level.lesson = {{"Here.", {{1, 1}}, LessonGoal::Marked}};
  EXPECT_TRUE(validateLevel(load.level).empty());
}

}  // namespace
}  // namespace td
