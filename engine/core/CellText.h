#pragma once

#include <string>

#include "engine/core/Cell.h"

namespace td {

// "(x, y)", the way messages for players, designers and logs name a cell.
// Built by appending: GCC 12 warns falsely (-Wrestrict) about "(" + std::string.
inline std::string cellText(Cell c) {
  std::string text = "(";
  text += std::to_string(c.x);
  text += ", ";
  text += std::to_string(c.y);
  text += ')';
  return text;
}

}  // namespace td
