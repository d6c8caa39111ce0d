#pragma once

#include <SFML/Graphics/VertexArray.hpp>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "engine/level/LevelDef.h"
#include "engine/sim/ActionDef.h"
#include "engine/sim/World.h"
#include "game/GameContext.h"
#include "game/play/BuildBar.h"
#include "game/play/DebugOverlays.h"
#include "game/play/GameHistory.h"
#include "game/play/LeakAlarm.h"
#include "game/play/LessonTracker.h"
#include "game/play/LevelMessages.h"
#include "game/play/NewKindCard.h"
#include "game/play/NewKinds.h"
#include "game/play/PlacementGhost.h"
#include "game/play/PlayActions.h"
#include "game/play/PlayController.h"
#include "game/play/PlayLayout.h"
#include "game/play/RoutePreview.h"
#include "game/play/SidePanel.h"
#include "game/play/TestPlayStart.h"
#include "game/render/Camera.h"
#include "game/render/EndpointRenderer.h"
#include "game/render/GridRenderer.h"
#include "game/render/HeroRenderer.h"
#include "game/render/LaneRenderer.h"
#include "game/render/RouteRenderer.h"
#include "game/render/WorldRenderer.h"
#include "game/screens/Screens.h"
#include "game/screens/mode/PlayMode.h"
#include "game/state/Screen.h"

namespace td {

// A level being played: the world, drawn, with the HUD, the build bar, the
// side panel (SidePanel), the placement ghost and the hero's order cursor.
// Input goes through PlayController.
class PlayScreen : public Screen {
 public:
  // `index` is the level's place in the campaign (-1 when opened from a file or the editor). `mode` says
  // whose game it is and where leaving goes (game/screens/mode/: a player's own game when none is given, a
  // test play, a watched replay). `rules` set the difficulty and endless mode (engine/sim/PlayRules.h).
  PlayScreen(GameContext& ctx, LevelDef level, std::filesystem::path file, int index, uint64_t seed = 1,
             std::unique_ptr<PlayMode> mode = nullptr, PlayRules rules = {});

  void handle(const sf::Event& event) override;
  // A game pad: a cell cursor for the mouse, its buttons for the play keys (PlayScreenPad.cpp).
  bool pad(PadCommand command) override;
  void update(float dt) override;
  void draw(sf::RenderTarget& target) override;
  void resize(sf::Vector2u size) override;
  std::vector<UiPart> parts() const override { return layout_.parts(); }
  // Closing the window during a level under way asks first (not in a test
  // play: the editor below has its own question about unsaved work).
  bool interceptClose() override;

  // Runs `ticks` simulation steps at once, applying scripted actions on
  // their ticks (for screenshots and replays). Returns refused actions.
  int simulate(uint64_t ticks, std::span<const ActionDef> actions);
  // A game that simulate() played to its end shows its result at once (for pictures of the result screen);
  // call once the screen is on the stack.
  void showResultIfOver();
  // Plays `actions` as the game runs, each at the start of its tick, while
  // the player watches (and may add to them): the automatic player's
  // defence shown in the editor's test play.
  void playScript(std::vector<ActionDef> actions);
  // The replay written when the last game here finished (a player's own game); empty if none was.
  const std::filesystem::path& lastReplay() const { return lastReplay_; }
  // Points the mouse at a cell, as if the player hovered it, and keeps it
  // there across resizes (for screenshots).
  void pinHover(Cell cell);
  // Shows a debug overlay as its key would: "flow" and "distance" (F3),
  // "nav" (F4). False for an unknown name.
  bool showOverlay(std::string_view name);
  // Zooms to `zoom` times the whole-map view with `centre` (world units) in
  // the middle of the map area, within the camera's limits (for screenshots).
  void look(sf::Vector2f centre, float zoom);
  const Camera& camera() const { return camera_; }

  const PlayMode& mode() const { return *mode_; }

