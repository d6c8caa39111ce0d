#include "bench/BoostGridAStar.h"

#include <algorithm>
#include <boost/graph/astar_search.hpp>
#include <boost/graph/compressed_sparse_row_graph.hpp>
#include <cstdlib>
#include <functional>
#include <utility>

namespace td::bench {

namespace {

struct EdgeWeight {
  Distance weight;
};

using Graph = boost::compressed_sparse_row_graph<boost::directedS, boost::no_property, EdgeWeight, boost::no_property,
                                                 uint32_t, uint32_t>;
using Vertex = uint32_t;

// Everything the search keeps per vertex, in one record so that one stamp
// check makes all of it valid for the current search.
struct VertexState {
  uint32_t stamp;
  Vertex pred;
  Distance g;
  Distance f;
  boost::default_color_type color;
};

struct LazyStates {
  std::vector<VertexState> states;
  uint32_t stamp = 0;

  VertexState& at(Vertex v) {
    VertexState& s = states[v];
    if (s.stamp != stamp) s = VertexState{stamp, v, kUnreachable, kUnreachable, boost::white_color};
    return s;
  }

  void nextSearch() {
    if (++stamp == 0) {
      for (VertexState& s : states) s.stamp = 0;
      stamp = 1;
    }
  }
};

// A read/write property map onto one field of the lazily reset records.
template <typename T, T VertexState::*Field>
struct StateMap {
  using key_type = Vertex;
  using value_type = T;
  using reference = T&;
  using category = boost::read_write_property_map_tag;
  LazyStates* states;
};

template <typename T, T VertexState::*Field>
T get(const StateMap<T, Field>& map, Vertex v) {
  return map.states->at(v).*Field;
}

template <typename T, T VertexState::*Field>
void put(const StateMap<T, Field>& map, Vertex v, T value) {
  map.states->at(v).*Field = value;
}

using PredMap = StateMap<Vertex, &VertexState::pred>;
using GMap = StateMap<Distance, &VertexState::g>;
using FMap = StateMap<Distance, &VertexState::f>;
using ColorMap = StateMap<boost::default_color_type, &VertexState::color>;

// The same octile estimate as td::AStar: exact on an open grid of the
// cheapest terrain, so admissible and consistent.
struct OctileHeuristic {
  const std::vector<Cell>* cells;
  Cell goal;
  Distance scale;

  Distance operator()(Vertex v) const {
    const Cell c = (*cells)[v];
    const auto dx = static_cast<Distance>(std::abs(c.x - goal.x));
    const auto dy = static_cast<Distance>(std::abs(c.y - goal.y));
    const Distance diagonal = std::min(dx, dy);
    const Distance straight = std::max(dx, dy) - diagonal;
    return scale * (diagonal * kDiagonalUnit + straight * kOrthogonalUnit);
  }
};

struct GoalReached {};

// Boost's documented way to end a search early is to throw from the visitor.
// It also counts expansions, to compare search effort with td::AStar.
struct StopAtGoal : boost::default_astar_visitor {
  Vertex goal;
  uint32_t* expanded;

  StopAtGoal(Vertex g, uint32_t* counter) : goal(g), expanded(counter) {}
  void examine_vertex(Vertex u, const Graph&) const {
    ++*expanded;
    if (u == goal) throw GoalReached{};
  }
};

constexpr Vertex kNoVertex = 0xFFFFFFFFu;

}  // namespace

struct BoostGridAStar::Impl {
  Graph graph;
  std::vector<Cell> cells;       // per vertex
  std::vector<Vertex> vertexOf;  // per padded grid index, kNoVertex when impassable
  int32_t width = 0;
  int32_t height = 0;
  Distance scale = 1;
  LazyStates states;
  uint32_t expanded = 0;
};

BoostGridAStar::BoostGridAStar(const Grid& grid) : impl_(std::make_unique<Impl>()) {
  Impl& m = *impl_;
  m.width = grid.width();
  m.height = grid.height();
  m.scale = std::max<Distance>(grid.minCost(), 1);
  m.vertexOf.assign(grid.paddedSize(), kNoVertex);
  for (int32_t y = 0; y < grid.height(); ++y) {
    for (int32_t x = 0; x < grid.width(); ++x) {
      if (!grid.passable(Cell{x, y})) continue;
      m.vertexOf[grid.index(Cell{x, y})] = static_cast<Vertex>(m.cells.size());
      m.cells.push_back(Cell{x, y});
    }
  }

  // Sources come out in increasing order, so the sorted-edges constructor
  // can fill the rows in one pass.
  std::vector<std::pair<Vertex, Vertex>> edges;
  std::vector<EdgeWeight> weights;
  edges.reserve(m.cells.size() * 8);
  weights.reserve(m.cells.size() * 8);
  const uint8_t* cost = grid.costs();
  for (Vertex v = 0; v < m.cells.size(); ++v) {
    const uint32_t from = grid.index(m.cells[v]);
    for (int d = 0; d < kDirectionCount; ++d) {
      const auto dir = static_cast<Direction>(d);
      if (!grid.canStep(from, dir)) continue;
      const auto to = static_cast<uint32_t>(static_cast<int32_t>(from) + grid.offset(dir));
      edges.emplace_back(v, m.vertexOf[to]);
      weights.push_back(EdgeWeight{stepUnit(dir) * cost[to]});
    }
  }
  m.graph = Graph(boost::edges_are_sorted, edges.begin(), edges.end(), weights.begin(),
                  static_cast<uint32_t>(m.cells.size()));
  m.states.states.assign(m.cells.size(), VertexState{0, 0, kUnreachable, kUnreachable, boost::white_color});
}

BoostGridAStar::~BoostGridAStar() = default;

uint32_t BoostGridAStar::lastExpanded() const { return impl_->expanded; }

uint32_t BoostGridAStar::vertexCount() const { return static_cast<uint32_t>(num_vertices(impl_->graph)); }

uint64_t BoostGridAStar::edgeCount() const { return num_edges(impl_->graph); }

Distance BoostGridAStar::find(Cell start, Cell goal, std::vector<Cell>& path) {
  Impl& m = *impl_;
  path.clear();
  m.expanded = 0;
  const auto vertexAt = [&](Cell c) {
    if (c.x < 0 || c.y < 0 || c.x >= m.width || c.y >= m.height) return kNoVertex;
    return m.vertexOf[static_cast<size_t>((c.y + 1) * (m.width + 2) + c.x + 1)];
  };
  const Vertex s = vertexAt(start);
  const Vertex t = vertexAt(goal);
  if (s == kNoVertex || t == kNoVertex) return kUnreachable;

  m.states.nextSearch();
  const OctileHeuristic heuristic{&m.cells, goal, m.scale};
  m.states.at(s).g = 0;
  m.states.at(s).f = heuristic(s);
  try {
    boost::astar_search_no_init(m.graph, s, heuristic, StopAtGoal(t, &m.expanded), PredMap{&m.states}, FMap{&m.states},
                                GMap{&m.states}, boost::get(&EdgeWeight::weight, m.graph), ColorMap{&m.states},
                                boost::get(boost::vertex_index, m.graph), std::less<Distance>(), std::plus<Distance>(),
                                kUnreachable, Distance{0});
    return kUnreachable;
  } catch (const GoalReached&) {
  }
  for (Vertex v = t;; v = m.states.at(v).pred) {
    path.push_back(m.cells[v]);
    if (v == s) break;
  }
  std::reverse(path.begin(), path.end());
  return m.states.at(t).g;
}

}  // namespace td::bench
