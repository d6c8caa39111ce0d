#include <gtest/gtest.h>

#include "game/input/PadMapping.h"

namespace td {
namespace {

TEST(PadMapping, TheCommonLayoutConfirmsSouthAndCancelsEast) {
  const PadMapping m = PadMapping::common();
  EXPECT_EQ(m.commandOf(0), PadCommand::Confirm);
  EXPECT_EQ(m.commandOf(1), PadCommand::Cancel);
  EXPECT_FALSE(m.commandOf(8));   // the guide button
  EXPECT_FALSE(m.commandOf(40));  // past the layout
  EXPECT_EQ(m.buttonOf(PadCommand::Pause), 7u);
  // Every command a button can give has one.
  for (const PadCommandWords& w : kPadButtonCommands) EXPECT_TRUE(m.buttonOf(w.command)) << w.id;
  EXPECT_TRUE(m.stored().empty());
}

TEST(PadMapping, MovingACommandSwapsItWithTheButtonsOldOne) {
  PadMapping m = PadMapping::common();
  ASSERT_TRUE(m.bind(PadCommand::Confirm, 1));
  EXPECT_EQ(m.commandOf(1), PadCommand::Confirm);
  EXPECT_EQ(m.commandOf(0), PadCommand::Cancel);  // no command lost
  ASSERT_TRUE(m.bind(PadCommand::Sell, 12));      // an unused button: the old one falls idle
  EXPECT_EQ(m.buttonOf(PadCommand::Sell), 12u);
  EXPECT_FALSE(m.commandOf(3));
  EXPECT_FALSE(m.bind(PadCommand::Sell, PadMapping::kButtons));
}

TEST(PadMapping, TheStoredFormHoldsTheChangesAndLoadsBack) {
  PadMapping m = PadMapping::common();
  m.bind(PadCommand::Confirm, 1);
  const PadMapping::Stored stored = m.stored();
  EXPECT_EQ(stored, (PadMapping::Stored{{"cancel", 0}, {"confirm", 1}}));
  EXPECT_EQ(PadMapping::load(stored), m);
  // What this version does not know is skipped.
  EXPECT_EQ(PadMapping::load({{"jump", 2}, {"confirm", 99}}), PadMapping::common());
}

}  // namespace
}  // namespace td
