#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <limits>

#include "io/JsonLimits.h"
#include "io/store/SettingsJson.h"
#include "tests/io/store/StoreTestSupport.h"

namespace td::persist {
namespace {

using SettingsFile = test::PersistTest;

Settings unusual() {
  Settings s;
  s.musicVolume = 0.25f;
  s.effectsVolume = 0.35f;
  s.fullscreen = true;
  s.showRoutes = false;
  s.firstWaveWaits = false;
  s.screenShake = false;
  s.flashing = false;
  s.interfaceSize = 1.5f;
  s.halfSpeed = true;
  s.colourVision = "tritanopia";
  s.language = "pl";
  s.padButtons = {{"Some Pad", {{"confirm", 1}, {"cancel", 0}}}};
  s.keys = {{"sell", {"X", ""}}, {"pick_tower_1", {"Q", "Numpad1"}}};
  return s;
}

TEST_F(SettingsFile, RoundTrip) {
  const std::filesystem::path file = dir_ / "settings.json";
  ASSERT_NE(unusual(), Settings{});
  const SaveResult saved = saveSettings(file, unusual());
  ASSERT_TRUE(saved.ok) << saved.message;
  const SettingsLoad load = loadSettings(file);
  EXPECT_EQ(load.status, StoreStatus::Ok);
  EXPECT_TRUE(load.message.empty());
  EXPECT_EQ(load.settings, unusual());
}

TEST_F(SettingsFile, TwoGamesKeepEachOthersChanges) {
  const std::filesystem::path file = dir_ / "settings.json";
  ASSERT_TRUE(saveSettings(file, Settings{}).ok);
  // Two games read the same file, then each changes one setting and saves.
  Settings baseA = loadSettings(file).settings;
  Settings baseB = loadSettings(file).settings;
  Settings a = baseA;
  Settings b = baseB;
  a.fullscreen = true;
  ASSERT_TRUE(saveSettingsChanges(file, a, baseA).ok);
  b.musicVolume = 0.2f;
  ASSERT_TRUE(saveSettingsChanges(file, b, baseB).ok);
  Settings saved = loadSettings(file).settings;
  EXPECT_TRUE(saved.fullscreen);  // A's change outlived B's save
  EXPECT_FLOAT_EQ(saved.musicVolume, 0.2f);
  // B saves again (another change): A's stays, though B's own copy never had it.
  b.keys = {{"sell", {"X", ""}}};
  ASSERT_TRUE(saveSettingsChanges(file, b, baseB).ok);
  saved = loadSettings(file).settings;
  EXPECT_TRUE(saved.fullscreen);
  EXPECT_EQ(saved.keys, b.keys);
  // A turns it off again: a change back to what A first read is still A's change once A has saved the first.
  a.fullscreen = false;
  ASSERT_TRUE(saveSettingsChanges(file, a, baseA).ok);
  EXPECT_FALSE(loadSettings(file).settings.fullscreen);
  EXPECT_FLOAT_EQ(loadSettings(file).settings.musicVolume, 0.2f);
}

TEST(SettingsMerge, OursWhereWeChangedItTheirsElsewhere) {
  const Settings base;
  Settings ours = base;
  ours.halfSpeed = true;
  ours.padButtons = {{"Pad", {{"confirm", 2}}}};
  ours.language = "ru";
  Settings theirs = base;
  theirs.colourVision = "protanopia";
  theirs.halfSpeed = false;
  const Settings merged = mergeSettings(base, ours, theirs);
  EXPECT_TRUE(merged.halfSpeed);
  EXPECT_EQ(merged.padButtons, ours.padButtons);
  EXPECT_EQ(merged.colourVision, "protanopia");
  EXPECT_EQ(merged.language, "ru");
}

TEST_F(SettingsFile, ReboundKeysAreKeptByNameAndMisshapenOnesAreLeftOut) {
  const std::filesystem::path file = dir_ / "settings.json";
  writeText(file, R"({"format": "td-settings", "version": 1,
                      "keys": {"sell": ["X"], "pause": "P", "undo": [1], "some_future_action": ["F9", "F10"]}})");
  std::vector<Phrase> doubts;
  const Settings s = settingsFromJson(nlohmann::json::parse(readText(file)), &doubts);
  ASSERT_EQ(s.keys.size(), 2u);
  EXPECT_EQ(s.keys.at("sell"), std::vector<std::string>{"X"});
  // An id this version does not know is kept as written, for the version that does.
  EXPECT_EQ(s.keys.at("some_future_action"), (std::vector<std::string>{"F9", "F10"}));
  ASSERT_EQ(doubts.size(), 2u);
  EXPECT_EQ(doubts[0].english(), "keys.pause of the wrong type");
  EXPECT_EQ(doubts[1].english(), "keys.undo of the wrong type");
  EXPECT_FALSE(s.unknown.contains("keys"));
  // Default keys write no "keys" member at all.
  EXPECT_FALSE(settingsToJson(Settings{}).contains("keys"));
}

TEST_F(SettingsFile, TheFirstWaveWaitsUnlessTheFileSaysOtherwise) {
  EXPECT_TRUE(Settings{}.firstWaveWaits);
  const std::filesystem::path file = dir_ / "settings.json";
  // A file from before the setting existed: the default.
  writeText(file, R"({"format": "td-settings", "version": 1, "showRoutes": false})");
  EXPECT_TRUE(loadSettings(file).settings.firstWaveWaits);
  writeText(file, R"({"format": "td-settings", "version": 1, "firstWaveWaits": false})");
  const SettingsLoad load = loadSettings(file);
  EXPECT_FALSE(load.settings.firstWaveWaits);
  EXPECT_FALSE(load.settings.unknown.contains("firstWaveWaits"));
}

TEST_F(SettingsFile, ShakingAndFlashingAreOnUnlessTheFileTurnsThemOff) {
  const std::filesystem::path file = dir_ / "settings.json";
  writeText(file, R"({"format": "td-settings", "version": 1, "showRoutes": false})");
  EXPECT_TRUE(loadSettings(file).settings.screenShake);
  EXPECT_TRUE(loadSettings(file).settings.flashing);
  writeText(file, R"({"format": "td-settings", "version": 1, "screenShake": false, "flashing": false})");
  const SettingsLoad load = loadSettings(file);
  EXPECT_FALSE(load.settings.screenShake);
  EXPECT_FALSE(load.settings.flashing);
  EXPECT_FALSE(load.settings.unknown.contains("flashing"));
}

TEST_F(SettingsFile, VolumesAreWrittenAsTheNumbersTheyLookLike) {
  const std::filesystem::path file = dir_ / "settings.json";
  Settings s;
  s.musicVolume = 0.6f;
  ASSERT_TRUE(saveSettings(file, s).ok);
  const std::string text = readText(file);
  EXPECT_NE(text.find("\"musicVolume\": 0.6,"), std::string::npos) << text;
  EXPECT_NE(text.find("\"format\": \"td-settings\""), std::string::npos) << text;
  EXPECT_EQ(loadSettings(file).settings.musicVolume, 0.6f);
}

TEST_F(SettingsFile, AMissingFileGivesDefaultsWithoutComplaint) {
  ::testing::internal::CaptureStderr();
  const SettingsLoad load = loadSettings(dir_ / "settings.json");
  EXPECT_EQ(::testing::internal::GetCapturedStderr(), "");
  EXPECT_EQ(load.status, StoreStatus::Missing);
  EXPECT_TRUE(load.message.empty());
  EXPECT_EQ(load.settings, Settings{});
}

TEST_F(SettingsFile, ACorruptFileGivesDefaultsAndOneMessage) {
  const std::filesystem::path file = dir_ / "settings.json";
  writeText(file, "{\"musicVolume\": 0.3, \"fullscreen\": tru");
  ::testing::internal::CaptureStderr();
  const SettingsLoad load = loadSettings(file);
  const std::string err = ::testing::internal::GetCapturedStderr();
  EXPECT_EQ(load.status, StoreStatus::Damaged);
  EXPECT_EQ(load.settings, Settings{});
  EXPECT_NE(load.message.find("damaged"), std::string::npos) << load.message;
  EXPECT_EQ(lines(err), 1u) << err;
  EXPECT_NE(err.find("settings.json"), std::string::npos) << err;
  EXPECT_NE(err.find("line 1"), std::string::npos) << err;  // where the parser gave up
  // The damaged file is kept aside for the player, and reported only once.
  EXPECT_FALSE(std::filesystem::exists(file));
  EXPECT_EQ(readText(dir_ / "settings.json.bad"), "{\"musicVolume\": 0.3, \"fullscreen\": tru");
  ::testing::internal::CaptureStderr();
  EXPECT_EQ(loadSettings(file).status, StoreStatus::Missing);
  EXPECT_EQ(::testing::internal::GetCapturedStderr(), "");
}

TEST_F(SettingsFile, EmptyFilesAndNonObjectsAreDamaged) {
  const std::filesystem::path file = dir_ / "settings.json";
  for (const char* text : {"", "[1, 2]", "42", "{\"format\": \"td-progress\", \"levels\": {}}"}) {
    writeText(file, text);
    ::testing::internal::CaptureStderr();
    const SettingsLoad load = loadSettings(file);
    EXPECT_EQ(lines(::testing::internal::GetCapturedStderr()), 1u) << text;
    EXPECT_EQ(load.status, StoreStatus::Damaged) << text;
    EXPECT_FALSE(load.message.empty()) << text;
    EXPECT_EQ(load.settings, Settings{}) << text;
  }
}

TEST_F(SettingsFile, AnUnreadableFileGivesDefaultsAndAMessage) {
  // A folder where the file should be: unreadable whatever the user's rights.
  const std::filesystem::path file = dir_ / "settings.json";
  std::filesystem::create_directories(file);
  ::testing::internal::CaptureStderr();
  const SettingsLoad load = loadSettings(file);
  const std::string err = ::testing::internal::GetCapturedStderr();
  EXPECT_EQ(load.status, StoreStatus::Unreadable);
  EXPECT_EQ(load.settings, Settings{});
  EXPECT_FALSE(load.message.empty());
  EXPECT_EQ(lines(err), 1u) << err;
  EXPECT_TRUE(std::filesystem::is_directory(file));  // left alone
}

TEST_F(SettingsFile, UnknownKeysAreKeptAndValuesClamped) {
  const std::filesystem::path file = dir_ / "settings.json";
  writeText(file, R"({
    "format": "td-settings", "version": 1, "colourScheme": "dark", "extra": {"nested": [1, 2]},
    "musicVolume": 3.5, "effectsVolume": -1,
    "fullscreen": true, "showRoutes": "yes",
    "windowWidth": 100000, "windowHeight": 12
  })");
  ::testing::internal::CaptureStderr();
  const SettingsLoad load = loadSettings(file);
  // Only the wrongly typed showRoutes is said, with the copy kept (WhatCannotBeTakenWholeKeepsACopy).
  EXPECT_EQ(lines(::testing::internal::GetCapturedStderr()), 1u);
  EXPECT_EQ(load.status, StoreStatus::Ok);
  EXPECT_EQ(load.settings.musicVolume, 1.0f);
  EXPECT_EQ(load.settings.effectsVolume, 0.0f);
  EXPECT_TRUE(load.settings.fullscreen);
  EXPECT_EQ(load.settings.showRoutes, Settings{}.showRoutes);  // wrong type: default
  ASSERT_NE(load.settings.unknown.find("colourScheme"), nullptr);
  ASSERT_NE(load.settings.unknown.find("extra"), nullptr);
  EXPECT_EQ(nlohmann::json::parse(*load.settings.unknown.find("colourScheme")), "dark");
  EXPECT_EQ(nlohmann::json::parse(*load.settings.unknown.find("extra"))["nested"][1], 2);
}

