#include "game/editor/NewLevelForm.h"

#include <cctype>
#include <iterator>

#include "io/PlayableSize.h"

namespace td::editorui {

void NewLevelForm::reset(size_t base) {
  width = kDefaultWidth;
  height = kDefaultHeight;
  name = "Untitled";
  baseKind = base;
}

void NewLevelForm::applyPreset(size_t index) {
  if (index >= std::size(kPresets)) return;
  width = kPresets[index].width;
  height = kPresets[index].height;
}

std::string NewLevelForm::sizeProblem(int32_t width, int32_t height, int32_t maxSide) {
  const std::string range = std::to_string(kMinSide) + " to " + std::to_string(maxSide);
  if (width < kMinSide || width > maxSide) return "The width must be " + range + " cells.";
  if (height < kMinSide || height > maxSide) return "The height must be " + range + " cells.";
  if (std::string why = playableSizeProblem(width, height); !why.empty()) {
    why[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(why[0])));
    return why + ".";
  }
  return {};
}

std::string NewLevelForm::problem(int32_t maxSide) const {
  if (std::string why = sizeProblem(width, height, maxSide); !why.empty()) return why;
  if (name.empty()) return "The level needs a name.";
  return {};
}

}  // namespace td::editorui
