#include "game/screens/PlayScreen.h"

#include <SFML/Graphics/Text.hpp>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <stdexcept>
#include <utility>

#include "game/play/PracticeWaves.h"
#include "game/play/WavePreview.h"
#include "game/render/Look.h"
#include "game/render/Palette.h"
#include "game/render/Primitives.h"
#include "game/screens/Screens.h"
#include "game/state/StateStack.h"
#include "game/ui/UiDraw.h"
#include "io/LevelCheck.h"

namespace td {
namespace {

std::string fixed(float value, int digits) {
  char text[32];
  std::snprintf(text, sizeof text, "%.*f", digits, static_cast<double>(value));
  return text;
}

// Zoom per wheel notch and per +/- key press; pixels a second the arrow keys
// pan; pixels the mouse may wander during a right click before it is a drag.
constexpr float kWheelZoom = 1.2f;
constexpr float kKeyZoom = 1.5f;
constexpr float kKeyPanSpeed = 900.f;
constexpr int kDragThreshold = 4;

sf::Vector2f centreOf(Cell c) { return {static_cast<float>(c.x) + 0.5f, static_cast<float>(c.y) + 0.5f}; }

// Scales the alpha of every vertex from `first` on.
void fadeFrom(sf::VertexArray& v, size_t first, float factor) {
  for (size_t i = first; i < v.getVertexCount(); ++i) {
    v[i].color.a = static_cast<uint8_t>(static_cast<float>(v[i].color.a) * factor);
  }
}

}  // namespace

PlayScreen::PlayScreen(GameContext& ctx, LevelDef level, std::filesystem::path file, int index, uint64_t seed,
                       Mode mode)
    : ctx_(ctx),
      level_(std::move(level)),
      file_(std::move(file)),
      index_(mode == Mode::TestPlay ? -1 : index),
      seed_(seed),
      mode_(mode),
      world_(std::make_unique<World>(level_, ctx.res.defs, seed)),
      controller_(*world_),
      things_(ctx.res.font),
      showRoutes_(ctx.settings.showRoutes) {
  ground_.buildGround(world_->grid());
  endpoints_.build(world_->level());
  layout_ = layoutPlay(size_, controller_.buildSlots().size());
  camera_.fit({static_cast<float>(world_->grid().width()), static_cast<float>(world_->grid().height())}, layout_.map,
              size_);
  resize(size_);
}

void PlayScreen::resize(sf::Vector2u size) {
  size_ = size;
  layout_ = layoutPlay(size, controller_.buildSlots().size());
  // Keeps the zoom and what is in the middle of the map area.
  camera_.setArea(layout_.map, size);
  if (pinned_) {
    pinHover(*pinned_);
  } else if (mouse_.x >= 0) {
    onMouseMove(mouse_);
  }
}

int PlayScreen::simulate(uint64_t ticks, std::span<const ActionDef> actions) {
  int refused = 0;
  size_t next = 0;
  const uint64_t end = world_->tick() + ticks;
  while (world_->tick() < end && world_->result() == GameResult::Playing) {
    while (next < actions.size() && actions[next].tick <= world_->tick()) {
      if (!applyAction(*world_, actions[next]).ok()) ++refused;
      ++next;
    }
    world_->step();
  }
  time_ += static_cast<float>(ticks) * World::kStep;
  return refused;
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
  switch (event.type) {
    case sf::Event::KeyPressed:
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
    case sf::Keyboard::Num4: {
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
      if (controller_.buildKind() || controller_.selected() != nullptr) {
        controller_.cancelBuild();
        controller_.deselect();
      } else {
        toMenu();
      }
      break;
    case sf::Keyboard::P:
    case sf::Keyboard::Space:
      pause();
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
      refusal = controller_.upgradeSelected();
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
    controller_.cancelBuild();
    controller_.deselect();
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
  const auto slots = controller_.buildSlots();
  for (size_t i = 0; i < slots.size() && i < layout_.buildSlots.size(); ++i) {
    if (layout_.buildSlots[i].contains(p)) {
      ctx_.uiSound(SoundId::Click);
      onKey(static_cast<sf::Keyboard::Key>(sf::Keyboard::Num1 + static_cast<int>(i)));
      return;
    }
  }
  std::string refusal;
  bool onButton = false;
  if (layout_.nextWave.contains(p)) {
    onButton = true;
    refusal = controller_.callNextWave();
  } else if (layout_.pause.contains(p)) {
    onButton = true;
    pause();
  } else if (layout_.side.contains(p)) {
    for (size_t i = 0; i < 3; ++i) {
      if (layout_.speeds[i].contains(p)) {
        onButton = true;
        controller_.setSpeed(PlayController::kSpeeds[i]);
      }
    }
    if (controller_.selected() != nullptr) {
      onButton = onButton || layout_.upgrade.contains(p) || layout_.sell.contains(p) || layout_.target.contains(p);
      if (layout_.upgrade.contains(p)) refusal = controller_.upgradeSelected();
      if (layout_.sell.contains(p)) refusal = controller_.sellSelected();
      if (layout_.target.contains(p)) controller_.cycleTargetMode();
    }
  } else if (hover_) {
    // A refused placement buzzes; an accepted one is heard as the build event.
    refusal = controller_.clickCell(*hover_);
  }
  if (onButton && refusal.empty()) ctx_.uiSound(SoundId::Click);
  refuse(refusal);
}

void PlayScreen::refuse(const std::string& refusal) {
  if (refusal.empty()) return;
  showMessage(refusal, colors::kRefuse);
  ctx_.uiSound(SoundId::Refused);
}

void PlayScreen::showMessage(const std::string& text, sf::Color color, float seconds) {
  message_ = text;
  messageColor_ = color;
  messageLeft_ = seconds;
}

void PlayScreen::pause() {
  if (!controller_.playing()) return;
  releaseInput();
  PauseActions actions;
  actions.resume = [this] { ctx_.stack.pop(); };
  actions.restart = [this] { restart(); };
  actions.menu = [this] { toMenu(); };
  if (mode_ == Mode::TestPlay) actions.menuLabel = "Stop test play";
  ctx_.stack.push(makePauseScreen(ctx_, std::move(actions)));
}

void PlayScreen::restart() {
  auto again = std::make_unique<PlayScreen>(ctx_, level_, file_, index_, seed_, mode_);
  if (mode_ == Mode::TestPlay) {
    ctx_.stack.popThrough(this);
    ctx_.stack.push(std::move(again));
    return;
  }
  ctx_.stack.clear(std::move(again));
}

void PlayScreen::toMenu() {
  if (mode_ == Mode::TestPlay) {
    ctx_.stack.popThrough(this);
    return;
  }
  ctx_.stack.clear(makeTitleScreen(ctx_));
  if (index_ >= 0) ctx_.stack.push(makeLevelSelectScreen(ctx_));
}

// ---------------------------------------------------------------- update

void PlayScreen::update(float dt) {
  // Decided after the frame's events: some X servers report a focus loss and
  // its return together when the window opens, which must not pause a game
  // the player has not left.
  if (focusLost_) {
    focusLost_ = false;
    if (controller_.playing()) {
      pause();
      return;
    }
  }
  time_ += dt;
  const sf::Vector2f pan((panKeys_[0] ? 1.f : 0.f) - (panKeys_[1] ? 1.f : 0.f),
                         (panKeys_[2] ? 1.f : 0.f) - (panKeys_[3] ? 1.f : 0.f));
  if ((pan.x != 0.f || pan.y != 0.f) && camera_.panBy(pan * (kKeyPanSpeed * dt))) onMouseMove(mouse_);
  messageLeft_ = std::max(0.f, messageLeft_ - dt);
  const int32_t steps = controller_.stepsPerFrame();
  for (int32_t i = 0; i < steps; ++i) {
    world_->step();
    for (const SimEvent& e : world_->events()) {
      if (ctx_.onSimEvent) ctx_.onSimEvent(e);
      if (e.kind == SimEventKind::WaveStarted) {
        showMessage("Wave " + std::to_string(e.value) + " of " + std::to_string(world_->waveCount()) + " is coming",
                    colors::kText);
      } else if (e.kind == SimEventKind::WaveCleared && e.value > 0) {
        showMessage("Wave cleared: +" + std::to_string(e.value) + " gold", colors::kGold);
      }
    }
  }
  if (!controller_.playing()) {
    overFor_ += dt;
    // A moment to see the last enemy fall before the result covers the map.
    if (!finished_ && overFor_ > 1.2f) finish();
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
  info.wavesCleared = world_->wavesCleared();
  info.waveCount = world_->waveCount();
  info.killed = world_->enemiesKilled();
  info.leaked = world_->enemiesLeaked();
  info.score = world_->score();
  info.seconds = static_cast<float>(world_->tick()) * World::kStep;
  if (mode_ == Mode::Normal && !file_.empty()) {
    // A loss records nothing new, but saving after every finished game keeps
    // the file current even if the game is later killed.
    info.newBest = ctx_.progress.record(levelId(file_), info.won, world_->lives(), level_.lives);
    if (ctx_.onProgressChanged) ctx_.onProgressChanged(ctx_.progress);
  }
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

// ---------------------------------------------------------------- drawing

void PlayScreen::refreshRoutes() {
  const Grid& grid = world_->grid();
  if (routesRevision_ != grid.revision()) {
    RoutePreview::trace(grid, world_->flow(), world_->level().spawns, routeCells_);
    routes_.build(routeCells_);
    routesRevision_ = grid.revision();
    previewRevision_ = UINT64_MAX;
  }
  routes_.animate(routeCells_, time_);
  // The maze as it would be with the ghost built.
  previewShown_ = false;
  if (controller_.buildKind() && hover_) {
    const auto ghost = controller_.ghostAt(*hover_);
    if (ghost && ghost->allowed) {
      if (previewCell_ != *hover_ || previewRevision_ != grid.revision()) {
        previewCell_ = *hover_;
        previewRevision_ = grid.revision();
        if (preview_.compute(grid, world_->flow(), world_->level().spawns, *hover_, previewCells_)) {
          previewRoutes_.build(previewCells_);
        } else {
          previewCells_.clear();
        }
      }
      previewShown_ = !previewCells_.empty();
      if (previewShown_) previewRoutes_.animate(previewCells_, time_);
    }
  }
}

void PlayScreen::draw(sf::RenderTarget& target) {
  target.clear(colors::kBackground);
  refreshRoutes();
  drawMap(target);
  target.setView(sf::View(sf::FloatRect(0.f, 0.f, static_cast<float>(size_.x), static_cast<float>(size_.y))));
  drawHud(target);
}

void PlayScreen::drawMap(sf::RenderTarget& target) {
  // Everything between the bars and the side panel, in whole pixels.
  const sf::FloatRect clip(0.f, layout_.topBar.height, std::floor(layout_.side.left),
                           std::floor(layout_.bottomBar.top) - layout_.topBar.height);
  target.setView(camera_.clippedView(clip));
  const sf::RenderStates states;
  {
    // A soft shadow and a frame set the map off from the background.
    sf::VertexArray& frame = scratch();
    const auto w = static_cast<float>(world_->grid().width());
    const auto h = static_cast<float>(world_->grid().height());
    addRect(frame, {0.15f, 0.2f, w + 0.1f, h + 0.1f}, colors::kMapShadow);
    target.draw(frame, states);
  }
  ground_.drawGround(target, states);
  overlays_.draw(target, states, *world_, mouse_.x >= 0 ? camera_.toWorld(mouse_) : sf::Vector2f(-1.f, -1.f));
  if (previewShown_) {
    // The current routes faded, the would-be routes on top.
    sf::VertexArray& faint = scratch();
    for (const auto& route : routeCells_) {
      for (size_t i = 0; i + 1 < route.size(); ++i) {
        addLine(faint, centreOf(route[i]), centreOf(route[i + 1]), 0.1f, {255, 255, 255, 70});
      }
    }
    target.draw(faint, states);
    previewRoutes_.draw(target, states);
  } else if (showRoutes_) {
    routes_.draw(target, states);
  }
  endpoints_.draw(target, states);
  things_.setPixelsPerCell(camera_.pixelsPerCell());
  things_.build(*world_, controller_.selected(), time_);
  things_.draw(target, states);
  drawGhost(target);
}

bool PlayScreen::showOverlay(std::string_view name) { return overlays_.show(name); }

void PlayScreen::drawGhost(sf::RenderTarget& target) {
  if (!hover_) return;
  sf::VertexArray& v = scratch();
  const Cell cell = *hover_;
  const sf::FloatRect box(static_cast<float>(cell.x), static_cast<float>(cell.y), 1.f, 1.f);
  const auto ghost = controller_.ghostAt(cell);
  if (!ghost) {
    // No kind picked: a faint outline, and a tower's range when over one.
    const Tower* t = world_->towers().get(world_->towerAt(cell));
    addRectFrame(v, box, 0.05f, {255, 255, 255, 110});
    if (t != nullptr && t != controller_.selected()) {
      const TowerDef& def = world_->defs().towers[t->kind];
      const float r = def.levels[t->level].range;
      addRing(v, centreOf(cell), r - 0.03f, r, withAlpha(towerColor(def), 150), 56);
    }
    target.draw(v);
    return;
  }
  const sf::Color tint = ghost->allowed ? colors::kAccept : colors::kRefuse;
  const TowerDef& def = world_->defs().towers[*controller_.buildKind()];
  addRect(v, box, withAlpha(tint, 60));
  addDisc(v, centreOf(cell), ghost->range, withAlpha(tint, 26), 48);
  addRing(v, centreOf(cell), ghost->range - 0.04f, ghost->range, withAlpha(tint, 170), 64);
  const size_t first = v.getVertexCount();
  addTowerShape(v, def, centreOf(cell), -1.5708f, 0);
  fadeFrom(v, first, ghost->allowed ? 0.7f : 0.4f);
  addRectFrame(v, box, 0.07f, tint);
  target.draw(v);
}

void PlayScreen::drawHud(sf::RenderTarget& target) {
  const sf::Font& font = ctx_.res.font;
  const World& w = *world_;
  {
    sf::VertexArray& bars = scratch();
    addRect(bars, layout_.topBar, colors::kPanel);
    addRect(bars, {0.f, layout_.topBar.height - 1.f, layout_.topBar.width, 1.f}, colors::kPanelLine);
    addRect(bars, {0.f, 0.f, 4.f, layout_.topBar.height}, colors::kGold);
    addRect(bars, layout_.bottomBar, colors::kPanel);
    addRect(bars, {0.f, layout_.bottomBar.top, layout_.bottomBar.width, 1.f}, colors::kPanelLine);
    addRect(bars, layout_.side, colors::kPanel);
    addRect(bars, {layout_.side.left, layout_.side.top, 1.f, layout_.side.height}, colors::kPanelLine);
    target.draw(bars);
  }
  drawTextAt(target, font, mode_ == Mode::TestPlay ? w.level().name + "  (test play)" : w.level().name, 21,
             colors::kText, 18.f, 10.f);

  // The numbers, right to left so they stay flush with the edge.
  std::string waveText = std::to_string(std::max(w.wavesStarted(), 0)) + " / " + std::to_string(w.waveCount());
  struct Stat {
    const char* label;
    std::string value;
    sf::Color color;
  };
  std::vector<Stat> stats = {
      {"Gold", std::to_string(w.gold()), colors::kGold},
      {"Lives", std::to_string(w.lives()), colors::kLives},
      {"Wave", waveText, colors::kText},
  };
  if (w.wavesStarted() < w.waveCount()) stats.push_back({"Next in", fixed(w.nextWaveIn(), 0) + " s", colors::kGoal});
  stats.push_back({"Score", std::to_string(w.score()), colors::kTextDim});
  float x = static_cast<float>(size_.x) - 18.f;
  for (auto it = stats.rbegin(); it != stats.rend(); ++it) {
    sf::Text value = makeText(font, it->value, 20, it->color);
    x -= textWidth(value);
    placeText(value, x, 11.f);
    sf::Text label = makeText(font, it->label, 12, colors::kTextDim);
    x -= textWidth(label) + 7.f;
    placeText(label, x, 19.f);
    x -= 26.f;
    target.draw(value);
    target.draw(label);
  }
  drawSidePanel(target);
  drawBuildBar(target);

  // Why the ghost is refused, beside the mouse.
  if (hover_) {
    const auto ghost = controller_.ghostAt(*hover_);
    if (ghost && !ghost->allowed) {
      sf::Text t = makeText(font, ghost->reason, 14, colors::kRefuse);
      const float tx = std::min(static_cast<float>(mouse_.x) + 18.f, layout_.side.left - textWidth(t) - 12.f);
      const float ty = static_cast<float>(mouse_.y) + 16.f;
      drawPanel(target, {tx - 6.f, ty - 3.f, textWidth(t) + 12.f, 24.f}, {12, 12, 16, 225}, {120, 40, 36});
      placeText(t, tx, ty);
      target.draw(t);
    }
  }
  if (controller_.stepsPerFrame() == 0 && controller_.playing()) {
    drawTextCentred(target, font, "PAUSED", 18, colors::kGold, layout_.map.left + layout_.map.width * 0.5f,
                    layout_.map.top + 4.f);
  }
}

void PlayScreen::drawSidePanel(sf::RenderTarget& target) {
  const sf::Font& font = ctx_.res.font;
  const World& w = *world_;
  const bool focusAt = mouse_.x >= 0;
  const auto over = [&](const sf::FloatRect& r) { return focusAt && r.contains(sf::Vector2f(mouse_)); };

  Button next;
  next.rect = layout_.nextWave;
  next.enabled = controller_.canCallWave();
  if (w.wavesStarted() >= w.waveCount()) {
    next.label = "Last wave";
    next.detail = "no more waves";
  } else {
    next.label = "Next wave  [N]";
    const int32_t bonus = w.earlyCallBonus();
    next.detail = bonus > 0 ? "call early: +" + std::to_string(bonus) + " gold" : "send it now";
  }
  drawButton(target, font, next, over(next.rect), 17);

  static const char* kSpeedNames[] = {"1x", "2x", "4x"};
  for (size_t i = 0; i < 3; ++i) {
    Button b;
    b.rect = layout_.speeds[i];
    b.label = kSpeedNames[i];
    b.active = controller_.speed() == PlayController::kSpeeds[i];
    drawButton(target, font, b, over(b.rect), 15);
  }
  Button pauseButton;
  pauseButton.rect = layout_.pause;
  pauseButton.label = "II  [P]";
  drawButton(target, font, pauseButton, over(pauseButton.rect), 14);

  const sf::FloatRect info = layout_.towerInfo;
  float y = info.top;
  const float x = info.left;
  const auto panel = controller_.panel();
  if (panel) {
    const Tower* t = controller_.selected();
    const TowerDef& def = w.defs().towers[t->kind];
    {
      sf::VertexArray& icon = scratch();
      addTowerShape(icon, def, {x + 22.f, y + 24.f}, t->angle, t->level, 40.f);
      target.draw(icon);
    }
    drawTextAt(target, font, panel->name, 20, colors::kText, x + 52.f, y + 4.f);
    drawTextAt(target, font, "Level " + std::to_string(panel->level) + " of " + std::to_string(panel->maxLevel), 13,
               colors::kTextDim, x + 52.f, y + 29.f);
    y += 56.f;
    const std::pair<std::string, std::string> rows[] = {
        {"Range", fixed(panel->range, 1) + " cells"},
        {"Damage", fixed(panel->damage, 0)},
        {"Fires every", fixed(panel->fireInterval, 2) + " s"},
        {"Kills", std::to_string(panel->kills)},
    };
    for (const auto& [label, value] : rows) {
      if (y + 20.f > info.top + info.height) break;
      drawTextAt(target, font, label, 14, colors::kTextDim, x, y);
      sf::Text v = makeText(font, value, 14, colors::kText);
      placeText(v, info.left + info.width - textWidth(v), y);
      target.draw(v);
      y += 22.f;
    }
    Button up;
    up.rect = layout_.upgrade;
    up.enabled = panel->canUpgrade;
    up.label = panel->upgradeCost ? "Upgrade  [U]" : "Fully upgraded";
    up.detail = panel->upgradeCost ? std::to_string(*panel->upgradeCost) + " gold" : "";
    drawButton(target, font, up, over(up.rect), 15);
    Button sell;
    sell.rect = layout_.sell;
    sell.label = "Sell  [S]";
    sell.detail = "+" + std::to_string(panel->refund) + " gold";
    drawButton(target, font, sell, over(sell.rect), 15);
    Button mode;
    mode.rect = layout_.target;
    mode.label = "Target: " + std::string(targetModeName(panel->mode)) + "  [T]";
    drawButton(target, font, mode, over(mode.rect), 15);
    return;
  }

  // Nothing selected: what the next wave brings, and the controls.
  const int32_t upcoming = w.wavesStarted();
  if (upcoming < w.waveCount()) {
    drawTextAt(target, font, "Wave " + std::to_string(upcoming + 1) + " brings", 15, colors::kTextDim, x, y);
    y += 26.f;
    for (const WavePreviewLine& line : wavePreview(w.level().waves[static_cast<size_t>(upcoming)], w.defs())) {
      const EnemyDef& def = w.defs().enemies[line.kind];
      sf::VertexArray& icon = scratch();
      addEnemyShape(icon, enemyLook(def, line.kind), {x + 12.f, y + 10.f}, 9.f, 0.f);
      target.draw(icon);
      drawTextAt(target, font, std::to_string(line.count) + " x " + def.name, 15, colors::kText, x + 30.f, y);
      y += 26.f;
      if (y > info.top + info.height - 20.f) break;
    }
    y += 8.f;
  }
  const std::pair<const char*, const char*> keys[] = {
      {"1-4", "pick a tower"},
      {"Click", "build / select"},
      {"Right", "cancel"},
      {"U S T", "upgrade, sell, target"},
      {"F", "game speed"},
      {"R", "show routes"},
      {"F3", "flow field: arrows, distance"},
      {"F4", "nav mesh, path to the mouse"},
      {"Wheel", "zoom (Home: whole map)"},
      {"Drag", "right or middle: pan"},
      {"Esc", mode_ == Mode::TestPlay ? "back to the editor" : "menu"},
  };
  for (const auto& [key, what] : keys) {
    if (y + 20.f > layout_.side.top + layout_.side.height - 8.f) break;
    drawTextAt(target, font, key, 13, colors::kText, x, y);
    drawTextAt(target, font, what, 13, colors::kTextDim, x + 58.f, y);
    y += 20.f;
  }
}

void PlayScreen::drawBuildBar(sf::RenderTarget& target) {
  const sf::Font& font = ctx_.res.font;
  const auto slots = controller_.buildSlots();
  for (size_t i = 0; i < slots.size() && i < layout_.buildSlots.size(); ++i) {
    const auto& s = slots[i];
    const TowerDef& def = world_->defs().towers[s.kind];
    const sf::FloatRect r = layout_.buildSlots[i];
    Button b;
    b.rect = r;
    b.enabled = s.affordable;
    b.active = controller_.buildKind() == s.kind;
    const bool over = mouse_.x >= 0 && r.contains(sf::Vector2f(mouse_));
    drawButton(target, font, b, over);
    sf::VertexArray& icon = scratch();
    const size_t first = icon.getVertexCount();
    addTowerShape(icon, def, {r.left + 28.f, r.top + r.height * 0.5f}, -1.5708f, 0, 38.f);
    if (!s.affordable) fadeFrom(icon, first, 0.45f);
    target.draw(icon);
    const sf::Color text = s.affordable ? colors::kText : colors::kTextDim;
    drawTextAt(target, font, def.name, 16, text, r.left + 54.f, r.top + 8.f);
    drawTextAt(target, font, std::to_string(s.cost) + " gold", 13, s.affordable ? colors::kGold : colors::kRefuse,
               r.left + 54.f, r.top + 32.f);
    sf::Text key = makeText(font, std::to_string(s.hotkey), 12, colors::kTextDim);
    placeText(key, r.left + r.width - textWidth(key) - 7.f, r.top + 5.f);
    target.draw(key);
  }
  if (messageLeft_ > 0.f && !message_.empty()) {
    const auto alpha = static_cast<uint8_t>(std::min(1.f, messageLeft_ / 0.5f) * 255.f);
    drawTextAt(target, font, message_, 17, withAlpha(messageColor_, alpha), layout_.message.left + 8.f,
               layout_.message.top + layout_.message.height * 0.5f - 11.f);
  } else if (controller_.buildKind()) {
    drawTextAt(target, font, "Click the map to build; right click or Esc to stop", 14, colors::kTextDim,
               layout_.message.left + 8.f, layout_.message.top + layout_.message.height * 0.5f - 9.f);
  }
}

// ---------------------------------------------------------------- test play

std::unique_ptr<Screen> makeTestPlayScreen(GameContext& ctx, LevelDef level, std::string& error) {
  if (level.waves.empty()) level.waves = practiceWaves(level, ctx.res.defs);
  // The same rules a level file must pass, so that what plays in the editor
  // also loads from disk; the first few problems are enough to act on.
  const std::vector<JsonError> problems =
      validateLevel(level, level.name.empty() ? "level" : level.name, &ctx.res.defs);
  if (!problems.empty()) {
    error.clear();
    constexpr size_t kShown = 3;
    for (size_t i = 0; i < problems.size() && i < kShown; ++i) {
      if (i > 0) error += "\n";
      error += problems[i].text();
    }
    if (problems.size() > kShown) error += "\n(and " + std::to_string(problems.size() - kShown) + " more)";
    return nullptr;
  }
  try {
    return std::make_unique<PlayScreen>(ctx, std::move(level), std::filesystem::path(), -1, 1,
                                        PlayScreen::Mode::TestPlay);
  } catch (const std::invalid_argument& e) {
    error = e.what();
    return nullptr;
  }
}

}  // namespace td
