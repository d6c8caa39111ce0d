#pragma once

#include <cstdint>
#include <initializer_list>
#include <stdexcept>
#include <vector>

namespace td {

// A decision tree of four kinds of node, evaluated from the root every tick:
//   Assert: a test of the context; succeeds when it holds.
//   Job: an action on the context; succeeds when it has dealt with the tick.
//   FirstFail: runs its children in order and stops at the first that fails
//     (a sequence); succeeds when all of them do. "Assert, then Job" is the
//     usual branch: the job runs only when the assertion holds.
//   FirstSuccess: runs its children in order and stops at the first that
//     succeeds (a choice); fails when all of them fail.
// The tree is built once, as flat arrays; running it allocates nothing and
// calls plain functions, so it costs a few indirect calls per tick.
template <class Context>
class DecisionTree {
 public:
  using Test = bool (*)(Context&);
  using NodeId = uint16_t;
  static constexpr NodeId kNoNode = 0xFFFF;

  NodeId assertion(Test test, const char* name) { return add(Kind::Assert, test, name, {}); }
  NodeId job(Test work, const char* name) { return add(Kind::Job, work, name, {}); }
  NodeId firstFail(std::initializer_list<NodeId> children, const char* name = "FirstFail") {
    return add(Kind::FirstFail, nullptr, name, children);
  }
  NodeId firstSuccess(std::initializer_list<NodeId> children, const char* name = "FirstSuccess") {
    return add(Kind::FirstSuccess, nullptr, name, children);
  }
  void setRoot(NodeId root) {
    if (root >= nodes_.size()) throw std::invalid_argument("decision tree root must be built first");
    root_ = root;
  }

  // Evaluates the tree; `lastJob()` then names the job that succeeded last
  // (the one that dealt with the tick), or nothing.
  bool run(Context& context) {
    lastJob_ = kNoNode;
    return root_ != kNoNode && evaluate(root_, context);
  }
  NodeId lastJob() const { return lastJob_; }
  const char* name(NodeId node) const { return node < nodes_.size() ? nodes_[node].name : ""; }
  size_t size() const { return nodes_.size(); }

 private:
  enum class Kind : uint8_t { Assert, Job, FirstFail, FirstSuccess };
  struct Node {
    Kind kind;
    Test fn;
    const char* name;
    uint32_t first;  // into children_
    uint32_t count;
  };

  NodeId add(Kind kind, Test fn, const char* name, std::initializer_list<NodeId> children) {
    if (nodes_.size() >= kNoNode) throw std::length_error("decision tree too large");
    if ((kind == Kind::Assert || kind == Kind::Job) && fn == nullptr) {
      throw std::invalid_argument("decision tree leaf without a function");
    }
    for (NodeId child : children) {
      if (child >= nodes_.size()) throw std::invalid_argument("decision tree child must be built first");
    }
    nodes_.push_back({kind, fn, name, static_cast<uint32_t>(children_.size()), static_cast<uint32_t>(children.size())});
    children_.insert(children_.end(), children.begin(), children.end());
    return static_cast<NodeId>(nodes_.size() - 1);
  }

  bool evaluate(NodeId id, Context& context) {
    const Node& node = nodes_[id];
    switch (node.kind) {
      case Kind::Assert:
        return node.fn(context);
      case Kind::Job:
        if (!node.fn(context)) return false;
        lastJob_ = id;
        return true;
      case Kind::FirstFail:
        for (uint32_t k = 0; k < node.count; ++k) {
          if (!evaluate(children_[node.first + k], context)) return false;
        }
        return true;
      case Kind::FirstSuccess:
        for (uint32_t k = 0; k < node.count; ++k) {
          if (evaluate(children_[node.first + k], context)) return true;
        }
        return false;
    }
    return false;
  }

  std::vector<Node> nodes_;
  std::vector<NodeId> children_;
  NodeId root_ = kNoNode;
  NodeId lastJob_ = kNoNode;
};

}  // namespace td
