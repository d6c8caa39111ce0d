#include "engine/nav/ObjFormat.h"

#include <bit>
#include <charconv>
#include <cmath>
#include <cstring>
#include <string_view>
#include <vector>

#include "engine/geom/Vec3.h"
#include "engine/nav/ConvexTriangulate.h"

namespace td {

namespace {

// The steepest ground, 60 degrees, as the cosine of its normal's tilt.
const float kSteepestCos = std::cos(60.0f * 3.14159265f / 180.0f);

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r')) s.remove_suffix(1);
  return s;
}

std::string_view nextToken(std::string_view& rest) {
  rest = trim(rest);
  size_t end = 0;
  while (end < rest.size() && rest[end] != ' ' && rest[end] != '\t') ++end;
  const std::string_view token = rest.substr(0, end);
  rest.remove_prefix(end);
  return token;
}

bool parseFloat(std::string_view token, float& out, std::string& why) {
  double value = 0.0;
  const auto r = std::from_chars(token.data(), token.data() + token.size(), value);
  if (r.ec != std::errc() || r.ptr != token.data() + token.size()) {
    why = "'" + std::string(token) + "' is not a number";
    return false;
  }
  if (!std::isfinite(value) || std::fabs(value) > 1e30) {
    why = "'" + std::string(token) + "' is not a finite coordinate";
    return false;
  }
  out = static_cast<float>(value);
  return true;
}

// std::getline with a budget: a line longer than what is left of the file's
// size limit is never held in memory. Returns false at the end of input.
bool boundedLine(std::istream& in, std::string& text, uint64_t& left, bool& over) {
  text.clear();
  std::streambuf* buf = in.rdbuf();
  bool any = false;
  for (;;) {
    const int ch = buf->sbumpc();
    if (ch == std::char_traits<char>::eof()) {
      in.setstate(std::ios::eofbit);
      return any;
    }
    any = true;
    if (left == 0) {
      over = true;
      return true;
    }
    --left;
    if (ch == '\n') return true;
    text.push_back(static_cast<char>(ch));
  }
}

// The vertices read so far by position (x, height, z), so that those at one
// position become one vertex: open addressing over the mesh's vertex ids,
// linear probing, at most half full. A node-based map took 64 bytes a vertex,
// tens of megabytes on a large file, for the file's reading only.
class VertexWelder {
 public:
  // The mesh's vertex at this position, added if there is none yet.
  uint32_t weld(NavMesh& mesh, float x, float height, float z) {
    if ((static_cast<size_t>(mesh.vertexCount()) + 1) * 2 > slots_.size()) grow(mesh);
    const size_t mask = slots_.size() - 1;
    size_t i = home(x, height, z);
    for (; slots_[i] != kEmpty; i = (i + 1) & mask) {
      const uint32_t v = slots_[i];
      if (mesh.vertex(v) == Vec2{x, z} && mesh.height(v) == height) return v;
    }
    slots_[i] = mesh.addVertex({x, z}, height);
    return slots_[i];
  }

 private:
  static constexpr uint32_t kEmpty = 0xFFFFFFFFu;

  size_t home(float x, float height, float z) const {
    // 0 and -0 are one position, as they compare equal: hashed alike.
    const auto bits = [](float v) { return uint64_t{std::bit_cast<uint32_t>(v == 0.0f ? 0.0f : v)}; };
    uint64_t h = bits(x) * 0x9E3779B97F4A7C15ull;
    h = (h ^ bits(height) ^ (h >> 31)) * 0xBF58476D1CE4E5B9ull;
    h = (h ^ bits(z) ^ (h >> 29)) * 0x94D049BB133111EBull;
    return static_cast<size_t>(h >> (64 - std::countr_zero(slots_.size())));
  }

  void grow(const NavMesh& mesh) {
    slots_.assign(slots_.empty() ? 1024 : slots_.size() * 2, kEmpty);
    const size_t mask = slots_.size() - 1;
    for (uint32_t v = 0; v < mesh.vertexCount(); ++v) {
      const Vec2 p = mesh.vertex(v);
      size_t i = home(p.x, mesh.height(v), p.y);
      while (slots_[i] != kEmpty) i = (i + 1) & mask;
      slots_[i] = v;
    }
  }

  std::vector<uint32_t> slots_;  // a power of two of them
};

}  // namespace

