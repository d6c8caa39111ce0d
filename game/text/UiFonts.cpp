#include "game/text/UiFonts.h"

#include <fstream>
#include <iterator>
#include <map>
#include <optional>
#include <vector>

#include "game/text/FontCollection.h"

namespace td {
namespace {

std::optional<std::vector<uint8_t>> readFile(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return std::nullopt;
  return std::vector<uint8_t>(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

std::string missing(const UiFontFile& file) {
  return "cannot load the font " + file.path.string() + " (on Debian, install the " + std::string(file.package) +
         " package)";
}

// A face taken out of a collection, kept for as long as the program runs: SFML reads a font loaded from memory
// from that memory as long as the font lives, and the game's fonts live as long as the program.
const std::vector<uint8_t>* faceBytes(const UiFontFile& file) {
  static std::map<std::filesystem::path, std::vector<uint8_t>> faces;
  if (const auto it = faces.find(file.path); it != faces.end()) return &it->second;
  const auto bytes = readFile(file.path);
  if (!bytes) return nullptr;
  const std::optional<int> index = collectionFace(*bytes, file.family);
  if (!index) return nullptr;
  auto face = standaloneFace(*bytes, *index);
  if (!face) return nullptr;
  return &faces.emplace(file.path, std::move(*face)).first->second;
}

}  // namespace

UiFontFile uiFontFile(Language language) {
  if (languageInfo(language).cjk) return {kCjkFontFile, "Noto Sans CJK SC", "fonts-noto-cjk"};
  return {kLatinFontFile, {}, "fonts-dejavu-core"};
}

bool loadUiFont(sf::Font& font, Language language, std::string& error) {
  const UiFontFile file = uiFontFile(language);
  std::error_code ec;
  if (!std::filesystem::is_regular_file(file.path, ec)) {
    error = missing(file);
    return false;
  }
  if (file.family.empty()) {
    sf::Font loaded;
    if (!loaded.loadFromFile(file.path.string())) {
      error = missing(file);
      return false;
    }
    font = loaded;
    return true;
  }
  const std::vector<uint8_t>* bytes = faceBytes(file);
  sf::Font loaded;
  if (bytes == nullptr || !loaded.loadFromMemory(bytes->data(), bytes->size())) {
    error = "cannot find the face " + std::string(file.family) + " in " + file.path.string() + " (on Debian, the " +
            std::string(file.package) + " package installs it)";
    return false;
  }
  font = loaded;
  return true;
}

bool uiFontFace(Language language, std::filesystem::path& path, int& face, std::string& error) {
  const UiFontFile file = uiFontFile(language);
  std::error_code ec;
  if (!std::filesystem::is_regular_file(file.path, ec)) {
    error = missing(file);
    return false;
  }
  path = file.path;
  face = 0;
  if (file.family.empty()) return true;
  const auto bytes = readFile(file.path);
  const std::optional<int> index = bytes ? collectionFace(*bytes, file.family) : std::nullopt;
  if (!index) {
    error = "cannot find the face " + std::string(file.family) + " in " + file.path.string();
    return false;
  }
  face = *index;
  return true;
}

}  // namespace td
