#include "game/screens/PlayScreen.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <utility>

#include "engine/core/TextFormat.h"
#include "engine/level/ChallengeLevel.h"
#include "game/persist/ReplayStore.h"
#include "game/persist/SavedGames.h"
#include "game/play/HeroNews.h"
#include "game/play/OpeningFocus.h"
#include "game/play/RewindCost.h"
#include "game/render/Palette.h"
#include "game/render/Primitives.h"
#include "game/screens/Screens.h"
#include "game/state/StateStack.h"
#include "game/text/Catalogue.h"
#include "game/text/DataWords.h"

namespace td {
namespace {

// The line a cleared wave leaves: "Wave over: 12 killed, 2 through, +40 gold". `held`: none of the wave got
// through; `through` counts those of any wave since the last line.
std::string waveSummary(bool held, int32_t killed, int32_t through, int32_t bonus) {
  const std::string gold = groupedText(bonus);
  if (held) {
    if (through > 0 && bonus > 0) {
      // TRANSLATORS: a wave over with none of it through: {0} enemies killed, {1} of other waves through since the
      // last such line, {2} the bonus paid.
      return textf(tr("Wave held: {0} killed, {1} through, +{2} gold"), killed, through, gold);
    }
    // TRANSLATORS: a wave over with none of it through: {0} enemies killed, {1} of other waves through.
    if (through > 0) return textf(tr("Wave held: {0} killed, {1} through"), killed, through);
    // TRANSLATORS: a wave over with none of it through: {0} enemies killed, {1} the bonus paid.
    if (bonus > 0) return textf(tr("Wave held: {0} killed, +{1} gold"), killed, gold);
    // TRANSLATORS: a wave over with none of it through: {0} enemies killed.
    return textf(tr("Wave held: {0} killed"), killed);
  }
  if (through > 0 && bonus > 0) {
    // TRANSLATORS: a wave over: {0} enemies killed, {1} got through, {2} the bonus paid.
    return textf(tr("Wave over: {0} killed, {1} through, +{2} gold"), killed, through, gold);
  }
  // TRANSLATORS: a wave over: {0} enemies killed, {1} got through.
  if (through > 0) return textf(tr("Wave over: {0} killed, {1} through"), killed, through);
  // TRANSLATORS: a wave over: {0} enemies killed, {1} the bonus paid.
  if (bonus > 0) return textf(tr("Wave over: {0} killed, +{1} gold"), killed, gold);
  // TRANSLATORS: a wave over: {0} enemies killed.
  return textf(tr("Wave over: {0} killed"), killed);
}

// Pixels a second the arrow keys pan (update() moves the view while they are held).
constexpr float kKeyPanSpeed = 900.f;

}  // namespace

namespace {

std::unique_ptr<World> makeWorld(const LevelDef& level, const GameDefs& defs, uint64_t seed, const PlayMode& mode,
                                 const PlayRules& rules) {
  if (const std::optional<TestPlayStart> start = mode.start()) {
    return std::make_unique<World>(level, defs, seed, waveStartFor(level, defs, *start), rules);
  }
  return std::make_unique<World>(level, defs, seed, rules);
}

}  // namespace

PlayScreen::PlayScreen(GameContext& ctx, LevelDef level, std::filesystem::path file, int index, uint64_t seed,
                       std::unique_ptr<PlayMode> mode, PlayRules rules)
    : ctx_(ctx),
      level_(std::move(level)),
      file_(std::move(file)),
      index_(index),
      seed_(seed),
      mode_(mode ? std::move(mode) : makeNormalPlay()),
      world_(makeWorld(level_, ctx.res.defs, seed, *mode_, rules)),
      controller_(*world_),
      things_(ctx.res.font),
      heroLook_(ctx.res.font),
      side_(ctx.res.font, ctx.keys),
      buildBar_(ctx.res.font, ctx.keys),
      showRoutes_(ctx.settings.showRoutes),
      rules_(rules),
      recordId_(file_.empty() ? std::string() : levelId(file_)) {
  // A newcomer reads the screen and builds before anything comes (settings).
  world_->holdFirstWave(ctx.settings.firstWaveWaits);
  controller_.setHalfSpeed(ctx.settings.halfSpeed);
  const int32_t extraGold = mode_->start() ? mode_->start()->extraGold : 0;
  if (world_->firstWave() > 0 || extraGold != 0) {
    showMessage(textf(tr("Test play from wave {0} of {1} with {2} gold"), world_->firstWave() + 1, world_->waveCount(),
                      groupedText(world_->gold())),
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
  // A lesson teaches a first game: not an endless one on a level already won,
  // nor a replay, whose refused placements were never recorded.
  if (!rules_.endless && mode_->teaches()) lesson_ = LessonTracker(world_->level().lesson);
  // Messages are the level's own, so every game of it shows them: a test play and a watched replay too.
  // Each shows for as long as it takes to read in the player's language.
  std::vector<std::string_view> shownTexts;
  for (size_t i = 0; i < world_->level().messages.size(); ++i) shownTexts.push_back(messageText(world_->level(), i));
  messages_ = LevelMessages(world_->level().messages, world_->firstWave(), shownTexts);
  messages_.observe(world_->wavesStarted(), world_->tick());
  if (mode_->watching()) {
    // The recorded game plays its commands as it runs, with the first wave's hold it was played with.
    world_->holdFirstWave(mode_->watchedHold());
    controller_.setWatching(true);
    script_.assign(mode_->watched().begin(), mode_->watched().end());
    showMessage(
        textf(trn("Replay: {0} command, played as it was", "Replay: {0} commands, played as they were", script_.size()),
              script_.size()),
        colors::kText, 4.f);
  }
  refreshNewKind();
  noteCountdown();
}

void PlayScreen::resize(sf::Vector2u size) {
  size_ = size;
  if (ctx_.stack.scale().logical == size) camera_.setPixelsPerUnit(ctx_.stack.scale().scaleX());
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
  if (world_->tick() == 0 && !mode_->watching()) world_->holdFirstWave(false);
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
    history_.observe(*world_);
    noteLesson(0);
    // So that a picture taken after these steps shows a recent leak, and the message, as the player would see them.
    leakAlarm_.note(world_->events());
    leakAlarm_.update(World::kStep);
    messages_.observe(world_->wavesStarted(), world_->tick());
    messages_.advance(World::kStep);
  }
  time_ += static_cast<float>(ticks) * World::kStep;
  // A replay's own script goes on from here, not from its start again.
  while (scriptNext_ < script_.size() && script_[scriptNext_].tick < world_->tick()) ++scriptNext_;
  refreshNewKind();
  return refused;
}

void PlayScreen::showResultIfOver() {
  // A picture of the result, not a game played: no progress, record or replay.
  if (!controller_.playing() && !finished_) finish(false);
}

void PlayScreen::playScript(std::vector<ActionDef> actions) {
  script_ = std::move(actions);
  scriptNext_ = 0;
  showMessage(textf(trn("Playing the automatic player's defence: {0} action",
                        "Playing the automatic player's defence: {0} actions", script_.size()),
                    script_.size()),
              colors::kText, 4.f);
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
  leakAlarm_.setOptions({ctx_.settings.screenShake, ctx_.settings.flashing});
  things_.setFlashing(ctx_.settings.flashing);
  leakAlarm_.update(dt);
  const sf::Vector2f pan((panKeys_[0] ? 1.f : 0.f) - (panKeys_[1] ? 1.f : 0.f),
                         (panKeys_[2] ? 1.f : 0.f) - (panKeys_[3] ? 1.f : 0.f));
  if ((pan.x != 0.f || pan.y != 0.f) && camera_.panBy(pan * (kKeyPanSpeed * dt))) onMouseMove(mouse_);
  messageLeft_ = std::max(0.f, messageLeft_ - dt);
  // Commands since the last frame may have called a wave.
  noteWaves(world_->tick());
  controller_.setHalfSpeed(ctx_.settings.halfSpeed);
  const int32_t steps = controller_.stepsPerFrame();
  for (int32_t i = 0; i < steps; ++i) {
    for (; scriptNext_ < script_.size() && script_[scriptNext_].tick <= world_->tick(); ++scriptNext_) {
      applyAction(*world_, script_[scriptNext_]);
      noteWaves(world_->tick());
    }
    const uint64_t before = world_->tick();
    world_->step();
    history_.observe(*world_);
    noteWaves(before);
    announce(0);
  }
  noteCountdown();
  messages_.observe(world_->wavesStarted(), world_->tick());
  // The reader's time, whatever the game's speed; a pause keeps the message for the player who stopped to read it.
  if (!controller_.paused()) messages_.advance(dt);
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
  leakAlarm_.note(events.subspan(std::min(first, events.size())));
  for (size_t i = first; i < events.size(); ++i) {
    const SimEvent& e = events[i];
    if (ctx_.onSimEvent) ctx_.onSimEvent(e);
    if (e.kind == SimEventKind::WaveStarted) {
      showMessage(textf(tr("Wave {0} of {1} is coming"), e.value, world_->waveCount()), colors::kText);
    } else if (e.kind == SimEventKind::WaveCleared) {
      // A short summary that blocks nothing: what fell and got through since the last one, and the bonus. A wave
      // that got through still pays its bonus; it is not "held".
      const int32_t killed = world_->enemiesKilled() - killedAtSummary_;
      const int32_t through = world_->enemiesLeaked() - leakedAtSummary_;
      killedAtSummary_ = world_->enemiesKilled();
      leakedAtSummary_ = world_->enemiesLeaked();
      showMessage(waveSummary(e.serial == 0, killed, through, e.value), e.serial == 0 ? colors::kGold : colors::kText);
    } else if (e.kind == SimEventKind::TowerSpecialised && e.subKind < world_->defs().towers.size() &&
               e.serial < world_->defs().towers[e.subKind].specialisations.size()) {
      // What it became, beside the sound and the new crest: it changes how the tower plays.
      const TowerDef& def = world_->defs().towers[e.subKind];
      // TRANSLATORS: {0} is a tower kind ("Archer"), {1} what it has become at its top level ("Marksman").
      showMessage(textf(tr("{0} specialised as {1}"), kindName(def), specName(def.specialisations[e.serial])),
                  colors::kGold);
    } else if (const auto news = heroNews(e, *world_)) {
      showMessage(news->text, news->bad ? colors::refuse() : colors::kGold);
    }
  }
}

void PlayScreen::finish(bool record) {
  finished_ = true;
  releaseInput();
  ResultInfo info;
  info.won = world_->result() == GameResult::Won;
  info.level = levelName(level_);
  info.lives = world_->lives();
  info.livesAtStart = level_.lives;
  info.stars = persist::starsFor(info.won, world_->lives(), level_.lives);
  // A test play from a later wave counts the waves it played, not the ones it skipped.
  info.wavesHeld = world_->wavesHeld();
  info.waveCount = world_->waveCount() - world_->firstWave();
  info.killed = world_->enemiesKilled();
  info.leaked = world_->enemiesLeaked();
  info.card = world_->scoreCard();
  info.route = routeTotals(world_->state());
  // Going back in time costs score (game/play/RewindCost.h).
  info.score = scoreAfterRewinds(info.card.total, rewinds_);
  info.rewinds = rewinds_;
  info.seconds = static_cast<float>(world_->tick()) * World::kStep;
  info.difficulty = rules_.difficulty;
  info.endless = rules_.endless;
  if (rules_.endless) info.waveCount = world_->wavesCleared();
  info.replay = mode_->watching();
  if (const ChallengeDef* c = findChallenge(level_, challenge_)) info.challenge = challengeName(*c);
  if (record && mode_->recordsPlay() && !recordId_.empty()) {
    const std::string& id = recordId_;
    if (!challenge_.empty()) {
      // A challenge's win is its mark on the level; its lives and score are the challenge's, not the level's.
      info.newBest = info.won && ctx_.progress.recordChallenge(id, challenge_);
    } else if (rules_.endless) {
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
  if (record && mode_->recordsPlay()) {
    saveReplayOfGame();
    // Finished: nothing left to continue.
    if (!recordId_.empty()) persist::dropSavedGame(persist::savesDir(), savedGameKey());
  }
  info.charts = makeResultCharts(history_, *world_, level_.lives);
  info.hasNext =
      challenge_.empty() && index_ >= 0 && static_cast<size_t>(index_) + 1 < ctx_.res.levels.size() && info.won;
  ResultActions actions;
  actions.retry = [this] { restart(); };
  actions.menu = [this] { toMenu(); };
  actions.menuLabel = mode_->leaveLabel();
  GameContext& ctx = ctx_;
  const int next = index_ + 1;
  actions.next = [&ctx, next] {
    std::string error;
    auto screen = makePlayScreen(ctx, next, error);
    if (screen) ctx.stack.clear(std::move(screen));
  };
  ctx_.stack.push(makeResultScreen(ctx_, std::move(info), std::move(actions)));
}

void PlayScreen::setChallenge(std::string id) {
  challenge_ = std::move(id);
  // A challenge is played by someone who has won the level: the lesson has been taught.
  if (!challenge_.empty()) lesson_ = LessonTracker();
}

ReplayDef PlayScreen::gameRecord(std::string result) const {
  ReplayDef record;
  record.levelId = file_.empty() ? std::string("level") : levelId(file_);
  record.level = level_;
  record.seed = seed_;
  record.rules = rules_;
  record.challenge = challenge_;
  record.holdFirstWave = world_->state().waves.holdFirst;
  record.actions = world_->journal();
  record.result = std::move(result);
  record.ticks = world_->tick();
  record.hash = world_->stateHash();
  record.score = world_->scoreCard().total;
  record.rewinds = rewinds_;
  return record;
}

void PlayScreen::saveReplayOfGame() {
  const ReplayDef replay = gameRecord(world_->result() == GameResult::Won ? "won" : "lost");
  const persist::SaveResult saved =
      persist::saveReplay(persist::replaysDir(), replay, persist::replayStamp(), &lastReplay_);
  if (!saved.ok) std::fprintf(stderr, "td: replay not saved: %s\n", saved.message.c_str());
  // Said on screen too (the level select shows it): the player expects every finished game to be kept.
  // TRANSLATORS: {0} says why (a folder that cannot be made, a file that cannot be written).
  ctx_.replayProblem =
      saved.ok ? std::string() : textf(tr("The last game's replay was not saved: {0}."), saved.message);
}

bool PlayScreen::showOverlay(std::string_view name) { return overlays_.show(name); }

}  // namespace td
