#include "editor/model/HeroStart.h"

#include <cmath>

#include "engine/core/CellText.h"

namespace td::editor {

std::optional<Cell> heroCell(const LevelDef& level) {
  if (!level.hero) return std::nullopt;
  const Vec2 p = level.hero->start;
  // Written so that NaN is outside too.
  if (!(p.x >= 0.0f && p.y >= 0.0f && p.x < static_cast<float>(level.width) &&
        p.y < static_cast<float>(level.height))) {
    return std::nullopt;
  }
  return Cell{static_cast<int32_t>(std::floor(p.x)), static_cast<int32_t>(std::floor(p.y))};
}

bool heroAt(const EditorDoc& doc, Cell cell) { return heroCell(doc.level()) == cell; }

EditResult placeHero(EditorDoc& doc, Cell cell) {
  if (!doc.level().contains(cell)) return EditResult::refuse(cellText(cell) + " is outside the map");
  const Vec2 centre{static_cast<float>(cell.x) + 0.5f, static_cast<float>(cell.y) + 0.5f};
  const bool moving = doc.level().hero.has_value();
  return doc.editSettings(moving ? "Move hero" : "Place hero", [&](LevelDef& level) {
    if (!level.hero) level.hero = HeroPlacement{};
    level.hero->start = centre;
    return EditResult::done();
  });
}

EditResult removeHero(EditorDoc& doc) {
  if (!doc.level().hero) return EditResult::unchanged();
  return doc.editSettings("Remove hero", [](LevelDef& level) {
    level.hero.reset();
    return EditResult::done();
  });
}

EditResult setHeroKind(EditorDoc& doc, const std::string& kind) {
  if (!doc.level().hero) return EditResult::refuse("the level has no hero: place one first");
  return doc.editSettings("Hero kind", [&](LevelDef& level) {
    level.hero->kind = kind;
    return EditResult::done();
  });
}

}  // namespace td::editor
