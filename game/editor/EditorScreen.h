#pragma once

#include <SFML/Graphics/Color.hpp>
#include <SFML/Graphics/VertexArray.hpp>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "editor/model/EditorDoc.h"
#include "editor/model/Recovery.h"
#include "editor/model/Validation.h"
#include "engine/nav/LevelNavMesh.h"
#include "game/App.h"
#include "game/GameContext.h"
#include "game/editor/FileChooser.h"
#include "game/editor/ImGuiLayer.h"
#include "game/editor/LoseWorkGuard.h"
#include "game/editor/MapView.h"
#include "game/editor/NewLevelForm.h"
#include "game/editor/Shortcuts.h"
#include "game/editor/ToolInput.h"
#include "game/editor/WindowGuard.h"
#include "game/editor/dialog/DialogHost.h"
#include "game/editor/panel/PanelHost.h"
#include "game/editor/panel/SideTabs.h"
#include "game/editor/panel/StatusLine.h"
#include "game/play/TestPlayStart.h"
#include "game/render/EndpointRenderer.h"
#include "game/render/GridRenderer.h"
#include "game/render/LaneRenderer.h"
#include "game/render/NavMeshRenderer.h"
#include "game/render/RouteRenderer.h"
#include "game/state/Screen.h"

namespace td::editorui {

// The level editor: the map drawn by the game's own renderers in the middle,
// Dear ImGui panels around it (tools and terrain on the left, problems,
// waves, level settings and help on the right, a menu bar and a status
// line: game/editor/panel/), and the dialogs (game/editor/dialog/). Edits go
// through the window-free model (td_editor); this class composes the parts,
// routes input to them and carries out what they ask (PanelHost).
class EditorScreen : public Screen, public WindowGuard, public PanelHost {
 public:
  // Unsaved work goes to the recovery file this often.
  static constexpr float kAutosaveSeconds = 20.f;
  // The largest map side the dialogs offer: the format's. The map may not have more cells than the game opens
  // (io/PlayableSize.h), which the dialogs check too.
  static constexpr int32_t kMaxEditSide = Grid::kMaxSide;

  // Opens `file` when given (a file that does not exist yet becomes a new
  // level saved there); without one, a new level is made after asking for
  // its size.
  EditorScreen(GameContext& ctx, std::filesystem::path file);
  ~EditorScreen() override;

  // Why `file` could not be opened; empty when it was (or none was given).
  const std::string& openError() const { return openError_; }

  void handle(const sf::Event& event) override;
  void update(float dt) override;
  void draw(sf::RenderTarget& target) override;
  void resize(sf::Vector2u size) override;
  // ImGui sizes the editor's panels itself.
  bool scalesWithInterface() const override { return false; }

  bool interceptClose() override;
  std::string windowTitle() const override;

  // Input for an unattended run at the current size: picks tools and kinds,
  // paints, fills, undoes, redoes and saves with Ctrl+S (see
  // docs and the editor smoke test, which checks the saved file).
  std::vector<ScriptedEvent> smokeScript() const;

  editor::EditorDoc& doc() override { return doc_; }
  const MapView& mapView() const { return view_; }

 private:
  // ---- what the panels ask (PanelHost; EditorScreen.cpp, EditorFiles.cpp)
  const std::vector<editor::Problem>& problems() override { return live_.problems(doc_); }
  ToolInput& tools() override { return tools_; }
  MapView& view() override { return view_; }
  MapLayers& layers() override { return layers_; }
  GameContext& context() override { return ctx_; }
  void report(const editor::EditResult& result) override;
  void say(std::string text, bool error = false) override;
  void run(Command command, int argument = 0) override;
  void request(Leave action) override;
  void testPlay(TestPlayStart start = {}, std::vector<ActionDef> script = {}) override;
  void showProblem(const editor::Problem& problem) override;
  void showTab(SideTab tab) override { side_.select(tab); }
  void itemBegin(const char* label) override;
  void itemEnd() override;

  // ---- input (EditorScreen.cpp)
  void onKey(const sf::Event::KeyEvent& key);
  void onMouseMove(sf::Vector2i pixel);
  void onPress(sf::Vector2i pixel, sf::Mouse::Button button);
  void onRelease(sf::Vector2i pixel, sf::Mouse::Button button);
  bool mapUnderMouse(sf::Vector2i pixel) const;

