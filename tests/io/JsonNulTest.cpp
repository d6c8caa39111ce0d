#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

#include "io/ActionsJson.h"
#include "io/JsonCheck.h"
#include "io/LevelJson.h"
#include "tests/io/IoTestSupport.h"

namespace td {
namespace {

std::string shippedLevelText() {
  std::ifstream in(test::sourceDir() / "levels/01_first_steps.json", std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

bool mentionsNul(const std::vector<JsonError>& errors, size_t offset) {
  for (const JsonError& e : errors) {
    if (e.text().find("NUL byte at offset " + std::to_string(offset)) != std::string::npos) return true;
  }
  return false;
}

// The JSON library stops reading at a NUL byte; the whole file is the input.
TEST(JsonNul, AValidLevelFollowedByANulAndJunkIsRefused) {
  const std::string valid = shippedLevelText();
  ASSERT_TRUE(parseLevel(valid, test::shippedTerrains()).ok());
  std::string text = valid;
  text += '\0';
  text += "trailing junk";
  const LevelLoad load = parseLevel(text, test::shippedTerrains());
  EXPECT_FALSE(load.ok());
  EXPECT_TRUE(mentionsNul(load.errors, valid.size()));
}

TEST(JsonNul, ANulInTheMiddleIsNamedNotAnEndOfInput) {
  std::string text = R"([{"tick": 0, "next_wave": true}])";
  text[10] = '\0';
  const ActionsLoad load = parseActions(text);
  EXPECT_FALSE(load.ok());
  EXPECT_TRUE(mentionsNul(load.errors, 10));
}

}  // namespace
}  // namespace td

namespace td {
namespace {

// A device has no size to check before reading: the limit holds while
// reading, so /dev/zero is refused instead of filling the memory.
TEST(JsonInputLimits, AnEndlessDeviceIsRefusedAsTooLarge) {
  if (!std::filesystem::exists("/dev/zero")) GTEST_SKIP() << "no /dev/zero here";
  const LevelLoad load = loadLevel("/dev/zero", test::shippedTerrains());
  ASSERT_FALSE(load.ok());
  EXPECT_NE(load.errors[0].text().find("too large"), std::string::npos) << load.errors[0].text();
}

}  // namespace
}  // namespace td
