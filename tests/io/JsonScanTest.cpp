#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "io/JsonScan.h"

namespace td {
namespace {

JsonLimits small() { return {.maxBytes = 1000, .maxValues = 10, .maxDepth = 3, .maxMembers = 2, .maxStringBytes = 4}; }

TEST(JsonScan, ValidTextWithinTheLimitsPasses) {
  const JsonScanResult r = scanJson(R"({"a": [1, 2, "four"], "b": {"c": null}})", small());
  EXPECT_TRUE(r.ok()) << r.message.english();
}

// Every value counts, containers too: the ten here are the object, the
// array, its eight numbers.
TEST(JsonScan, CountsEveryValue) {
  EXPECT_TRUE(scanJson(R"({"a": [1, 2, 3, 4, 5, 6, 7, 8]})", small()).ok());
  const JsonScanResult r = scanJson(R"({"a": [1, 2, 3, 4, 5, 6, 7, 8, 9]})", small());
  EXPECT_EQ(r.status, JsonScanStatus::TooManyValues);
  EXPECT_EQ(r.path, "");
  EXPECT_EQ(r.message.english().rfind("more than 10 values (numbers, strings, arrays and objects)", 0), 0u)
      << r.message.english();
}

TEST(JsonScan, LimitsTheKeysOfOneObject) {
  const JsonScanResult r = scanJson(R"({"a": {"x": 1, "y": 2, "z": 3}})", small());
  EXPECT_EQ(r.status, JsonScanStatus::TooManyMembers);
  EXPECT_EQ(r.path, "a");
  EXPECT_EQ(r.message.english().rfind("more than 2 keys in one object", 0), 0u) << r.message.english();
}

// Bytes as decoded: "\u00e9" is two bytes, not six.
TEST(JsonScan, LimitsStringsAndKeysWithTheirPaths) {
  EXPECT_TRUE(scanJson(R"(["\u00e9\u00e9"])", small()).ok());
  const JsonScanResult value = scanJson(R"({"a": [1, "12345"]})", small());
  EXPECT_EQ(value.status, JsonScanStatus::StringTooLong);
  EXPECT_EQ(value.path, "a[1]");
  EXPECT_EQ(value.message.english().rfind("a string of more than 4 bytes", 0), 0u) << value.message.english();
  const JsonScanResult key = scanJson(R"({"a": {"12345": 1}})", small());
  EXPECT_EQ(key.status, JsonScanStatus::StringTooLong);
  EXPECT_EQ(key.path, "a");
  EXPECT_EQ(key.message.english().rfind("a key of more than 4 bytes", 0), 0u) << key.message.english();
}

TEST(JsonScan, LimitsTheDepth) {
  EXPECT_TRUE(scanJson("[[[]]]", small()).ok());
  const JsonScanResult r = scanJson("[[[[]]]]", small());
  EXPECT_EQ(r.status, JsonScanStatus::TooDeep);
  EXPECT_EQ(r.message.english(), "invalid JSON: nested more than 3 levels deep");
}

TEST(JsonScan, NamesSyntaxErrorsAndDuplicateKeys) {
  const JsonScanResult r = scanJson("[1, 2", small());
  EXPECT_EQ(r.status, JsonScanStatus::SyntaxError);
  EXPECT_EQ(r.message.english().rfind("invalid JSON: parse error at line 1, column 6", 0), 0u) << r.message.english();
  std::vector<std::string> twice;
  EXPECT_TRUE(scanJson(R"([{"a": 1, "a": 2}])", small(), [&](const std::string& path) { twice.push_back(path); }).ok());
  EXPECT_EQ(twice, std::vector<std::string>{"[0].a"});
}

// A number too large for a double is quoted in the library's message: a huge one is cut to its start and its
// length, so the message stays a line (a 30 MB number once gave 30 MB on standard error).
TEST(JsonScan, AHugeNumberIsNotEchoedWhole) {
  const std::string text = "{\"gold\": 1" + std::string(100000, '0') + "}";
  const JsonScanResult r = scanJson(text, JsonLimits{.maxBytes = 1u << 20});
  ASSERT_FALSE(r.ok());
  EXPECT_LT(r.message.english().size(), 300u) << r.message.english().substr(0, 300);
  EXPECT_NE(r.message.english().find("(100001 bytes)"), std::string::npos) << r.message.english().substr(0, 300);
  EXPECT_EQ(jsonLibraryMessage("[json.exception.parse_error.101] parse error: 'short'"), "parse error: 'short'");
}

}  // namespace
}  // namespace td
