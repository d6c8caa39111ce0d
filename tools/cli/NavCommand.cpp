#include <array>
#include <charconv>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/InputFile.h"
#include "engine/level/LevelGrid.h"
#include "engine/nav/LevelNavMesh.h"
#include "engine/nav/NavQuery.h"
#include "engine/nav/ObjFormat.h"
#include "io/AtomicFile.h"
#include "io/LevelJson.h"
#include "tools/cli/ArgScanner.h"
#include "tools/cli/Command.h"
#include "tools/cli/GameData.h"
#include "tools/cli/ReadGuard.h"
#include "tools/cli/TimeLimit.h"

namespace td::cli {
namespace {

constexpr std::string_view kHelp =
    "usage: td-cli nav build --level FILE.json [-o OUT.obj] [--defs DIR]\n"
    "       td-cli nav path --mesh FILE.obj --queries FILE [--json] [--cost exact|centroids|portals]\n"
    "                       [--snap D] [--max-seconds S]\n"
    "\n"
    "nav build writes the navigation mesh of a level as Wavefront OBJ (to OUT.obj,\n"
    "or standard output): y = 0, x = column, z = row, in cell units, so a cell's\n"
    "corners are at integer coordinates. It covers every point a ground unit may\n"
    "stand on. A summary goes to standard error: rectangles, triangles, vertices\n"
    "and the milliseconds the build took.\n"
    "\n"
    "nav path answers path queries on a mesh. Every line of the queries file that\n"
    "is not blank or a # comment is \"x1 z1 x2 z2\". For each query it prints the\n"
    "status (ok, no_path, outside, not_run past --max-seconds, or unfinished when\n"
    "the portal search passed its own safety bound of 64 triangles a triangle, which\n"
    "no mesh nav build writes reaches), the length and the points, and \"approx\"\n"
    "after ok when the exact search reached its memory bound and the portal search\n"
    "found the path instead; with --json one object\n"
    "with queries, found, approx, mean_us and paths ({status, length, points,\n"
    "and exact: false for those}).\n"
    "\n"
    "  --cost C    how the corridor is found: exact (the default: the shortest\n"
    "              path), centroids or portals (A* over triangles, the classic\n"
    "              costs, which can pick a longer way)\n"
    "  --snap D    a point off the mesh moves to the mesh's nearest point within D\n"
    "  --max-seconds S  answer no more queries once S seconds of wall time have\n"
    "              passed (loading included); the rest are not_run, exit status 3\n"
    "  --defs DIR  the folder of terrains.json, enemies.json and towers.json\n"
    "\n"
    "Limits: a mesh of at most 64 MiB, 1000000 faces and 3000000 vertices (nav\n"
    "build refuses to write a bigger one); a queries file of at most 16 MiB and\n"
    "100000 queries (docs/input-limits.md).\n"
    "\n"
    "Exit status: 0 every query was answered (found, or proved to have no path\n"
    "or to lie outside), 1 otherwise, 2 bad command line or malformed file (the\n"
    "message names file and line), or out of memory while reading one, 3 the\n"
    "time limit of --max-seconds reached.\n";

// Each query keeps its path until the report is written; past this many a
// file is a mistake, or a benchmark better split.
constexpr size_t kMaxQueries = 100'000;
constexpr uint64_t kMaxQueryBytes = 16u << 20;

struct NavOptions {
  std::string mode;
  std::string level;
  std::string out;
  std::string defs;
  std::string mesh;
  std::string queries;
  NavCost cost = NavCost::Exact;
  float snap = 0.0f;
  bool json = false;
  bool help = false;
  std::optional<double> maxSeconds;
};

std::string parseOptions(CommandArgs args, NavOptions& o) {
  static constexpr std::array kOptions{
      OptionSpec{"--level", true}, OptionSpec{"-o", true},        OptionSpec{"--defs", true},
      OptionSpec{"--mesh", true},  OptionSpec{"--queries", true}, OptionSpec{"--json"},
      OptionSpec{"--cost", true},  OptionSpec{"--snap", true},    OptionSpec{"--max-seconds", true}};
  ArgScanner scan(args, {.options = kOptions, .operands = true});
  while (const std::optional<Arg> arg = scan.next()) {
    if (arg->isOperand()) {
      if (!o.mode.empty()) return "unexpected '" + std::string(arg->value) + "'";
      o.mode = std::string(arg->value);
    } else if (arg->option == "--level") {
      o.level = std::string(arg->value);
    } else if (arg->option == "-o") {
      o.out = std::string(arg->value);
    } else if (arg->option == "--defs") {
      o.defs = std::string(arg->value);
    } else if (arg->option == "--mesh") {
      o.mesh = std::string(arg->value);
    } else if (arg->option == "--queries") {
      o.queries = std::string(arg->value);
    } else if (arg->option == "--json") {
      o.json = true;
    } else if (arg->option == "--cost") {
      if (arg->value == "exact") {
        o.cost = NavCost::Exact;
      } else if (arg->value == "centroids") {
        o.cost = NavCost::Centroids;
      } else if (arg->value == "portals") {
        o.cost = NavCost::Portals;
      } else {
        return "--cost expects exact, centroids or portals, found '" + std::string(arg->value) + "'";
      }
    } else if (arg->option == "--max-seconds") {
      o.maxSeconds = parseMaxSeconds(arg->value);
      if (!o.maxSeconds) {
        return "option --max-seconds expects a number of seconds above 0, found '" + std::string(arg->value) + "'";
      }
    } else if (arg->option == "--snap") {
      const std::string_view v = arg->value;
      float d = 0.0f;
      const auto r = std::from_chars(v.data(), v.data() + v.size(), d);
      if (r.ec != std::errc() || r.ptr != v.data() + v.size() || !(d >= 0.0f) || d > 1e6f) {
        return "--snap expects a distance of 0 or more, found '" + std::string(v) + "'";
      }
      o.snap = d;
    }
  }
  if (!scan.problem().empty()) return scan.problem();
  o.help = scan.help();
  if (o.help) return {};
  if (o.mode.empty()) return "missing build or path";
  if (o.mode == "build") {
    if (o.level.empty()) return "nav build: missing --level FILE.json";
    return {};
  }
  if (o.mode == "path") {
    if (o.mesh.empty()) return "nav path: missing --mesh FILE.obj";
    if (o.queries.empty()) return "nav path: missing --queries FILE";
    return {};
  }
  return "unknown nav command '" + o.mode + "' (build or path)";
}

int runBuild(const NavOptions& o, std::ostream& out, std::ostream& err) {
  const std::optional<GameData> data = loadGameData(o.defs, "nav", err);
  if (!data) return kExitUsage;
  const LevelLoad level = loadLevel(o.level, data->terrains, &data->defs);
  if (!reportProblems(err, "nav", level.errors, level.warnings)) return kExitUsage;
  const Grid grid = makeGrid(level.level);
  const auto t0 = std::chrono::steady_clock::now();
  LevelNavMesh nav;
  nav.build(grid);
  const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
  // nav path reads what nav build writes: a mesh beyond its limits is refused here, saying so.
  if (nav.mesh().triangleCount() > ObjLimits{}.maxFaces) {
    err << "td-cli nav: " << o.level << ": the mesh has " << nav.mesh().triangleCount() << " triangles, more than the "
        << ObjLimits{}.maxFaces << " faces nav path reads; not written\n";
    return kExitFailed;
  }
  std::ostringstream obj;
  writeObj(obj, nav.mesh(), "navigation mesh of " + level.level.name + " (td-cli nav build)");
  if (o.out.empty()) {
    out << obj.str();
  } else if (const AtomicWriteResult written = writeFileAtomically(o.out, obj.str()); !written.ok) {
    err << "td-cli nav: " << o.out << ": " << written.error.english() << '\n';
    return kExitUsage;
  }
  uint32_t vertices = 0;
  {
    std::vector<uint8_t> used(nav.mesh().vertexCount(), 0);
    for (NavTri t = 0; t < nav.mesh().triangleSlots(); ++t) {
      if (!nav.mesh().alive(t)) continue;
      for (const uint32_t v : nav.mesh().corners(t)) used[v] = 1;
    }
    for (const uint8_t u : used) vertices += u;
  }
  char line[160];
  std::snprintf(line, sizeof line, "%s: %u polygons (rectangles), %u triangles, %u vertices, %.3f ms\n",
                o.level.c_str(), nav.pieceCount(), nav.mesh().triangleCount(), vertices, ms);
  err << line;
  return kExitOk;
}

struct QueryLine {
  Vec2 from;
  Vec2 to;
};

// Reads the mesh; reports and gives nothing when it cannot be used.
std::optional<ObjLoad> readMesh(const std::string& file, std::ostream& err) {
  const ObjLimits limits;
  std::ifstream in;
  if (const InputOpen opened = openInputFile(file, limits.maxBytes, in); !opened.ok()) {
    err << "td-cli nav: " << file << ": " << opened.problem.english() << '\n';
    return std::nullopt;
  }
  ObjLoad load = readObj(in, limits);
  if (!load.ok()) {
    err << "td-cli nav: " << file;
    if (load.line > 0) err << ":" << load.line;
    err << ": " << load.error << '\n';
    return std::nullopt;
  }
  return load;
}

// Reads the queries file; reports and gives nothing when it cannot be used.
std::optional<std::vector<QueryLine>> readQueries(const std::string& file, std::ostream& err) {
  const InputFile input = readInputFile(file, kMaxQueryBytes);
  if (!input.ok()) {
    err << "td-cli nav: " << file << ": " << input.problem.english() << '\n';
    return std::nullopt;
  }
  std::vector<QueryLine> queries;
  auto bad = [&](uint64_t lineNo, std::string_view what) {
    err << "td-cli nav: " << file << ":" << lineNo << ": " << what << '\n';
    return std::nullopt;
  };
  std::string_view text = input.text;
  for (uint64_t lineNo = 1; !text.empty(); ++lineNo) {
    const size_t end = text.find('\n');
    std::string_view rest = text.substr(0, end);
    text.remove_prefix(end == std::string_view::npos ? text.size() : end + 1);
    if (!rest.empty() && rest.back() == '\r') rest.remove_suffix(1);
    while (!rest.empty() && (rest.front() == ' ' || rest.front() == '\t')) rest.remove_prefix(1);
    if (rest.empty() || rest.front() == '#') continue;
    if (queries.size() == kMaxQueries) {
      return bad(lineNo, "more than " + std::to_string(kMaxQueries) + " queries (split the file to run more)");
    }
    float v[4];
    for (int k = 0; k < 4; ++k) {
      while (!rest.empty() && (rest.front() == ' ' || rest.front() == '\t')) rest.remove_prefix(1);
      const auto r = std::from_chars(rest.data(), rest.data() + rest.size(), v[k]);
      if (r.ec != std::errc() || !std::isfinite(v[k])) return bad(lineNo, "expected \"x1 z1 x2 z2\", four numbers");
      rest.remove_prefix(static_cast<size_t>(r.ptr - rest.data()));
    }
    while (!rest.empty() && (rest.front() == ' ' || rest.front() == '\t')) rest.remove_prefix(1);
    if (!rest.empty()) return bad(lineNo, "expected \"x1 z1 x2 z2\", found more after them");
    queries.push_back({{v[0], v[1]}, {v[2], v[3]}});
  }
  return queries;
}

int runPath(const NavOptions& o, std::ostream& out, std::ostream& err) {
  const TimeLimit limit = o.maxSeconds ? TimeLimit(*o.maxSeconds) : TimeLimit();
  const auto mesh = readGuarded("nav", o.mesh, err, [&] { return readMesh(o.mesh, err); });
  if (!mesh || !*mesh) return kExitUsage;
  const ObjLoad& load = **mesh;
  const auto read = readGuarded("nav", o.queries, err, [&] { return readQueries(o.queries, err); });
  if (!read || !*read) return kExitUsage;
  const std::vector<QueryLine>& queries = **read;

  PointLocator locator;
  locator.fit(load.mesh);
  NavQuery query;
  NavPathOptions options;
  options.cost = o.cost;
  options.snap = o.snap;
  std::vector<NavStatus> statuses;
  std::vector<NavPath> paths(queries.size());
  for (NavPath& p : paths) p.points.reserve(64);
  // Warm the scratch up on the first query, then time them all.
  if (!queries.empty()) query.findPath(load.mesh, locator, queries[0].from, queries[0].to, paths[0], options);
  const auto t0 = std::chrono::steady_clock::now();
  size_t run = 0;
  for (; run < queries.size() && !limit.reached(); ++run) {
    statuses.push_back(query.findPath(load.mesh, locator, queries[run].from, queries[run].to, paths[run], options));
  }
  const bool stoppedByClock = run < queries.size();
  const double us = std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - t0).count();
  // Only the exact search falls back; the classic costs are no exact path by choice.
  const auto fellBack = [&](size_t i) {
    return o.cost == NavCost::Exact && i < statuses.size() && statuses[i] == NavStatus::Found && !paths[i].exact;
  };
  size_t found = 0;
  size_t approx = 0;
  bool answered = true;
  for (size_t i = 0; i < statuses.size(); ++i) {
    found += statuses[i] == NavStatus::Found ? 1 : 0;
    approx += fellBack(i) ? 1 : 0;
    answered = answered && statuses[i] != NavStatus::Unfinished;
  }
  const auto statusText = [&](size_t i) -> std::string {
    if (i >= statuses.size()) return "not_run";
    return describe(statuses[i]);
  };
  const auto foundAt = [&](size_t i) { return i < statuses.size() && statuses[i] == NavStatus::Found; };
  const double mean = run == 0 ? 0.0 : us / static_cast<double>(run);
  char buf[64];
  auto num = [&](double v) {
    std::snprintf(buf, sizeof buf, "%.6g", v);
    return std::string(buf);
  };
  if (o.json) {
    out << "{\"queries\": " << queries.size() << ", \"found\": " << found << ", \"approx\": " << approx
        << ", \"mean_us\": " << num(mean) << ", \"paths\": [";
    for (size_t i = 0; i < queries.size(); ++i) {
      out << (i == 0 ? "\n  " : ",\n  ") << "{\"status\": \"" << statusText(i)
          << "\", \"length\": " << (foundAt(i) ? num(paths[i].length) : "null");
      if (fellBack(i)) out << ", \"exact\": false";
      out << ", \"points\": [";
      for (size_t k = 0; k < paths[i].points.size(); ++k) {
        out << (k == 0 ? "" : ", ") << "[" << num(paths[i].points[k].x) << ", " << num(paths[i].points[k].y) << "]";
      }
      out << "]}";
    }
    out << (queries.empty() ? "]}\n" : "\n]}\n");
  } else {
    for (size_t i = 0; i < queries.size(); ++i) {
      out << statusText(i);
      if (foundAt(i)) {
        if (fellBack(i)) out << " approx";
        out << ' ' << num(paths[i].length);
        for (const Vec2 p : paths[i].points) out << ' ' << num(p.x) << ',' << num(p.y);
      }
      out << '\n';
    }
    out << queries.size() << " queries, " << found << " found";
    if (approx > 0) out << " (" << approx << " by the portal search: the exact search reached its memory bound)";
    out << ", " << num(mean) << " us per query\n";
  }
  if (stoppedByClock) {
    err << "td-cli nav: --max-seconds reached after " << run << " of " << queries.size() << " queries\n";
    return kExitTimeLimit;
  }
  return answered ? kExitOk : kExitFailed;
}

}  // namespace

int runNavCommand(CommandArgs args, std::ostream& out, std::ostream& err) {
  NavOptions options;
  if (const std::string problem = parseOptions(args, options); !problem.empty()) {
    err << "td-cli nav: " << problem << " (see td-cli nav --help)\n";
    return kExitUsage;
  }
  if (options.help) {
    out << kHelp;
    return kExitOk;
  }
  return options.mode == "build" ? runBuild(options, out, err) : runPath(options, out, err);
}

}  // namespace td::cli
