#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "engine/core/Cell.h"
#include "engine/core/MessageMark.h"
#include "engine/core/Vec2.h"
#include "engine/sim/Command.h"
#include "engine/sim/TargetMode.h"
#include "engine/sim/World.h"
#include "game/play/HeroControl.h"
#include "game/play/TowerRecord.h"

namespace td {

// The player's side of a game, without any drawing: which tower is picked for
// building, which placed tower or the hero is selected (one thing at a time),
// game speed and pause, and what a click or key does to the world. The play screen turns input into calls on
// this class and draws what it reports, so all of it is testable headless.
class PlayController {
 public:
  // Game speeds, in simulation steps a frame: F cycles through them.
  static constexpr int kSpeeds[] = {1, 2, 4, 8, 16};

  explicit PlayController(World& world, int32_t startSpeed = 1);

  World& world() { return world_; }
  const World& world() const { return world_; }

  // --- build bar: one slot per tower kind the level allows, in definition order (the world offers at most
  // kMaxOfferedTowerKinds, the number keys; the automatic player sees the same list).
  struct BuildSlot {
    uint16_t kind = 0;
    int32_t cost = 0;
    bool affordable = false;
    int hotkey = 0;  // 1..9 (kMaxOfferedTowerKinds)
  };
  std::vector<BuildSlot> buildSlots() const;
  // Picks slot `index` (0-based) for building; picking it again drops it.
  void pickSlot(int index);
  void cancelBuild() { building_.reset(); }
  std::optional<uint16_t> buildKind() const { return building_; }

  // --- the placement ghost under the mouse while a kind is picked.
  struct Ghost {
    Cell cell;
    bool allowed = false;
    std::string reason;   // why not, for the player
    float range = 0.f;    // of the picked kind's first level
    int32_t cost = 0;     // what the build would cost now
    bool onWall = false;  // it would take a wall's place, its refund off the price
  };
  std::optional<Ghost> ghostAt(Cell cell);

  // --- clicks on the map: build when a kind is picked, else select the tower
  // there (or nothing). Returns a message for the player when refused.
  std::string clickCell(Cell cell);
  // A left click at `point` (cells), hero first: with "go" armed it is an
  // order wherever it lands; on the hero it selects it (unless a kind is
  // picked: building there is refused instead); with the hero selected, on
  // ground without a tower it is an order. Anything else is clickCell().
  // `slack` widens the hero for the hit.
  std::string clickPoint(Vec2 point, float slack = 0.f);
  // A right click that did not pan, at `point` on the map (none: over the
  // panels): an order while the hero is selected or "go" is armed, else it
  // drops the picked kind and the selection.
  std::string rightClick(std::optional<Vec2> point);

  // --- the hero (HeroControl), kept apart from towers and the build kind.
  HeroControl& hero() { return hero_; }
  const HeroControl& hero() const { return hero_; }
  // Selecting the hero drops the picked kind and the tower selection.
  void selectHero();
  // Its key: selects it, or lets go of it when selected.
  void toggleHero();
  // Arms "go" (and selects the hero): the next click sends it.
  void armHeroGo();
  // The upgrade key: the selected tower, else the selected hero.
  std::string upgradeSelection();
  // Anything in hand at all (a kind, a tower, the hero, "go"), and dropping it all.
  bool holding() const;
  void dropAll();

  // --- the selected tower's panel.
  const Tower* selected() const;
  void select(Cell cell);
  void deselect() { selected_.reset(); }
  struct TowerPanel {
    std::string name;
    int level = 1;  // 1-based
    int maxLevel = 3;
    float range = 0.f;
    float damage = 0.f;
    float fireInterval = 0.f;
    int32_t kills = 0;
    TowerRecord record;                  // what it has done (damage, rate, share)
    std::optional<int32_t> upgradeCost;  // none at the top level
    bool canUpgrade = false;             // affordable and not at the top
    // At the top level, what it may become (TowerDef::specialisations), in the kind's order; once it has
    // chosen, `spec` names what it became and `choices` is empty.
    struct Choice {
      std::string name;     // in the language in use
      std::string summary;  // what it does, one line
      int32_t cost = 0;
      bool affordable = false;  // and the game is still being played
    };
    std::vector<Choice> choices;
    std::string spec;
    // Its specialisation's ability, if it has one: its name and summary, seconds of its surge left and until it
    // may be used again (both 0: ready).
    struct Ability {
      std::string name;
      std::string summary;
      float surge = 0.f;
      float recharge = 0.f;
      bool usable = false;  // ready, and the game is still being played
    };
    std::optional<Ability> ability;
    int32_t refund = 0;
    TargetMode mode = TargetMode::First;
  };
  std::optional<TowerPanel> panel() const;
  std::string upgradeSelected();
  // The selected tower becomes its kind's specialisation `index` (0 or 1); the refusal, or empty.
  std::string specialiseSelected(int index);
  // Sets off the selected tower's ability; the refusal, or empty.
  std::string useSelectedAbility();
  std::string sellSelected();
  void cycleTargetMode();

  // --- waves, speed and pause.
  std::string callNextWave();
  bool canCallWave() const { return world_.wavesStarted() < world_.waveCount() && playing(); }
  int32_t speed() const { return speed_; }
  void cycleSpeed();
  void setSpeed(int32_t speed);
  bool paused() const { return paused_; }
  void setPaused(bool paused) { paused_ = paused; }
  void togglePause() { paused_ = !paused_; }
  bool playing() const { return world_.result() == GameResult::Playing; }
  // Still being played and no longer as it started (a step, a build, a sale,
  // an upgrade, a wave called, an order to the hero): leaving it loses
  // something, so the screen asks first.
  bool underway() const;
  // A replay being watched: the game plays its own commands, so the
  // player's are refused with kWatching, in the player's language; looking
  // (selecting, speed, pause, the camera) still works.
  static constexpr const char* kWatching = N_("Watching a replay: the game plays as it was played");
  void setWatching(bool watching) {
    watching_ = watching;
    if (watching) building_.reset();
  }
  bool watching() const { return watching_; }
  // Simulation steps to run in one fixed frame step: 0 while paused or over. At half speed (the player's
  // setting, for those who need more time) each speed runs half its steps: 1x one step every other frame.
  int32_t stepsPerFrame() {
    if (paused_ || !playing()) return 0;
    if (!halfSpeed_) return speed_;
    halfCarry_ += speed_;
    const int32_t steps = halfCarry_ / 2;
    halfCarry_ %= 2;
    return steps;
  }
  void setHalfSpeed(bool half) { halfSpeed_ = half; }
  bool halfSpeed() const { return halfSpeed_; }

 private:
  std::string refusal(const CommandResult& r) const;

  World& world_;
  std::optional<uint16_t> building_;
  std::optional<Cell> selected_;
  HeroControl hero_;
  int32_t speed_ = 1;
  bool paused_ = false;
  bool halfSpeed_ = false;
  int32_t halfCarry_ = 0;  // half steps owed from the last frame at half speed
  bool watching_ = false;
  uint64_t startRevision_ = 0;
  int32_t startGold_ = 0;
};

// "Not enough gold", "would seal the route from spawn 2", ...: the text for a
// refused command, with the first letter capitalised. On levels with several
// movement classes a sealed route names its class ("the wheeled route").
std::string refusalText(const CommandResult& result, size_t spawnCount, size_t classCount = 1);

}  // namespace td
