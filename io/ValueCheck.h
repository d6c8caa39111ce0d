#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "engine/core/MessageMark.h"
#include "engine/core/Phrase.h"

namespace td {

class JsonCheck;

// Checks of one value against its range, shared by the level's checks (LevelCheck, WaveCheck): each reports a
// value out of range at `path`, saying the range and what was found, and returns whether it was in range.

// The shortest text of a float, as the file would spell it: 0.05f -> "0.05".
std::string floatMessage(float value);

// Written so that NaN fails too.
bool checkReal(JsonCheck& check, const std::string& path, float value, float lo, float hi);
bool checkWhole(JsonCheck& check, const std::string& path, int64_t value, int64_t lo, int64_t hi);

// "arrow, cannon, frost", or "none": the ids a message offers in place of an unknown one, to fill its place.
template <typename Def>
Phrase knownIds(const std::vector<Def>& defs) {
  std::string list;
  for (const Def& d : defs) list += (list.empty() ? "" : ", ") + d.id;
  // TRANSLATORS: the list of known kinds when there are none ("unknown tower kind "x" (known kinds: {1})").
  return list.empty() ? phrase(N_("none")) : Phrase::verbatim(std::move(list));
}

}  // namespace td
