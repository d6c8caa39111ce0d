#pragma once

#include <string>

namespace td {

// The canonical text of a float setting in a saved file: the shortest
// decimal that reads back (through a JSON parser's double) as the same float,
// always with a decimal point so that seconds and rates look like numbers
// with a fraction: 1.0f -> "1.0", 0.05f -> "0.05", 12.5f -> "12.5".
std::string floatText(float value);

}  // namespace td
