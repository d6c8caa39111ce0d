#include <gtest/gtest.h>

#include <filesystem>
#include <functional>

#include "io/ActionsJson.h"
#include "tests/io/IoTestSupport.h"

namespace td {
namespace {

using Json = nlohmann::ordered_json;
using test::hasError;

const char* const kEveryKind = R"([
  {"tick": 0, "build": "arrow", "cell": [5, 3]},
  {"tick": 0, "build": "cannon", "cell": [6, 3]},
  {"tick": 60, "target": [5, 3], "mode": "strongest"},
  {"tick": 600, "upgrade": [5, 3]},
  {"tick": 900, "sell": [6, 3]},
  {"tick": 1200, "next_wave": true}
])";

ActionsLoad parse(const Json& doc, const GameDefs* defs = &test::shippedDefs()) {
  return parseActions(doc.dump(), "actions.json", defs);
}

TEST(ActionsJson, ReadsEveryKind) {
  const ActionsLoad load = parseActions(kEveryKind, "actions.json", &test::shippedDefs());
  ASSERT_TRUE(load.ok()) << load.errors[0].text();
  EXPECT_TRUE(load.warnings.empty());
  ASSERT_EQ(load.actions.size(), 6u);
  const auto& a = load.actions;
  EXPECT_EQ(a[0].kind, ActionKind::Build);
  EXPECT_EQ(a[0].tick, 0u);
  EXPECT_EQ(a[0].tower, "arrow");
  EXPECT_EQ(a[0].cell, (Cell{5, 3}));
  EXPECT_EQ(a[1].tower, "cannon");
  EXPECT_EQ(a[2].kind, ActionKind::Target);
  EXPECT_EQ(a[2].cell, (Cell{5, 3}));
  EXPECT_EQ(a[2].mode, TargetMode::Strongest);
  EXPECT_EQ(a[3].kind, ActionKind::Upgrade);
  EXPECT_EQ(a[3].tick, 600u);
  EXPECT_EQ(a[4].kind, ActionKind::Sell);
  EXPECT_EQ(a[4].cell, (Cell{6, 3}));
  EXPECT_EQ(a[5].kind, ActionKind::NextWave);
  EXPECT_EQ(a[5].tick, 1200u);
}

TEST(ActionsJson, EmptyListIsValid) {
  const ActionsLoad load = parseActions("[]");
  ASSERT_TRUE(load.ok());
  EXPECT_TRUE(load.actions.empty());
  EXPECT_EQ(actionsToJson(load.actions), "[]\n");
}

TEST(ActionsJson, WritesTheFormItReads) {
  const ActionsLoad load = parseActions(kEveryKind);
  ASSERT_TRUE(load.ok());
  EXPECT_EQ(actionToJson(load.actions[0]), R"({"tick": 0, "build": "arrow", "cell": [5, 3]})");
  EXPECT_EQ(actionToJson(load.actions[2]), R"({"tick": 60, "target": [5, 3], "mode": "strongest"})");
  EXPECT_EQ(actionToJson(load.actions[5]), R"({"tick": 1200, "next_wave": true})");
  const std::string text = actionsToJson(load.actions);
  EXPECT_EQ(text, std::string(kEveryKind) + "\n");
  const ActionsLoad again = parseActions(text);
  ASSERT_TRUE(again.ok());
  EXPECT_EQ(actionsToJson(again.actions), text);
}

const char* const kHeroOrders = R"([
  {"tick": 30, "hero": [12.5, 4.5]},
  {"tick": 30, "hero": [0.0, 4096.0]},
  {"tick": 90, "hero_upgrade": true}
])";

TEST(ActionsJson, ReadsHeroOrders) {
  const ActionsLoad load = parseActions(kHeroOrders, "actions.json", &test::shippedDefs());
  ASSERT_TRUE(load.ok()) << load.errors[0].text();
  EXPECT_TRUE(load.warnings.empty());
  ASSERT_EQ(load.actions.size(), 3u);
  const auto& a = load.actions;
  EXPECT_EQ(a[0].kind, ActionKind::Hero);
  EXPECT_EQ(a[0].tick, 30u);
  EXPECT_EQ(a[0].point.x, 12.5f);
  EXPECT_EQ(a[0].point.y, 4.5f);
  // The far edge of the largest map is still a point an order may name.
  EXPECT_EQ(a[1].point.y, 4096.0f);
  EXPECT_EQ(a[2].kind, ActionKind::HeroUpgrade);
  EXPECT_EQ(a[2].tick, 90u);
}

