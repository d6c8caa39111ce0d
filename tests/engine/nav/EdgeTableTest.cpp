#include <gtest/gtest.h>

#include <cstdint>
#include <unordered_map>
#include <vector>

#include "engine/core/Random.h"
#include "engine/nav/EdgeTable.h"

namespace td {
namespace {

// Keys as NavMesh makes them: two different vertices, the lower first.
uint64_t edgeKeyOf(uint32_t a, uint32_t b) { return a < b ? (uint64_t{a} << 32) | b : (uint64_t{b} << 32) | a; }

// Inserts and erases at random, many keys crowding few homes, against a
// plain map: every key stays found after the entries around it move.
TEST(EdgeTable, AgreesWithAMapThroughInsertsAndErases) {
  EdgeTable table;
  std::unordered_map<uint64_t, uint32_t> want;
  Random random(9);
  std::vector<uint64_t> keys;
  for (uint32_t i = 0; i < 3000; ++i) keys.push_back(edgeKeyOf(random.below(200), 200 + random.below(60)));
  for (int step = 0; step < 200000; ++step) {
    const uint64_t key = keys[random.below(static_cast<uint32_t>(keys.size()))];
    if (random.below(3) == 0) {
      table.erase(key);
      want.erase(key);
    } else {
      const uint32_t value = random.next() >> 1;
      uint32_t& slot = table.insert(key);
      const auto it = want.find(key);
      ASSERT_EQ(slot, it == want.end() ? EdgeTable::kNone : it->second);
      slot = value;
      want[key] = value;
    }
    ASSERT_EQ(table.size(), want.size());
    if (step % 1000 == 0) {
      for (const uint64_t k : keys) {
        const auto it = want.find(k);
        ASSERT_EQ(table.find(k), it == want.end() ? EdgeTable::kNone : it->second) << "step " << step;
      }
    }
  }
  for (const uint64_t k : keys) table.erase(k);
  EXPECT_EQ(table.size(), 0u);
  EXPECT_EQ(table.find(keys[0]), EdgeTable::kNone);
}

TEST(EdgeTable, AnEmptyTableFindsNothing) {
  EdgeTable table;
  EXPECT_EQ(table.find(edgeKeyOf(1, 2)), EdgeTable::kNone);
  table.erase(edgeKeyOf(1, 2));
  EXPECT_EQ(table.size(), 0u);
}

}  // namespace
}  // namespace td
