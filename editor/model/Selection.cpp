#include "editor/model/Selection.h"

#include <algorithm>
#include <functional>

#include "editor/model/EditNotes.h"
#include "editor/model/HeroStart.h"
#include "engine/core/CellText.h"
#include "engine/core/MessageMark.h"

namespace td::editor {
namespace {

std::vector<Cell> cellsOf(CellRect r) {
  std::vector<Cell> cells;
  cells.reserve(static_cast<size_t>(r.width) * static_cast<size_t>(r.height));
  for (int32_t y = r.y; y < r.y + r.height; ++y) {
    for (int32_t x = r.x; x < r.x + r.width; ++x) cells.push_back({x, y});
  }
  return cells;
}

// Indices of the spawns or goals inside `rect`, highest first, so that
// deleting them one by one never renumbers one still to be deleted.
std::vector<size_t> insideDescending(const std::vector<Cell>& list, CellRect rect) {
  std::vector<size_t> found;
  for (size_t i = list.size(); i-- > 0;) {
    if (rectContains(rect, list[i])) found.push_back(i);
  }
  return found;
}

size_t groupsWithoutSpawn(const LevelDef& level) {
  size_t n = 0;
  for (const WaveDef& wave : level.waves) {
    for (const WaveGroupDef& group : wave.groups) n += group.spawn < 0 ? 1 : 0;
  }
  return n;
}

// The legend entry a named kind pastes as: the level's own entry of that
// name, else the palette's kind joining the legend. nullopt (and `full`
// set) when the legend has no room; nullopt alone when no such kind exists.
std::optional<uint8_t> legendKindNamed(EditorDoc& doc, const std::string& name, bool& full) {
  const LevelDef& level = doc.level();
  for (size_t i = 0; i < level.terrains.size(); ++i) {
    if (level.terrains[i].name == name) return static_cast<uint8_t>(i);
  }
  const std::optional<size_t> palette = doc.paletteIndex(name);
  if (!palette) return std::nullopt;
  const std::optional<uint8_t> added = doc.legendKindOf(*palette);
  full = !added;
  return added;
}

}  // namespace

CellRect spannedRect(Cell corner1, Cell corner2) {
  const int32_t x0 = std::min(corner1.x, corner2.x);
  const int32_t y0 = std::min(corner1.y, corner2.y);
  return {x0, y0, std::max(corner1.x, corner2.x) - x0 + 1, std::max(corner1.y, corner2.y) - y0 + 1};
}

std::optional<CellRect> clipToMap(const LevelDef& level, CellRect rect) {
  const int32_t x0 = std::max(rect.x, 0);
  const int32_t y0 = std::max(rect.y, 0);
  const int32_t x1 = std::min(rect.x + rect.width, level.width);
  const int32_t y1 = std::min(rect.y + rect.height, level.height);
  if (x1 <= x0 || y1 <= y0) return std::nullopt;
  return CellRect{x0, y0, x1 - x0, y1 - y0};
}

bool rectContains(CellRect rect, Cell cell) {
  return cell.x >= rect.x && cell.y >= rect.y && cell.x < rect.x + rect.width && cell.y < rect.y + rect.height;
}

Clipboard copyArea(const EditorDoc& doc, CellRect rect) {
  const LevelDef& level = doc.level();
  const std::optional<CellRect> area = clipToMap(level, rect);
  if (!area) return {};
  Clipboard clip;
  clip.width = area->width;
  clip.height = area->height;
  std::vector<int32_t> slotOfLegend(level.terrains.size(), -1);
  for (Cell c : cellsOf(*area)) {
    const uint8_t legend = level.tile(c);
    if (slotOfLegend[legend] < 0) {
      slotOfLegend[legend] = static_cast<int32_t>(clip.kinds.size());
      clip.kinds.push_back(level.terrains[legend].name);
    }
    clip.cells.push_back(static_cast<uint8_t>(slotOfLegend[legend]));
  }
  const auto keep = [&](const std::vector<Cell>& list, EndpointKind kind) {
    for (Cell c : list) {
      if (rectContains(*area, c)) clip.endpoints.push_back({kind, {c.x - area->x, c.y - area->y}});
    }
  };
  keep(level.spawns, EndpointKind::Spawn);
  keep(level.goals, EndpointKind::Goal);
  return clip;
}

EditResult deleteArea(EditorDoc& doc, CellRect rect) {
  const std::optional<CellRect> area = clipToMap(doc.level(), rect);
  if (!area) return EditResult::unchanged();
  const size_t lostBefore = groupsWithoutSpawn(doc.level());
  const Phrase label = phrase(N_("Delete selection"));
  doc.beginStroke(label);
  bool changed = paintCells(doc, cellsOf(*area), kBaseKind, label).applied();
  const std::vector<size_t> spawns = insideDescending(doc.level().spawns, *area);
  const std::vector<size_t> goals = insideDescending(doc.level().goals, *area);
  for (size_t i : spawns) changed = deleteEndpoint(doc, {EndpointKind::Spawn, i}).applied() || changed;
  for (size_t i : goals) changed = deleteEndpoint(doc, {EndpointKind::Goal, i}).applied() || changed;
  const size_t lost = groupsWithoutSpawn(doc.level()) - lostBefore;
  doc.endStroke();
  if (!changed) return EditResult::unchanged();
  std::vector<Phrase> notes;
  if (!spawns.empty() || !goals.empty()) {
    // TRANSLATORS: {0} is a count of spawns ("1 spawn"), {1} a count of goals ("2 goals").
    notes.push_back(phrase(N_("removed {0} and {1}"), spawnCount(spawns.size()), goalCount(goals.size())));
    if (lost > 0) {
      notes.push_back(phrasePlural(NP_("{0} wave group lost its spawn", "{0} wave groups lost their spawn"),
                                   static_cast<int64_t>(lost), lost));
    }
  }
  return EditResult::done(joinedNotes(std::move(notes)));
}

EditResult cutArea(EditorDoc& doc, CellRect rect, Clipboard& into) {
  into = copyArea(doc, rect);
  doc.beginStroke(phrase(N_("Cut")));
  EditResult result = deleteArea(doc, rect);
  doc.endStroke();
  return result;
}

EditResult pasteClip(EditorDoc& doc, const Clipboard& clip, Cell topLeft) {
  if (clip.empty()) return EditResult::refuse(phrase(N_("nothing has been copied yet")));
  const std::optional<CellRect> area = clipToMap(doc.level(), {topLeft.x, topLeft.y, clip.width, clip.height});
  if (!area) return EditResult::refuse(phrase(N_("the paste would land outside the map")));
  doc.beginStroke(phrase(N_("Paste")));
  // Kinds are resolved only when a cell inside the map uses them, so that a
  // clipped-away kind does not join the legend.
  std::vector<std::optional<uint8_t>> legend(clip.kinds.size());
  std::vector<uint8_t> resolved(clip.kinds.size(), 0);
  size_t unknown = 0;
  bool changed = false;
  for (Cell c : cellsOf(*area)) {
    const size_t at =
        static_cast<size_t>(c.y - topLeft.y) * static_cast<size_t>(clip.width) + static_cast<size_t>(c.x - topLeft.x);
    const uint8_t slot = clip.cells[at];
    if (!resolved[slot]) {
      bool full = false;
      legend[slot] = legendKindNamed(doc, clip.kinds[slot], full);
      resolved[slot] = 1;
      if (full) {
        // Nothing of a paste that cannot be whole is kept.
        doc.cancelStroke();
        // TRANSLATORS: {0} is a terrain kind's name as the level's file writes it ("mud").
        return EditResult::refuse(phrase(N_("the legend has no room for {0}"), clip.kinds[slot]));
      }
    }
    if (!legend[slot]) {
      ++unknown;
      continue;
    }
    changed = doc.setTile(c, *legend[slot]) || changed;
  }
  std::vector<Phrase> notes;
  if (unknown > 0) {
    notes.push_back(phrasePlural(NP_("{0} cell of a terrain kind this game does not know left as they were",
                                     "{0} cells of a terrain kind this game does not know left as they were"),
                                 static_cast<int64_t>(unknown), unknown));
  }
  for (const ClipEndpoint& e : clip.endpoints) {
    const Cell cell{topLeft.x + e.offset.x, topLeft.y + e.offset.y};
    const bool spawn = e.kind == EndpointKind::Spawn;
    if (!doc.level().contains(cell)) {
      // TRANSLATORS: {0} is a cell such as (3, 4).
      notes.push_back(spawn ? phrase(N_("left out the spawn at {0} (outside the map)"), cellText(cell))
                            // TRANSLATORS: {0} is a cell such as (3, 4).
                            : phrase(N_("left out the goal at {0} (outside the map)"), cellText(cell)));
      continue;
    }
    const EditResult placed = spawn ? placeSpawn(doc, cell) : placeGoal(doc, cell);
    if (placed.refused()) {
      // TRANSLATORS: {0} is why the spawn could not be placed ("(3, 4) already holds goal 0").
      notes.push_back(spawn ? phrase(N_("left out the spawn ({0})"), placed.message)
                            // TRANSLATORS: {0} is why the goal could not be placed ("(3, 4) already holds spawn 0").
                            : phrase(N_("left out the goal ({0})"), placed.message));
    } else {
      changed = true;
    }
  }
  doc.endStroke();
  Phrase note = joinedNotes(std::move(notes));
  if (changed) return EditResult::done(std::move(note));
  return note.empty() ? EditResult::unchanged() : EditResult::refuse(std::move(note));
}

EditResult moveArea(EditorDoc& doc, CellRect rect, Cell by) {
  const LevelDef& level = doc.level();
  const std::optional<CellRect> area = clipToMap(level, rect);
  if (!area || by == Cell{0, 0}) return EditResult::unchanged();
  const CellRect to{area->x + by.x, area->y + by.y, area->width, area->height};
  if (clipToMap(level, to) != to) return EditResult::refuse(phrase(N_("the selection would leave the map")));
  const std::vector<size_t> spawns = insideDescending(level.spawns, *area);
  const std::vector<size_t> goals = insideDescending(level.goals, *area);
  // A spawn or goal that moves may not land on one that stays.
  for (const auto& [list, moved] : {std::pair(&level.spawns, &spawns), std::pair(&level.goals, &goals)}) {
    for (size_t i : *moved) {
      const Cell lands{(*list)[i].x + by.x, (*list)[i].y + by.y};
      const auto there = endpointAt(doc, lands);
      if (there && !rectContains(*area, lands)) {
        if (there->kind == EndpointKind::Spawn) {
          // TRANSLATORS: {0} is a cell such as (3, 4), {1} the number of the spawn on it.
          return EditResult::refuse(phrase(N_("{0} already holds spawn {1}"), cellText(lands), there->index));
        }
        // TRANSLATORS: {0} is a cell such as (3, 4), {1} the number of the goal on it.
        return EditResult::refuse(phrase(N_("{0} already holds goal {1}"), cellText(lands), there->index));
      }
    }
  }
  const bool heroMoves = heroCell(level) && rectContains(*area, *heroCell(level));
  std::vector<uint8_t> tiles;
  for (Cell c : cellsOf(*area)) tiles.push_back(level.tile(c));

  const Phrase label = phrase(N_("Move selection"));
  doc.beginStroke(label);
  bool changed = false;
  for (Cell c : cellsOf(*area)) changed = doc.setTile(c, 0) || changed;
  size_t i = 0;
  for (Cell c : cellsOf(to)) changed = doc.setTile(c, tiles[i++]) || changed;
  if (!spawns.empty() || !goals.empty() || heroMoves) {
    changed = doc.editSettings(label,
                               [&](LevelDef& l) {
                                 for (size_t s : spawns) l.spawns[s] = {l.spawns[s].x + by.x, l.spawns[s].y + by.y};
                                 for (size_t g : goals) l.goals[g] = {l.goals[g].x + by.x, l.goals[g].y + by.y};
                                 if (heroMoves) {
                                   l.hero->start.x += static_cast<float>(by.x);
                                   l.hero->start.y += static_cast<float>(by.y);
                                 }
                                 return EditResult::done();
                               })
                  .applied() ||
              changed;
  }
  doc.endStroke();
  return changed ? EditResult::done() : EditResult::unchanged();
}

}  // namespace td::editor