TEST_F(SettingsFile, TheInterfaceSizeIsClampedAndAWrongTypeKeepsTheDefault) {
  const std::filesystem::path file = dir_ / "settings.json";
  const std::pair<const char*, float> cases[] = {{"9", 2.f}, {"0.1", 0.75f}, {"1.25", 1.25f}, {"\"big\"", 1.f}};
  for (const auto& [value, expected] : cases) {
    writeText(file, std::string(R"({"format": "td-settings", "version": 1, "interfaceSize": )") + value + "}");
    const SettingsLoad load = loadSettings(file);
    EXPECT_EQ(load.status, StoreStatus::Ok) << value;
    EXPECT_FLOAT_EQ(load.settings.interfaceSize, expected) << value;
    EXPECT_FALSE(load.settings.unknown.contains("interfaceSize")) << value;
  }
}

TEST_F(SettingsFile, MissingMembersKeepTheirDefaults) {
  const std::filesystem::path file = dir_ / "settings.json";
  writeText(file, R"({"effectsVolume": 0.25})");
  const SettingsLoad load = loadSettings(file);
  Settings expected;
  expected.effectsVolume = 0.25f;
  EXPECT_EQ(load.settings, expected);
}

TEST_F(SettingsFile, AWindowSizeFromAnEarlierVersionIsKeptWhenWrittenBack) {
  const std::filesystem::path file = dir_ / "settings.json";
  writeText(file, R"({"format": "td-settings", "version": 1, "showRoutes": false,
                      "windowWidth": 1920, "windowHeight": 1080})");
  const SettingsLoad load = loadSettings(file);
  EXPECT_EQ(load.status, StoreStatus::Ok);
  EXPECT_FALSE(load.settings.showRoutes);
  ASSERT_TRUE(saveSettings(file, load.settings).ok);
  // Not read, but not the game's to throw away either.
  EXPECT_NE(readText(file).find("\"windowWidth\": 1920"), std::string::npos) << readText(file);
  EXPECT_FALSE(loadSettings(file).settings.showRoutes);
}

