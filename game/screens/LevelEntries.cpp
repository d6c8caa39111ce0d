#include "game/screens/LevelEntries.h"

#include <algorithm>
#include <cstdio>

#include "editor/model/ReadablePath.h"
#include "engine/core/TextFormat.h"
#include "engine/sim/OfferedTowers.h"
#include "game/DataPaths.h"
#include "game/persist/SavedGames.h"
#include "game/text/Catalogue.h"
#include "game/text/DataWords.h"
#include "game/text/PhraseText.h"
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
  std::string reason = tr("unknown error");
  if (!load.errors.empty()) {
    const JsonError& first = load.errors.front();
    // Where in the level, in words as the editor says it ("Wave 3, group 1, count"), then what is wrong.
    reason = first.path.empty()
                 ? phraseText(first.message)
                 : textf(tr("{0}: {1}"), phraseText(editor::readablePathPhrase(first.path)), phraseText(first.message));
  }
  if (reason.size() > 80) {
    size_t cut = 77;
    while (cut > 0 && (static_cast<unsigned char>(reason[cut]) & 0xC0) == 0x80) --cut;
    reason = reason.substr(0, cut) + "...";
  }
  // TRANSLATORS: on a level's card in the level select; {0} is the first problem found in its file (in English).
  return textf(tr("cannot be loaded: {0}"), reason);
}

std::string factsOf(const LevelDef& level) {
  int64_t enemies = 0;
  for (const WaveDef& w : level.waves) {
    for (const WaveGroupDef& g : w.groups) enemies += g.count;
  }
  // TRANSLATORS: a map's size in cells, width by height.
  const std::string size = textf(trc("map size", "{0} x {1}"), level.width, level.height);
  // TRANSLATORS: on a level's card: {0} is the map's size ("32 x 18"); the level has no waves of its own.
  if (level.waves.empty()) return textf(tr("{0}   practice waves"), size);
  const unsigned long waveCount = level.waves.size();
  const std::string waves = textf(trn("{0} wave", "{0} waves", waveCount), waveCount);
  const std::string foes =
      textf(trn("{0} enemy", "{0} enemies", static_cast<unsigned long>(enemies)), groupedText(enemies));
  // TRANSLATORS: on a level's card: the map's size ("32 x 18"), its waves ("8 waves") and enemies ("142 enemies").
  if (!level.hero) return textf(tr("{0}   {1}, {2}"), size, waves, foes);
  // TRANSLATORS: as "{0}   {1}, {2}", for a level with a hero.
  return textf(tr("{0}   {1}, {2}, a hero"), size, waves, foes);
}

// The name of the kind that only blocks (the Wall), this level's when it offers one.
std::string wallName(const LevelDef& level, const GameDefs& defs) {
  std::vector<uint8_t> offered;
  offeredTowerKinds(level, defs, offered);
  const TowerDef* any = nullptr;
  for (size_t kind = 0; kind < defs.towers.size(); ++kind) {
    if (defs.towers[kind].attacks()) continue;
    if (offered[kind] != 0) return kindName(defs.towers[kind]);
    if (!any) any = &defs.towers[kind];
  }
  return any ? kindName(*any) : trc("tower kind", "Wall");
}

void describeWay(const LevelDef& level, const GameDefs& defs, LevelEntry& e) {
  const std::string wall = wallName(level, defs);
  if (isMazeLevel(level, defs)) {
    e.way = LevelWay::Maze;
    // TRANSLATORS: under the level select's list; {0} is the name of the kind that only blocks (the Wall).
    e.wayText = textf(tr("Maze level: the {0} is on offer, so you build the way the enemies walk"), wall);
  } else {
    e.way = LevelWay::Road;
    // TRANSLATORS: under the level select's list; {0} is the name of the kind that only blocks (the Wall).
    e.wayText = textf(tr("Road level: no {0} on offer; the map sets the way and your towers line it"), wall);
  }
}

void fill(const GameContext& ctx, LevelEntry& e) {
  LevelLoad load = loadLevel(e.file, ctx.res.terrains, &ctx.res.defs);
  if (!load.ok()) {
    e.title += e.file.filename().string();
    e.facts = reasonOf(load, e.file);
    return;
  }
  e.title += levelName(load.level);
  if (const std::string tooBig = phraseText(playableSizeProblem(load.level.width, load.level.height));
      !tooBig.empty()) {
    e.facts = tooBig;  // listed, but not offered to play
    return;
  }
  e.facts = factsOf(load.level);
  describeWay(load.level, ctx.res.defs, e);
  e.level = std::move(load.level);
  const persist::LevelProgress p = ctx.progress.level(e.recordId);
  e.won = p.completed;
  if (p.completed) {
    const auto lives = static_cast<unsigned long>(std::max(0, p.bestLives));
    e.record = stars(p.stars) + "   " + textf(trn("{0} life kept", "{0} lives kept", lives), p.bestLives);
    if (p.bestScore > 0) e.record += "   " + textf(tr("best score {0}"), groupedText(p.bestScore));
  } else {
    e.record = tr("not yet won");
  }
  if (p.bestWave > 0) {
    const auto waves = static_cast<unsigned long>(p.bestWave);
    // TRANSLATORS: the most waves held in endless mode on this level.
    e.record += "   " + textf(trn("endless: {0} wave", "endless: {0} waves", waves), p.bestWave);
  }
  e.challenges = e.level->challenges.size();
  for (const ChallengeDef& c : e.level->challenges) {
    if (std::find(p.challenges.begin(), p.challenges.end(), c.id) != p.challenges.end()) ++e.challengesWon;
  }
  if (e.won && e.challenges > 0) {
    // TRANSLATORS: on a won level's card: {0} of the level's {1} challenges won.
    e.record += "   " + textf(tr("challenges {0}/{1}"), e.challengesWon, e.challenges);
  }
  // A game left under way: Play offers to continue it.
  const std::filesystem::path saves = persist::savesDir();
  if (persist::hasSavedGame(saves, persist::savedGameKey(e.recordId, false)) ||
      persist::hasSavedGame(saves, persist::savedGameKey(e.recordId, true))) {
    e.record += "   " + std::string(tr("(a game left under way)"));
  }
}

}  // namespace

std::string_view wayTag(LevelWay way) {
  switch (way) {
    // TRANSLATORS: the tag on a maze level's card: one short word, in capitals where the script has them.
    case LevelWay::Maze:
      return tr("MAZE");
    // TRANSLATORS: the tag on a road level's card: one short word, in capitals where the script has them.
    case LevelWay::Road:
      return tr("ROAD");
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
    if (e.level && !unlocked) e.record = tr("locked: win the level before");
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
