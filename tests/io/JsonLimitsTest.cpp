#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "io/ActionsJson.h"
#include "io/JsonLimits.h"
#include "io/LevelJson.h"
#include "io/TerrainsJson.h"
#include "tests/io/AllocationBudget.h"
#include "tests/io/IoTestSupport.h"

namespace td {
namespace {

using test::hasError;

// The small valid level with `extra` as one more (unknown) key.
std::string levelWith(const std::string& extra) {
  std::string text = test::smallLevel().dump();
  text.insert(text.size() - 1, ", \"extra\": " + extra);
  return text;
}

std::string manyActions(size_t count) {
  std::string text = "[\n";
  for (size_t i = 0; i < count; ++i) {
    text += R"(  {"tick": )" + std::to_string(i) + R"(, "build": "arrow", "cell": [5, 3]})";
    text += i + 1 < count ? ",\n" : "\n";
  }
  return text + "]\n";
}

std::filesystem::path writeTemp(const std::string& name, const std::string& text) {
  const auto file = std::filesystem::temp_directory_path() / (name + "-" + std::to_string(::getpid()));
  std::ofstream(file, std::ios::binary) << text;
  return file;
}

// A level of numbers: two megabytes of text, far under the size limit,
// would once have been built into a document of tens of megabytes. It is
// refused by its count before any document is built.
TEST(JsonLimits, ALevelWithMoreValuesThanAnyLevelNeedsIsRefused) {
  std::string numbers = "[0";
  for (size_t i = 0; i < kLevelJsonLimits.maxValues; ++i) numbers += ",0";
  numbers += "]";
  const LevelLoad load = parseLevel(levelWith(numbers), test::shippedTerrains(), "numbers.json");
  ASSERT_EQ(load.errors.size(), 1u);
  EXPECT_TRUE(hasError(load.errors, "", "more than 1000000 values (numbers, strings, arrays and objects)"));
  EXPECT_TRUE(load.warnings.empty());
}

// Objects look their keys up one by one: a huge one would cost quadratic time.
TEST(JsonLimits, AnObjectWithMoreKeysThanALevelNeedsIsRefused) {
  std::string keys = "{";
  for (size_t i = 0; i <= kLevelJsonLimits.maxMembers; ++i) keys += (i ? ",\"k" : "\"k") + std::to_string(i) + "\":0";
  keys += "}";
  const LevelLoad load = parseLevel(levelWith(keys), test::shippedTerrains(), "keys.json");
  EXPECT_TRUE(hasError(load.errors, "extra", "more than 1000 keys in one object"));
}

TEST(JsonLimits, AStringLongerThanALevelNeedsIsRefused) {
  const LevelLoad load = parseLevel(levelWith("[\"" + std::string(kLevelJsonLimits.maxStringBytes + 1, 'x') + "\"]"),
                                    test::shippedTerrains(), "long.json");
  EXPECT_TRUE(hasError(load.errors, "extra[0]", "a string of more than 65536 bytes"));
}

TEST(JsonLimits, AScriptOfMoreThanTheMostActionsIsRefused) {
  const ActionsLoad most = parseActions(manyActions(kMaxActions), "most.json", &test::shippedDefs());
  EXPECT_TRUE(most.ok()) << most.errors[0].text();
  EXPECT_EQ(most.actions.size(), kMaxActions);
  const ActionsLoad over = parseActions(manyActions(kMaxActions + 1), "over.json", &test::shippedDefs());
  ASSERT_EQ(over.errors.size(), 1u);
  EXPECT_TRUE(hasError(over.errors, "", "expected at most 100000 actions, found 100001"));
  EXPECT_TRUE(over.actions.empty());
}

// Actions are read as they are parsed, so loading a script holds its text,
// the actions and little more; a document of every action held ten times
// the text.
TEST(JsonLimits, LoadingActionsHoldsAFewTimesTheText) {
  const std::string text = manyActions(kMaxActions);
  const auto file = writeTemp("td-actions-memory.json", text);
  test::resetPeak();
  const size_t before = test::bytesHeld();
  const ActionsLoad load = loadActions(file, &test::shippedDefs());
  const size_t peak = test::peakBytesHeld() - before;
  std::filesystem::remove(file);
  ASSERT_TRUE(load.ok());
  EXPECT_LT(peak, 4 * text.size()) << "peak " << peak << " bytes for " << text.size() << " bytes of text";
}

// Definitions have their own, smaller limits.
TEST(JsonLimits, DefinitionsBeyondTheirLimitsAreRefused) {
  std::string text = R"({"format": "td-terrains", "version": 1, "terrains": [0)";
  for (size_t i = 0; i < kDefsJsonLimits.maxValues; ++i) text += ",0";
  text += "]}";
  const TerrainsLoad load = parseTerrains(text, "terrains.json");
  EXPECT_TRUE(hasError(load.errors, "", "more than 200000 values"));
}

}  // namespace
}  // namespace td