TEST_F(SettingsFile, ANewerVersionIsLeftAlone) {
  const std::filesystem::path file = dir_ / "settings.json";
  const std::string text = R"({"format": "td-settings", "version": 2, "musicVolume": 0.1})";
  writeText(file, text);
  ::testing::internal::CaptureStderr();
  const SettingsLoad load = loadSettings(file);
  ::testing::internal::GetCapturedStderr();
  EXPECT_EQ(load.status, StoreStatus::Newer);
  EXPECT_FALSE(load.mayWrite);
  EXPECT_NE(load.message.find("newer version"), std::string::npos);
  EXPECT_EQ(readText(file), text);
}

TEST_F(SettingsFile, SavingClampsToo) {
  const std::filesystem::path file = dir_ / "settings.json";
  Settings s;
  s.effectsVolume = 9.0f;
  s.musicVolume = -0.5f;
  ASSERT_TRUE(saveSettings(file, s).ok);
  const Settings back = loadSettings(file).settings;
  EXPECT_EQ(back.effectsVolume, 1.0f);
  EXPECT_EQ(back.musicVolume, 0.0f);
}

TEST_F(SettingsFile, AMissingFolderIsCreated) {
  const std::filesystem::path file = dir_ / "a" / "b" / "settings.json";
  ASSERT_TRUE(saveSettings(file, unusual()).ok);
  EXPECT_EQ(loadSettings(file).settings, unusual());
}