  // game/screens/PlayScreenTime.cpp: time that can be undone. Each replaces this screen by the same game
  // replayed from its journal, paused, and returns why it could not when it did nothing.
  // Back to just before the wave `back` waves before the latest started (0: the latest); costs score.
  std::string rewind(size_t back);
  // Undoes the last build or upgrade of this countdown (no enemy out since), as if it never was.
  std::string undoLast();
  // game/screens/PlayScreenSave.cpp: a game left under way, continued. Replays `saved` (a kept game) to
  // where it stopped, paused; why not when it no longer plays the same (then nothing is to be shown).
  std::string resume(const ReplayDef& saved);
  // Times this game went back (rewind), carried into the replayed screen.
  int rewinds() const { return rewinds_; }
  // The tick just before each wave played started (a wave called early: the tick of the call).
  const std::vector<uint64_t>& waveStarts() const { return waveStarts_; }
  // The key the game's results are kept under (Progress): the level file's
  // name unless set; the player's own levels use "user:<name>".
  void setRecordId(std::string id) { recordId_ = std::move(id); }
  // The level's challenge this game plays (its id, engine/level/ChallengeDef.h): the level and rules it was made
  // with are already the challenge's. A won game records the challenge rather than the level, and the game is
  // kept apart from the level's own. Empty: the level itself.
  void setChallenge(std::string id);
  const std::string& challenge() const { return challenge_; }
  // The lesson step shown (LessonTracker); its count once the lesson is over.
  size_t lessonStep() const { return lesson_.stepIndex(); }
  // The level's message shown on the card at the foot of the map (LevelMessages), or null.
  const LevelMessage* levelMessage() const { return messages_.shown(); }
  PlayController& controller() { return controller_; }
  const World& world() const { return *world_; }

 private:
  // Shapes built and drawn at once (frame, routes, ghost, bars, icons) share
  // one array, cleared for each, so a frame allocates nothing once it has grown.
  sf::VertexArray& scratch() {
    scratch_.clear();
    return scratch_;
  }
  sf::VertexArray scratch_{sf::Triangles};

