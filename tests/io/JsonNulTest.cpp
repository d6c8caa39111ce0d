#include <gtest/gtest.h>

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
