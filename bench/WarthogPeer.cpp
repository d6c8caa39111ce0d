// Compiled into td-bench only with TD_BENCH_PEERS=ON (see bench/CMakeLists.txt).
#ifdef TD_BENCH_WARTHOG

#include "bench/WarthogPeer.h"

// Before the peer's headers: jump_point_offline.h uses std::find_if without
// including <algorithm>.
#include <algorithm>
// clang-format off: keep the line above first
#include <jps/jump/jump_point_offline.h>
#include <jps/jump/jump_point_online.h>
#include <jps/search/jps.h>
#include <jps/search/jps_prune_expansion_policy.h>
#include <warthog/domain/gridmap.h>
#include <warthog/heuristic/octile_heuristic.h>
#include <warthog/search/unidirectional_search.h>
#include <warthog/util/pqueue.h>
// clang-format on

#include <cmath>

#include "engine/path/Distance.h"

namespace td::bench {

struct WarthogPeer::Search {
  virtual ~Search() = default;
  virtual PathResult find(Cell start, Cell goal) = 0;
};

namespace {

template <typename Expander>
struct SearchWith final : WarthogPeer::Search {
  explicit SearchWith(const std::string& mapPath)
      : map(mapPath.c_str()),
        expander(&map),
        heuristic(map.width(), map.height()),
        search(&heuristic, &expander, &open) {}

  PathResult find(Cell start, Cell goal) override {
    const warthog::pack_id from = expander.get_pack(start.x, start.y);
    const warthog::pack_id to = expander.get_pack(goal.x, goal.y);
    warthog::search::problem_instance problem(from, to, false);
    warthog::search::search_parameters parameters;
    warthog::search::solution solution;
    search.get_path(&problem, &parameters, &solution);
    PathResult r;
    r.expanded = static_cast<uint32_t>(solution.met_.nodes_expanded_);
    if (solution.path_.empty()) return r;
    r.status = PathStatus::Found;
    r.cost = static_cast<Distance>(
        std::llround(static_cast<double>(solution.sum_of_edge_costs_) * static_cast<double>(kOrthogonalUnit)));
    return r;
  }

  warthog::domain::gridmap map;
  Expander expander;
  warthog::heuristic::octile_heuristic heuristic;
  warthog::util::pqueue_min open;
  warthog::search::unidirectional_search<warthog::heuristic::octile_heuristic, Expander, warthog::util::pqueue_min>
      search;
};

}  // namespace

WarthogPeer::WarthogPeer(const std::string& mapPath, WarthogKind kind) {
  using Online = jps::search::jps_prune_expansion_policy<jps::jump::jump_point_online>;
  using Offline = jps::search::jps_prune_expansion_policy<jps::jump::jump_point_offline<>>;
  if (kind == WarthogKind::Jps2) {
    search_ = std::make_unique<SearchWith<Online>>(mapPath);
  } else {
    search_ = std::make_unique<SearchWith<Offline>>(mapPath);
  }
}

WarthogPeer::~WarthogPeer() = default;

PathResult WarthogPeer::find(Cell start, Cell goal) { return search_->find(start, goal); }

}  // namespace td::bench

#endif
