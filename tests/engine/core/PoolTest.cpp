#include <gtest/gtest.h>

#include "engine/core/Pool.h"

namespace td {
namespace {

struct Thing {
  int value = 0;
};

TEST(Pool, StaleHandlesResolveToNothing) {
  Pool<Thing> pool;
  const auto a = pool.create({1});
  const auto b = pool.create({2});
  EXPECT_EQ(pool.get(a)->value, 1);
  pool.destroy(a);
  EXPECT_EQ(pool.get(a), nullptr);
  const auto c = pool.create({3});  // reuses a's slot with a new generation
  EXPECT_EQ(c.index, a.index);
  EXPECT_NE(c.generation, a.generation);
  EXPECT_EQ(pool.get(a), nullptr);
  EXPECT_EQ(pool.get(c)->value, 3);
  EXPECT_EQ(pool.get(b)->value, 2);
  EXPECT_EQ(pool.count(), 2u);
  pool.destroy(a);  // destroying a stale handle changes nothing
  EXPECT_EQ(pool.count(), 2u);
  EXPECT_FALSE(pool.contains(Pool<Thing>::Id{}));
}

TEST(Pool, ReservedPoolDoesNotMoveItsItems) {
  Pool<Thing> pool;
  pool.reserve(100);
  const auto first = pool.create({7});
  const Thing* where = pool.get(first);
  for (int i = 0; i < 99; ++i) pool.create({i});
  EXPECT_EQ(pool.get(first), where);
}

}  // namespace
}  // namespace td
