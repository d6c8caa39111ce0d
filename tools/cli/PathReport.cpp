#include "tools/cli/PathReport.h"

#include <algorithm>
#include <cstdio>
#include <iomanip>
#include <string>
#include <vector>

#include "io/JsonOut.h"

namespace td::cli {

PathSummary summarize(std::span<const ScenarioOutcome> outcomes) {
  PathSummary s;
  s.scenarios = outcomes.size();
  if (outcomes.empty()) return s;
  std::vector<double> times;
  times.reserve(outcomes.size());
  double totalUs = 0.0;
  double totalWork = 0.0;
  double referenceUs = 0.0;
  double referenceWork = 0.0;
  double turns = 0.0;
  double referenceTurns = 0.0;
  size_t compared = 0;
  for (const ScenarioOutcome& o : outcomes) {
    referenceUs += o.referenceMicros;
    referenceWork += static_cast<double>(o.referenceWork);
    if (o.solved) turns += o.turns;
    if (o.solved && o.referenceLength > 0.0) {
      ++compared;
      referenceTurns += o.referenceTurns;
      const double excess = o.length - o.referenceLength;
      const double ratio = o.length / o.referenceLength;
      s.meanExcess += excess;
      s.maxExcess = std::max(s.maxExcess, excess);
      s.meanRatio += ratio;
      s.maxRatio = std::max(s.maxRatio, ratio);
    }
    if (o.solved) ++s.solved;
    if (o.badRoute) ++s.badRoutes;
    if (o.mismatch) ++s.mismatches;
    if (o.solved) s.maxAbsError = std::max(s.maxAbsError, o.error);
    times.push_back(o.micros);
    totalUs += o.micros;
    totalWork += static_cast<double>(o.work);
    s.maxUs = std::max(s.maxUs, o.micros);
  }
  const double n = static_cast<double>(outcomes.size());
  s.meanUs = totalUs / n;
  s.totalMs = totalUs / 1000.0;
  s.meanWork = totalWork / n;
  s.meanTurns = s.solved > 0 ? turns / static_cast<double>(s.solved) : 0.0;
  if (compared > 0) {
    const double c = static_cast<double>(compared);
    s.meanExcess /= c;
    s.meanRatio /= c;
    s.referenceMeanTurns = referenceTurns / c;
  }
  s.referenceMeanUs = referenceUs / n;
  s.referenceMeanWork = referenceWork / n;
  s.referenceTotalMs = referenceUs / 1000.0;
  s.speedup = totalUs > 0.0 && referenceUs > 0.0 ? referenceUs / totalUs : 0.0;
  std::sort(times.begin(), times.end());
  const size_t mid = times.size() / 2;
  s.medianUs = times.size() % 2 == 1 ? times[mid] : (times[mid - 1] + times[mid]) / 2.0;
  return s;
}

namespace {

constexpr size_t kMaxBands = 10;
constexpr size_t kMaxListedInTable = 10;
constexpr size_t kMaxListedInJson = 20;

struct Band {
  int32_t firstBucket = 0;
  int32_t lastBucket = 0;
  std::vector<ScenarioOutcome> outcomes;
};

// Buckets group scenarios by optimal length; a few bands of them show how
// time grows with route length without printing a row per bucket.
std::vector<Band> bands(const PathReport& r) {
  int32_t maxBucket = 0;
  for (const MovingAiScenario& s : r.scenarios) maxBucket = std::max(maxBucket, s.bucket);
  const int32_t perBand = maxBucket / static_cast<int32_t>(kMaxBands) + 1;
  std::vector<Band> all(static_cast<size_t>(maxBucket / perBand + 1));
  for (size_t b = 0; b < all.size(); ++b) {
    all[b].firstBucket = static_cast<int32_t>(b) * perBand;
    all[b].lastBucket = std::min(maxBucket, all[b].firstBucket + perBand - 1);
  }
  for (size_t i = 0; i < r.scenarios.size(); ++i) {
    all[static_cast<size_t>(r.scenarios[i].bucket / perBand)].outcomes.push_back(r.outcomes[i]);
  }
  std::erase_if(all, [](const Band& b) { return b.outcomes.empty(); });
  return all;
}

std::string_view failureReason(const ScenarioOutcome& o) {
  if (o.badRoute) return "bad route";
  if (!o.solved) return "unsolved";
  return "mismatch";
}

std::vector<size_t> failures(const PathReport& r, size_t limit) {
  std::vector<size_t> listed;
  for (size_t i = 0; i < r.outcomes.size() && listed.size() < limit; ++i) {
    if (!r.outcomes[i].solved || r.outcomes[i].mismatch) listed.push_back(i);
  }
  return listed;
}

std::string_view referenceText(const PathReport& r) {
  if (r.algo == PathAlgo::Bfs4) {
    return "4-connected length must lie in [optimal, sqrt(2) x optimal]; "
           "the file's optimum is 8-connected, so it is a bound, not a match";
  }
  if (r.algo == PathAlgo::Backtrack) return "length must be at least the optimal length; excess against plain A*";
  if (r.algo == PathAlgo::Quadtree) {
    return "length must be at least the optimal length; excess, leaves against cells and speed-up against plain A*";
  }
  if (r.search == PathAlgo::Jps)
    return "length must match the optimal length of the scenario file; speed-up against plain A*";
  if (r.tuning.weight > 1.0) return "length must lie in [optimal, weight x optimal]; speed-up against plain A*";
  if (r.tuning.turnPenalty && *r.tuning.turnPenalty > 0.0) {
    return "length at least optimal, length + penalty x turns at most plain A*'s";
  }
  if (r.tuning.turnPenalty) return "length must match the optimal length, with no more turns than plain A*";
  return "length must match the optimal length of the scenario file";
}

std::string algoText(const PathReport& r) {
  std::string text(pathAlgoName(r.algo));
  if (r.search != r.algo) text += ", ran " + std::string(pathAlgoName(r.search)) + " (chosen for this map)";
  char buffer[64];
  if (r.tuning.weight != 1.0) {
    std::snprintf(buffer, sizeof buffer, ", weight %g", r.tuning.weight);
    text += buffer;
  }
  if (r.tuning.turnPenalty) {
    std::snprintf(buffer, sizeof buffer, ", turn penalty %g", *r.tuning.turnPenalty);
    text += buffer;
  }
  if (r.algo == PathAlgo::Quadtree) text += ", leaf cost " + std::string(leafCostName(r.tuning.leafCost));
  return text;
}

std::string formatted(const char* format, double value) {
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, format, value);
  return buffer;
}

void writeRow(std::ostream& out, const std::string& label, const PathSummary& s) {
  out << std::left << std::setw(12) << label << std::right << std::setw(10) << s.scenarios << std::setw(8) << s.solved
      << std::setw(12) << s.mismatches << std::setw(15) << formatted("%.3g", s.maxAbsError) << std::setw(11)
      << formatted("%.2f", s.meanUs) << std::setw(11) << formatted("%.2f", s.medianUs) << '\n';
}

}  // namespace

