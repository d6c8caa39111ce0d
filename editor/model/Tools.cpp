#include "editor/model/Tools.h"

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "editor/model/EditNotes.h"
#include "editor/model/HeroStart.h"
#include "editor/model/LaneEdits.h"
#include "engine/core/CellText.h"
#include "engine/core/MessageMark.h"
#include "engine/grid/Grid.h"
#include "io/PlayableSize.h"

namespace td::editor {
namespace {

std::vector<Cell>& endpoints(LevelDef& level, EndpointKind kind) {
  return kind == EndpointKind::Spawn ? level.spawns : level.goals;
}

// Why a spawn or goal cannot go to `cell`: another is there. Empty when it is free.
Phrase occupiedText(const EditorDoc& doc, Cell cell) {
  if (const auto at = endpointAt(doc, cell)) {
    // TRANSLATORS: {0} is a cell such as (3, 4), {1} the number of the spawn on it.
    if (at->kind == EndpointKind::Spawn) return phrase(N_("{0} already holds spawn {1}"), cellText(cell), at->index);
    // TRANSLATORS: {0} is a cell such as (3, 4), {1} the number of the goal on it.
    return phrase(N_("{0} already holds goal {1}"), cellText(cell), at->index);
  }
  return {};
}

Phrase outsideText(Cell cell) {
  // TRANSLATORS: {0} is a cell such as (3, 4).
  return phrase(N_("{0} is outside the map"), cellText(cell));
}

Phrase noEndpointText(Endpoint which) {
  return which.kind == EndpointKind::Spawn ? phrase(N_("there is no spawn {0}"), which.index)
                                           : phrase(N_("there is no goal {0}"), which.index);
}

Phrase unknownKindText() { return phrase(N_("unknown terrain kind")); }

bool validBrush(int32_t brush) { return brush >= 1 && brush <= kMaxBrush && brush % 2 == 1; }

Phrase brushRefusal() { return phrase(N_("a brush is an odd number of cells wide, 1 to {0}"), kMaxBrush); }

// The cells of one rectangle inside the map, in row order.
std::vector<Cell> clippedRect(const LevelDef& level, int32_t x0, int32_t y0, int32_t x1, int32_t y1) {
  std::vector<Cell> cells;
  x0 = std::max(x0, 0);
  y0 = std::max(y0, 0);
  x1 = std::min(x1, level.width - 1);
  y1 = std::min(y1, level.height - 1);
  for (int32_t y = y0; y <= y1; ++y) {
    for (int32_t x = x0; x <= x1; ++x) cells.push_back({x, y});
  }
  return cells;
}

// Appends to `area` the 4-connected cells of seed's kind around `seed`,
// marking them in `seen`.
void floodFrom(const LevelDef& level, Cell seed, std::vector<uint8_t>& seen, std::vector<Cell>& area) {
  const uint8_t from = level.tile(seed);
  const size_t first = area.size();
  area.push_back(seed);
  seen[level.tileIndex(seed)] = 1;
  for (size_t head = first; head < area.size(); ++head) {
    const Cell c = area[head];
    const Cell around[4] = {{c.x + 1, c.y}, {c.x - 1, c.y}, {c.x, c.y + 1}, {c.x, c.y - 1}};
    for (Cell n : around) {
      if (!level.contains(n) || seen[level.tileIndex(n)] || level.tile(n) != from) continue;
      seen[level.tileIndex(n)] = 1;
      area.push_back(n);
    }
  }
}

// Spawn `i` of the old list becomes mapping[i] (-1: gone). Wave groups
// follow; returns how many lost their spawn.
size_t renumberSpawns(LevelDef& level, const std::vector<int32_t>& mapping) {
  size_t lost = 0;
  for (WaveDef& wave : level.waves) {
    for (WaveGroupDef& group : wave.groups) {
      if (group.spawn < 0 || static_cast<size_t>(group.spawn) >= mapping.size()) continue;
      group.spawn = mapping[static_cast<size_t>(group.spawn)];
      if (group.spawn < 0) ++lost;
    }
  }
  return lost;
}

Phrase lostNote(size_t lost) {
  if (lost == 0) return {};
  return phrasePlural(NP_("{0} wave group lost its spawn", "{0} wave groups lost their spawn"),
                      static_cast<int64_t>(lost), lost);
}

}  // namespace

EditResult paintCells(EditorDoc& doc, const std::vector<Cell>& cells, size_t paletteKind, const Phrase& label,
                      MirrorMode mirror) {
  if (paletteKind != kBaseKind && paletteKind >= doc.palette().size()) return EditResult::refuse(unknownKindText());
  const LevelDef& level = doc.level();
  std::vector<Cell> inside = withMirrors({level.width, level.height}, cells, mirror);
  std::erase_if(inside, [&](Cell c) { return !level.contains(c); });
  if (inside.empty()) return EditResult::unchanged();
  doc.beginStroke(label);
  // Looked up only now, so that a kind joins the legend only when some cell
  // will really use it.
  const std::optional<uint8_t> kind =
      paletteKind == kBaseKind ? std::optional<uint8_t>(0) : doc.legendKindOf(paletteKind);
  if (!kind) {
    doc.endStroke();
    return EditResult::refuse(phrase(N_("the legend has no room for another terrain kind")));
  }
  bool changed = false;
  for (Cell c : inside) changed = doc.setTile(c, *kind) || changed;
  doc.endStroke();
  return changed ? EditResult::done() : EditResult::unchanged();
}

std::vector<Cell> brushCells(const EditorDoc& doc, Cell center, int32_t brush) {
  if (!validBrush(brush)) return {};
  const int32_t r = brush / 2;
  return clippedRect(doc.level(), center.x - r, center.y - r, center.x + r, center.y + r);
}

EditResult paint(EditorDoc& doc, Cell center, int32_t brush, size_t paletteKind, MirrorMode mirror) {
  if (!validBrush(brush)) return EditResult::refuse(brushRefusal());
  if (paletteKind >= doc.palette().size()) return EditResult::refuse(unknownKindText());
  return paintCells(doc, brushCells(doc, center, brush), paletteKind, phrase(N_("Paint")), mirror);
}

EditResult erase(EditorDoc& doc, Cell center, int32_t brush, MirrorMode mirror) {
  if (!validBrush(brush)) return EditResult::refuse(brushRefusal());
  return paintCells(doc, brushCells(doc, center, brush), kBaseKind, phrase(N_("Erase")), mirror);
}

EditResult fillRect(EditorDoc& doc, Cell corner1, Cell corner2, size_t paletteKind, MirrorMode mirror) {
  if (paletteKind >= doc.palette().size()) return EditResult::refuse(unknownKindText());
  const std::vector<Cell> cells =
      clippedRect(doc.level(), std::min(corner1.x, corner2.x), std::min(corner1.y, corner2.y),
                  std::max(corner1.x, corner2.x), std::max(corner1.y, corner2.y));
  return paintCells(doc, cells, paletteKind, phrase(N_("Fill rectangle")), mirror);
}

EditResult floodFill(EditorDoc& doc, Cell seed, size_t paletteKind, MirrorMode mirror) {
  if (paletteKind >= doc.palette().size()) return EditResult::refuse(unknownKindText());
  const LevelDef& level = doc.level();
  if (!level.contains(seed)) return EditResult::refuse(outsideText(seed));
  std::vector<uint8_t> seen(level.tiles.size(), 0);
  std::vector<Cell> area;
  for (Cell image : mirrorImages({level.width, level.height}, seed, mirror)) {
    if (seen[level.tileIndex(image)] || doc.paletteIndexOfLegend(level.tile(image)) == paletteKind) continue;
    floodFrom(level, image, seen, area);
  }
  return paintCells(doc, area, paletteKind, phrase(N_("Flood fill")));
}

std::optional<size_t> eyedrop(const EditorDoc& doc, Cell cell) {
  if (!doc.level().contains(cell)) return std::nullopt;
  return doc.paletteIndexOfLegend(doc.level().tile(cell));
}

std::optional<Endpoint> endpointAt(const EditorDoc& doc, Cell cell) {
  const LevelDef& level = doc.level();
  for (size_t i = 0; i < level.spawns.size(); ++i) {
    if (level.spawns[i] == cell) return Endpoint{EndpointKind::Spawn, i};
  }
  for (size_t i = 0; i < level.goals.size(); ++i) {
    if (level.goals[i] == cell) return Endpoint{EndpointKind::Goal, i};
  }
  return std::nullopt;
}

namespace {

EditResult place(EditorDoc& doc, EndpointKind kind, Cell cell) {
  if (!doc.level().contains(cell)) return EditResult::refuse(outsideText(cell));
  if (Phrase taken = occupiedText(doc, cell); !taken.empty()) return EditResult::refuse(std::move(taken));
  const Phrase label = kind == EndpointKind::Spawn ? phrase(N_("Place spawn")) : phrase(N_("Place goal"));
  return doc.editSettings(label, [&](LevelDef& level) {
    endpoints(level, kind).push_back(cell);
    return EditResult::done();
  });
}

}  // namespace

EditResult placeSpawn(EditorDoc& doc, Cell cell) { return place(doc, EndpointKind::Spawn, cell); }
EditResult placeGoal(EditorDoc& doc, Cell cell) { return place(doc, EndpointKind::Goal, cell); }

EditResult moveEndpoint(EditorDoc& doc, Endpoint which, Cell to) {
  const LevelDef& level = doc.level();
  const std::vector<Cell>& list = which.kind == EndpointKind::Spawn ? level.spawns : level.goals;
  if (which.index >= list.size()) return EditResult::refuse(noEndpointText(which));
  if (list[which.index] == to) return EditResult::unchanged();
  if (!level.contains(to)) return EditResult::refuse(outsideText(to));
  if (Phrase taken = occupiedText(doc, to); !taken.empty()) return EditResult::refuse(std::move(taken));
  const Phrase label = which.kind == EndpointKind::Spawn ? phrase(N_("Move spawn")) : phrase(N_("Move goal"));
  return doc.editSettings(label, [&](LevelDef& l) {
    endpoints(l, which.kind)[which.index] = to;
    return EditResult::done();
  });
}

EditResult deleteEndpoint(EditorDoc& doc, Endpoint which) {
  const LevelDef& level = doc.level();
  const std::vector<Cell>& list = which.kind == EndpointKind::Spawn ? level.spawns : level.goals;
  if (which.index >= list.size()) return EditResult::refuse(noEndpointText(which));
  const Phrase label = which.kind == EndpointKind::Spawn ? phrase(N_("Delete spawn")) : phrase(N_("Delete goal"));
  return doc.editSettings(label, [&](LevelDef& l) {
    std::vector<Cell>& cells = endpoints(l, which.kind);
    std::vector<int32_t> mapping(cells.size());
    for (size_t i = 0; i < cells.size(); ++i) {
      mapping[i] = i == which.index ? -1 : static_cast<int32_t>(i < which.index ? i : i - 1);
    }
    const Cell gone = cells[which.index];
    cells.erase(cells.begin() + static_cast<std::ptrdiff_t>(which.index));
    if (which.kind != EndpointKind::Spawn) return EditResult::done();
    // The deleted spawn's lane goes with it; its wave groups move to the nearest spawn left (the first of
    // equals), so that no wave is left sending from nowhere. With no spawn left they lose it, as a problem.
    renumberLanes(l, mapping);
    int32_t nearest = -1;
    int64_t best = INT64_MAX;
    for (size_t i = 0; i < cells.size(); ++i) {
      const int64_t dx = cells[i].x - gone.x;
      const int64_t dy = cells[i].y - gone.y;
      if (dx * dx + dy * dy < best) {
        best = dx * dx + dy * dy;
        nearest = static_cast<int32_t>(i);
      }
    }
    size_t moved = 0;
    for (const WaveDef& wave : l.waves) {
      for (const WaveGroupDef& group : wave.groups) moved += group.spawn == static_cast<int32_t>(which.index) ? 1 : 0;
    }
    mapping[which.index] = nearest;
    const size_t lost = renumberSpawns(l, mapping);
    if (nearest < 0 || moved == 0) return EditResult::done(lostNote(lost));
    return EditResult::done(phrasePlural(
        // TRANSLATORS: {0} is how many wave groups, {1} the number of the spawn they now leave from.
        NP_("{0} wave group moved to spawn {1}, the nearest", "{0} wave groups moved to spawn {1}, the nearest"),
        static_cast<int64_t>(moved), moved, nearest + 1));
  });
}

EditResult resize(EditorDoc& doc, int32_t width, int32_t height, Cell offset) {
  if (!Grid::validSize(width, height)) {
    return EditResult::refuse(phrase(N_("a map is 1 to {0} cells wide and high"), Grid::kMaxSide));
  }
  if (Phrase tooBig = playableSizeProblem(width, height); !tooBig.empty()) return EditResult::refuse(std::move(tooBig));
  const LevelDef& current = doc.level();
  if (width == current.width && height == current.height && offset == Cell{0, 0}) return EditResult::unchanged();
  return doc.editWhole(phrase(N_("Resize map")), [&](LevelDef& level) {
    std::vector<uint8_t> tiles(static_cast<size_t>(width) * static_cast<size_t>(height), 0);
    for (int32_t y = 0; y < level.height; ++y) {
      const int32_t ny = y + offset.y;
      if (ny < 0 || ny >= height) continue;
      for (int32_t x = 0; x < level.width; ++x) {
        const int32_t nx = x + offset.x;
        if (nx < 0 || nx >= width) continue;
        tiles[static_cast<size_t>(ny) * static_cast<size_t>(width) + static_cast<size_t>(nx)] = level.tile({x, y});
      }
    }
    level.width = width;
    level.height = height;
    level.tiles = std::move(tiles);
    size_t droppedSpawns = 0;
    size_t droppedGoals = 0;
    std::vector<int32_t> mapping;
    std::vector<Cell> spawns;
    for (Cell c : level.spawns) {
      const Cell moved{c.x + offset.x, c.y + offset.y};
      if (level.contains(moved)) {
        mapping.push_back(static_cast<int32_t>(spawns.size()));
        spawns.push_back(moved);
      } else {
        mapping.push_back(-1);
        ++droppedSpawns;
      }
    }
    std::vector<Cell> goals;
    for (Cell c : level.goals) {
      const Cell moved{c.x + offset.x, c.y + offset.y};
      if (level.contains(moved)) {
        goals.push_back(moved);
      } else {
        ++droppedGoals;
      }
    }
    level.spawns = std::move(spawns);
    level.goals = std::move(goals);
    const size_t lost = renumberSpawns(level, mapping);
    renumberLanes(level, mapping);
    const size_t droppedWaypoints = shiftLanes(level, offset);
    // The hero moves with the map; one that would start outside it goes.
    bool droppedHero = false;
    if (level.hero) {
      level.hero->start.x += static_cast<float>(offset.x);
      level.hero->start.y += static_cast<float>(offset.y);
      if (!heroCell(level)) {
        level.hero.reset();
        droppedHero = true;
      }
    }
    std::vector<Phrase> notes;
    if (droppedSpawns + droppedGoals > 0) {
      // TRANSLATORS: {0} is a count of spawns ("1 spawn"), {1} a count of goals ("2 goals").
      const char* removed = N_("removed {0} and {1} outside the new map");
      notes.push_back(phrase(removed, spawnCount(droppedSpawns), goalCount(droppedGoals)));
      if (lost > 0) notes.push_back(lostNote(lost));
    }
    if (droppedHero) notes.push_back(phrase(N_("removed the hero, whose start was outside the new map")));
    if (droppedWaypoints > 0) {
      notes.push_back(
          phrasePlural(NP_("removed {0} waypoint outside the new map", "removed {0} waypoints outside the new map"),
                       static_cast<int64_t>(droppedWaypoints), droppedWaypoints));
    }
    return EditResult::done(joinedNotes(std::move(notes)));
  });
}

}  // namespace td::editor
