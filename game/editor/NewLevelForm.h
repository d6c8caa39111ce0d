#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

#include "engine/core/MessageMark.h"

namespace td::editorui {

// The fields of the "New level" dialog and their checks, apart from the
// widgets. Sides are those the level format allows (1 to the engine's grid
// limit), and the map no more cells than the game opens (io/PlayableSize.h);
// the usual sizes of the campaign are offered as presets.
struct NewLevelForm {
  static constexpr int32_t kMinSide = 1;
  static constexpr int32_t kDefaultWidth = 24;
  static constexpr int32_t kDefaultHeight = 16;
  struct Preset {
    const char* label;  // marked for the catalogue, translated where the dialog shows it
    int32_t width;
    int32_t height;
  };
  static constexpr Preset kPresets[] = {
      // TRANSLATORS: the New level dialog's preset sizes, in cells (width x height).
      {N_("Small 16 x 12"), 16, 12},
      {N_("Medium 24 x 16"), 24, 16},
      {N_("Large 40 x 24"), 40, 24}};

  int32_t width = kDefaultWidth;
  int32_t height = kDefaultHeight;
  std::string name = "Untitled";  // reset() gives the name in the player's language
  size_t baseKind = 0;            // palette index

  // Back to the defaults, with `baseKind` (the palette's grass, say).
  void reset(size_t base);
  void applyPreset(size_t index);
  // Why the fields cannot make a level, or empty when they can.
  std::string problem(int32_t maxSide) const;
  // Why a map of `width` x `height` cannot be made (here or by resizing), or empty when it can.
  static std::string sizeProblem(int32_t width, int32_t height, int32_t maxSide);
};

}  // namespace td::editorui