void writeTable(std::ostream& out, const PathReport& r) {
  const PathSummary& total = r.summary;
  out << "map        " << r.mapPath << " (" << r.map->width << " x " << r.map->height << ")\n"
      << "scenarios  " << r.scenarioPath << '\n'
      << "algo       " << algoText(r) << " (" << referenceText(r) << ")\n\n";
  out << std::left << std::setw(12) << "buckets" << std::right << std::setw(10) << "scenarios" << std::setw(8)
      << "solved" << std::setw(12) << "mismatches" << std::setw(15) << "max_abs_error" << std::setw(11) << "mean_us"
      << std::setw(11) << "median_us" << '\n';
  for (const Band& b : bands(r)) {
    const std::string label = b.firstBucket == b.lastBucket
                                  ? std::to_string(b.firstBucket)
                                  : std::to_string(b.firstBucket) + "-" + std::to_string(b.lastBucket);
    writeRow(out, label, summarize(b.outcomes));
  }
  writeRow(out, "total", total);
  if (total.badRoutes > 0) out << "\nroutes that are not chains of legal moves: " << total.badRoutes << '\n';
  if (comparesWithAStar(r.search, r.tuning)) {
    out << "\nagainst plain A* on the same queries (mean_us " << formatted("%.2f", total.referenceMeanUs) << "):\n"
        << "  excess length   mean " << formatted("%.4g", total.meanExcess) << " cells, largest "
        << formatted("%.4g", total.maxExcess) << " cells\n"
        << "  suboptimality   mean " << formatted("%.6f", total.meanRatio) << ", largest "
        << formatted("%.6f", total.maxRatio) << '\n'
        << "  turns           mean " << formatted("%.3f", total.meanTurns) << ", plain A* "
        << formatted("%.3f", total.referenceMeanTurns) << '\n'
        << "  speed-up        " << formatted("%.3f", total.speedup) << "x (plain A* time / this search's)\n";
  }
  if (r.algo == PathAlgo::Quadtree) {
    out << "  expanded        mean " << formatted("%.1f", total.meanWork) << " leaves, plain A* "
        << formatted("%.1f", total.referenceMeanWork) << " cells\n"
        << "quadtree         " << r.setup.leaves << " leaves, " << r.setup.passableLeaves << " passable, built in "
        << formatted("%.3f", r.setup.buildMs) << " ms\n";
  }

  const std::vector<size_t> listed = failures(r, kMaxListedInTable);
  if (!listed.empty()) out << "\nfirst failures:\n";
  for (size_t i : listed) {
    const MovingAiScenario& s = r.scenarios[i];
    const ScenarioOutcome& o = r.outcomes[i];
    out << "  " << r.scenarioPath << ':' << s.line << ": (" << s.start.x << ',' << s.start.y << ") -> (" << s.goal.x
        << ',' << s.goal.y << ") optimal " << formatted("%.8g", s.optimal) << ", " << failureReason(o);
    if (o.solved) out << ": length " << formatted("%.8g", o.length) << ", error " << formatted("%.3g", o.error);
    out << '\n';
  }
  out << '\n'
      << (total.passed() && withinWeightBound(r) ? "OK: " : "FAILED: ") << total.solved << " of " << total.scenarios
      << " solved, " << total.mismatches << " mismatches\n";
}

