// td-frame-bench: how long the game takes to draw a crowded frame.
//
//   td-frame-bench [--enemies N] [--frames N] [--towers N] [--size WxH] [--offscreen]
//                  [--routes] [--save OUT.png] [--zoom F] [--center X,Y]
//
// Builds a world on the largest campaign map with N enemies (5,000 by
// default) spread over it, from spawns scattered across the map, plus towers
// that fire at them (projectiles, bursts, floating gold), and then draws
// frames with the game's own renderers into a window (or, with --offscreen,
// a render texture):
//
//   world draw  - WorldRenderer only (towers, enemies, bars, shots, effects):
//                 building the vertex arrays, then drawing them;
//   whole frame - what a frame of the game does at 1x: one simulation step,
//                 then the play screen's draw (ground, routes, world, HUD)
//                 and the buffer swap;
//   deaths      - every enemy on the map dying in one frame: the particles
//                 the renderer throws for them (DeathsBench.h), two seconds on.
//
// The route display is off unless --routes is given: with a spawn every few
// cells it would draw a hundred routes, which no real level has.
//
// Every timed frame ends with glFinish(), so a software renderer's deferred
// rasterising is counted in the frame that caused it. Draw calls are counted
// by standing in for glDrawArrays (SFML draws everything through it) and
// passing each call on to the real one.

#include <dlfcn.h>
#include <time.h>

#include <SFML/Graphics/RenderTexture.hpp>
#include <SFML/Graphics/RenderWindow.hpp>
#include <SFML/OpenGL.hpp>
#include <algorithm>
#include <charconv>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "bench/frame/DeathsBench.h"
#include "bench/frame/FrameSeries.h"
#include "engine/core/Random.h"
#include "engine/sim/ActionDef.h"
#include "engine/sim/World.h"
#include "game/GameContext.h"
#include "game/play/PlayLayout.h"
#include "game/render/Camera.h"
#include "game/render/RenderQuality.h"
#include "game/render/WorldRenderer.h"
#include "game/screens/PlayScreen.h"
#include "game/state/StateStack.h"
#include "io/GameDefsJson.h"
#include "io/LevelJson.h"
#include "io/TerrainsJson.h"

// ---------------------------------------------------------------- draw-call counter

namespace {
unsigned long long gDrawCalls = 0;
using DrawArrays = void (*)(GLenum, GLint, GLsizei);
DrawArrays realDrawArrays() {
  static const auto real = reinterpret_cast<DrawArrays>(dlsym(RTLD_NEXT, "glDrawArrays"));
  return real;
}
}  // namespace

// The executable's definition wins over libGL's for every library that calls it.
extern "C" void glDrawArrays(GLenum mode, GLint first, GLsizei count) {
  ++gDrawCalls;
  if (const DrawArrays real = realDrawArrays()) real(mode, first, count);
}