bool failRename(AtomicWriteStep step) { return step == AtomicWriteStep::Rename; }
bool failWrite(AtomicWriteStep step) { return step == AtomicWriteStep::Write; }

TEST_F(SettingsFile, AFailedWriteLeavesTheOldFileIntact) {
  const std::filesystem::path file = dir_ / "settings.json";
  ASSERT_TRUE(saveSettings(file, unusual()).ok);
  const std::string before = readText(file);
  for (const AtomicWriteFault fault : {&failRename, &failWrite}) {
    setAtomicWriteFaultForTesting(fault);
    ::testing::internal::CaptureStderr();
    const SaveResult saved = saveSettings(file, Settings{});
    const std::string err = ::testing::internal::GetCapturedStderr();
    setAtomicWriteFaultForTesting(nullptr);
    EXPECT_FALSE(saved.ok);
    EXPECT_NE(saved.message.find("could not be saved"), std::string::npos) << saved.message;
    EXPECT_EQ(lines(err), 1u) << err;
    EXPECT_EQ(readText(file), before);
    EXPECT_EQ(loadSettings(file).settings, unusual());
  }
  // No temporary file is left beside it.
  size_t entries = 0;
  for ([[maybe_unused]] const auto& e : std::filesystem::directory_iterator(dir_)) ++entries;
  EXPECT_EQ(entries, 1u);
}

