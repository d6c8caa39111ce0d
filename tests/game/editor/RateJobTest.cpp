#include <gtest/gtest.h>

#include <chrono>
#include <thread>

#include "game/editor/RateJob.h"
#include "tests/engine/support/TestDefs.h"

namespace td::editorui {
namespace {

const std::vector<std::string> kField = {
    "............",
    "S...........",
    "...........G",
    "............",
};

LevelDef fieldLevel() {
  return test::testLevel(kField, {test::wave("normal", 8, 0.8f, 5), test::wave("fast", 8, 0.6f, 5)}, 100, 5);
}

// Polls as the editor does once a frame, for at most `seconds`.
bool waitFor(RateJob& job, double seconds) {
  const auto until = std::chrono::steady_clock::now() + std::chrono::duration<double>(seconds);
  while (std::chrono::steady_clock::now() < until) {
    if (job.poll()) return true;
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  return false;
}

TEST(RateJob, RatesInTheBackgroundAndHandsOverTheResult) {
  const GameDefs defs = test::testDefs();
  RateJob job;
  EXPECT_FALSE(job.running());
  job.start(fieldLevel(), defs, 1.0, 42);
  ASSERT_TRUE(waitFor(job, 120.0));
  EXPECT_FALSE(job.running());
  ASSERT_TRUE(job.result().has_value());
  EXPECT_TRUE(job.result()->won);
  EXPECT_FALSE(job.result()->actions.empty());
  EXPECT_EQ(job.resultRevision(), 42u);
  EXPECT_FLOAT_EQ(job.progress() > 0.f ? 1.f : 0.f, 1.f);
  EXPECT_FALSE(job.poll());  // handed over once
}

TEST(RateJob, AFirstPlayJobIsTheFirstPlayRating) {
  const GameDefs defs = test::testDefs();
  RateJob job;
  job.start(fieldLevel(), defs, 1.0, 7, true);
  ASSERT_TRUE(waitFor(job, 120.0));
  ASSERT_TRUE(job.result().has_value());
  EXPECT_TRUE(job.resultFirstPlay());
  RateOptions options;
  options.budgetSeconds = 1.0;
  options.firstPlay = true;
  const LevelRating direct = rateLevel(fieldLevel(), defs, options);
  EXPECT_EQ(job.result()->minGold, direct.minGold);
  EXPECT_EQ(job.result()->actions.size(), direct.actions.size());
  EXPECT_EQ(job.result()->ticksSimulated, direct.ticksSimulated);

  job.start(fieldLevel(), defs, 1.0, 8);
  ASSERT_TRUE(waitFor(job, 120.0));
  EXPECT_FALSE(job.resultFirstPlay());
}

TEST(RateJob, ACancelledRatingComesBackCancelled) {
  const GameDefs defs = test::testDefs();
  RateJob job;
  job.start(fieldLevel(), defs, 600.0, 1);
  job.cancel();
  ASSERT_TRUE(waitFor(job, 120.0));
  ASSERT_TRUE(job.result().has_value());
  EXPECT_TRUE(job.result()->cancelled);
}

TEST(RateJob, StartingAgainReplacesTheRatingUnderWay) {
  const GameDefs defs = test::testDefs();
  RateJob job;
  job.start(fieldLevel(), defs, 600.0, 1);
  job.start(fieldLevel(), defs, 1.0, 2);
  ASSERT_TRUE(waitFor(job, 120.0));
  EXPECT_EQ(job.resultRevision(), 2u);
  EXPECT_FALSE(job.result()->cancelled);
}

// Another level in the editor (Ctrl+N, Open): the old level's rating, done or under way, is gone.
TEST(RateJob, ForgettingDropsTheResultAndTheRatingUnderWay) {
  const GameDefs defs = test::testDefs();
  RateJob job;
  job.start(fieldLevel(), defs, 1.0, 3);
  ASSERT_TRUE(waitFor(job, 120.0));
  ASSERT_TRUE(job.result().has_value());
  job.forget();
  EXPECT_FALSE(job.result().has_value());
  job.start(fieldLevel(), defs, 600.0, 4);
  job.forget();
  EXPECT_FALSE(job.running());
  EXPECT_FALSE(job.poll());
  EXPECT_FALSE(job.result().has_value());
}

}  // namespace
}  // namespace td::editorui
