#include "game/editor/NewLevelForm.h"

#include <iterator>

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

std::string NewLevelForm::problem(int32_t maxSide) const {
  const std::string range = std::to_string(kMinSide) + " to " + std::to_string(maxSide);
  if (width < kMinSide || width > maxSide) return "The width must be " + range + " cells.";
  if (height < kMinSide || height > maxSide) return "The height must be " + range + " cells.";
  if (name.empty()) return "The level needs a name.";
  return {};
}

}  // namespace td::editorui
