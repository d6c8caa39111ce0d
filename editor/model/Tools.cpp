#include "editor/model/Tools.h"

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "editor/model/HeroStart.h"
#include "editor/model/LaneEdits.h"
#include "engine/core/CellText.h"
#include "engine/grid/Grid.h"
#include "io/PlayableSize.h"

namespace td::editor {
namespace {

const char* kindWord(EndpointKind kind) { return kind == EndpointKind::Spawn ? "spawn" : "goal"; }

std::vector<Cell>& endpoints(LevelDef& level, EndpointKind kind) {
  return kind == EndpointKind::Spawn ? level.spawns : level.goals;
}

std::string occupiedText(const EditorDoc& doc, Cell cell) {
  if (const auto at = endpointAt(doc, cell)) {
    return cellText(cell) + " already holds " + kindWord(at->kind) + " " + std::to_string(at->index);
  }
  return {};
}

bool validBrush(int32_t brush) { return brush >= 1 && brush <= kMaxBrush && brush % 2 == 1; }

std::string brushRefusal() { return "a brush is an odd number of cells wide, 1 to " + std::to_string(kMaxBrush); }

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

std::string lostNote(size_t lost) {
  if (lost == 0) return {};
  return std::to_string(lost) + (lost == 1 ? " wave group lost its spawn" : " wave groups lost their spawn");
}

}  // namespace

EditResult paintCells(EditorDoc& doc, const std::vector<Cell>& cells, size_t paletteKind, std::string_view label,
                      MirrorMode mirror) {
  if (paletteKind != kBaseKind && paletteKind >= doc.palette().size())
    return EditResult::refuse("unknown terrain kind");
  const LevelDef& level = doc.level();
  std::vector<Cell> inside = withMirrors({level.width, level.height}, cells, mirror);
  std::erase_if(inside, [&](Cell c) { return !level.contains(c); });
  if (inside.empty()) return EditResult::unchanged();
  doc.beginStroke(std::string(label));
  // Looked up only now, so that a kind joins the legend only when some cell
  // will really use it.
  const std::optional<uint8_t> kind =
      paletteKind == kBaseKind ? std::optional<uint8_t>(0) : doc.legendKindOf(paletteKind);
  if (!kind) {
    doc.endStroke();
    return EditResult::refuse("the legend has no room for another terrain kind");
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
  if (paletteKind >= doc.palette().size()) return EditResult::refuse("unknown terrain kind");
  return paintCells(doc, brushCells(doc, center, brush), paletteKind, "Paint", mirror);
}

EditResult erase(EditorDoc& doc, Cell center, int32_t brush, MirrorMode mirror) {
  if (!validBrush(brush)) return EditResult::refuse(brushRefusal());
  return paintCells(doc, brushCells(doc, center, brush), kBaseKind, "Erase", mirror);
}

EditResult fillRect(EditorDoc& doc, Cell corner1, Cell corner2, size_t paletteKind, MirrorMode mirror) {
  if (paletteKind >= doc.palette().size()) return EditResult::refuse("unknown terrain kind");
  const std::vector<Cell> cells =
      clippedRect(doc.level(), std::min(corner1.x, corner2.x), std::min(corner1.y, corner2.y),
                  std::max(corner1.x, corner2.x), std::max(corner1.y, corner2.y));
  return paintCells(doc, cells, paletteKind, "Fill rectangle", mirror);
}

EditResult floodFill(EditorDoc& doc, Cell seed, size_t paletteKind, MirrorMode mirror) {
  if (paletteKind >= doc.palette().size()) return EditResult::refuse("unknown terrain kind");
  const LevelDef& level = doc.level();
  if (!level.contains(seed)) return EditResult::refuse(cellText(seed) + " is outside the map");
  std::vector<uint8_t> seen(level.tiles.size(), 0);
  std::vector<Cell> area;
  for (Cell image : mirrorImages({level.width, level.height}, seed, mirror)) {
    if (seen[level.tileIndex(image)] || doc.paletteIndexOfLegend(level.tile(image)) == paletteKind) continue;
    floodFrom(level, image, seen, area);
  }
  return paintCells(doc, area, paletteKind, "Flood fill");
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
  if (!doc.level().contains(cell)) return EditResult::refuse(cellText(cell) + " is outside the map");
  if (std::string taken = occupiedText(doc, cell); !taken.empty()) return EditResult::refuse(taken);
  return doc.editSettings(kind == EndpointKind::Spawn ? "Place spawn" : "Place goal", [&](LevelDef& level) {
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
  if (which.index >= list.size()) {
    return EditResult::refuse(std::string("there is no ") + kindWord(which.kind) + " " + std::to_string(which.index));
  }
  if (list[which.index] == to) return EditResult::unchanged();
  if (!level.contains(to)) return EditResult::refuse(cellText(to) + " is outside the map");
  if (std::string taken = occupiedText(doc, to); !taken.empty()) return EditResult::refuse(taken);
  return doc.editSettings(which.kind == EndpointKind::Spawn ? "Move spawn" : "Move goal", [&](LevelDef& l) {
    endpoints(l, which.kind)[which.index] = to;
    return EditResult::done();
  });
}

EditResult deleteEndpoint(EditorDoc& doc, Endpoint which) {
  const LevelDef& level = doc.level();
  const std::vector<Cell>& list = which.kind == EndpointKind::Spawn ? level.spawns : level.goals;
  if (which.index >= list.size()) {
    return EditResult::refuse(std::string("there is no ") + kindWord(which.kind) + " " + std::to_string(which.index));
  }
  return doc.editSettings(which.kind == EndpointKind::Spawn ? "Delete spawn" : "Delete goal", [&](LevelDef& l) {
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
    return EditResult::done(std::to_string(moved) + (moved == 1 ? " wave group" : " wave groups") + " moved to spawn " +
                            std::to_string(nearest + 1) + ", the nearest");
  });
}

EditResult resize(EditorDoc& doc, int32_t width, int32_t height, Cell offset) {
  if (!Grid::validSize(width, height)) {
    return EditResult::refuse("a map is 1 to " + std::to_string(Grid::kMaxSide) + " cells wide and high");
  }
  if (const std::string tooBig = playableSizeProblem(width, height); !tooBig.empty()) return EditResult::refuse(tooBig);
  const LevelDef& current = doc.level();
  if (width == current.width && height == current.height && offset == Cell{0, 0}) return EditResult::unchanged();
  return doc.editWhole("Resize map", [&](LevelDef& level) {
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
    std::string note;
    if (droppedSpawns + droppedGoals > 0) {
      note = "removed " + std::to_string(droppedSpawns) + (droppedSpawns == 1 ? " spawn" : " spawns") + " and " +
             std::to_string(droppedGoals) + (droppedGoals == 1 ? " goal" : " goals") + " outside the new map";
      if (lost > 0) note += "; " + lostNote(lost);
    }
    if (droppedHero)
      note += (note.empty() ? "" : "; ") + std::string("removed the hero, whose start was outside the new map");
    if (droppedWaypoints > 0) {
      note += (note.empty() ? "" : "; ") + std::string("removed ") + std::to_string(droppedWaypoints) +
              (droppedWaypoints == 1 ? " waypoint" : " waypoints") + " outside the new map";
    }
    return EditResult::done(std::move(note));
  });
}

}  // namespace td::editor
