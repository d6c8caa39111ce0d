#pragma once

#include <cstdint>
#include <istream>
#include <ostream>
#include <string>

#include "engine/nav/NavMesh.h"

namespace td {

// Limits that keep a hostile or broken file from taking the machine.
struct ObjLimits {
  uint64_t maxBytes = 64ull << 20;  // 64 MiB
  uint32_t maxFaces = 1'000'000;
  uint32_t maxVertices = 3'000'000;
};

struct ObjLoad {
  NavMesh mesh;
  uint64_t line = 0;   // where the problem is (0: the file as a whole)
  std::string error;   // empty when the mesh loaded
  uint32_t faces = 0;  // faces read (a face of n corners gives n - 2 triangles)

  bool ok() const { return error.empty(); }
};

// Reads a navigation mesh from Wavefront OBJ: `v x y z` vertices (the mesh
// lies on the x-z plane, y is kept as each vertex's height) and `f` faces of
// 1-based or negative (relative) indices, written as `a`, `a/t`, `a/t/n` or
// `a//n`. A face of more than three corners is triangulated when convex and
// refused when not. Texture coordinates, normals, objects, groups, smoothing,
// materials, comments, blank lines and CRLF line ends carry nothing for
// navigation and are skipped. Vertices at the same position are one vertex,
// so faces that share corners by position are neighbours.
//
// Refuses, with the line and the reason: an index of 0 or out of range, a
// number that is not one, NaN or infinity, a face with a repeated corner or
// no area, a face steeper than 60 degrees in any of its triangles, a file
// with no face at all (line 0), a file over `limits.maxBytes` or with more
// than `limits.maxFaces` faces or `limits.maxVertices` vertices.
ObjLoad readObj(std::istream& in, const ObjLimits& limits = {});

// Writes the mesh: `v x height z` for every vertex a triangle uses, and an
// `f` per triangle, wound counter-clockwise seen from above (+y), as
// modelling tools expect for a floor.
void writeObj(std::ostream& out, const NavMesh& mesh, const std::string& comment = {});

}  // namespace td