TEST(ActionsJson, WritesHeroOrdersAsItReadsThem) {
  const ActionsLoad load = parseActions(kHeroOrders);
  ASSERT_TRUE(load.ok());
  EXPECT_EQ(actionToJson(load.actions[0]), R"({"tick": 30, "hero": [12.5, 4.5]})");
  EXPECT_EQ(actionToJson(load.actions[2]), R"({"tick": 90, "hero_upgrade": true})");
  EXPECT_EQ(actionsToJson(load.actions), std::string(kHeroOrders) + "\n");

  // Whole numbers gain a decimal point; a float without a short decimal
  // still reads back bit for bit.
  ActionDef odd;
  odd.tick = 7;
  odd.kind = ActionKind::Hero;
  odd.point = {3.0f, 1.0f / 3.0f};
  const std::string text = actionToJson(odd);
  EXPECT_EQ(text.rfind(R"({"tick": 7, "hero": [3.0, 0.)", 0), 0u) << text;
  const ActionsLoad again = parseActions("[" + text + "]");
  ASSERT_TRUE(again.ok()) << again.errors[0].text();
  EXPECT_EQ(again.actions[0].kind, ActionKind::Hero);
  EXPECT_EQ(again.actions[0].point.x, odd.point.x);
  EXPECT_EQ(again.actions[0].point.y, odd.point.y);
}

TEST(ActionsJson, HeroOrdersTakeNoCell) {
  const Json doc = Json::parse(R"([{"tick": 3, "hero": [1, 1], "cell": [1, 1]}, {"tick": 4, "hero_upgrade": true,
                                   "mode": "first"}])");
  const ActionsLoad load = parse(doc);
  ASSERT_TRUE(load.ok());
  ASSERT_EQ(load.warnings.size(), 2u);
  EXPECT_EQ(load.warnings[0].path, "[0].cell");
  EXPECT_EQ(load.warnings[1].path, "[1].mode");
}

TEST(ActionsJson, TowerKindsAreCheckedOnlyAgainstGivenDefinitions) {
  const Json doc = Json::parse(R"([{"tick": 3, "build": "laser", "cell": [1, 1]}])");
  const ActionsLoad loose = parse(doc, nullptr);
  ASSERT_TRUE(loose.ok());
  EXPECT_EQ(loose.actions[0].tower, "laser");
  const ActionsLoad strict = parse(doc);
  ASSERT_EQ(strict.errors.size(), 1u);
  EXPECT_TRUE(hasError(strict.errors, "[0].build",
                       "unknown tower kind \"laser\" (known kinds: arrow, cannon, frost, storm, discus, wall)"));
}

// An ability is set off on a tower's cell, and writes back as it reads.
TEST(ActionsJson, AnAbilityIsSetOffOnACell) {
  const char* const text = R"([
  {"tick": 1200, "ability": [4, 2]}
])";
  const ActionsLoad load = parseActions(text, "actions.json", &test::shippedDefs());
  ASSERT_TRUE(load.ok()) << load.errors[0].text();
  ASSERT_EQ(load.actions.size(), 1u);
  EXPECT_EQ(load.actions[0].kind, ActionKind::Ability);
  EXPECT_EQ(load.actions[0].cell, (Cell{4, 2}));
  EXPECT_EQ(actionsToJson(load.actions), std::string(text) + "\n");
  EXPECT_FALSE(parse(Json::parse(R"([{"tick": 3, "ability": true}])")).ok());
}