namespace {

using Clock = std::chrono::steady_clock;
using td::frame::printRow;
using td::frame::Series;

// CPU time of the whole process, the software renderer's threads included:
// on a machine shared with other work it says what a frame costs even when
// the wall clock also counts time spent waiting for a core.
double cpuMs() {
  timespec t{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_nsec) * 1e-6;
}

constexpr const char* kFontFile = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";
constexpr const char* kBigLevel = "13_grand_campaign.json";

struct Options {
  int enemies = 5000;
  int frames = 300;
  int towers = 48;
  sf::Vector2u size{1280, 720};
  bool offscreen = false;
  bool routes = false;
  std::filesystem::path save;
  float zoom = 1.f;
  std::optional<sf::Vector2f> center;
};

template <typename T>
std::optional<T> number(std::string_view text) {
  T value{};
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (ec != std::errc() || end != text.data() + text.size()) return std::nullopt;
  return value;
}

std::optional<std::pair<float, float>> pairOf(std::string_view text, char sep) {
  const size_t at = text.find(sep);
  if (at == std::string_view::npos) return std::nullopt;
  const auto a = number<float>(text.substr(0, at));
  const auto b = number<float>(text.substr(at + 1));
  if (!a || !b) return std::nullopt;
  return std::pair{*a, *b};
}

bool parse(int argc, char** argv, Options& o) {
  for (int i = 1; i < argc; ++i) {
    const std::string_view arg = argv[i];
    if (arg == "--offscreen" || arg == "--routes") {
      (arg == "--offscreen" ? o.offscreen : o.routes) = true;
      continue;
    }
    if (i + 1 >= argc) return false;
    const std::string_view value = argv[++i];
    if (arg == "--enemies" || arg == "--frames" || arg == "--towers") {
      const auto n = number<int>(value);
      if (!n || *n < (arg == "--frames" ? 1 : 0) || *n > 60000) return false;
      (arg == "--enemies" ? o.enemies : arg == "--frames" ? o.frames : o.towers) = *n;
    } else if (arg == "--size") {
      const auto s = pairOf(value, 'x');
      if (!s || s->first < 320 || s->second < 240 || s->first > 8192 || s->second > 8192) return false;
      o.size = {static_cast<unsigned>(s->first), static_cast<unsigned>(s->second)};
    } else if (arg == "--save") {
      o.save = value;
    } else if (arg == "--zoom") {
      const auto z = number<float>(value);
      if (!z || !(*z >= 1.f)) return false;
      o.zoom = *z;
    } else if (arg == "--center") {
      const auto c = pairOf(value, ',');
      if (!c) return false;
      o.center = sf::Vector2f(c->first, c->second);
    } else {
      return false;
    }
  }
  return true;
}

template <typename Load>
bool report(const Load& load) {
  for (const td::JsonError& e : load.errors) std::fprintf(stderr, "td-frame-bench: %s\n", e.text().c_str());
  return load.ok();
}

// The big map with spawns scattered over every part of it that reaches a
// goal, one group of enemies from each, of every kind in turn, leaving three
// ticks apart: the crowd is spread over the whole map within seconds.
td::LevelDef crowdedLevel(const td::LevelDef& base, const td::GameDefs& defs, int enemies) {
  td::LevelDef level = base;
  level.name = "Frame bench";
  level.gold = 1'000'000'000;
  level.lives = 1'000'000;
  level.firstWaveDelay = 0.f;
  level.towers.clear();
  const td::World probe(base, defs, 1);
  level.spawns.clear();
  constexpr int32_t kStride = 5;
  for (int32_t y = 2; y < base.height; y += kStride) {
    for (int32_t x = 2; x < base.width; x += kStride) {
      const td::Cell c{x, y};
      const bool goal = std::find(base.goals.begin(), base.goals.end(), c) != base.goals.end();
      if (!goal && probe.grid().passable(c) && probe.flow().reachable(probe.grid(), c)) level.spawns.push_back(c);
    }
  }
  const auto spawns = static_cast<int32_t>(level.spawns.size());
  td::WaveDef wave;
  for (int32_t s = 0; s < spawns; ++s) {
    const int32_t count = enemies / spawns + (s < enemies % spawns ? 1 : 0);
    if (count == 0) continue;
    const std::string& kind = defs.enemies[static_cast<size_t>(s) % defs.enemies.size()].id;
    wave.groups.push_back({kind, count, 0.05f, s, 0.f});
  }
  level.waves = {wave};
  return level;
}

// Towers on random buildable cells, every kind in turn, from tick 0.
std::vector<td::ActionDef> towerActions(const td::World& world, int towers) {
  std::vector<td::ActionDef> actions;
  td::Random rng(7);
  const td::Grid& grid = world.grid();
  for (int tries = 0; tries < towers * 50 && static_cast<int>(actions.size()) < towers; ++tries) {
    const td::Cell c{static_cast<int32_t>(rng.below(static_cast<uint32_t>(grid.width()))),
                     static_cast<int32_t>(rng.below(static_cast<uint32_t>(grid.height())))};
    if (!grid.buildable(c)) continue;
    td::ActionDef a;
    a.kind = td::ActionKind::Build;
    a.tower = world.defs().towers[actions.size() % world.defs().towers.size()].id;
    a.cell = c;
    actions.push_back(a);
  }
  return actions;
}

int aliveEnemies(const td::World& world) {
  int n = 0;
  const auto& pool = world.enemies();
  for (uint32_t i = 0; i < pool.slotCount(); ++i) n += pool.aliveAt(i) ? 1 : 0;
  return n;
}

}  // namespace

