#include "game/screens/PlayScreen.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <utility>

#include "game/persist/ReplayStore.h"
#include "game/play/HeroNews.h"
#include "game/play/OpeningFocus.h"
#include "game/render/Palette.h"
#include "game/render/Primitives.h"
#include "game/screens/Screens.h"
#include "game/state/StateStack.h"

namespace td {
namespace {

// Zoom per wheel notch and per +/- key press; pixels a second the arrow keys
// pan; pixels the mouse may wander during a right click before it is a drag.
constexpr float kWheelZoom = 1.2f;
constexpr float kKeyZoom = 1.5f;
constexpr float kKeyPanSpeed = 900.f;
constexpr int kDragThreshold = 4;

}  // namespace

PlayScreen::PlayScreen(GameContext& ctx, LevelDef level, std::filesystem::path file, int index, uint64_t seed,
                       Mode mode, TestPlayStart start, PlayRules rules)
    : ctx_(ctx),
      level_(std::move(level)),
      file_(std::move(file)),
      index_(mode == Mode::TestPlay ? -1 : index),
      seed_(seed),
      mode_(mode),
      start_(mode == Mode::TestPlay ? start : TestPlayStart{}),
      world_(mode == Mode::TestPlay ? std::make_unique<World>(level_, ctx.res.defs, seed,
                                                              waveStartFor(level_, ctx.res.defs, start_), rules)
                                    : std::make_unique<World>(level_, ctx.res.defs, seed, rules)),
      controller_(*world_),
      things_(ctx.res.font),
      heroLook_(ctx.res.font),
      side_(ctx.res.font),
      buildBar_(ctx.res.font),
      showRoutes_(ctx.settings.showRoutes),
      rules_(rules),
      recordId_(file_.empty() ? std::string() : levelId(file_)) {
  // A newcomer reads the screen and builds before anything comes (settings).
  world_->holdFirstWave(ctx.settings.firstWaveWaits);
  testLabel_ = testPlayLabel(world_->firstWave(), start_.extraGold);
  if (world_->firstWave() > 0 || start_.extraGold != 0) {
    showMessage("Test play from wave " + std::to_string(world_->firstWave() + 1) + " of " +
                    std::to_string(world_->waveCount()) + " with " + std::to_string(world_->gold()) + " gold",
                colors::kGold, 5.f);
  }
  ground_.buildGround(world_->grid());
  endpoints_.build(world_->level());
  lanes_.build(world_->level());
  layout_ = layoutPlay(size_, controller_.buildSlots().size(), controller_.hero().present());
  camera_.fit({static_cast<float>(world_->grid().width()), static_cast<float>(world_->grid().height())}, layout_.map,
              size_);
  camera_.open(openingFocus(world_->level()));
  resize(size_);
  lesson_ = LessonTracker(world_->level().lesson);
  refreshNewKind();
}

void PlayScreen::resize(sf::Vector2u size) {
  size_ = size;
  layout_ = layoutPlay(size, controller_.buildSlots().size(), controller_.hero().present());
  // Keeps the zoom and what is in the middle of the map area.
  camera_.setArea(layout_.map, size);
  if (pinned_) {
    pinHover(*pinned_);
  } else if (mouse_.x >= 0) {
    onMouseMove(mouse_);
  }
}

int PlayScreen::simulate(uint64_t ticks, std::span<const ActionDef> actions) {
  // Action files are timed against the level's own countdown, as td-cli plays them.
  // A replay keeps the hold it was played with.
  if (world_->tick() == 0 && !replayHold_) world_->holdFirstWave(false);
  int refused = 0;
  size_t next = 0;
  const uint64_t end = world_->tick() + ticks;
  while (world_->tick() < end && world_->result() == GameResult::Playing) {
    while (next < actions.size() && actions[next].tick <= world_->tick()) {
      const size_t before = world_->events().size();
      if (!applyAction(*world_, actions[next]).ok()) {
        ++refused;
        // As a click would: a refused placement is what a "refused" step asks for.
        if (actions[next].kind == ActionKind::Build) lesson_.refused();
      }
      noteLesson(before);
      ++next;
    }
    world_->step();
    noteLesson(0);
  }
  time_ += static_cast<float>(ticks) * World::kStep;
  // A replay's own script goes on from here, not from its start again.
  while (scriptNext_ < script_.size() && script_[scriptNext_].tick < world_->tick()) ++scriptNext_;
  refreshNewKind();
  return refused;
}

void PlayScreen::playScript(std::vector<ActionDef> actions) {
  script_ = std::move(actions);
  scriptNext_ = 0;
  showMessage("Playing the automatic player's defence: " + std::to_string(script_.size()) + " actions", colors::kText,
              4.f);
}

void PlayScreen::watchReplay(std::vector<ActionDef> actions, bool holdFirstWave) {
  replayHold_ = holdFirstWave;
  world_->holdFirstWave(holdFirstWave);
  controller_.setWatching(true);
  const size_t count = actions.size();
  script_ = std::move(actions);
  scriptNext_ = 0;
  showMessage("Replay: " + std::to_string(count) + " commands, played as they were", colors::kText, 4.f);
}

void PlayScreen::pinHover(Cell cell) {
  pinned_ = cell;
  onMouseMove(camera_.pixelOf(cell));
}

void PlayScreen::look(sf::Vector2f centre, float zoom) {
  camera_.look(centre, zoom);
  if (pinned_) {
    pinHover(*pinned_);
  } else if (mouse_.x >= 0) {
    onMouseMove(mouse_);
  }
}

// ---------------------------------------------------------------- input

void PlayScreen::handle(const sf::Event& event) {
  // Commands add their events (built, upgraded, sold) to the last step's;
  // they are announced here, since the next step starts a new list.
  const size_t before = world_->events().size();
  handleInput(event);
  announce(before);
}

void PlayScreen::handleInput(const sf::Event& event) {
  switch (event.type) {
    case sf::Event::KeyPressed:
      if (event.key.code == sf::Keyboard::Enter && dismissNewKind()) break;
      if (!onPanKey(event.key.code, true)) onKey(event.key.code);
      break;
    case sf::Event::KeyReleased:
      onPanKey(event.key.code, false);
      break;
    case sf::Event::MouseMoved:
      onMouseMove({event.mouseMove.x, event.mouseMove.y});
      break;
    case sf::Event::MouseLeft:
      // Its release may never come back to the window.
      dragButton_.reset();
      mouse_ = {-1, -1};
      hover_.reset();
      break;
    case sf::Event::MouseButtonPressed:
      onClick({event.mouseButton.x, event.mouseButton.y}, event.mouseButton.button);
      break;
    case sf::Event::MouseButtonReleased:
      onButtonUp({event.mouseButton.x, event.mouseButton.y}, event.mouseButton.button);
      break;
    case sf::Event::MouseWheelScrolled:
      if (event.mouseWheelScroll.wheel == sf::Mouse::VerticalWheel) {
        onWheel({event.mouseWheelScroll.x, event.mouseWheelScroll.y}, event.mouseWheelScroll.delta);
      }
      break;
    case sf::Event::LostFocus:
      releaseInput();
      focusLost_ = true;
      break;
    case sf::Event::GainedFocus:
      focusLost_ = false;
      break;
    default:
      break;
  }
}

void PlayScreen::onKey(sf::Keyboard::Key key) {
  std::string refusal;
  switch (key) {
    case sf::Keyboard::Num1:
    case sf::Keyboard::Num2:
    case sf::Keyboard::Num3:
    case sf::Keyboard::Num4:
    case sf::Keyboard::Num5:
    case sf::Keyboard::Num6:
    case sf::Keyboard::Num7:
    case sf::Keyboard::Num8:
    case sf::Keyboard::Num9: {
      const int slot = static_cast<int>(key - sf::Keyboard::Num1);
      const auto slots = controller_.buildSlots();
      if (slot < static_cast<int>(slots.size()) && !slots[static_cast<size_t>(slot)].affordable &&
          controller_.buildKind() != slots[static_cast<size_t>(slot)].kind) {
        showMessage("Not enough gold for " + world_->defs().towers[slots[static_cast<size_t>(slot)].kind].name,
                    colors::kRefuse);
        ctx_.uiSound(SoundId::Refused);
      } else {
        controller_.pickSlot(slot);
      }
      break;
    }
    case sf::Keyboard::Escape:
      // The game drops the pick itself when gold runs out, so "Esc to stop
      // building" often finds nothing in hand: the menu, never the way out.
      if (controller_.holding()) {
        controller_.dropAll();
      } else {
        openMenu();
      }
      break;
    case sf::Keyboard::H:
      controller_.toggleHero();
      break;
    case sf::Keyboard::G:
      controller_.armHeroGo();
      break;
    case sf::Keyboard::L:
      if (controller_.hero().present()) refusal = controller_.hero().upgrade();
      break;
    case sf::Keyboard::P:
    case sf::Keyboard::Space:
      togglePause();
      break;
    case sf::Keyboard::R:
      showRoutes_ = !showRoutes_;
      break;
    case sf::Keyboard::F4:
      showMessage(overlays_.toggleNav(), colors::kText);
      break;
    case sf::Keyboard::F3:
      showMessage(overlays_.cycleFlow(), colors::kText);
      break;
    case sf::Keyboard::N:
      refusal = controller_.callNextWave();
      break;
    case sf::Keyboard::F:
    case sf::Keyboard::Tab:
      controller_.cycleSpeed();
      break;
    case sf::Keyboard::U:
      refusal = controller_.upgradeSelection();
      break;
    case sf::Keyboard::S:
    case sf::Keyboard::Delete:
      refusal = controller_.sellSelected();
      break;
    case sf::Keyboard::T:
      controller_.cycleTargetMode();
      break;
    case sf::Keyboard::Home:
    case sf::Keyboard::Num0:
    case sf::Keyboard::Numpad0:
      camera_.reset();
      onMouseMove(mouse_);
      break;
    case sf::Keyboard::Equal:
    case sf::Keyboard::Add:
    case sf::Keyboard::Hyphen:
    case sf::Keyboard::Subtract: {
      const bool in = key == sf::Keyboard::Equal || key == sf::Keyboard::Add;
      const sf::FloatRect a = camera_.area();
      camera_.zoomAt({a.left + a.width * 0.5f, a.top + a.height * 0.5f}, in ? kKeyZoom : 1.f / kKeyZoom);
      onMouseMove(mouse_);
      break;
    }
    default:
      break;
  }
  refuse(refusal);
}

bool PlayScreen::overMap(sf::Vector2i pixel) const {
  const auto p = sf::Vector2f(pixel);
  return pixel.x >= 0 && pixel.y >= 0 && !layout_.side.contains(p) && !layout_.bottomBar.contains(p) &&
         !layout_.topBar.contains(p);
}

std::optional<Vec2> PlayScreen::mapPoint(sf::Vector2i pixel) const {
  if (!overMap(pixel) || !world_->grid().contains(camera_.cellAt(pixel))) return std::nullopt;
  const sf::Vector2f p = camera_.toWorld(pixel);
  return Vec2{p.x, p.y};
}

float PlayScreen::heroSlack() const {
  // A few pixels around the hero count as on it, however far out the zoom.
  return std::max(0.1f, 6.f / camera_.pixelsPerCell());
}

void PlayScreen::heroOrdered(uint32_t ordersBefore, const std::string& refusal) {
  if (controller_.hero().ordersTaken() != ordersBefore) ctx_.uiSound(SoundId::HeroOrder);
  refuse(refusal);
}

void PlayScreen::onMouseMove(sf::Vector2i pixel) {
  if (dragButton_) {
    if (std::abs(pixel.x - dragStart_.x) + std::abs(pixel.y - dragStart_.y) > kDragThreshold) dragged_ = true;
    camera_.panBy(sf::Vector2f(pixel - dragLast_));
    dragLast_ = pixel;
  }
  mouse_ = pixel;
  const Cell cell = camera_.cellAt(pixel);
  if (overMap(pixel) && world_->grid().contains(cell)) {
    hover_ = cell;
  } else {
    hover_.reset();
  }
}

void PlayScreen::onWheel(sf::Vector2i pixel, float delta) {
  if (!overMap(pixel)) return;
  // A notch is 1; touchpads send fractions, which zoom proportionally less.
  camera_.zoomAt(sf::Vector2f(pixel), std::pow(kWheelZoom, std::clamp(delta, -4.f, 4.f)));
  onMouseMove(pixel);
}

bool PlayScreen::onPanKey(sf::Keyboard::Key key, bool down) {
  int i = -1;
  if (key == sf::Keyboard::Left) i = 0;
  if (key == sf::Keyboard::Right) i = 1;
  if (key == sf::Keyboard::Up) i = 2;
  if (key == sf::Keyboard::Down) i = 3;
  if (i < 0) return false;
  panKeys_[i] = down;
  return true;
}

void PlayScreen::releaseInput() {
  dragButton_.reset();
  dragged_ = false;
  for (bool& k : panKeys_) k = false;
}

void PlayScreen::onButtonUp(sf::Vector2i pixel, sf::Mouse::Button button) {
  if (!dragButton_ || *dragButton_ != button) return;
  onMouseMove(pixel);
  const bool click = !dragged_;
  dragButton_.reset();
  dragged_ = false;
  if (button == sf::Mouse::Right && click) {
    // Where it was pressed: the release may have wandered a few pixels.
    const uint32_t orders = controller_.hero().ordersTaken();
    heroOrdered(orders, controller_.rightClick(mapPoint(dragStart_)));
  }
}

void PlayScreen::onClick(sf::Vector2i pixel, sf::Mouse::Button button) {
  onMouseMove(pixel);
  if (button == sf::Mouse::Right || button == sf::Mouse::Middle) {
    // Over the panels a right click still cancels (on release), but pans nothing.
    if (!dragButton_) {
      dragButton_ = button;
      dragStart_ = pixel;
      dragLast_ = pixel;
      dragged_ = false;
    }
    return;
  }
  if (button != sf::Mouse::Left) return;
  const auto p = sf::Vector2f(pixel);
  if (overNewKindCard(p)) {
    ctx_.uiSound(SoundId::Click);
    dismissNewKind();
    return;
  }
  const auto slots = controller_.buildSlots();
  for (size_t i = 0; i < slots.size() && i < layout_.buildSlots.size(); ++i) {
    if (layout_.buildSlots[i].contains(p)) {
      ctx_.uiSound(SoundId::Click);
      onKey(static_cast<sf::Keyboard::Key>(sf::Keyboard::Num1 + static_cast<int>(i)));
      return;
    }
  }
  if (layout_.side.contains(p)) {
    const SidePanel::Click c = side_.click(layout_, controller_, p);
    if (c.pause) togglePause();
    if (c.onButton && c.refusal.empty()) ctx_.uiSound(SoundId::Click);
    refuse(c.refusal);
    return;
  }
  if (const auto point = mapPoint(pixel)) {
    // A refused placement buzzes; an accepted one is heard as the build event.
    const uint32_t orders = controller_.hero().ordersTaken();
    heroOrdered(orders, controller_.clickPoint(*point, heroSlack()));
  }
}

void PlayScreen::refuse(const std::string& refusal) {
  if (refusal.empty()) return;
  // A lesson's "refused" step is about placements, not the hero's orders.
  if (controller_.buildKind()) lesson_.refused();
  showMessage(refusal, colors::kRefuse);
  ctx_.uiSound(SoundId::Refused);
}

void PlayScreen::showMessage(const std::string& text, sf::Color color, float seconds) {
  message_ = text;
  messageColor_ = color;
  messageLeft_ = seconds;
}

// ---------------------------------------------------------------- update

void PlayScreen::update(float dt) {
  // Decided after the frame's events: some X servers report a focus loss and
  // its return together when the window opens, which must not pause a game
  // the player has not left.
  if (focusLost_) {
    focusLost_ = false;
    if (controller_.playing()) controller_.setPaused(true);
  }
  time_ += dt;
  const sf::Vector2f pan((panKeys_[0] ? 1.f : 0.f) - (panKeys_[1] ? 1.f : 0.f),
                         (panKeys_[2] ? 1.f : 0.f) - (panKeys_[3] ? 1.f : 0.f));
  if ((pan.x != 0.f || pan.y != 0.f) && camera_.panBy(pan * (kKeyPanSpeed * dt))) onMouseMove(mouse_);
  messageLeft_ = std::max(0.f, messageLeft_ - dt);
  const int32_t steps = controller_.stepsPerFrame();
  for (int32_t i = 0; i < steps; ++i) {
    for (; scriptNext_ < script_.size() && script_[scriptNext_].tick <= world_->tick(); ++scriptNext_) {
      applyAction(*world_, script_[scriptNext_]);
    }
    world_->step();
    announce(0);
  }
  // A new wave coming may bring a kind not met yet.
  if (world_->wavesStarted() != newKindWave_) refreshNewKind();
  if (!controller_.playing()) {
    overFor_ += dt;
    // A moment to see the last enemy fall before the result covers the map.
    if (!finished_ && overFor_ > 1.2f) finish();
  }
}

void PlayScreen::noteLesson(size_t first) {
  const std::span<const SimEvent> events = world_->events();
  for (size_t i = first; i < events.size(); ++i) lesson_.observe(events[i]);
  lesson_.check(*world_);
}

void PlayScreen::announce(size_t first) {
  const std::span<const SimEvent> events = world_->events();
  noteLesson(first);
  for (size_t i = first; i < events.size(); ++i) {
    const SimEvent& e = events[i];
    if (ctx_.onSimEvent) ctx_.onSimEvent(e);
    if (e.kind == SimEventKind::WaveStarted) {
      showMessage("Wave " + std::to_string(e.value) + " of " + std::to_string(world_->waveCount()) + " is coming",
                  colors::kText);
    } else if (e.kind == SimEventKind::WaveCleared && e.value > 0) {
      // A wave that got through still pays its bonus; it is not "cleared".
      showMessage((e.serial == 0 ? "Wave held: +" : "Wave over: +") + std::to_string(e.value) + " gold", colors::kGold);
    } else if (const auto news = heroNews(e, *world_)) {
      showMessage(news->text, news->bad ? colors::kRefuse : colors::kGold);
    }
  }
}

void PlayScreen::finish() {
  finished_ = true;
  releaseInput();
  ResultInfo info;
  info.won = world_->result() == GameResult::Won;
  info.level = level_.name;
  info.lives = world_->lives();
  info.livesAtStart = level_.lives;
  info.stars = persist::starsFor(info.won, world_->lives(), level_.lives);
  // A test play from a later wave counts the waves it played, not the ones it skipped.
  info.wavesHeld = world_->wavesHeld();
  info.waveCount = world_->waveCount() - world_->firstWave();
  info.killed = world_->enemiesKilled();
  info.leaked = world_->enemiesLeaked();
  info.card = world_->scoreCard();
  info.score = info.card.total;
  info.seconds = static_cast<float>(world_->tick()) * World::kStep;
  info.difficulty = rules_.difficulty;
  info.endless = rules_.endless;
  if (rules_.endless) info.waveCount = world_->wavesCleared();
  info.replay = mode_ == Mode::Replay;
  if (mode_ == Mode::Normal && !recordId_.empty()) {
    const std::string& id = recordId_;
    if (rules_.endless) {
      // Every endless game ends in a loss: its record is how far it went.
      info.newBest = ctx_.progress.recordEndless(id, world_->wavesCleared());
      info.bestWave = ctx_.progress.level(id).bestWave;
    } else {
      // A loss records nothing new, but saving after every finished game keeps
      // the file current even if the game is later killed.
      const bool better = ctx_.progress.record(id, info.won, world_->lives(), level_.lives);
      info.newBest = info.won && ctx_.progress.recordScore(id, info.score);
      info.newBest = info.newBest || (better && info.won);
      info.bestScore = ctx_.progress.level(id).bestScore;
    }
    if (ctx_.onProgressChanged) ctx_.onProgressChanged(ctx_.progress);
  }
  if (mode_ == Mode::Normal) saveReplayOfGame();
  info.hasNext = index_ >= 0 && static_cast<size_t>(index_) + 1 < ctx_.res.levels.size() && info.won;
  ResultActions actions;
  actions.retry = [this] { restart(); };
  actions.menu = [this] { toMenu(); };
  if (mode_ == Mode::TestPlay) actions.menuLabel = "Back to the editor";
  GameContext& ctx = ctx_;
  const int next = index_ + 1;
  actions.next = [&ctx, next] {
    std::string error;
    auto screen = makePlayScreen(ctx, next, error);
    if (screen) ctx.stack.clear(std::move(screen));
  };
  ctx_.stack.push(makeResultScreen(ctx_, std::move(info), std::move(actions)));
}

void PlayScreen::saveReplayOfGame() {
  ReplayDef replay;
  replay.levelId = file_.empty() ? std::string("level") : levelId(file_);
  replay.level = level_;
  replay.seed = seed_;
  replay.rules = rules_;
  replay.holdFirstWave = world_->state().waves.holdFirst;
  replay.actions = world_->journal();
  replay.result = world_->result() == GameResult::Won ? "won" : "lost";
  replay.ticks = world_->tick();
  replay.hash = world_->stateHash();
  replay.score = world_->scoreCard().total;
  const persist::SaveResult saved =
      persist::saveReplay(persist::replaysDir(), replay, persist::replayStamp(), &lastReplay_);
  if (!saved.ok) std::fprintf(stderr, "td: %s\n", saved.message.c_str());
}

bool PlayScreen::showOverlay(std::string_view name) { return overlays_.show(name); }

}  // namespace td
