#include "io/SimTraceWriter.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <variant>

#include "engine/sim/attack/AttackRow.h"

namespace td {

namespace {

const char* stateName(EnemyState s) {
  switch (s) {
    case EnemyState::Spawning:
      return "spawning";
    case EnemyState::Walking:
      return "walking";
    case EnemyState::Slowed:
      return "slowed";
    case EnemyState::Dying:
      return "dying";
    case EnemyState::Escaped:
      return "escaped";
  }
  return "walking";
}

// Fixed decimals (2 or 4), so equal floats always print alike; never "-0".
void number(std::string& out, float value, int decimals) {
  char buf[48];
  const double half = decimals == 2 ? 0.005 : 0.00005;
  const double v = std::fabs(static_cast<double>(value)) < half ? 0.0 : static_cast<double>(value);
  const int n = std::snprintf(buf, sizeof buf, "%.*f", decimals, v);
  out.append(buf, static_cast<size_t>(std::max(n, 0)));
}

void integer(std::string& out, int64_t value) { out += std::to_string(value); }

void hero(std::string& out, const Hero& h, const HeroDef& def) {
  out += ",\"hero\":{\"kind\":\"";
  out += def.id;
  out += "\",\"x\":";
  number(out, h.pos.x, 4);
  out += ",\"y\":";
  number(out, h.pos.y, 4);
  out += ",\"heading\":";
  number(out, std::atan2(h.facing.y, h.facing.x), 4);
  out += ",\"state\":\"";
  out += heroStateName(h.state);
  out += "\",\"health\":";
  number(out, h.health, 2);
  out += ",\"level\":";
  integer(out, h.level + 1);
  out += '}';
}

void idList(std::string& out, const char* key, const std::vector<uint32_t>& ids) {
  out += ",\"";
  out += key;
  out += "\":[";
  for (size_t i = 0; i < ids.size(); ++i) {
    if (i != 0) out += ',';
    integer(out, ids[i]);
  }
  out += ']';
}

}  // namespace

SimTraceWriter::SimTraceWriter(std::ostream& out, uint64_t every) : out_(out), every_(std::max<uint64_t>(every, 1)) {}

void SimTraceWriter::begin(const World& world) { write(world); }

void SimTraceWriter::observe(const World& world) {
  for (const SimEvent& e : world.events()) {
    if (e.kind == SimEventKind::EnemyKilled) killed_.push_back(e.serial);
    if (e.kind == SimEventKind::EnemyEscaped) escaped_.push_back(e.serial);
  }
  if (world.tick() % every_ == 0) write(world);
}

void SimTraceWriter::finish(const World& world) {
  if (lastWritten_ != world.tick()) write(world);
  out_.flush();
}

void SimTraceWriter::write(const World& world) {
  const GameDefs& defs = world.defs();
  std::string& s = line_;
  s.clear();
  s += "{\"tick\":";
  integer(s, static_cast<int64_t>(world.tick()));
  s += ",\"gold\":";
  integer(s, world.gold());
  s += ",\"lives\":";
  integer(s, world.lives());
  s += ",\"enemies\":[";
  bool first = true;
  const auto& enemies = world.enemies();
  for (uint32_t i = 0; i < enemies.slotCount(); ++i) {
    if (!enemies.aliveAt(i)) continue;
    const Enemy& e = enemies.at(i);
    s += first ? "{\"id\":" : ",{\"id\":";
    first = false;
    integer(s, e.serial);
    s += ",\"kind\":\"";
    s += defs.enemies[e.kind].id;
    s += "\",\"x\":";
    number(s, e.pos.x, 4);
    s += ",\"y\":";
    number(s, e.pos.y, 4);
    s += ",\"heading\":";
    number(s, headingOf(e), 4);
    s += ",\"state\":\"";
    s += stateName(e.state);
    if (const char* mode = traceMode(e.move)) {
      s += "\",\"mode\":\"";
      s += mode;
    }
    s += "\",\"health\":";
    number(s, e.health, 2);
    s += '}';
  }
  s += "],\"towers\":[";
  first = true;
  const auto& towers = world.towers();
  for (uint32_t i = 0; i < towers.slotCount(); ++i) {
    if (!towers.aliveAt(i)) continue;
    const Tower& t = towers.at(i);
    s += first ? "{\"cell\":[" : ",{\"cell\":[";
    first = false;
    integer(s, t.cell.x);
    s += ',';
    integer(s, t.cell.y);
    s += "],\"kind\":\"";
    s += defs.towers[t.kind].id;
    s += "\",\"level\":";
    integer(s, t.level + 1);
    if (t.spec >= 0) {
      s += ",\"spec\":\"";
      s += defs.towers[t.kind].specialisations[static_cast<size_t>(t.spec)].id;
      s += '"';
    }
    s += '}';
  }
  s += "],\"projectiles\":[";
  first = true;
  const auto& shots = world.projectiles();
  for (uint32_t i = 0; i < shots.slotCount(); ++i) {
    if (!shots.aliveAt(i)) continue;
    const Projectile& p = shots.at(i);
    s += first ? "{\"id\":" : ",{\"id\":";
    first = false;
    integer(s, p.serial);
    s += ",\"kind\":\"";
    s += attackRow(p.kind).name;
    s += "\",\"x\":";
    number(s, p.pos.x, 4);
    s += ",\"y\":";
    number(s, p.pos.y, 4);
    s += '}';
  }
  const auto& discs = world.discs();
  for (uint32_t i = 0; i < discs.slotCount(); ++i) {
    if (!discs.aliveAt(i)) continue;
    const DiscThrow& d = discs.at(i);
    s += first ? "{\"id\":" : ",{\"id\":";
    first = false;
    integer(s, d.serial);
    s += ",\"kind\":\"disc\",\"x\":";
    number(s, d.disc.pos.x, 4);
    s += ",\"y\":";
    number(s, d.disc.pos.y, 4);
    s += '}';
  }
  s += ']';
  if (const Hero* h = world.hero()) hero(s, *h, *world.heroDef());
  idList(s, "killed", killed_);
  idList(s, "escaped", escaped_);
  s += "}\n";
  out_.write(s.data(), static_cast<std::streamsize>(s.size()));
  bytes_ += s.size();
  killed_.clear();
  escaped_.clear();
  lastWritten_ = world.tick();
  ++lines_;
}

}  // namespace td
