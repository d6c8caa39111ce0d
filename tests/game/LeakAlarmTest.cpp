#include <gtest/gtest.h>

#include <SFML/Graphics/VertexArray.hpp>
#include <vector>

#include "game/play/LeakAlarm.h"

namespace td {
namespace {

SimEvent leak(Vec2 at) {
  SimEvent e;
  e.kind = SimEventKind::EnemyEscaped;
  e.pos = at;
  e.value = 1;
  return e;
}

TEST(LeakAlarm, ALeakRingsItsGoalShakesTheMapAndLightsTheLivesThenFades) {
  LeakAlarm alarm;
  sf::VertexArray rings(sf::Triangles);
  alarm.addGoalRings(rings);
  EXPECT_EQ(rings.getVertexCount(), 0u);
  EXPECT_EQ(alarm.livesPulse(), 0.f);
  const std::vector<SimEvent> events = {leak({10.5f, 4.5f})};
  alarm.note(events);
  alarm.update(0.05f);
  alarm.addGoalRings(rings);
  EXPECT_GT(rings.getVertexCount(), 0u);
  const sf::Vector2f shake = alarm.shake();
  EXPECT_GT(shake.x * shake.x + shake.y * shake.y, 0.f);
  sf::VertexArray edge(sf::Triangles);
  alarm.addEdge(edge, {0.f, 0.f, 800.f, 600.f});
  EXPECT_GT(edge.getVertexCount(), 0u);
  // Two seconds on, all of it is over.
  for (int i = 0; i < 40; ++i) alarm.update(0.05f);
  rings.clear();
  edge.clear();
  alarm.addGoalRings(rings);
  alarm.addEdge(edge, {0.f, 0.f, 800.f, 600.f});
  EXPECT_EQ(rings.getVertexCount(), 0u);
  EXPECT_EQ(edge.getVertexCount(), 0u);
  EXPECT_EQ(alarm.livesPulse(), 0.f);
  EXPECT_EQ(alarm.shake().x, 0.f);
}

TEST(LeakAlarm, WithShakingAndFlashingOffTheNewsStillShowsSteadily) {
  LeakAlarm alarm;
  alarm.setOptions({false, false});
  const std::vector<SimEvent> events = {leak({3.5f, 3.5f})};
  alarm.note(events);
  float first = -1.f;
  for (int i = 0; i < 6; ++i) {
    alarm.update(0.03f);
    EXPECT_EQ(alarm.shake().x, 0.f);
    EXPECT_EQ(alarm.shake().y, 0.f);
    // Lit, and not blinking: the same every frame while it lasts.
    if (first < 0.f) first = alarm.livesPulse();
    EXPECT_GT(alarm.livesPulse(), 0.f);
    EXPECT_EQ(alarm.livesPulse(), first);
  }
  sf::VertexArray rings(sf::Triangles);
  alarm.addGoalRings(rings);
  EXPECT_GT(rings.getVertexCount(), 0u);
}

TEST(LeakAlarm, OtherEventsRaiseNoAlarm) {
  LeakAlarm alarm;
  SimEvent kill;
  kill.kind = SimEventKind::EnemyKilled;
  const std::vector<SimEvent> events = {kill};
  alarm.note(events);
  alarm.update(0.01f);
  EXPECT_EQ(alarm.livesPulse(), 0.f);
}

}  // namespace
}  // namespace td