  void handleInput(const sf::Event& event);
  // game/screens/PlayScreenPad.cpp: a game pad's cursor and buttons.
  // What a pad command does; the caller announces the world's events.
  void padAct(PadCommand command);
  // The selected tower is at its top with a specialisation to choose (the pad's shoulders and upgrade choose it).
  bool selectedMaySpecialise() const;
  // Moves the pad's cell cursor (placing it first, where there is none) and hovers its cell.
  void movePadCursor(int dx, int dy);
  // The next or previous build slot, as the shoulder buttons pick them.
  void cycleBuildSlot(int step);
  // A pad plugged in or pulled out mid-game: paused, and said.
  void padConnection(bool connected);
  void drawPadCursor(sf::RenderTarget& target, const sf::RenderStates& states);
  // Plays and shows the world's events from index `first` of the current list.
  void announce(size_t first);
  void onMouseMove(sf::Vector2i pixel);
  void onClick(sf::Vector2i pixel, sf::Mouse::Button button);
  void onKey(sf::Keyboard::Key key);
  // What a key of the action table (game/play/PlayActions.h) does, or a click that does the same.
  void act(PlayAction action, int argument);
  // Arrow keys pan while held; returns whether `key` is one of them.
  bool onPanKey(sf::Keyboard::Key key, bool down);
  void onButtonUp(sf::Vector2i pixel, sf::Mouse::Button button);
  void onWheel(sf::Vector2i pixel, float delta);
  bool overMap(sf::Vector2i pixel) const;
  // Where the mouse points on the map, in cells (none off the map).
  std::optional<Vec2> mapPoint(sf::Vector2i pixel) const;
  // How far off the hero's body, in cells, a click or hover still counts as on it.
  float heroSlack() const;
  // The hero's order given by a click: heard, or refused with the reason.
  void heroOrdered(uint32_t ordersBefore, const std::string& refusal);
  // Forgets held pan keys and drags (their releases go elsewhere while an
  // overlay is on top or the window is not focused).
  void releaseInput();
  // Shows why an action was refused, with the refusal buzz; nothing when empty.
  void refuse(const std::string& refusal);
  void showMessage(const std::string& text, sf::Color color, float seconds = 2.5f);
  // game/screens/PlayScreenRoutes.cpp: the routes drawn, and with the ghost built.
  void refreshRoutes();
  // Shows the result; `record` keeps the game in progress, records and replays.
  void finish(bool record = true);
  // The game as a replay file holds it (io/ReplayJson.h), its result "won", "lost" or "playing".
  ReplayDef gameRecord(std::string result) const;
  // Writes the game just finished as a replay (persist/ReplayStore.h).
  void saveReplayOfGame();
  // game/screens/PlayScreenMenu.cpp: pausing, the pause menu and leaving.
  // P, Space and the pause button: time stops, the map stays live.
  void togglePause();
  // Esc with nothing in hand: the pause menu over the frozen level.
  void openMenu();
  // Runs `leave` at once when nothing would be lost, else after a yes to `question`; `keeps` when leaving
  // so keeps the game to continue (keepsUnfinished), which the question then says.
  void askFirst(const std::string& question, bool keeps, std::function<void()> leave);
  void restart();
  void toMenu();
  // game/screens/PlayScreenTime.cpp.
  // Notes the waves started since the last call as started at `tick`.
  void noteWaves(uint64_t tick);
  // Notes since when the field has been clear (no enemy out): what Z may undo.
  void noteCountdown();
  // Plays `journal` on this (fresh) screen's world up to `tick`, and the actions at `tick` when `atTick`.
  void replayTo(std::span<const ActionDef> journal, uint64_t tick, bool atTick);
  void replaceByReplay(std::vector<ActionDef> journal, uint64_t tick, bool atTick, int rewinds,
                       const std::string& message);
  // The pause menu's entries back to the latest wave and the one before.
  std::vector<PauseActions::Entry> rewindEntries();
  // game/screens/PlayScreenSave.cpp: whether leaving now keeps the game to continue later (a player's own
  // game of a level file, under way), and keeping it.
  bool keepsUnfinished() const;
  void keepUnfinished();
  std::string savedGameKey() const;

  // game/screens/PlayScreenCards.cpp: the encyclopedia card of a kind met
  // for the first time (a normal game only: a test play is the designer's).
  void refreshNewKind();
  // Whether the card shows now: it waits for the countdown (no enemy out) or a pause, so it never covers
  // the route mid-wave.
  bool newKindShown() const;
  // Puts the card away and marks its kind seen (saved); false when none shows.
  bool dismissNewKind();
  // Where the card of a kind met for the first time may stand: the map, below the pause banner while paused.
  sf::FloatRect newKindArea() const;
  bool overNewKindCard(sf::Vector2f point) const;
  void drawNewKindCard(sf::RenderTarget& target);
  // The keys that resume a paused game, as the player bound them ("P or Space"), for the pause banner.
  std::string pauseKeys() const;

  // Moves the lesson on by the world's events from index `first`, and by
  // the towers now on its marked cells.
  void noteLesson(size_t first);

  void drawMap(sf::RenderTarget& target);
  // game/screens/PlayScreenHud.cpp: bars, panels, messages, refusals.
  // The card of the enemy under the mouse (PlayScreenHud.cpp).
  void drawEnemyCard(sf::RenderTarget& target, const Enemy& enemy);
  // An info card beside the mouse, inside the map area.
  void drawCardByMouse(sf::RenderTarget& target, const std::string& title, const std::vector<std::string>& lines);
  void drawHud(sf::RenderTarget& target);
  // The message line beside the build bar: the latest message, else a hint.
  void drawMessage(sf::RenderTarget& target);
  // What the bottom bar says about the thing in hand, when no message shows;
  // `brief` for a narrow bar.
  std::string hintLine(bool brief) const;
  // The hero's view for this frame: selected, hovered, where an order would go.
  HeroRenderer::View heroView();