int main(int argc, char** argv) {
  Options o;
  if (!parse(argc, argv, o)) {
    std::fputs(
        "usage: td-frame-bench [--enemies N] [--frames N] [--towers N] [--size WxH] [--offscreen]\n"
        "                      [--routes] [--save OUT.png] [--zoom F] [--center X,Y]\n",
        stderr);
    return 2;
  }
  const auto data = td::DataPaths::find(argc > 0 ? argv[0] : nullptr, {});
  if (!data) {
    std::fprintf(stderr, "td-frame-bench: cannot find the game data (assets/defs, levels)\n");
    return 1;
  }
  td::GameResources res;
  res.paths = *data;
  const td::TerrainsLoad terrains = td::loadTerrains(data->terrains());
  if (!report(terrains)) return 1;
  res.terrains = terrains.terrains;
  td::GameDefsLoad defs = td::loadGameDefs(data->enemies(), data->towers(), data->heroes());
  if (!report(defs)) return 1;
  res.defs = std::move(defs.defs);
  if (!res.font.loadFromFile(kFontFile)) {
    std::fprintf(stderr, "td-frame-bench: cannot load %s\n", kFontFile);
    return 1;
  }
  const td::LevelLoad base = td::loadLevel(data->levels() / kBigLevel, res.terrains, &res.defs);
  if (!report(base)) return 1;

  // The window first: the play screen's renderers need a context for the font's texture.
  std::unique_ptr<sf::RenderWindow> window;
  std::unique_ptr<sf::RenderTexture> texture;
  sf::RenderTarget* target = nullptr;
  if (o.offscreen) {
    texture = std::make_unique<sf::RenderTexture>();
    if (!texture->create(o.size.x, o.size.y, td::plainSettings())) {
      std::fprintf(stderr, "td-frame-bench: cannot create a %ux%u render texture\n", o.size.x, o.size.y);
      return 1;
    }
    (void)texture->setActive(true);
    target = texture.get();
  } else {
    window = std::make_unique<sf::RenderWindow>(sf::VideoMode(o.size.x, o.size.y), "td-frame-bench", sf::Style::Close,
                                                td::smoothSettings());
    // As the game does: no multisampling on a software renderer.
    if (window->setActive(true) && td::softwareRenderer()) {
      window->create(sf::VideoMode(o.size.x, o.size.y), "td-frame-bench", sf::Style::Close, td::plainSettings());
    }
    window->setVerticalSyncEnabled(false);
    target = window.get();
  }
  const auto* renderer = reinterpret_cast<const char*>(glGetString(GL_RENDERER));

  td::StateStack stack;
  td::GameContext ctx(stack, res);
  ctx.settings.showRoutes = o.routes;
  const td::LevelDef level = crowdedLevel(base.level, res.defs, o.enemies);
  td::PlayScreen play(ctx, level, {}, -1);
  play.resize(o.size);
  const std::vector<td::ActionDef> actions = towerActions(play.world(), o.towers);
  // Until every enemy has left its spawn (and a little more, so the first
  // ones are walking and the towers are busy).
  int refused = play.simulate(1, actions);
  while (play.world().wavesStarted() < 1) refused += play.simulate(1, {});
  const int perSpawn = (o.enemies + static_cast<int>(level.spawns.size()) - 1) / static_cast<int>(level.spawns.size());
  play.simulate(static_cast<uint64_t>(perSpawn * 3 + 60), {});
  if (o.center || o.zoom > 1.f) {
    const sf::Vector2f centre = o.center.value_or(
        sf::Vector2f(static_cast<float>(level.width) * 0.5f, static_cast<float>(level.height) * 0.5f));
    play.look(centre, o.zoom);
  }

  const td::World& world = play.world();
  int towersBuilt = 0;
  for (uint32_t i = 0; i < world.towers().slotCount(); ++i) towersBuilt += world.towers().aliveAt(i) ? 1 : 0;
  const int aliveAtStart = aliveEnemies(world);

  // The world alone, as the play screen draws it: with the detail the play
  // screen picks for this zoom, and at full detail for comparison, the two
  // alternating frame by frame so both see the same load on the machine.
  td::Camera camera;
  const td::PlayLayout layout = td::layoutPlay(o.size, 4);
  camera.fit({static_cast<float>(level.width), static_cast<float>(level.height)}, layout.map, o.size);
  struct WorldRun {
    explicit WorldRun(const sf::Font& font) : things(font) {}
    td::WorldRenderer things;
    Series build;
    Series draw;
    Series total;
    Series cpu;
    unsigned long long calls = 0;
    size_t vertices = 0;
  };
  WorldRun fitted(res.font);
  WorldRun full(res.font);
  fitted.things.setPixelsPerCell(camera.pixelsPerCell());
  const int warmUp = std::min(20, o.frames);
  for (int f = -warmUp; f < o.frames; ++f) {
    for (WorldRun* run : {&fitted, &full}) {
      target->clear();
      target->setView(camera.view());
      const double c0 = cpuMs();
      const auto t0 = Clock::now();
      run->things.build(world, nullptr, static_cast<float>(f) / 60.f);
      const auto t1 = Clock::now();
      const unsigned long long calls = gDrawCalls;
      run->things.draw(*target, sf::RenderStates::Default);
      glFinish();
      const auto t2 = Clock::now();
      const double c2 = cpuMs();
      if (f >= 0) {
        run->cpu.add(c2 - c0);
        run->build.add(t1 - t0);
        run->draw.add(t2 - t1);
        run->total.add(t2 - t0);
        run->calls = gDrawCalls - calls;
        run->vertices = run->things.vertexCount();
      }
      if (window) window->display();
    }
  }

  // Whole frames of the game at 1x: a step, the screen's draw, the swap.
  Series step;
  Series screen;
  Series frame;
  Series frameCpu;
  unsigned long long frameCalls = 0;
  int aliveMin = aliveAtStart;
  int aliveMax = aliveAtStart;
  for (int f = -warmUp; f < o.frames; ++f) {
    const unsigned long long calls = gDrawCalls;
    const double c0 = cpuMs();
    const auto t0 = Clock::now();
    play.update(td::World::kStep);
    const auto t1 = Clock::now();
    target->clear();
    play.draw(*target);
    if (window) {
      window->display();
    } else {
      texture->display();
    }
    glFinish();
    const auto t2 = Clock::now();
    const double c2 = cpuMs();
    if (f >= 0) {
      frameCpu.add(c2 - c0);
      step.add(t1 - t0);
      screen.add(t2 - t1);
      frame.add(t2 - t0);
      frameCalls = gDrawCalls - calls;
      const int alive = aliveEnemies(world);
      aliveMin = std::min(aliveMin, alive);
      aliveMax = std::max(aliveMax, alive);
    }
  }

  std::printf("td-frame-bench: %s map %dx%d, %zu spawns, %d towers (%d refused), %s %ux%u\n", kBigLevel, level.width,
              level.height, level.spawns.size(), towersBuilt, refused, o.offscreen ? "render texture" : "window",
              o.size.x, o.size.y);
  std::printf("GL renderer: %s\n", renderer != nullptr ? renderer : "(unknown)");
  std::printf("enemies alive: %d at the start, %d..%d during the whole frames; %d frames each, after %d warm-up\n",
              aliveAtStart, aliveMin, aliveMax, o.frames, warmUp);
  std::printf("\n  %-44s %9s %9s %9s\n", "milliseconds per frame", "median", "p95", "max");
  std::printf("  (wall clock; \"CPU time\" is the process's, renderer threads included)\n");
  for (const WorldRun* run : {&fitted, &full}) {
    const std::string name = run == &fitted ? "world" : "world, full detail";
    printRow((name + ": build vertex arrays").c_str(), run->build);
    printRow((name + ": draw (to glFinish)").c_str(), run->draw);
    printRow((name + ": build + draw").c_str(), run->total);
    printRow((name + ": build + draw, CPU time").c_str(), run->cpu);
  }
  printRow("frame: simulation step (1x)", step);
  printRow("frame: play screen draw + swap", screen);
  printRow("frame: whole", frame);
  printRow("frame: whole, CPU time", frameCpu);
  {
    // Last, as it is what the world looks like that dies.
    const DeathFrames deaths = timeDeaths(world, *target, camera.view(), 120, [&] {
      if (window) window->display();
    });
    Series after;
    for (size_t i = 1; i < deaths.ms.size(); ++i) after.add(deaths.ms[i]);
    std::printf("\n%d enemies dying in one frame: %zu particles thrown (pool of %zu)\n", deaths.deaths,
                deaths.particlesFirst, deaths.capacity);
    std::printf("  %-44s %9.2f\n", "deaths: the frame they die (emit + draw)", deaths.ms.front());
    printRow("deaths: the two seconds after", after);
  }
  const bool counted = realDrawArrays() != nullptr;
  if (counted) {
    std::printf(
        "\ndraw calls per frame: %llu for the world (%zu vertices; %zu at full detail), %llu for the whole"
        " frame\n",
        fitted.calls, fitted.vertices, full.vertices, frameCalls);
  } else {
    std::printf("\ndraw calls: not counted (glDrawArrays could not be found)\n");
  }

  if (!o.save.empty()) {
    target->clear();
    play.draw(*target);
    sf::Image image;
    if (window) {
      sf::Texture copy;
      if (copy.create(o.size.x, o.size.y)) copy.update(*window);
      image = copy.copyToImage();
    } else {
      texture->display();
      image = texture->getTexture().copyToImage();
    }
    if (!image.saveToFile(o.save.string())) {
      std::fprintf(stderr, "td-frame-bench: cannot save %s\n", o.save.string().c_str());
      return 1;
    }
  }
  return 0;
}
