// The level loader under libFuzzer: any text, however broken, must give
// either a level or messages, never a crash, a hang or undefined behaviour;
// and a level the loader accepts must hold up everywhere else: validation
// agrees, the canonical text reads back to the same level and the same
// bytes, and the game can start it; the editor's reading of unfinished
// levels holds up likewise (checkDraft()). Built as a libFuzzer target with Clang
// (scripts/fuzz), and with any compiler as a plain test over the seed corpus
// (CorpusDriver.cpp), so that this file cannot rot.

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <string>
#include <string_view>
#include <vector>

#include "engine/sim/World.h"
#include "io/GameDefsJson.h"
#include "io/JsonCheck.h"
#include "io/LevelCheck.h"
#include "io/LevelDraft.h"
#include "io/LevelJson.h"
#include "io/LevelStructure.h"
#include "io/TerrainsJson.h"
#include "tests/support/SourcePaths.h"

namespace td::fuzz {
namespace {

[[noreturn]] void fail(const char* what, const std::string& detail = {}) {
  std::fprintf(stderr, "level fuzz: %s\n%s\n", what, detail.c_str());
  std::abort();
}

void require(bool holds, const char* what, const std::string& detail = {}) {
  if (!holds) fail(what, detail);
}

struct Shipped {
  std::vector<TerrainDef> terrains;
  GameDefs defs;
};

const Shipped& shipped() {
  static const Shipped data = [] {
    const std::string dir = td::test::sourceDir().string() + "/assets/defs/";
    TerrainsLoad terrains = loadTerrains(dir + "terrains.json");
    GameDefsLoad defs = loadGameDefs(dir + "enemies.json", dir + "towers.json", dir + "heroes.json");
    require(terrains.ok() && defs.ok(), "cannot load the game definitions", dir);
    return Shipped{std::move(terrains.terrains), std::move(defs.defs)};
  }();
  return data;
}

std::string listed(const std::vector<JsonError>& problems) {
  std::string text;
  for (const JsonError& e : problems) text += e.text() + "\n";
  return text;
}

// Bit for bit: a saved level must play exactly like the one it came from.
bool sameLevel(const LevelDef& a, const LevelDef& b) {
  bool same = a.name == b.name && a.width == b.width && a.height == b.height && a.glyphs == b.glyphs &&
              a.tiles == b.tiles && a.spawns == b.spawns && a.goals == b.goals && a.connectivity == b.connectivity &&
              a.gold == b.gold && a.lives == b.lives && a.towers == b.towers && a.firstWaveDelay == b.firstWaveDelay &&
              a.waveBreak == b.waveBreak && a.earlyBonusPerSecond == b.earlyBonusPerSecond &&
              a.terrains.size() == b.terrains.size() && a.waves.size() == b.waves.size() &&
              a.hero.has_value() == b.hero.has_value();
  if (same && a.hero) {
    same = a.hero->kind == b.hero->kind && a.hero->start.x == b.hero->start.x && a.hero->start.y == b.hero->start.y;
  }
  for (size_t k = 0; same && k < a.terrains.size(); ++k) same = a.terrains[k].name == b.terrains[k].name;
  for (size_t w = 0; same && w < a.waves.size(); ++w) {
    const WaveDef& x = a.waves[w];
    const WaveDef& y = b.waves[w];
    same = x.bonus == y.bonus && x.groups.size() == y.groups.size();
    for (size_t g = 0; same && g < x.groups.size(); ++g) {
      const WaveGroupDef& p = x.groups[g];
      const WaveGroupDef& q = y.groups[g];
      same = p.enemy == q.enemy && p.count == q.count && p.interval == q.interval && p.spawn == q.spawn &&
             p.delay == q.delay;
    }
  }
  return same;
}

void checkRefused(const LevelLoad& load) {
  require(!load.errors.empty(), "a refused level has no error");
  require(load.errors.size() <= JsonCheck::kMaxErrors + 1, "the flood of errors was not cut", listed(load.errors));
  require(load.level.tiles.empty() && load.level.name.empty(), "a refused level was handed out");
  for (const JsonError& e : load.errors) {
    require(e.source == "fuzz" && !e.message.empty(), "an error without its source or message", e.text());
  }
}

void checkAccepted(std::string_view text, const LevelLoad& load) {
  const Shipped& data = shipped();
  const LevelDef& level = load.level;
  require(validateLevel(level, "fuzz", &data.defs).empty(), "validation refuses a level the loader accepted",
          listed(validateLevel(level, "fuzz", &data.defs)));
  // Definitions only add rules.
  require(parseLevel(text, data.terrains, "fuzz").ok(), "a level valid with definitions is invalid without them");

  const std::string canonical = levelToJson(level);
  const LevelLoad again = parseLevel(canonical, data.terrains, "fuzz", &data.defs);
  require(again.ok(), "the canonical text of an accepted level is refused", canonical + listed(again.errors));
  require(again.warnings.empty(), "the canonical text draws warnings", listed(again.warnings));
  require(sameLevel(level, again.level), "load, save, load changed the level", canonical);
  require(levelToJson(again.level) == canonical, "saving the canonical text again changed its bytes", canonical);

  try {
    World world(level, data.defs, 1);
    for (int tick = 0; tick < 4; ++tick) world.step();
  } catch (const std::exception& e) {
    fail("the game cannot start a level the loader accepted", e.what());
  }
}

// The editor's reading (LevelDraft.h) accepts every valid level as it is,
// and whatever it accepts has the structure of a level and saves to text
// that opens again and saves to the same bytes.
void checkDraft(std::string_view text, const LevelLoad& strict) {
  const Shipped& data = shipped();
  LevelDraftLoad draft;
  try {
    draft = parseLevelDraft(text, data.terrains, "fuzz", &data.defs);
  } catch (const std::exception& e) {
    fail("the draft reader threw", e.what());
  }
  if (!draft.ok()) {
    require(!strict.ok(), "the draft reader refuses a valid level", listed(draft.errors));
    require(draft.level.tiles.empty() && draft.problems.empty(), "a refused draft was handed out");
    return;
  }
  require(hasLevelStructure(draft.level), "a draft without the structure of a level was handed out");
  if (strict.ok()) {
    require(draft.problems.empty(), "a valid level has problems as a draft", listed(draft.problems));
    require(sameLevel(draft.level, strict.level), "a valid level reads differently as a draft");
  }
  const std::string canonical = levelToJson(draft.level);
  const LevelDraftLoad again = parseLevelDraft(canonical, data.terrains, "fuzz", &data.defs);
  require(again.ok(), "the saved text of a draft cannot be opened again", canonical + listed(again.errors));
  require(levelToJson(again.level) == canonical, "saving a draft's text again changed its bytes", canonical);
}

}  // namespace

int checkLevelText(const uint8_t* data, size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const Shipped& shippedData = shipped();
  LevelLoad load;
  try {
    load = parseLevel(text, shippedData.terrains, "fuzz", &shippedData.defs);
  } catch (const std::exception& e) {
    fail("the loader threw", e.what());
  }
  if (load.ok()) {
    checkAccepted(text, load);
  } else {
    checkRefused(load);
  }
  checkDraft(text, load);
  return 0;
}

}  // namespace td::fuzz

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) { return td::fuzz::checkLevelText(data, size); }
