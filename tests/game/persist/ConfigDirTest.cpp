#include <gtest/gtest.h>

#include "game/persist/ConfigDir.h"
#include "io/store/Progress.h"
#include "io/store/Settings.h"
#include "tests/io/store/StoreTestSupport.h"

namespace td::persist {
namespace {

using test::PersistTest;
using test::ScopedEnv;

using ConfigDir = PersistTest;

TEST_F(ConfigDir, XdgConfigHomeIsHonoured) {
  ScopedEnv xdg("XDG_CONFIG_HOME", dir_.c_str());
  EXPECT_EQ(configDir(), dir_ / "tower-defence");
  EXPECT_EQ(settingsFile(), dir_ / "tower-defence" / "settings.json");
  EXPECT_EQ(progressFile(), dir_ / "tower-defence" / "progress.json");
}

TEST_F(ConfigDir, WithoutXdgConfigHomeItIsUnderHome) {
  ScopedEnv xdg("XDG_CONFIG_HOME", nullptr);
  ScopedEnv home("HOME", dir_.c_str());
  EXPECT_EQ(configDir(), dir_ / ".config" / "tower-defence");
}

TEST_F(ConfigDir, ARelativeOrEmptyXdgConfigHomeIsIgnored) {
  ScopedEnv home("HOME", dir_.c_str());
  {
    ScopedEnv xdg("XDG_CONFIG_HOME", "relative/config");
    EXPECT_EQ(configDir(), dir_ / ".config" / "tower-defence");
  }
  ScopedEnv xdg("XDG_CONFIG_HOME", "");
  EXPECT_EQ(configDir(), dir_ / ".config" / "tower-defence");
}

TEST_F(ConfigDir, WithoutHomeTheUserDatabaseIsAsked) {
  ScopedEnv xdg("XDG_CONFIG_HOME", nullptr);
  ScopedEnv home("HOME", nullptr);
  const std::filesystem::path dir = configDir();
  // Every account has a home folder entry, even if it is "/".
  ASSERT_FALSE(dir.empty());
  EXPECT_TRUE(dir.is_absolute());
  EXPECT_EQ(dir.filename(), "tower-defence");
}

TEST_F(ConfigDir, SavingThroughXdgConfigHomeCreatesTheFolder) {
  ScopedEnv xdg("XDG_CONFIG_HOME", (dir_ / "fresh" / "config").c_str());
  ASSERT_FALSE(std::filesystem::exists(dir_ / "fresh"));
  Settings settings;
  settings.fullscreen = true;
  ASSERT_TRUE(saveSettings(settingsFile(), settings).ok);
  EXPECT_TRUE(std::filesystem::is_regular_file(dir_ / "fresh" / "config" / "tower-defence" / "settings.json"));
  EXPECT_EQ(loadSettings(settingsFile()).settings, settings);
}

}  // namespace
}  // namespace td::persist
