#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace td {

// A font collection (.ttc: several faces sharing one file's tables, as Debian ships Noto Sans CJK) seen one face
// at a time. SFML opens a file's first face only, and the first of Noto Sans CJK is the Japanese one, whose
// forms differ from simplified Chinese; this finds the face by name and makes a standalone OpenType font of it
// in memory (a table directory of its own in front of the collection's bytes) that SFML can open.

// The faces' family names (name ID 1, the Windows platform's English record, else the first readable one), in
// the collection's order; empty when `bytes` is not a collection.
std::vector<std::string> collectionFamilies(const std::vector<uint8_t>& bytes);

// The face whose family name is `family`, if the collection has it.
std::optional<int> collectionFace(const std::vector<uint8_t>& bytes, std::string_view family);

// Face `index` as a standalone font; none when `bytes` is not a well-formed collection or has no such face.
std::optional<std::vector<uint8_t>> standaloneFace(const std::vector<uint8_t>& bytes, int index);

}  // namespace td
