#pragma once

#include <cstddef>
#include <cstdint>

namespace td {

// What one JSON input may hold. JsonScan checks all of it in a first pass
// over the text that builds nothing, so a document is only built once it is
// known to be of a size a real file of its kind has: the document then costs
// a few times the text, and no text under the byte limit can take gigabytes.
// docs/input-limits.md lists the limits of every kind and why.
struct JsonLimits {
  uint64_t maxBytes = 4u << 20;  // the file
  size_t maxValues = 100'000;    // every value: numbers, strings, true, false, null, arrays, objects
  size_t maxDepth = 64;          // arrays and objects inside each other
  // Keys of one object. Objects keep their keys in order and look them up
  // one by one, so reading a huge one would cost quadratic time.
  size_t maxMembers = 1000;
  size_t maxStringBytes = 64u << 10;  // one string or key, as decoded
};

// A level at the format's maxima (4096 rows of 4096 cells, 1000 waves of 100
// groups, 100 lanes of 64 waypoints) is about 26 MB and 630,000 values; its
// longest string is a row. The legend has at most 94 keys.
inline constexpr JsonLimits kLevelJsonLimits{
    .maxBytes = 32u << 20, .maxValues = 1'000'000, .maxDepth = 64, .maxMembers = 1000, .maxStringBytes = 64u << 10};

// An action script: at most kMaxActions (100,000) actions of at most 7 values
// and about 70 bytes each in the form td-cli writes. Tower kinds are short.
inline constexpr JsonLimits kActionsJsonLimits{
    .maxBytes = 16u << 20, .maxValues = 1'000'000, .maxDepth = 64, .maxMembers = 100, .maxStringBytes = 4u << 10};

// Terrain, enemy, tower and hero definitions: a few kilobytes today, at most
// 1000 kinds of some 40 values each.
inline constexpr JsonLimits kDefsJsonLimits{
    .maxBytes = 4u << 20, .maxValues = 200'000, .maxDepth = 64, .maxMembers = 1000, .maxStringBytes = 64u << 10};

// The game's settings and progress: a few hundred bytes, progress one small
// entry a level (its "levels" object is keyed by level, hence more members).
inline constexpr JsonLimits kStoreJsonLimits{
    .maxBytes = 4u << 20, .maxValues = 200'000, .maxDepth = 64, .maxMembers = 10'000, .maxStringBytes = 64u << 10};

}  // namespace td
