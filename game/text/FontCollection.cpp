#include "game/text/FontCollection.h"

namespace td {
namespace {

// OpenType is big-endian throughout.
bool readU16(const std::vector<uint8_t>& b, size_t at, uint32_t& out) {
  if (at + 2 > b.size()) return false;
  out = (uint32_t{b[at]} << 8) | b[at + 1];
  return true;
}

bool readU32(const std::vector<uint8_t>& b, size_t at, uint32_t& out) {
  if (at + 4 > b.size()) return false;
  out = (uint32_t{b[at]} << 24) | (uint32_t{b[at + 1]} << 16) | (uint32_t{b[at + 2]} << 8) | b[at + 3];
  return true;
}

void writeU32(std::vector<uint8_t>& b, size_t at, uint32_t v) {
  b[at] = static_cast<uint8_t>(v >> 24);
  b[at + 1] = static_cast<uint8_t>(v >> 16);
  b[at + 2] = static_cast<uint8_t>(v >> 8);
  b[at + 3] = static_cast<uint8_t>(v);
}

// The offsets of the collection's faces' table directories.
std::vector<uint32_t> faceOffsets(const std::vector<uint8_t>& b) {
  std::vector<uint32_t> offsets;
  uint32_t count = 0;
  if (b.size() < 12 || b[0] != 't' || b[1] != 't' || b[2] != 'c' || b[3] != 'f' || !readU32(b, 8, count))
    return offsets;
  for (uint32_t i = 0; i < count; ++i) {
    uint32_t offset = 0;
    if (!readU32(b, 12 + 4 * size_t{i}, offset)) return {};
    offsets.push_back(offset);
  }
  return offsets;
}

// Where the face's table `tag` is, and how long.
bool findTable(const std::vector<uint8_t>& b, uint32_t face, std::string_view tag, uint32_t& offset, uint32_t& length) {
  uint32_t tables = 0;
  if (!readU16(b, face + 4, tables)) return false;
  for (uint32_t i = 0; i < tables; ++i) {
    const size_t record = face + 12 + 16 * size_t{i};
    if (record + 16 > b.size()) return false;
    if (std::string_view(reinterpret_cast<const char*>(&b[record]), 4) != tag) continue;
    return readU32(b, record + 8, offset) && readU32(b, record + 12, length) && size_t{offset} + length <= b.size();
  }
  return false;
}

// Name ID 1 of the face's name table: the Windows English record (UTF-16BE, read as ASCII, which family names
// of the fonts the game uses are), else a Macintosh Roman one.
std::string familyName(const std::vector<uint8_t>& b, uint32_t face) {
  uint32_t table = 0;
  uint32_t length = 0;
  uint32_t count = 0;
  uint32_t strings = 0;
  if (!findTable(b, face, "name", table, length) || !readU16(b, table + 2, count) || !readU16(b, table + 4, strings))
    return {};
  std::string mac;
  for (uint32_t i = 0; i < count; ++i) {
    const size_t r = table + 6 + 12 * size_t{i};
    uint32_t platform = 0, encoding = 0, language = 0, id = 0, size = 0, at = 0;
    if (!readU16(b, r, platform) || !readU16(b, r + 2, encoding) || !readU16(b, r + 4, language) ||
        !readU16(b, r + 6, id) || !readU16(b, r + 8, size) || !readU16(b, r + 10, at))
      return {};
    const size_t start = size_t{table} + strings + at;
    if (id != 1 || start + size > b.size()) continue;
    if (platform == 3 && language == 0x409) {
      std::string name;
      for (size_t k = start; k + 1 < start + size; k += 2) name += static_cast<char>(b[k + 1]);
      return name;
    }
    if (platform == 1 && mac.empty()) mac.assign(reinterpret_cast<const char*>(&b[start]), size);
  }
  return mac;
}

}  // namespace

std::vector<std::string> collectionFamilies(const std::vector<uint8_t>& bytes) {
  std::vector<std::string> names;
  for (const uint32_t face : faceOffsets(bytes)) names.push_back(familyName(bytes, face));
  return names;
}

std::optional<int> collectionFace(const std::vector<uint8_t>& bytes, std::string_view family) {
  const std::vector<std::string> names = collectionFamilies(bytes);
  for (size_t i = 0; i < names.size(); ++i) {
    if (names[i] == family) return static_cast<int>(i);
  }
  return std::nullopt;
}

std::optional<std::vector<uint8_t>> standaloneFace(const std::vector<uint8_t>& bytes, int index) {
  const std::vector<uint32_t> faces = faceOffsets(bytes);
  if (index < 0 || static_cast<size_t>(index) >= faces.size()) return std::nullopt;
  const uint32_t face = faces[static_cast<size_t>(index)];
  uint32_t tables = 0;
  if (!readU16(bytes, face + 4, tables)) return std::nullopt;
  const size_t directory = 12 + 16 * size_t{tables};
  if (size_t{face} + directory > bytes.size()) return std::nullopt;
  // The face's directory, then the whole collection: every table offset moves by the directory's length.
  std::vector<uint8_t> out(bytes.begin() + face, bytes.begin() + static_cast<std::ptrdiff_t>(face + directory));
  out.insert(out.end(), bytes.begin(), bytes.end());
  for (uint32_t i = 0; i < tables; ++i) {
    const size_t record = 12 + 16 * size_t{i};
    uint32_t offset = 0;
    uint32_t length = 0;
    if (!readU32(out, record + 8, offset) || !readU32(out, record + 12, length) ||
        size_t{offset} + length > bytes.size())
      return std::nullopt;
    writeU32(out, record + 8, static_cast<uint32_t>(offset + directory));
  }
  return out;
}

}  // namespace td
