#include "game/screens/LevelEntries.h"

#include <cstdio>

#include "engine/sim/OfferedTowers.h"
#include "game/DataPaths.h"
#include "game/persist/SavedGames.h"
#include "game/ui/NumberText.h"
#include "io/LevelJson.h"
#include "io/PlayableSize.h"

namespace td {
namespace {

std::string stars(int32_t n) {
  std::string s;
  for (int i = 0; i < 3; ++i) s += i < n ? "\u2605" : "\u2606";
  return s;
}

// The first error, short enough for one line of the list; all of them go to
// standard error, where a designer can read them in full.
std::string reasonOf(const LevelLoad& load, const std::filesystem::path& file) {
  std::fprintf(stderr, "td: %s cannot be loaded:\n", file.string().c_str());
  for (const JsonError& e : load.errors) std::fprintf(stderr, "  %s\n", e.text().c_str());
  std::string reason = "unknown error";
  if (!load.errors.empty()) {
    const JsonError& first = load.errors.front();
    reason = first.path.empty() ? first.message : first.path + ": " + first.message;
  }
  if (reason.size() > 80) {
    size_t cut = 77;
    while (cut > 0 && (static_cast<unsigned char>(reason[cut]) & 0xC0) == 0x80) --cut;
    reason = reason.substr(0, cut) + "...";
  }
  return "cannot be loaded: " + reason;
}

std::string factsOf(const LevelDef& level) {
  int64_t enemies = 0;
  for (const WaveDef& w : level.waves) {
    for (const WaveGroupDef& g : w.groups) enemies += g.count;
  }
  std::string s = std::to_string(level.width) + " x " + std::to_string(level.height) + "   ";
  if (level.waves.empty()) return s + "practice waves";
  s += std::to_string(level.waves.size()) + (level.waves.size() == 1 ? " wave, " : " waves, ");
  s += groupedNumber(enemies) + (enemies == 1 ? " enemy" : " enemies");
  if (level.hero) s += ", a hero";
  return s;
}

// The name of the kind that only blocks (the Wall), this level's when it offers one.
std::string wallName(const LevelDef& level, const GameDefs& defs) {
  std::vector<uint8_t> offered;
  offeredTowerKinds(level, defs, offered);
  const TowerDef* any = nullptr;
  for (size_t kind = 0; kind < defs.towers.size(); ++kind) {
    if (defs.towers[kind].attacks()) continue;
    if (offered[kind] != 0) return defs.towers[kind].name;
    if (!any) any = &defs.towers[kind];
  }
  return any ? any->name : "Wall";
}

void describeWay(const LevelDef& level, const GameDefs& defs, LevelEntry& e) {
  const std::string wall = wallName(level, defs);
  if (isMazeLevel(level, defs)) {
    e.way = LevelWay::Maze;
    e.wayText = "Maze level: the " + wall + " is on offer, so you build the way the enemies walk";
  } else {
    e.way = LevelWay::Road;
    e.wayText = "Road level: no " + wall + " on offer; the map sets the way and your towers line it";
  }
}

void fill(const GameContext& ctx, LevelEntry& e) {
  LevelLoad load = loadLevel(e.file, ctx.res.terrains, &ctx.res.defs);
  if (!load.ok()) {
    e.title += e.file.filename().string();
    e.facts = reasonOf(load, e.file);
    return;
  }
  e.title += load.level.name;
  if (const std::string tooBig = playableSizeProblem(load.level.width, load.level.height); !tooBig.empty()) {
    e.facts = tooBig;  // listed, but not offered to play
    return;
  }
  e.facts = factsOf(load.level);
  describeWay(load.level, ctx.res.defs, e);
  e.level = std::move(load.level);
  const persist::LevelProgress p = ctx.progress.level(e.recordId);
  e.won = p.completed;
  if (p.completed) {
    e.record = stars(p.stars) + "   " + std::to_string(p.bestLives) + " lives kept";
    if (p.bestScore > 0) e.record += "   best score " + groupedNumber(p.bestScore);
  } else {
    e.record = "not yet won";
  }
  if (p.bestWave > 0) e.record += "   endless: " + std::to_string(p.bestWave) + " waves";
  // A game left under way: Play offers to continue it.
  const std::filesystem::path saves = persist::savesDir();
  if (persist::hasSavedGame(saves, persist::savedGameKey(e.recordId, false)) ||
      persist::hasSavedGame(saves, persist::savedGameKey(e.recordId, true))) {
    e.record += "   (a game left under way)";
  }
}

}  // namespace

std::string_view wayTag(LevelWay way) {
  switch (way) {
    case LevelWay::Maze:
      return "MAZE";
    case LevelWay::Road:
      return "ROAD";
    case LevelWay::Unknown:
      break;
  }
  return {};
}

std::vector<LevelEntry> campaignEntries(const GameContext& ctx) {
  const auto& files = ctx.res.levels;
  std::vector<std::string> order;
  order.reserve(files.size());
  for (const auto& file : files) order.push_back(levelId(file));
  std::vector<LevelEntry> entries;
  bool previousOpenButBroken = false;
  for (size_t i = 0; i < files.size(); ++i) {
    LevelEntry e;
    e.file = files[i];
    e.recordId = order[i];
    e.campaignIndex = static_cast<int>(i);
    e.title = std::to_string(i + 1) + ".  ";
    fill(ctx, e);
    // A level that cannot be loaded cannot be won: it does not lock the next.
    const bool unlocked = ctx.progress.isUnlocked(order, i) || previousOpenButBroken;
    previousOpenButBroken = unlocked && !e.level;
    e.open = unlocked && e.level.has_value();
    if (e.level && !unlocked) e.record = "locked: win the level before";
    entries.push_back(std::move(e));
  }
  return entries;
}

std::vector<LevelEntry> userEntries(const GameContext& ctx, const std::filesystem::path& dir) {
  std::vector<LevelEntry> entries;
  if (dir.empty()) return entries;
  for (const std::filesystem::path& file : levelFiles(dir)) {
    LevelEntry e;
    e.file = file;
    e.recordId = "user:" + levelId(file);
    fill(ctx, e);
    e.open = e.level.has_value();
    entries.push_back(std::move(e));
  }
  return entries;
}

}  // namespace td
