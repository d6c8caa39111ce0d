#pragma once

#include <SFML/Graphics/Font.hpp>
#include <filesystem>
#include <string>
#include <string_view>

#include "game/text/Language.h"

namespace td {

// The typeface the game and the editor's panels write a language in, from Debian's font packages: DejaVu Sans
// (fonts-dejavu-core) for English, Polish and Russian, Noto Sans CJK SC (fonts-noto-cjk) for Chinese, whose
// Latin letters and digits serve the numbers and proper names in a Chinese text as well.
struct UiFontFile {
  std::filesystem::path path;
  std::string_view family;   // the face to take from a collection; empty: the file is one face
  std::string_view package;  // the Debian package that installs it, for the message when it is missing
};

inline constexpr const char* kLatinFontFile = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";
inline constexpr const char* kCjkFontFile = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc";

UiFontFile uiFontFile(Language language);

// Loads the language's typeface into `font` (an sf::Font the screens already hold, so that their texts follow);
// on failure `font` is left as it was and `error` says what to install.
bool loadUiFont(sf::Font& font, Language language, std::string& error);

// Where the editor's panels (Dear ImGui, which reads collections by face number) find the same face: the file
// and the face's number in it; false, with `error`, when it is missing.
bool uiFontFace(Language language, std::filesystem::path& file, int& face, std::string& error);

}  // namespace td