  // ---- files and the flow around them (EditorFiles.cpp)
  void follow(LoseWorkGuard::Next next);
  void carryOut(Leave action);
  void saveCommand();
  void openSaveAs();
  bool saveTo(const std::filesystem::path& file);
  void openFile(const std::filesystem::path& file);
  // The status line after opening: the level's problems, if any, and the Problems tab.
  void reportOpened(const std::filesystem::path& file, const editor::FileResult& result);
  void makeNewLevel(const NewLevelForm& form);
  void autosave();
  // Removes the recovery file this session wrote, if any.
  void dropRecovery();
  void docReplaced();

  // ---- the dialogs (EditorDialogs.cpp opens them; each is its own class in game/editor/dialog/)
  void dialogs();
  void openRecovery();
  void openNewLevel();
  // Opens the chooser in `mode` at `current`'s folder, and the dialog over it.
  void openFileDialog(FileChooser::Mode mode, const std::filesystem::path& current);
  void showFileDialog();
  // After a Save As from the file dialog (`ok`: it saved), or its Cancel.
  void savedAs(bool ok);
  void openPrompt();
  void openResize();
  void showMessage(std::string title, std::string text);

  // ---- the parts drawn with ImGui (EditorScreen.cpp)
  void buildUi();

  // ---- the map (EditorCanvas.cpp)
  void layout();
  void refreshMap();
  void drawMap(sf::RenderTarget& target);
  void drawSpawnNumbers(sf::RenderTarget& target);
  // File > Copy share code (Ctrl+Shift+C): the level as one line of text on the clipboard (io/ShareCode.h).
  void copyShareCode();
  void drawOverlay(sf::RenderTarget& target);
  // The selection, a pending paste and the mirror axes (EditorCanvas.cpp).
  void addSelectionOverlay(sf::VertexArray& v, float px);
  // In window pixels, after the map (Minimap.h says when it is shown).
  void drawMinimap(sf::RenderTarget& target);

  GameContext& ctx_;
  editor::EditorDoc doc_;
  editor::LiveValidation live_;
  std::optional<editor::Recovery> recovery_;
  std::vector<editor::RecoveryEntry> recoveries_;
  ImGuiLayer imgui_;
  ToolInput tools_;
  LoseWorkGuard guard_;
  FileChooser chooser_;
  size_t newLevelBase_ = 0;  // the ground a new level offers: the last one chosen
  std::string openError_;
  std::filesystem::path startFile_;  // --edit FILE that did not exist yet

  // Layout, in pixels.
  sf::Vector2u size_{1280, 720};
  float menuHeight_ = 0.f;
  float statusHeight_ = 0.f;
  float leftWidth_ = 0.f;
  float rightWidth_ = 0.f;
  MapView view_;

  // Map drawing, rebuilt when the document's revision changes.
  uint64_t drawnRevision_ = UINT64_MAX;
  sf::Vector2i drawnSize_{0, 0};
  GridRenderer ground_;
  sf::VertexArray spawnBadges_{sf::Triangles};
  EndpointRenderer endpoints_;
  RouteRenderer routes_;
  LaneRenderer lanes_;
  std::vector<std::vector<Cell>> routeCells_;
  // The navigation mesh of the level as it is (View > Navigation mesh, F4).
  LevelNavMesh nav_;
  NavMeshRenderer navOverlay_;
  uint64_t navRevision_ = UINT64_MAX;
  std::vector<size_t> sealed_;  // spawns with no route
  // Redrawn every frame; kept so their storage is reused rather than allocated per frame.
  sf::VertexArray gridLines_{sf::Triangles};
  sf::VertexArray overlay_{sf::Triangles};
  sf::VertexArray minimapShapes_{sf::Triangles};
  MapLayers layers_;

  // Mouse.
  sf::Vector2i mouse_{-1, -1};
  std::optional<Cell> hover_;
  bool painting_ = false;
  int panButton_ = -1;  // the button held for panning, or -1
  sf::Vector2i panFrom_;
  float panTravel_ = 0.f;
  bool minimapDrag_ = false;  // the left button went down on the minimap

  // Panels and dialogs.
  DialogHost dialogs_;
  SideTabs side_;
  StatusLine status_;
  bool itemStroke_ = false;  // a value widget's edit is under way as one undo step
  std::optional<editor::CellRect> flash_;
  float flashLeft_ = 0.f;

  // Time.
  float time_ = 0.f;
  float sinceAutosave_ = 0.f;
  bool autosaved_ = false;  // this session wrote the document's recovery file
  bool startDone_ = false;
  bool askNewLevel_ = false;
  size_t depth_ = 0;  // the stack size when the editor was on top
  const Screen* testPlay_ = nullptr;
  bool closeWhenBack_ = false;
};

std::unique_ptr<Screen> makeEditorScreen(GameContext& ctx, std::filesystem::path file = {});

}  // namespace td::editorui
