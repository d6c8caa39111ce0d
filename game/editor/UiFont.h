#pragma once

namespace td {

// The typeface of the game and of the editor's panels (Debian: fonts-dejavu-core).
inline constexpr const char* kUiFontFile = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";

}  // namespace td
