#include "bench/frame/DeathsBench.h"

#include <SFML/Graphics/VertexArray.hpp>
#include <SFML/OpenGL.hpp>
#include <chrono>

#include "game/render/DeathStyle.h"
#include "game/render/Look.h"
#include "game/render/ParticlePool.h"

DeathFrames timeDeaths(const td::World& world, sf::RenderTarget& target, const sf::View& view, int frames,
                       const std::function<void()>& present) {
  using Clock = std::chrono::steady_clock;
  const td::GameDefs& defs = world.defs();
  std::vector<td::EnemyLook> looks;
  for (size_t k = 0; k < defs.enemies.size(); ++k)
    looks.push_back(td::enemyLook(defs.enemies[k], static_cast<uint16_t>(k)));
  td::ParticlePool pool;
  sf::VertexArray ground(sf::Triangles);
  sf::VertexArray air(sf::Triangles);
  DeathFrames out;
  out.capacity = pool.capacity();
  const auto& enemies = world.enemies();
  for (int f = 0; f <= frames; ++f) {
    target.clear();
    target.setView(view);
    const auto t0 = Clock::now();
    if (f == 0) {
      for (uint32_t i = 0; i < enemies.slotCount(); ++i) {
        if (!enemies.aliveAt(i)) continue;
        const td::Enemy& e = enemies.at(i);
        const td::EnemyLook& look = looks[e.kind];
        td::emitDeath(pool, td::deathStyle(look.shape), look, {e.pos.x, e.pos.y}, defs.enemies[e.kind].radius,
                      td::headingOf(e), e.serial);
        ++out.deaths;
      }
      out.particlesFirst = pool.size();
    } else {
      pool.update(1.f / 60.f);
    }
    ground.clear();
    air.clear();
    pool.build(ground, air);
    target.draw(ground);
    target.draw(air);
    glFinish();
    out.ms.push_back(std::chrono::duration<double, std::milli>(Clock::now() - t0).count());
    present();
  }
  return out;
}