ObjLoad readObj(std::istream& in, const ObjLimits& limits) {
  ObjLoad load;
  auto fail = [&](uint64_t line, std::string why) {
    load.line = line;
    load.error = std::move(why);
    load.mesh.clear();
    return load;
  };
  std::vector<uint32_t> meshVertex;  // OBJ vertex (0-based) -> mesh vertex
  VertexWelder welder;
  std::vector<uint32_t> ids;
  std::vector<Vec2> points;
  std::vector<std::array<uint32_t, 3>> triangles;
  std::string text;
  uint64_t left = limits.maxBytes;
  bool over = false;
  uint64_t lineNo = 0;
  while (boundedLine(in, text, left, over)) {
    ++lineNo;
    if (over)
      return fail(lineNo,
                  "the file is too large: over the size limit of " + std::to_string(limits.maxBytes) + " bytes");
    std::string_view rest = text;
    const std::string_view keyword = nextToken(rest);
    if (keyword.empty() || keyword.front() == '#') continue;
    std::string why;
    if (keyword == "v") {
      float c[3];
      for (float& value : c) {
        const std::string_view token = nextToken(rest);
        if (token.empty()) return fail(lineNo, "a vertex needs three coordinates: v x y z");
        if (!parseFloat(token, value, why)) return fail(lineNo, why);
      }
      // A fourth value (w) or vertex colours may follow; they carry nothing here.
      if (meshVertex.size() >= limits.maxVertices) {
        return fail(lineNo, "more than " + std::to_string(limits.maxVertices) + " vertices (the vertex limit)");
      }
      meshVertex.push_back(welder.weld(load.mesh, c[0], c[1], c[2]));
      continue;
    }
    if (keyword != "f") continue;  // vt, vn, o, g, s, usemtl, mtllib and the like
    if (++load.faces > limits.maxFaces) {
      return fail(lineNo, "more than " + std::to_string(limits.maxFaces) + " faces (the face limit)");
    }
    ids.clear();
    points.clear();
    for (std::string_view token = nextToken(rest); !token.empty(); token = nextToken(rest)) {
      // a, a/t, a/t/n, a//n: the vertex index comes first.
      const std::string_view index = token.substr(0, token.find('/'));
      int64_t value = 0;
      const auto r = std::from_chars(index.data(), index.data() + index.size(), value);
      if (index.empty() || r.ec != std::errc() || r.ptr != index.data() + index.size()) {
        return fail(lineNo, "'" + std::string(token) + "' is not a vertex index");
      }
      const auto count = static_cast<int64_t>(meshVertex.size());
      if (value == 0) return fail(lineNo, "vertex index 0: indices start at 1 (or count back from -1)");
      const int64_t resolved = value > 0 ? value - 1 : count + value;
      if (resolved < 0 || resolved >= count) {
        return fail(lineNo, "vertex index " + std::to_string(value) + " is out of range (" + std::to_string(count) +
                                " vertices so far)");
      }
      const uint32_t v = meshVertex[static_cast<size_t>(resolved)];
      ids.push_back(v);
      points.push_back(load.mesh.vertex(v));
      if (ids.size() > 1024) return fail(lineNo, "a face of more than 1024 corners");
    }
    if (ids.size() < 3) return fail(lineNo, "a face needs at least three corners");
    for (size_t i = 0; i < ids.size(); ++i) {
      for (size_t j = i + 1; j < ids.size(); ++j) {
        if (ids[i] == ids[j]) return fail(lineNo, "the face repeats a corner");
      }
    }
    triangles.clear();
    if (!triangulateConvex(ids, points, triangles)) {
      float twice = 0.0f;
      for (size_t i = 0; i < points.size(); ++i) twice += cross(points[i], points[(i + 1) % points.size()]);
      if (std::fabs(twice) <= 1e-9f) return fail(lineNo, "the face has no area on the ground plane (x-z)");
      return fail(lineNo, "the face is not convex");
    }
    // Ground a unit can walk: a face tilted past kSteepest is a wall seen
    // edge-on from above, even though it has an area on the ground plane.
    auto at3 = [&](uint32_t v) {
      const Vec2 p = load.mesh.vertex(v);
      return Vec3{p.x, load.mesh.height(v), p.y};
    };
    // Judged triangle by triangle, as the mesh keeps them and as writeObj() writes them back: a face whose
    // corners are not on one plane may be flat in one triangle and a wall in another.
    for (const auto& t : triangles) {
      if (const auto plane = planeThrough(at3(t[0]), at3(t[1]), at3(t[2]))) {
        if (std::fabs(plane->normal.y) < kSteepestCos) {
          return fail(lineNo,
                      "the face is steeper than 60 degrees (in part, if its corners are not on one "
                      "plane): a wall, not ground");
        }
      }
    }
    for (const auto& t : triangles) load.mesh.addTriangle(t[0], t[1], t[2]);
  }
  if (in.bad()) return fail(lineNo, "the file could not be read");
  // Random bytes or an empty file hold no face: not a mesh with nothing in it, but no mesh at all.
  if (load.faces == 0) return fail(0, "no faces (f lines): not a navigation mesh");
  return load;
}

void writeObj(std::ostream& out, const NavMesh& mesh, const std::string& comment) {
  if (!comment.empty()) out << "# " << comment << '\n';
  std::vector<uint32_t> number(mesh.vertexCount(), 0);
  uint32_t next = 0;
  char buf[96];
  for (NavTri t = 0; t < mesh.triangleSlots(); ++t) {
    if (!mesh.alive(t)) continue;
    for (const uint32_t v : mesh.corners(t)) {
      if (number[v] != 0) continue;
      number[v] = ++next;
      const Vec2 p = mesh.vertex(v);
      const int n = std::snprintf(buf, sizeof buf, "v %.9g %.9g %.9g\n", static_cast<double>(p.x),
                                  static_cast<double>(mesh.height(v)), static_cast<double>(p.y));
      out.write(buf, n);
    }
  }
  for (NavTri t = 0; t < mesh.triangleSlots(); ++t) {
    if (!mesh.alive(t)) continue;
    const auto& c = mesh.corners(t);
    // Counter-clockwise on x-z is clockwise seen from +y: written reversed.
    const int n = std::snprintf(buf, sizeof buf, "f %u %u %u\n", number[c[0]], number[c[2]], number[c[1]]);
    out.write(buf, n);
  }
}

}  // namespace td
