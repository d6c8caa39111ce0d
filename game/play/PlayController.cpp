#include "game/play/PlayController.h"

#include <algorithm>

#include "engine/core/TextFormat.h"
#include "engine/sim/CellPoints.h"
#include "engine/sim/TowerAbility.h"
#include "game/play/PlayText.h"
#include "game/text/Catalogue.h"
#include "game/text/DataWords.h"

namespace td {
namespace {

// A sealed route in words: which spawn, and whose route, only matter when there is more than one. A sentence
// each, as the class and the spawn change its grammar in other languages.
std::string sealedText(const PlacementResult& placement, size_t spawnCount, size_t classCount) {
  const bool named = placement.spawn >= 0 && spawnCount > 1;
  const int32_t spawn = placement.spawn + 1;
  if (classCount > 1) {
    switch (placement.moverClass) {
      case MoverClass::Foot:
        // TRANSLATORS: a build refused: the route of the enemies that walk (not the carts') would be cut off.
        return named ? textf(tr("Would seal the foot route from spawn {0}"), spawn)
                     : std::string(tr("Would seal the foot route from a spawn"));
      case MoverClass::Wheeled:
        // TRANSLATORS: a build refused: the route of the enemies on wheels (carts) would be cut off.
        return named ? textf(tr("Would seal the wheeled route from spawn {0}"), spawn)
                     : std::string(tr("Would seal the wheeled route from a spawn"));
    }
  }
  return named ? textf(tr("Would seal the route from spawn {0}"), spawn)
               : std::string(tr("Would seal the route from a spawn"));
}

}  // namespace

std::string refusalText(const CommandResult& result, size_t spawnCount, size_t classCount) {
  if (result.ok()) return {};
  // The engine's reasons are marked for the catalogue where they are written (engine/sim/Command.cpp,
  // engine/path/PlacementCheck.cpp) and start in lower case.
  if (result.status != CommandStatus::PlacementRefused) return capitalised(tr(describe(result.status)));
  if (result.placement.status == PlacementStatus::SealsSpawn) {
    return sealedText(result.placement, spawnCount, classCount);
  }
  return capitalised(tr(describe(result.placement.status)));
}

PlayController::PlayController(World& world, int32_t startSpeed)
    : world_(world), hero_(world), startRevision_(world.grid().revision()), startGold_(world.gold()) {
  setSpeed(startSpeed);
}

bool PlayController::underway() const {
  // What the player can change leaves a trace in one of these, so no flag
  // per command is needed.
  const bool changed = world_.tick() > 0 || world_.grid().revision() != startRevision_ || world_.gold() != startGold_ ||
                       world_.wavesStarted() > 0 || hero_.ordersTaken() > 0;
  return playing() && changed;
}

std::vector<PlayController::BuildSlot> PlayController::buildSlots() const {
  std::vector<BuildSlot> slots;
  const GameDefs& defs = world_.defs();
  for (size_t k = 0; k < defs.towers.size(); ++k) {
    const auto kind = static_cast<uint16_t>(k);
    if (!world_.towerAllowed(kind) || defs.towers[k].levels.empty()) continue;
    BuildSlot s;
    s.kind = kind;
    s.cost = defs.towers[k].levels[0].cost;
    s.affordable = world_.gold() >= s.cost;
    s.hotkey = static_cast<int>(slots.size()) + 1;
    slots.push_back(s);
  }
  return slots;
}

void PlayController::pickSlot(int index) {
  if (watching_) return;
  const std::vector<BuildSlot> slots = buildSlots();
  if (index < 0 || index >= static_cast<int>(slots.size())) return;
  const uint16_t kind = slots[static_cast<size_t>(index)].kind;
  if (building_ == kind) {
    building_.reset();
  } else {
    building_ = kind;
    selected_.reset();
    hero_.deselect();
    hero_.armGo(false);
  }
}

std::optional<PlayController::Ghost> PlayController::ghostAt(Cell cell) {
  if (!building_ || !world_.grid().contains(cell)) return std::nullopt;
  // Once the level is won or lost nothing more is built; the result screen
  // says so, not a red ghost.
  if (!playing()) return std::nullopt;
  const TowerDef& def = world_.defs().towers[*building_];
  Ghost g;
  g.cell = cell;
  g.range = def.levels[0].range;
  if (world_.wallToBuildOn(*building_, cell) != nullptr) {
    // A tower that attacks goes on a wall, taking its place (CommandSystem.h).
    g.onWall = true;
    g.cost = world_.buildCost(*building_, cell);
    g.allowed = world_.gold() >= g.cost;
    if (!g.allowed) g.reason = refusal(refused(CommandStatus::NotEnoughGold));
    return g;
  }
  // A click on a tower selects it (clickCell), so no ghost says it cannot be
  // built on: right after a build the cursor rests on the new tower.
  if (world_.towers().contains(world_.towerAt(cell))) return std::nullopt;
  g.cost = def.levels[0].cost;
  const PlacementResult placement = world_.placementAt(cell);
  if (!placement.ok()) {
    CommandResult r;
    r.status = CommandStatus::PlacementRefused;
    r.placement = placement;
    g.reason = refusalText(r, world_.level().spawns.size(), world_.layers().size());
  } else if (world_.heroStandsIn(cell)) {
    CommandResult r;
    r.status = CommandStatus::HeroInTheWay;
    g.reason = refusal(r);
  } else if (world_.gold() < def.levels[0].cost) {
    g.reason = refusal(refused(CommandStatus::NotEnoughGold));
  } else {
    g.allowed = true;
  }
  return g;
}

std::string PlayController::clickCell(Cell cell) {
  if (!world_.grid().contains(cell)) {
    selected_.reset();
    return {};
  }
  if (building_ && world_.wallToBuildOn(*building_, cell) != nullptr) {
    const CommandResult r = world_.build(*building_, cell);
    return r.ok() ? std::string() : refusal(r);
  }
  if (world_.towers().contains(world_.towerAt(cell))) {
    // Clicking a tower selects it even with a kind picked (but a wall, which a tower replaces): the cell is
    // taken anyway.
    building_.reset();
    select(cell);
    return {};
  }
  if (!building_) {
    selected_.reset();
    return {};
  }
  const CommandResult r = world_.build(*building_, cell);
  if (!r.ok()) return refusal(r);
  // The kind stays picked, for quick mazes, even when the gold for another has run out (its slot greys and
  // the ghost says so): dropping it silently made the next Esc open the menu instead.
  return {};
}

std::string PlayController::clickPoint(Vec2 point, float slack) {
  if (watching_) {
    // Looking is allowed: a click selects the tower there, to see its panel.
    clickCell(cellOf(point));
    return {};
  }
  if (hero_.goArmed()) {
    hero_.armGo(false);
    return hero_.order(point);
  }
  if (!building_ && hero_.hits(point, slack)) {
    selectHero();
    return {};
  }
  const Cell cell = cellOf(point);
  if (hero_.selected() && !building_ && !world_.towers().contains(world_.towerAt(cell))) return hero_.order(point);
  hero_.deselect();
  return clickCell(cell);
}

std::string PlayController::rightClick(std::optional<Vec2> point) {
  if (point && !watching_ && (hero_.selected() || hero_.goArmed())) {
    hero_.armGo(false);
    return hero_.order(*point);
  }
  dropAll();
  return {};
}

void PlayController::selectHero() {
  if (!hero_.present()) return;
  building_.reset();
  selected_.reset();
  hero_.select();
}

void PlayController::toggleHero() {
  if (hero_.selected()) {
    hero_.deselect();
    hero_.armGo(false);
  } else {
    selectHero();
  }
}

void PlayController::armHeroGo() {
  if (!hero_.present() || watching_) return;
  selectHero();
  hero_.armGo(true);
}

std::string PlayController::upgradeSelection() {
  if (watching_) return tr(kWatching);
  if (selected_) return upgradeSelected();
  if (hero_.selected()) return hero_.upgrade();
  return {};
}

bool PlayController::holding() const { return building_ || selected_ || hero_.selected() || hero_.goArmed(); }

void PlayController::dropAll() {
  building_.reset();
  selected_.reset();
  hero_.deselect();
  hero_.armGo(false);
}

const Tower* PlayController::selected() const {
  if (!selected_) return nullptr;
  return world_.towers().get(world_.towerAt(*selected_));
}

void PlayController::select(Cell cell) {
  if (world_.towers().contains(world_.towerAt(cell))) {
    selected_ = cell;
    hero_.deselect();
  } else {
    selected_.reset();
  }
}

std::optional<PlayController::TowerPanel> PlayController::panel() const {
  const Tower* t = selected();
  if (t == nullptr) return std::nullopt;
  const TowerDef& def = world_.defs().towers[t->kind];
  const TowerLevelDef& stats = towerStats(def, *t);
  TowerPanel p;
  p.name = kindName(def);
  if (t->spec >= 0) p.spec = specName(def.specialisations[static_cast<size_t>(t->spec)]);
  if (const TowerAbilityDef* a = towerAbility(def, *t)) {
    p.ability = TowerPanel::Ability{abilityName(*a), abilitySummary(*a), t->surge, t->abilityCooldown,
                                    t->abilityCooldown <= 0.f && playing()};
  }
  if (canSpecialise(def, *t)) {
    for (const TowerSpecDef& spec : def.specialisations) {
      p.choices.push_back(
          {specName(spec), specSummary(spec), spec.level.cost, world_.gold() >= spec.level.cost && playing()});
    }
  }
  p.level = t->level + 1;
  p.maxLevel = static_cast<int>(def.levels.size());
  p.range = stats.range;
  p.damage = stats.damage;
  p.fireInterval = stats.fireInterval;
  p.kills = t->kills;
  p.record = towerRecord(world_, *t);
  if (static_cast<size_t>(t->level) + 1 < def.levels.size()) {
    p.upgradeCost = def.levels[static_cast<size_t>(t->level) + 1].cost;
    p.canUpgrade = world_.gold() >= *p.upgradeCost && playing();
  }
  p.refund = world_.refundFor(*t);
  p.mode = t->mode;
  return p;
}

std::string PlayController::upgradeSelected() {
  if (!selected_) return {};
  if (watching_) return tr(kWatching);
  return refusal(world_.upgrade(*selected_));
}

std::string PlayController::specialiseSelected(int index) {
  if (!selected_) return {};
  if (watching_) return tr(kWatching);
  return refusal(world_.specialise(*selected_, index));
}

std::string PlayController::useSelectedAbility() {
  if (!selected_) return {};
  if (watching_) return tr(kWatching);
  return refusal(world_.useAbility(*selected_));
}

std::string PlayController::sellSelected() {
  if (!selected_) return {};
  if (watching_) return tr(kWatching);
  const CommandResult r = world_.sell(*selected_);
  if (r.ok()) selected_.reset();
  return refusal(r);
}

void PlayController::cycleTargetMode() {
  const Tower* t = selected();
  // A wall aims at nothing.
  if (t == nullptr || watching_ || !world_.defs().towers[t->kind].attacks()) return;
  const auto count = std::size(kTargetModes);
  size_t i = 0;
  while (i < count && kTargetModes[i] != t->mode) ++i;
  world_.setTargetMode(*selected_, kTargetModes[(i + 1) % count]);
}

std::string PlayController::callNextWave() {
  if (watching_) return tr(kWatching);
  return refusal(world_.callNextWave());
}

void PlayController::cycleSpeed() {
  const auto count = std::size(kSpeeds);
  size_t i = 0;
  while (i < count && kSpeeds[i] != speed_) ++i;
  speed_ = kSpeeds[(i + 1) % count];
}

void PlayController::setSpeed(int32_t speed) {
  speed_ = 1;
  for (const int s : kSpeeds) {
    if (s == speed) speed_ = s;
  }
}

std::string PlayController::refusal(const CommandResult& r) const {
  return refusalText(r, world_.level().spawns.size(), world_.layers().size());
}

}  // namespace td