namespace {

// [x, y]
template <class Point>
JsonOut cellJson(const Point& p) {
  JsonOut xy = JsonOut::array();
  xy.push(p.x).push(p.y);
  return xy;
}

}  // namespace

void writeJson(std::ostream& out, const PathReport& r) {
  const PathSummary& total = r.summary;
  JsonOut j = JsonOut::object();
  j.set("map", r.mapPath);
  j.set("scen", r.scenarioPath);
  j.set("algo", pathAlgoName(r.algo));
  j.set("search", pathAlgoName(r.search));
  j.set("connectivity", r.algo == PathAlgo::Bfs4 ? 4 : 8);
  j.set("reference", referenceText(r));
  if (r.tuning.weight != 1.0) j.set("weight", r.tuning.weight);
  if (r.tuning.turnPenalty) j.set("turn_penalty", *r.tuning.turnPenalty);
  j.set("scenarios", total.scenarios);
  j.set("solved", total.solved);
  j.set("bad_routes", total.badRoutes);
  j.set("mismatches", total.mismatches);
  j.set("max_abs_error", total.maxAbsError);
  j.set("mean_us", total.meanUs);
  j.set("median_us", total.medianUs);
  j.set("max_us", total.maxUs);
  j.set("total_ms", total.totalMs);
  // A quadtree search expands leaves, not cells.
  j.set(r.algo == PathAlgo::Quadtree ? "mean_leaves_expanded" : "mean_cells_searched", total.meanWork);
  j.set("mean_turns", total.meanTurns);
  if (comparesWithAStar(r.search, r.tuning)) {
    j.set("mean_excess", total.meanExcess);
    j.set("max_excess", total.maxExcess);
    j.set("mean_suboptimality", total.meanRatio);
    j.set("max_suboptimality", total.maxRatio);
    j.set("astar_mean_turns", total.referenceMeanTurns);
    j.set("astar_mean_us", total.referenceMeanUs);
    j.set("astar_mean_cells_searched", total.referenceMeanWork);
    j.set("astar_total_ms", total.referenceTotalMs);
    j.set("speedup", total.speedup);
  }
  if (r.algo == PathAlgo::Quadtree) {
    j.set("leaf_cost", leafCostName(r.tuning.leafCost));
    j.set("quadtree_leaves", r.setup.leaves);
    j.set("quadtree_passable_leaves", r.setup.passableLeaves);
    j.set("quadtree_build_ms", r.setup.buildMs);
  }
  j.set("passed", total.passed() && withinWeightBound(r));

  JsonOut bandList = JsonOut::array();
  for (const Band& b : bands(r)) {
    const PathSummary s = summarize(b.outcomes);
    JsonOut band = JsonOut::object();
    band.set("first_bucket", b.firstBucket)
        .set("last_bucket", b.lastBucket)
        .set("scenarios", s.scenarios)
        .set("solved", s.solved)
        .set("mismatches", s.mismatches)
        .set("max_abs_error", s.maxAbsError)
        .set("mean_us", s.meanUs)
        .set("median_us", s.medianUs);
    bandList.push(std::move(band));
  }
  j.set("buckets", std::move(bandList));

  JsonOut failureList = JsonOut::array();
  for (size_t i : failures(r, kMaxListedInJson)) {
    const MovingAiScenario& s = r.scenarios[i];
    const ScenarioOutcome& o = r.outcomes[i];
    JsonOut f = JsonOut::object();
    f.set("line", s.line)
        .set("bucket", s.bucket)
        .set("start", cellJson(s.start))
        .set("goal", cellJson(s.goal))
        .set("optimal", s.optimal)
        .set("reason", failureReason(o));
    if (o.solved) f.set("length", o.length).set("error", o.error);
    failureList.push(std::move(f));
  }
  j.set("failures", std::move(failureList));
  out << j.dump(2) << '\n';
}

bool withinWeightBound(const PathReport& r) {
  return r.tuning.weight <= 1.0 || r.summary.maxRatio <= r.tuning.weight * (1.0 + 1e-5);
}

}  // namespace td::cli
