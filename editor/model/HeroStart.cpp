#include "editor/model/HeroStart.h"

#include <cmath>

#include "engine/core/CellText.h"
#include "engine/core/MessageMark.h"

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
  // TRANSLATORS: {0} is a cell such as (3, 4).
  if (!doc.level().contains(cell)) return EditResult::refuse(phrase(N_("{0} is outside the map"), cellText(cell)));
  const Vec2 centre{static_cast<float>(cell.x) + 0.5f, static_cast<float>(cell.y) + 0.5f};
  const bool moving = doc.level().hero.has_value();
  return doc.editSettings(moving ? phrase(N_("Move hero")) : phrase(N_("Place hero")), [&](LevelDef& level) {
    if (!level.hero) level.hero = HeroPlacement{};
    level.hero->start = centre;
    return EditResult::done();
  });
}

EditResult removeHero(EditorDoc& doc) {
  if (!doc.level().hero) return EditResult::unchanged();
  return doc.editSettings(phrase(N_("Remove hero")), [](LevelDef& level) {
    level.hero.reset();
    return EditResult::done();
  });
}

EditResult setHeroKind(EditorDoc& doc, const std::string& kind) {
  if (!doc.level().hero) return EditResult::refuse(phrase(N_("the level has no hero: place one first")));
  return doc.editSettings(phrase(N_("Hero kind")), [&](LevelDef& level) {
    level.hero->kind = kind;
    return EditResult::done();
  });
}

}  // namespace td::editor