// A specialisation names what the tower becomes; its id must be some kind's (which kind stands on the cell is the
// game's to know), and it writes back as it reads.
TEST(ActionsJson, SpecialisationsNameWhatTheTowerBecomes) {
  const char* const text = R"([
  {"tick": 900, "specialise": [5, 3], "into": "marksman"}
])";
  const ActionsLoad load = parseActions(text, "actions.json", &test::shippedDefs());
  ASSERT_TRUE(load.ok()) << load.errors[0].text();
  EXPECT_TRUE(load.warnings.empty());
  ASSERT_EQ(load.actions.size(), 1u);
  EXPECT_EQ(load.actions[0].kind, ActionKind::Specialise);
  EXPECT_EQ(load.actions[0].cell, (Cell{5, 3}));
  EXPECT_EQ(load.actions[0].tower, "marksman");
  EXPECT_EQ(actionsToJson(load.actions), std::string(text) + "\n");

  const ActionsLoad unknown = parse(Json::parse(R"([{"tick": 3, "specialise": [1, 1], "into": "laser"}])"));
  EXPECT_TRUE(hasError(unknown.errors, "[0].into", "no tower kind has a specialisation \"laser\""));
  const ActionsLoad missing = parse(Json::parse(R"([{"tick": 3, "specialise": [1, 1]}])"));
  EXPECT_TRUE(hasError(missing.errors, "[0].into", "missing"));
}

TEST(ActionsJson, EveryProblemOfAnActionIsReported) {
  const ActionsLoad load = parseActions(R"([{"tick": -5, "build": "laser"}])", "a.json", &test::shippedDefs());
  ASSERT_EQ(load.errors.size(), 3u);
  EXPECT_TRUE(hasError(load.errors, "[0].tick", "found -5"));
  EXPECT_TRUE(hasError(load.errors, "[0].build", "unknown tower kind \"laser\""));
  EXPECT_TRUE(hasError(load.errors, "[0].cell", "missing"));
}

TEST(ActionsJson, UnknownKeysAreWarnings) {
  const Json doc =
      Json::parse(R"([{"tick": 3, "sell": [1, 1], "note": "panic"}, {"tick": 4, "upgrade": [1, 1], "mode": "first"}])");
  const ActionsLoad load = parse(doc);
  ASSERT_TRUE(load.ok());
  ASSERT_EQ(load.warnings.size(), 2u);
  EXPECT_EQ(load.warnings[0].path, "[0].note");
  EXPECT_EQ(load.warnings[1].path, "[1].mode");  // only targets have a mode
}

TEST(ActionsJson, FileErrorsNameTheFile) {
  const auto missing = std::filesystem::temp_directory_path() / "td-no-such-actions.json";
  const ActionsLoad load = loadActions(missing);
  ASSERT_EQ(load.errors.size(), 1u);
  EXPECT_EQ(load.errors[0].source, missing.string());
  EXPECT_NE(load.errors[0].message.english().find("does not exist"), std::string::npos);
}

TEST(ActionsJson, ShippedSolutionsLoad) {
  int count = 0;
  for (const auto& entry : std::filesystem::directory_iterator(test::sourceDir() / "tests/data/actions")) {
    if (entry.path().extension() != ".json") continue;
    ++count;
    SCOPED_TRACE(entry.path().filename().string());
    const ActionsLoad load = loadActions(entry.path(), &test::shippedDefs());
    ASSERT_TRUE(load.ok()) << load.errors[0].text();
    EXPECT_TRUE(load.warnings.empty());
    EXPECT_FALSE(load.actions.empty());
  }
  EXPECT_GE(count, 2);
}

struct BadActions {
  const char* what;
  const char* text;
  const char* path;
  const char* message;
};

