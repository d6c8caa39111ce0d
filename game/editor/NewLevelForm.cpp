#include "game/editor/NewLevelForm.h"

#include <cctype>
#include <iterator>

#include "engine/core/TextFormat.h"
#include "game/text/Catalogue.h"
#include "game/text/PhraseText.h"
#include "io/PlayableSize.h"

namespace td::editorui {

void NewLevelForm::reset(size_t base) {
  width = kDefaultWidth;
  height = kDefaultHeight;
  // TRANSLATORS: a new level's name until the designer gives it one; it is saved in the level's file.
  name = tr("Untitled");
  baseKind = base;
}

void NewLevelForm::applyPreset(size_t index) {
  if (index >= std::size(kPresets)) return;
  width = kPresets[index].width;
  height = kPresets[index].height;
}

std::string NewLevelForm::sizeProblem(int32_t width, int32_t height, int32_t maxSide) {
  if (width < kMinSide || width > maxSide) return textf(tr("The width must be {0} to {1} cells."), kMinSide, maxSide);
  if (height < kMinSide || height > maxSide)
    return textf(tr("The height must be {0} to {1} cells."), kMinSide, maxSide);
  if (std::string why = phraseText(playableSizeProblem(width, height)); !why.empty()) {
    why[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(why[0])));
    return why + ".";
  }
  return {};
}

std::string NewLevelForm::problem(int32_t maxSide) const {
  if (std::string why = sizeProblem(width, height, maxSide); !why.empty()) return why;
  if (name.empty()) return tr("The level needs a name.");
  return {};
}

}  // namespace td::editorui
