#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "io/JsonCheck.h"
#include "io/JsonDocument.h"
#include "tests/io/AllocationBudget.h"

namespace td {
namespace {

using Json = JsonDocument::Json;

// Right after memory ran out, freeing a document must not need more of it:
// releaseJson() empties every container from the leaves up without one
// allocation, and what is left then frees without one either.
TEST(JsonDocument, ReleasingAllocatesNothing) {
  Json doc = Json::parse(R"({"a": [[1, 2, {"b": "a string too long to be stored inline"}], []], "c": {"d": [3]}})");
  const size_t before = test::allocationCount();
  releaseJson(doc);
  { const Json gone = std::move(doc); }
  EXPECT_EQ(test::allocationCount(), before);
}

TEST(JsonDocument, ReadsInPlace) {
  JsonDocument doc;
  EXPECT_FALSE(doc);
  doc.read(R"({"a": [1, 2]})");
  ASSERT_TRUE(doc);
  EXPECT_EQ((*doc)["a"][1], 2);
  JsonDocument moved = std::move(doc);
  EXPECT_FALSE(doc);
  EXPECT_TRUE(moved);
}

// The elements of a root array reach the caller one at a time, and none is
// kept: the document ends as an empty array.
TEST(JsonDocument, HandsOutTheElementsOfARootArray) {
  JsonDocument doc;
  std::vector<std::string> seen;
  doc.readElements(R"([{"a": [1]}, 2, [3, 4], "five"])",
                   [&](size_t index, const Json& element) { seen.push_back(std::to_string(index) + element.dump()); });
  EXPECT_EQ(seen, (std::vector<std::string>{"0{\"a\":[1]}", "12", "2[3,4]", "3\"five\""}));
  ASSERT_TRUE(doc);
  EXPECT_TRUE(doc->is_array());
  EXPECT_TRUE(doc->empty());

  JsonDocument object;
  seen.clear();
  object.readElements(R"({"a": [1, 2]})", [&](size_t, const Json&) { seen.push_back("?"); });
  EXPECT_TRUE(seen.empty());
  EXPECT_EQ((*object)["a"].size(), 2u);
}

// Memory that runs out while the document is built unwinds to the caller
// with the half-built document freed, instead of aborting in the library's
// destructor.
TEST(JsonDocument, RunningOutOfMemoryWhileParsingUnwinds) {
  std::string text = "[";
  for (int i = 0; i < 100000; ++i) text += R"({"k": [1, "a string too long to be stored inline"]},)";
  text += "0]";
  JsonCheck check("big.json");
  bool refused = false;
  bool read = true;
  {
    const test::AllocationBudget budget(1 << 20);
    read = check.whileReading(
        [&] { const JsonDocument doc = check.parse(text, {.maxBytes = 16u << 20, .maxValues = 1'000'000}); });
    refused = budget.refused();
  }
  EXPECT_TRUE(refused);
  EXPECT_FALSE(read);
  EXPECT_TRUE(check.ranOutOfMemory());
  const std::vector<JsonError> errors = check.takeErrors();
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_EQ(errors[0].text(), "big.json: out of memory while reading the file");
}

}  // namespace
}  // namespace td