// clang-format off
const BadActions kBadActions[] = {
    {"root object", R"({"tick": 0})", "", "expected an array, found an object"},
    {"entry not object", R"([{"tick": 0, "next_wave": true}, 7])", "[1]", "expected an object, found the number 7"},
    {"tick missing", R"([{"next_wave": true}])", "[0].tick", "missing"},
    {"tick negative", R"([{"tick": -1, "next_wave": true}])", "[0].tick",
     "expected an integer in 0..5184000, found -1"},
    {"tick fraction", R"([{"tick": 1.5, "next_wave": true}])", "[0].tick", "expected an integer, found the number 1.5"},
    {"ticks out of order", R"([{"tick": 120, "next_wave": true}, {"tick": 100, "sell": [1, 1]}])", "[1].tick",
     "expected a tick no earlier than the previous action's (120), found 100"},
    {"no verb", R"([{"tick": 5, "cell": [1, 1]}])", "[0]",
     "expected exactly one of build, upgrade, sell, target, next_wave, hero, hero_upgrade, specialise or ability, found none"},
    {"two verbs", R"([{"tick": 5, "build": "arrow", "sell": [1, 1], "cell": [1, 1]}])", "[0]",
     "expected exactly one of build, upgrade, sell, target, next_wave, hero, hero_upgrade, specialise or ability, found build and sell"},
    {"build not text", R"([{"tick": 5, "build": 1, "cell": [1, 1]}])", "[0].build",
     "expected a string, found the number 1"},
    {"build without cell", R"([{"tick": 5, "build": "arrow"}])", "[0].cell", "missing"},
    {"cell not pair", R"([{"tick": 0, "next_wave": true}, {"tick": 1, "build": "arrow", "cell": [1, 1, 1]},
                          {"tick": 2, "next_wave": true}, {"tick": 3, "build": "frost", "cell": 4}])",
     "[3].cell", "expected [x, y], found the number 4"},
    {"cell negative", R"([{"tick": 5, "build": "arrow", "cell": [-1, 2]}])", "[0].cell[0]",
     "expected an integer in 0..4095, found -1"},
    {"cell text", R"([{"tick": 5, "upgrade": [1, "2"]}])", "[0].upgrade[1]", "expected an integer, found a string"},
    {"sell not cell", R"([{"tick": 5, "sell": "here"}])", "[0].sell", "expected [x, y], found a string"},
    {"target without mode", R"([{"tick": 5, "target": [1, 1]}])", "[0].mode", "missing"},
    {"target mode unknown", R"([{"tick": 5, "target": [1, 1], "mode": "weakest"}])", "[0].mode",
     "expected \"first\", \"last\", \"strongest\" or \"closest\", found \"weakest\""},
    {"next wave false", R"([{"tick": 5, "next_wave": false}])", "[0].next_wave", "expected true"},
    {"next wave number", R"([{"tick": 5, "next_wave": 1}])", "[0].next_wave",
     "expected true or false, found the number 1"},
    {"hero not pair", R"([{"tick": 5, "hero": [1, 2, 3]}])", "[0].hero",
     "expected [x, y] in cell units, found an array"},
    {"hero text", R"([{"tick": 5, "hero": "there"}])", "[0].hero", "expected [x, y] in cell units, found a string"},
    {"hero x text", R"([{"tick": 5, "hero": ["1", 2]}])", "[0].hero[0]", "expected a number, found a string"},
    {"hero y negative", R"([{"tick": 5, "hero": [1, -0.5]}])", "[0].hero[1]",
     "expected a number in 0..4096, found -0.5"},
    {"hero x beyond", R"([{"tick": 5, "hero": [5000, 1]}])", "[0].hero[0]", "expected a number in 0..4096, found 5000"},
    {"hero and build", R"([{"tick": 5, "build": "arrow", "cell": [1, 1], "hero": [1, 1]}])", "[0]",
     "expected exactly one of build, upgrade, sell, target, next_wave, hero, hero_upgrade, specialise or ability, found build and hero"},
    {"hero upgrade false", R"([{"tick": 5, "hero_upgrade": false}])", "[0].hero_upgrade", "expected true"},
    {"hero upgrade text", R"([{"tick": 5, "hero_upgrade": "yes"}])", "[0].hero_upgrade",
     "expected true or false, found a string"},
    {"hero without tick", R"([{"hero": [1, 1]}])", "[0].tick", "missing"},
    {"syntax", "[{\"tick\": 5,, }]", "", "invalid JSON"},
};
// clang-format on

void PrintTo(const BadActions& c, std::ostream* os) { *os << c.what; }

class ActionsJsonBad : public ::testing::TestWithParam<BadActions> {};

TEST_P(ActionsJsonBad, ReportsThePathAndWhatWasExpected) {
  const BadActions& bad = GetParam();
  const ActionsLoad load = parseActions(bad.text, "actions.json", &test::shippedDefs());
  EXPECT_FALSE(load.ok());
  EXPECT_TRUE(hasError(load.errors, bad.path, bad.message)) << bad.what;
  EXPECT_TRUE(load.actions.empty());  // nothing half-read is handed out
  for (const JsonError& e : load.errors) EXPECT_EQ(e.source, "actions.json");
}

INSTANTIATE_TEST_SUITE_P(EveryMessage, ActionsJsonBad, ::testing::ValuesIn(kBadActions), test::caseName<BadActions>);

}  // namespace
}  // namespace td