TEST_F(SettingsFile, AFolderThatCannotBeCreatedIsReported) {
  writeText(dir_ / "blocker", "a file, not a folder");
  ::testing::internal::CaptureStderr();
  const SaveResult saved = saveSettings(dir_ / "blocker" / "settings.json", Settings{});
  EXPECT_EQ(lines(::testing::internal::GetCapturedStderr()), 1u);
  EXPECT_FALSE(saved.ok);
  EXPECT_FALSE(saved.message.empty());
}

TEST(Settings, ClampRepairsNonsense) {
  Settings s;
  s.musicVolume = std::numeric_limits<float>::quiet_NaN();
  s.effectsVolume = 2.0f;
  s.clamp();
  EXPECT_EQ(s.musicVolume, Settings{}.musicVolume);
  EXPECT_EQ(s.effectsVolume, 1.0f);
}

// A known member of the wrong type, or a key twice, is a file the game cannot take whole: defaults stand in, and
// a copy of the file is kept before a save drops what it held.
TEST_F(SettingsFile, WhatCannotBeTakenWholeKeepsACopy) {
  const std::filesystem::path file = dir_ / "settings.json";
  const std::string text = R"({"fullscreen": "no", "musicVolume": 0.2, "musicVolume": 0.3})";
  writeText(file, text);
  ::testing::internal::CaptureStderr();
  const SettingsLoad load = loadSettings(file);
  const std::string err = ::testing::internal::GetCapturedStderr();
  EXPECT_EQ(load.status, StoreStatus::Ok);
  EXPECT_EQ(load.settings.fullscreen, Settings{}.fullscreen);
  EXPECT_FLOAT_EQ(load.settings.musicVolume, 0.3f);
  EXPECT_NE(load.message.find("fullscreen"), std::string::npos) << load.message;
  EXPECT_NE(load.message.find("duplicate key musicVolume"), std::string::npos) << load.message;
  EXPECT_EQ(lines(err), 1u) << err;
  EXPECT_EQ(readText(dir_ / "settings.json.bad"), text);
}

}  // namespace
}  // namespace td::persist

namespace td::persist {
namespace {

// A FIFO where settings.json should be once hung the game at start-up.
TEST(SettingsStore, AFifoInPlaceOfTheFileIsUnreadableAndLeftAlone) {
  const std::filesystem::path dir =
      std::filesystem::temp_directory_path() / ("td-settings-fifo-" + std::to_string(::getpid()));
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  const std::filesystem::path fifo = dir / "settings.json";
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
  ::testing::internal::CaptureStderr();
  const SettingsLoad load = loadSettings(fifo);
  ::testing::internal::GetCapturedStderr();
  EXPECT_EQ(load.status, StoreStatus::Unreadable);
  EXPECT_FALSE(load.mayWrite);
  EXPECT_EQ(std::filesystem::status(fifo).type(), std::filesystem::file_type::fifo);
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace td::persist

namespace td::persist {
namespace {

using SettingsLimits = test::PersistTest;

// Far fewer bytes than the size limit can hold far more values than any
// settings file: no document is built for them, and the file is set aside
// as damaged like any other that is not ours.
TEST_F(SettingsLimits, MoreValuesThanAStoreHoldsIsDamaged) {
  const std::filesystem::path file = dir_ / "settings.json";
  std::string text = R"({"format": "td-settings", "version": 1, "junk": [)";
  for (size_t i = 0; i < kStoreJsonLimits.maxValues; ++i) text += "0,";
  text += "0]}";
  ASSERT_LT(text.size(), kStoreJsonLimits.maxBytes);
  writeText(file, text);
  ::testing::internal::CaptureStderr();
  const SettingsLoad load = loadSettings(file);
  const std::string said = ::testing::internal::GetCapturedStderr();
  EXPECT_EQ(load.status, StoreStatus::Damaged);
  EXPECT_NE(said.find("more than 200000 values"), std::string::npos) << said;
  EXPECT_EQ(load.settings, Settings{});
}

}  // namespace
}  // namespace td::persist