  GameContext& ctx_;
  LevelDef level_;
  std::filesystem::path file_;
  int index_;
  uint64_t seed_;
  std::unique_ptr<PlayMode> mode_;
  std::unique_ptr<World> world_;
  PlayController controller_;

  sf::Vector2u size_{1280, 720};
  PlayLayout layout_;
  Camera camera_;
  GridRenderer ground_;
  EndpointRenderer endpoints_;
  RouteRenderer routes_;
  RouteRenderer previewRoutes_;
  LaneRenderer lanes_;      // the flyers' lanes, always shown, faintly
  DebugOverlays overlays_;  // F3 and F4
  WorldRenderer things_;
  HeroRenderer heroLook_;
  SidePanel side_;
  BuildBar buildBar_;
  PlacementGhost ghost_;
  RoutePreview preview_;
  std::vector<ShownRoute> shownRoutes_;
  std::vector<ShownRoute> shownPreview_;
  std::vector<std::vector<Vec2>> routePaths_;  // the paths drawn, one per route
  std::vector<std::vector<Vec2>> previewPaths_;
  std::vector<size_t> routeColors_;
  std::vector<size_t> previewColors_;
  std::vector<uint8_t> routeSquares_;  // RouteRenderer's square marks, per route
  std::vector<uint8_t> previewSquares_;
  uint64_t routesRevision_ = UINT64_MAX;
  std::optional<Cell> previewCell_;
  uint64_t previewRevision_ = UINT64_MAX;
  bool previewShown_ = false;

  sf::Vector2i mouse_{-1, -1};
  // A drag with the right or middle button pans the map; a right click that
  // did not move sends the selected hero, else drops the picked kind or the
  // selection, when released.
  std::optional<sf::Mouse::Button> dragButton_;
  sf::Vector2i dragStart_;
  sf::Vector2i dragLast_;
  bool dragged_ = false;
  // Held arrow keys: left, right, up, down.
  bool panKeys_[4] = {false, false, false, false};
  std::optional<Cell> hover_;
  std::optional<Cell> padCursor_;  // the pad's cell cursor; none until the pad moves it, or once the mouse does
  sf::VertexArray padMarks_{sf::Triangles};
  std::optional<Cell> pinned_;
  bool showRoutes_ = true;
  bool focusLost_ = false;  // the window lost focus during this frame's events
  float time_ = 0.f;
  float overFor_ = 0.f;  // seconds since the game was won or lost
  bool finished_ = false;
  bool askingToClose_ = false;  // a second close while the question shows closes
  std::string message_;
  sf::Color messageColor_;
  float messageLeft_ = 0.f;
  LeakAlarm leakAlarm_;             // what a leak does on screen
  GameHistory history_;             // lives, gold and leaks through the game, for the result's charts
  LessonTracker lesson_;            // the level's lesson, if it has one
  LevelMessages messages_;          // the level's messages, as they come due
  std::optional<NewKind> newKind_;  // the card showing, if any
  NewKindCard newKindCard_;
  int32_t newKindWave_ = -1;  // the upcoming wave newKind_ was found for
  PlayRules rules_;
  std::filesystem::path lastReplay_;
  std::string recordId_;
  std::string challenge_;
  std::vector<ActionDef> script_;  // playScript()'s actions, or the watched replay's
  size_t scriptNext_ = 0;
  std::vector<uint64_t> waveStarts_;
  std::optional<uint64_t> clearSince_;  // the tick since which no enemy has been out, while none is
  int rewinds_ = 0;
  // The kill and leak counts at the last wave's summary.
  int32_t killedAtSummary_ = 0;
  int32_t leakedAtSummary_ = 0;
};

}  // namespace td
