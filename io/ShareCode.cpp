#include "io/ShareCode.h"

#include <zlib.h>

#include <array>
#include <cinttypes>
#include <cstdio>
#include <vector>

#include "engine/core/MessageMark.h"
#include "io/JsonLimits.h"

namespace td {
namespace {

constexpr std::string_view kPrefix = "td1:";
constexpr std::string_view kAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

std::string toBase64(const std::vector<unsigned char>& bytes) {
  std::string out;
  out.reserve((bytes.size() + 2) / 3 * 4);
  for (size_t i = 0; i < bytes.size(); i += 3) {
    const uint32_t b0 = bytes[i];
    const uint32_t b1 = i + 1 < bytes.size() ? bytes[i + 1] : 0;
    const uint32_t b2 = i + 2 < bytes.size() ? bytes[i + 2] : 0;
    const uint32_t n = (b0 << 16) | (b1 << 8) | b2;
    out += kAlphabet[(n >> 18) & 63];
    out += kAlphabet[(n >> 12) & 63];
    if (i + 1 < bytes.size()) out += kAlphabet[(n >> 6) & 63];
    if (i + 2 < bytes.size()) out += kAlphabet[n & 63];
  }
  return out;
}

bool fromBase64(std::string_view text, std::vector<unsigned char>& out) {
  std::array<int, 256> value{};
  value.fill(-1);
  for (size_t i = 0; i < kAlphabet.size(); ++i) value[static_cast<unsigned char>(kAlphabet[i])] = static_cast<int>(i);
  if (text.size() % 4 == 1) return false;
  uint32_t n = 0;
  int bits = 0;
  for (const char c : text) {
    const int v = value[static_cast<unsigned char>(c)];
    if (v < 0) return false;
    n = (n << 6) | static_cast<uint32_t>(v);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out.push_back(static_cast<unsigned char>((n >> bits) & 0xFF));
    }
  }
  return true;
}

uint32_t crcOf(std::string_view text) {
  return static_cast<uint32_t>(
      crc32(crc32(0L, Z_NULL, 0), reinterpret_cast<const Bytef*>(text.data()), static_cast<uInt>(text.size())));
}

std::string hex8(uint32_t v) {
  char text[16];
  std::snprintf(text, sizeof text, "%08" PRIx32, v);
  return text;
}

}  // namespace

std::string levelShareCode(const LevelDef& level) {
  const std::string text = levelToJson(level);
  uLongf size = compressBound(static_cast<uLong>(text.size()));
  std::vector<unsigned char> packed(size);
  if (compress2(packed.data(), &size, reinterpret_cast<const Bytef*>(text.data()), static_cast<uLong>(text.size()),
                Z_BEST_COMPRESSION) != Z_OK) {
    return {};
  }
  packed.resize(size);
  return std::string(kPrefix) + toBase64(packed) + "." + hex8(crcOf(text));
}

ShareCodeLoad parseShareCode(std::string_view code, std::span<const TerrainDef> kinds, const GameDefs* defs) {
  ShareCodeLoad out;
  std::string clean;
  for (const char c : code) {
    if (c != ' ' && c != '\n' && c != '\r' && c != '\t') clean += c;
  }
  if (clean.rfind(kPrefix, 0) != 0) {
    out.error = clean.rfind("td", 0) == 0 && clean.find(':') != std::string::npos
                    ? N_("a share code of another version of the game (this one reads \"td1:\" codes)")
                    : N_("not a level's share code (it starts with \"td1:\")");
    return out;
  }
  const size_t dot = clean.rfind('.');
  if (dot == std::string::npos || dot < kPrefix.size() || clean.size() - dot - 1 != 8) {
    out.error = N_("the share code is cut short: its check at the end is missing");
    return out;
  }
  std::vector<unsigned char> packed;
  if (!fromBase64(std::string_view(clean).substr(kPrefix.size(), dot - kPrefix.size()), packed) || packed.empty()) {
    out.error = N_("the share code has characters that are not part of one (was it changed or cut?)");
    return out;
  }
  // Unpacked a piece at a time, never past what a level file may hold: a code cannot unpack into gigabytes.
  const size_t limit = kLevelJsonLimits.maxBytes;
  std::string text;
  z_stream z{};
  z.next_in = packed.data();
  z.avail_in = static_cast<uInt>(packed.size());
  if (inflateInit(&z) != Z_OK) {
    out.error = N_("cannot unpack the share code");
    return out;
  }
  std::array<unsigned char, 1u << 16> piece{};
  int status = Z_OK;
  while (status == Z_OK && text.size() <= limit) {
    z.next_out = piece.data();
    z.avail_out = static_cast<uInt>(piece.size());
    status = inflate(&z, Z_NO_FLUSH);
    text.append(reinterpret_cast<const char*>(piece.data()), piece.size() - z.avail_out);
    if (status == Z_BUF_ERROR && z.avail_in == 0) break;  // the input ended before the stream did
  }
  inflateEnd(&z);
  if (status != Z_STREAM_END || text.size() > limit) {
    out.error = text.size() > limit ? N_("the share code unpacks to more than a level may hold")
                                    : N_("the share code does not unpack (was it changed or cut?)");
    return out;
  }
  if (hex8(crcOf(text)) != clean.substr(dot + 1)) {
    out.error = N_("the share code's check does not match: a character was changed or lost");
    return out;
  }
  out.load = parseLevel(text, kinds, "share code", defs);
  out.text = std::move(text);
  return out;
}

}  // namespace td
