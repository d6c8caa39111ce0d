#include <gtest/gtest.h>

#include <string>

#include "engine/ai/DecisionTree.h"
#include "tests/engine/support/AllocationCounter.h"

namespace td {
namespace {

struct Probe {
  bool a = false;
  bool b = false;
  bool jobResult = true;
  std::string ran;  // the jobs and asserts evaluated, in order
  int calls = 0;
};

bool testA(Probe& p) {
  p.ran += 'a';
  return p.a;
}
bool testB(Probe& p) {
  p.ran += 'b';
  return p.b;
}
bool jobX(Probe& p) {
  p.ran += 'X';
  return p.jobResult;
}
bool jobY(Probe& p) {
  p.ran += 'Y';
  return true;
}
bool count(Probe& p) {
  ++p.calls;
  return true;
}

// root = FirstSuccess(FirstFail(a, X), FirstFail(b, Y))
DecisionTree<Probe> twoBranches() {
  DecisionTree<Probe> tree;
  const auto left = tree.firstFail({tree.assertion(testA, "a"), tree.job(jobX, "X")});
  const auto right = tree.firstFail({tree.assertion(testB, "b"), tree.job(jobY, "Y")});
  tree.setRoot(tree.firstSuccess({left, right}));
  return tree;
}

TEST(DecisionTree, FirstFailStopsAtTheFirstFailingChild) {
  DecisionTree<Probe> tree = twoBranches();
  Probe p;
  p.a = false;
  p.b = true;
  EXPECT_TRUE(tree.run(p));
  // "a" failed, so X never ran; the second branch did.
  EXPECT_EQ(p.ran, "abY");
  EXPECT_STREQ(tree.name(tree.lastJob()), "Y");
}

TEST(DecisionTree, FirstSuccessStopsAtTheFirstSucceedingChild) {
  DecisionTree<Probe> tree = twoBranches();
  Probe p;
  p.a = true;
  p.b = true;
  EXPECT_TRUE(tree.run(p));
  EXPECT_EQ(p.ran, "aX");
  EXPECT_STREQ(tree.name(tree.lastJob()), "X");
}

TEST(DecisionTree, AFailedJobLetsTheNextBranchTry) {
  DecisionTree<Probe> tree = twoBranches();
  Probe p;
  p.a = true;
  p.b = true;
  p.jobResult = false;
  EXPECT_TRUE(tree.run(p));
  EXPECT_EQ(p.ran, "aXbY");
  EXPECT_STREQ(tree.name(tree.lastJob()), "Y");
}

TEST(DecisionTree, FailsWhenEveryBranchFails) {
  DecisionTree<Probe> tree = twoBranches();
  Probe p;
  EXPECT_FALSE(tree.run(p));
  EXPECT_EQ(p.ran, "ab");
  EXPECT_EQ(tree.lastJob(), DecisionTree<Probe>::kNoNode);
}

TEST(DecisionTree, AnEmptyTreeFails) {
  DecisionTree<Probe> tree;
  Probe p;
  EXPECT_FALSE(tree.run(p));
}

TEST(DecisionTree, ChildrenMustExistBeforeTheirParent) {
  DecisionTree<Probe> tree;
  EXPECT_THROW(tree.firstFail({3}), std::invalid_argument);
}

TEST(DecisionTree, RunningAllocatesNothing) {
  DecisionTree<Probe> tree;
  const auto deep = tree.firstFail({tree.job(count, "1"), tree.job(count, "2"), tree.job(count, "3")});
  tree.setRoot(tree.firstSuccess({tree.firstFail({deep, tree.job(count, "4")})}));
  Probe p;
  const size_t before = test::allocationCount();
  for (int i = 0; i < 1000; ++i) tree.run(p);
  EXPECT_EQ(test::allocationCount(), before);
  EXPECT_EQ(p.calls, 4000);
}

}  // namespace
}  // namespace td
