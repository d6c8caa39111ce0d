#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <random>
#include <utility>
#include <vector>

#include "engine/sim/SpatialGrid.h"

namespace td {
namespace {

struct Item {
  uint32_t id;
  Vec2 p;
};

// What a query must visit, worked out the plain way: every item whose bucket
// (floor of the position over the bucket size, clamped to the map) lies in
// the query's box of buckets, ordered by bucket index and then by the order
// the items were added.
std::vector<uint32_t> expectedVisits(const std::vector<Item>& items, int32_t columns, int32_t rows, float bucket,
                                     Vec2 centre, float radius) {
  auto column = [&](float x) { return std::clamp(static_cast<int32_t>(std::floor(x / bucket)), 0, columns - 1); };
  auto row = [&](float y) { return std::clamp(static_cast<int32_t>(std::floor(y / bucket)), 0, rows - 1); };
  const int32_t x0 = column(centre.x - radius);
  const int32_t x1 = column(centre.x + radius);
  const int32_t y0 = row(centre.y - radius);
  const int32_t y1 = row(centre.y + radius);
  std::vector<std::pair<int32_t, size_t>> keyed;
  for (size_t k = 0; k < items.size(); ++k) {
    const int32_t x = column(items[k].p.x);
    const int32_t y = row(items[k].p.y);
    if (x >= x0 && x <= x1 && y >= y0 && y <= y1) keyed.emplace_back(y * columns + x, k);
  }
  std::sort(keyed.begin(), keyed.end());
  std::vector<uint32_t> ids;
  for (const auto& [bucketIndex, k] : keyed) ids.push_back(items[k].id);
  return ids;
}

// Crowds from empty to denser than the buckets, built one after another in the
// same index (so the buckets a crowd filled must be emptied for the next, and a
// crowd of the same size must not pass for the last one), with positions on and
// off the map: every query visits what the plain rule says, in its order. Small
// crowds take the sorted path, large ones the scan.
TEST(SpatialGrid, QueriesVisitTheItemsOfTheirBucketsInBucketThenInsertionOrder) {
  constexpr float kWidth = 64.0f;
  constexpr float kHeight = 48.0f;
  constexpr float kBucket = 2.0f;
  constexpr int32_t kColumns = 32;
  constexpr int32_t kRows = 24;
  SpatialGrid grid;
  grid.configure(kWidth, kHeight, kBucket);
  std::mt19937 rng(7);
  std::uniform_real_distribution<float> x(-3.0f, kWidth + 3.0f);
  std::uniform_real_distribution<float> y(-3.0f, kHeight + 3.0f);
  std::uniform_real_distribution<float> radius(0.0f, 9.0f);
  for (const size_t crowd : {0u, 1u, 5u, 40u, 40u, 95u, 96u, 97u, 300u, 2000u, 3u, 0u, 60u}) {
    std::vector<Item> items;
    for (size_t k = 0; k < crowd; ++k) {
      // Some items share a spot, so buckets hold several.
      const Vec2 p = k % 4 == 3 ? items[k - 1].p : Vec2{x(rng), y(rng)};
      items.push_back({static_cast<uint32_t>(1000 + k * 3), p});
    }
    // The crowd as made, then the same again (a build with nothing changed),
    // then with one item moved across the map, then with two items' ids
    // swapped where they stand (the same buckets, other ids).
    for (int pass = 0; pass < 4; ++pass) {
      if (pass == 2 && !items.empty()) items[items.size() / 2].p = {x(rng), y(rng)};
      if (pass == 3 && items.size() >= 2) std::swap(items.front().id, items.back().id);
      grid.clear();
      for (const Item& item : items) grid.add(item.id, item.p);
      grid.build();
      ASSERT_EQ(grid.size(), crowd);
      for (int q = 0; q < 40; ++q) {
        const Vec2 centre{x(rng), y(rng)};
        const float r = radius(rng);
        std::vector<uint32_t> visited;
        grid.query(centre, r, [&](uint32_t id) { visited.push_back(id); });
        ASSERT_EQ(visited, expectedVisits(items, kColumns, kRows, kBucket, centre, r))
            << "crowd " << crowd << ", pass " << pass << ", query " << q;
      }
    }
  }
}

// A copy answers as the original does, and so does an index configured again
// for the same map and given the same items (nothing of the last build may
// pass for this one).
TEST(SpatialGrid, CopiesAndReconfiguredIndicesAnswerAlike) {
  SpatialGrid grid;
  grid.configure(30.0f, 20.0f, 2.0f);
  const std::vector<Item> items{{7, {3.5f, 4.0f}}, {2, {3.9f, 4.2f}}, {9, {20.0f, 11.0f}}, {4, {-1.0f, 25.0f}}};
  for (const Item& item : items) grid.add(item.id, item.p);
  grid.build();
  auto visits = [](const SpatialGrid& g, Vec2 centre, float radius) {
    std::vector<uint32_t> ids;
    g.query(centre, radius, [&](uint32_t id) { ids.push_back(id); });
    return ids;
  };
  const std::vector<uint32_t> near = visits(grid, {4.0f, 4.0f}, 1.0f);
  EXPECT_EQ(near, (std::vector<uint32_t>{7, 2}));
  EXPECT_EQ(visits(grid, {0.0f, 19.0f}, 0.5f), std::vector<uint32_t>{4});  // off the map, clamped to its corner

  const SpatialGrid copy = grid;
  EXPECT_EQ(visits(copy, {4.0f, 4.0f}, 1.0f), near);
  EXPECT_EQ(visits(copy, {20.0f, 11.0f}, 30.0f), visits(grid, {20.0f, 11.0f}, 30.0f));

  grid.configure(30.0f, 20.0f, 2.0f);
  EXPECT_TRUE(visits(grid, {4.0f, 4.0f}, 1.0f).empty());  // configured again: empty until built
  grid.clear();
  for (const Item& item : items) grid.add(item.id, item.p);
  grid.build();
  EXPECT_EQ(visits(grid, {4.0f, 4.0f}, 1.0f), near);
  EXPECT_EQ(visits(copy, {4.0f, 4.0f}, 1.0f), near);
}

}  // namespace
}  // namespace td
