#include "game/editor/EditorScreen.h"

#include <algorithm>
#include <cmath>
#include <utility>

#include "editor/model/HeroStart.h"
#include "engine/core/TextFormat.h"
#include "game/editor/Minimap.h"
#include "game/editor/PanelWidgets.h"
#include "game/persist/ConfigDir.h"
#include "game/state/StateStack.h"
#include "game/text/Catalogue.h"
#include "game/text/DataWords.h"
#include "game/text/PhraseText.h"

namespace td::editorui {
namespace {

// A right-button press that moves less than this is a click, not a pan.
constexpr float kClickSlop = 4.f;

std::vector<TerrainDef> paletteOf(const GameResources& res) { return res.terrains; }

// Shapes are constrained while Shift is down; key events of Shift itself
// report the modifier as it was before, so the keyboard is asked.
bool shiftHeld() {
  return sf::Keyboard::isKeyPressed(sf::Keyboard::LShift) || sf::Keyboard::isKeyPressed(sf::Keyboard::RShift);
}

// Arrow keys with nothing selected pan the map by this many pixels.
constexpr float kArrowPan = 48.f;

}  // namespace

EditorScreen::EditorScreen(GameContext& ctx, std::filesystem::path file)
    : ctx_(ctx),
      doc_(paletteOf(ctx.res), ctx.res.defs),
      imgui_(currentLanguage(), 16.f, nameCharacters(ctx.res.defs, ctx.res.terrains)) {
  if (const std::filesystem::path config = persist::configDir(); !config.empty()) {
    recovery_.emplace(config / "recovery");
    recoveries_ = editor::findRecovery(recovery_->folder());
  }
  const size_t base = doc_.paletteIndex("grass").value_or(0);
  newLevelBase_ = base;
  tools_.setKind(doc_.paletteIndex("rock").value_or(0));
  std::error_code ec;
  if (!file.empty() && std::filesystem::exists(file, ec)) {
    const editor::FileResult opened = doc_.open(file);
    if (opened.ok()) {
      reportOpened(file, opened);
    } else {
      openError_ = errorsText(opened);
    }
  } else {
    // A blank level to look at until the size is chosen.
    doc_.newLevel(NewLevelForm::kDefaultWidth, NewLevelForm::kDefaultHeight, {});
    startFile_ = std::move(file);
    askNewLevel_ = true;
  }
  registerWindowGuard(this);
  docReplaced();
}

EditorScreen::~EditorScreen() { unregisterWindowGuard(this); }

void EditorScreen::resize(sf::Vector2u size) {
  size_ = size;
  layout();
}

std::string EditorScreen::windowTitle() const {
  const std::string name = documentName(doc_) + (doc_.isDirty() ? " *" : "");
  // TRANSLATORS: the window's title: {0} is the level's file (a star after it while changes are unsaved), {1} the
  // game's name, "Tower Defence".
  return textf(tr("{0} \xE2\x80\x93 {1} Level Editor"), name, "Tower Defence");
}

bool EditorScreen::interceptClose() {
  if (!doc_.isDirty()) {
    dropRecovery();
    return false;
  }
  if (ctx_.stack.top() != this) {
    // Test play covers the editor: close it, then ask.
    if (testPlay_ != nullptr) ctx_.stack.popThrough(testPlay_);
    closeWhenBack_ = true;
    return true;
  }
  request(Leave::Quit);
  return true;
}

// ---------------------------------------------------------------- input

void EditorScreen::handle(const sf::Event& event) {
  imgui_.handle(event);
  if (event.type == sf::Event::KeyPressed || event.type == sf::Event::KeyReleased ||
      event.type == sf::Event::MouseMoved || event.type == sf::Event::MouseButtonReleased) {
    tools_.setConstrain(shiftHeld());
  }
  switch (event.type) {
    case sf::Event::KeyPressed:
      onKey(event.key);
      break;
    case sf::Event::MouseMoved:
      onMouseMove({event.mouseMove.x, event.mouseMove.y});
      break;
    case sf::Event::MouseButtonPressed:
      onPress({event.mouseButton.x, event.mouseButton.y}, event.mouseButton.button);
      break;
    case sf::Event::MouseButtonReleased:
      onRelease({event.mouseButton.x, event.mouseButton.y}, event.mouseButton.button);
      break;
    case sf::Event::MouseWheelScrolled:
      if (event.mouseWheelScroll.wheel == sf::Mouse::VerticalWheel &&
          mapUnderMouse({event.mouseWheelScroll.x, event.mouseWheelScroll.y})) {
        view_.zoomAt(
            sf::Vector2f(static_cast<float>(event.mouseWheelScroll.x), static_cast<float>(event.mouseWheelScroll.y)),
            event.mouseWheelScroll.delta);
        onMouseMove(mouse_);
      }
      break;
    case sf::Event::MouseLeft:
      hover_.reset();
      break;
    case sf::Event::LostFocus:
      if (painting_) {
        tools_.cancel(doc_);
        painting_ = false;
      }
      panButton_ = -1;
      minimapDrag_ = false;
      break;
    default:
      break;
  }
}

bool EditorScreen::mapUnderMouse(sf::Vector2i pixel) const {
  if (dialogs_.isOpen()) return false;
  if (imgui_.wantsMouse()) return false;
  return view_.inArea(sf::Vector2f(pixel));
}

void EditorScreen::onKey(const sf::Event::KeyEvent& key) {
  if (key.code == sf::Keyboard::Escape) {
    // Esc backs out of the innermost thing first.
    if (painting_) {
      tools_.cancel(doc_);
      painting_ = false;
      return;
    }
    if (dialogs_.isOpen()) {
      // The open dialog treats it as its Cancel button.
      dialogs_.escape();
      return;
    }
    if (imgui_.popupOpen()) {
      // A menu or a drop-down list: Esc closes it.
      imgui_.closePopups();
      return;
    }
    if (imgui_.wantsText()) return;  // ImGui leaves the text field itself
    if (side_.allWaves.focused()) return side_.allWaves.close();
    if (tools_.select().drop()) return;  // a pending paste, then the selection
    if (tools_.tool() != Tool::Brush) {
      // Then the tool in hand is put down: the brush is what the editor opens with.
      tools_.setTool(doc_, Tool::Brush);
      say(tr("Brush (Esc again: back to the title menu)"));
      return;
    }
    request(Leave::ToMenu);
    return;
  }
  if (dialogs_.isOpen()) return;
  // The All waves window moves through and edits its table with the arrows and Enter.
  if (!imgui_.wantsText() && side_.allWaves.key(key.code, key.shift)) return;
  const auto shortcut = shortcutFor(key);
  if (!shortcut) return;
  if (imgui_.wantsText() && !worksWhileTyping(*shortcut)) return;
  run(shortcut->command, shortcut->argument);
}

void EditorScreen::run(Command command, int argument) {
  switch (command) {
    case Command::ToolBrush:
      tools_.setTool(doc_, Tool::Brush);
      break;
    case Command::ToolRect:
      tools_.setTool(doc_, Tool::Rect);
      break;
    case Command::ToolFill:
      tools_.setTool(doc_, Tool::Fill);
      break;
    case Command::ToolEraser:
      tools_.setTool(doc_, Tool::Eraser);
      break;
    case Command::ToolEyedropper:
      tools_.setTool(doc_, Tool::Eyedropper);
      break;
    case Command::ToolSpawn:
      tools_.setTool(doc_, Tool::Spawn);
      break;
    case Command::ToolGoal:
      tools_.setTool(doc_, Tool::Goal);
      break;
    case Command::ToolHero:
      tools_.setTool(doc_, Tool::Hero);
      break;
    case Command::ToolLane:
      tools_.setTool(doc_, Tool::Lane);
      break;
    case Command::ToolSelect:
      tools_.setTool(doc_, Tool::Select);
      break;
    case Command::ToolLine:
      tools_.setTool(doc_, Tool::Line);
      break;
    case Command::ToolRectOutline:
      tools_.setTool(doc_, Tool::RectOutline);
      break;
    case Command::ToolEllipse:
      tools_.setTool(doc_, Tool::Ellipse);
      break;
    case Command::ToolEllipseOutline:
      tools_.setTool(doc_, Tool::EllipseOutline);
      break;
    case Command::CycleMirror:
      tools_.cycleMirror();
      say(textf(tr("Mirror painting: {0}"), mirrorModeName(tools_.mirror())));
      break;
    case Command::SelectAll:
      tools_.setTool(doc_, Tool::Select);
      tools_.select().select(doc_, {0, 0, doc_.level().width, doc_.level().height});
      break;
    case Command::Copy:
    case Command::Cut: {
      if (painting_) break;
      const editor::EditResult done = command == Command::Copy ? tools_.select().copy(doc_) : tools_.select().cut(doc_);
      report(done);
      const editor::Clipboard& clip = tools_.select().clipboard();
      if (!done.refused() && done.message.empty()) {
        say(command == Command::Copy ? textf(tr("Copied {0} x {1} cells; Ctrl+V pastes"), clip.width, clip.height)
                                     : textf(tr("Cut {0} x {1} cells; Ctrl+V pastes"), clip.width, clip.height));
      }
      break;
    }
    case Command::Paste:
      if (!painting_) report(tools_.startPaste(doc_));
      break;
    case Command::Delete:
      if (painting_) break;
      if (tools_.select().selection()) {
        report(tools_.select().deleteSelection(doc_));
      } else if (!hover_) {
        break;
      } else if (tools_.tool() == Tool::Lane) {
        // With the lane tool a waypoint on a spawn's cell is what Delete means.
        report(tools_.lane().remove(doc_, *hover_));
      } else if (const auto at = editor::endpointAt(doc_, *hover_)) {
        report(editor::deleteEndpoint(doc_, *at));
      } else if (editor::heroAt(doc_, *hover_)) {
        report(editor::removeHero(doc_));
      }
      break;
    case Command::MoveSelection: {
      const Cell steps[] = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
      const Cell by = steps[std::clamp(argument, 0, 3)];
      if (painting_) break;
      if (tools_.select().selection()) {
        report(tools_.select().nudge(doc_, by));
      } else {
        view_.panBy({-kArrowPan * static_cast<float>(by.x), -kArrowPan * static_cast<float>(by.y)});
      }
      break;
    }
    case Command::BrushSmaller:
      tools_.brushSmaller();
      break;
    case Command::BrushLarger:
      tools_.brushLarger();
      break;
    case Command::PickKind:
      if (argument >= 0 && static_cast<size_t>(argument) < doc_.palette().size()) {
        tools_.setKind(static_cast<size_t>(argument));
        // Picking a kind means painting with it next: with the painting tool in hand (a line, a frame, a
        // ring...), else the brush.
        if (!tools_.paintsTerrain()) tools_.setTool(doc_, Tool::Brush);
      }
      break;
    case Command::Undo:
      if (painting_) {
        tools_.cancel(doc_);
        painting_ = false;
      }
      if (doc_.canUndo()) {
        const Phrase label = doc_.undoLabel();
        doc_.undo();
        // TRANSLATORS: {0} is what the undone step did ("Paint", "Move spawn", "Starting gold").
        say(textf(tr("Undone: {0}"), phraseText(label)));
      }
      break;
    case Command::Redo:
      if (doc_.canRedo()) {
        const Phrase label = doc_.redoLabel();
        doc_.redo();
        // TRANSLATORS: {0} is what the redone step did ("Paint", "Move spawn", "Starting gold").
        say(textf(tr("Redone: {0}"), phraseText(label)));
      }
      break;
    case Command::New:
      request(Leave::NewLevel);
      break;
    case Command::Open:
      request(Leave::OpenLevel);
      break;
    case Command::Save:
      saveCommand();
      break;
    case Command::ShareCode:
      copyShareCode();
      break;
    case Command::SaveAs:
      openSaveAs();
      break;
    case Command::Resize:
      openResize();
      break;
    case Command::TestPlay:
      testPlay({});
      break;
    case Command::Rate:
      side_.rate.start(*this);
      break;
    case Command::AllWaves:
      side_.allWaves.toggle();
      break;
    case Command::FitView:
      view_.fit();
      break;
    case Command::ToggleNavMesh:
      layers_.navMesh = !layers_.navMesh;
      break;
    case Command::ToggleHelp:
      side_.toggleHelp();
      break;
    case Command::Back:
      request(Leave::ToMenu);
      break;
  }
}

void EditorScreen::onMouseMove(sf::Vector2i pixel) {
  const Minimap minimap(view_, {doc_.level().width, doc_.level().height});
  if (minimapDrag_) {
    mouse_ = pixel;
    view_.centreOn(minimap.toWorld(sf::Vector2f(pixel)));
    return;
  }
  if (panButton_ >= 0) {
    const sf::Vector2i d = pixel - panFrom_;
    panFrom_ = pixel;
    panTravel_ += std::abs(static_cast<float>(d.x)) + std::abs(static_cast<float>(d.y));
    view_.panBy(sf::Vector2f(d));
  }
  mouse_ = pixel;
  const Cell cell = view_.cellAt(sf::Vector2f(pixel));
  if (painting_) {
    report(tools_.drag(doc_, cell));
  }
  const bool overMinimap = minimap.shown() && minimap.contains(sf::Vector2f(pixel));
  if (pixel.x >= 0 && view_.inArea(sf::Vector2f(pixel)) && !overMinimap && doc_.level().contains(cell)) {
    hover_ = cell;
  } else {
    hover_.reset();
  }
}

void EditorScreen::onPress(sf::Vector2i pixel, sf::Mouse::Button button) {
  if (!mapUnderMouse(pixel)) return;
  onMouseMove(pixel);
  if (button == sf::Mouse::Left) {
    if (panButton_ >= 0) return;
    const Minimap minimap(view_, {doc_.level().width, doc_.level().height});
    if (!painting_ && minimap.shown() && minimap.contains(sf::Vector2f(pixel))) {
      minimapDrag_ = true;
      view_.centreOn(minimap.toWorld(sf::Vector2f(pixel)));
      return;
    }
    if (side_.lessonPicking()) {
      return side_.lesson.pick(*this, view_.cellAt(sf::Vector2f(pixel)));
    }
    tools_.setConstrain(shiftHeld());
    painting_ = true;
    report(tools_.press(doc_, view_.cellAt(sf::Vector2f(pixel))));
    // Tools that act at once hold nothing.
    if (!tools_.dragging()) painting_ = false;
  } else if ((button == sf::Mouse::Middle || button == sf::Mouse::Right) && !painting_) {
    panButton_ = button;
    panFrom_ = pixel;
    panTravel_ = 0.f;
  }
}

void EditorScreen::onRelease(sf::Vector2i pixel, sf::Mouse::Button button) {
  if (button == sf::Mouse::Left && minimapDrag_) {
    minimapDrag_ = false;
    return;
  }
  if (button == sf::Mouse::Left && painting_) {
    painting_ = false;
    report(tools_.release(doc_, view_.cellAt(sf::Vector2f(pixel))));
    return;
  }
  if (static_cast<int>(button) == panButton_) {
    panButton_ = -1;
    if (button == sf::Mouse::Right && panTravel_ < kClickSlop) {
      report(tools_.secondaryClick(doc_, view_.cellAt(sf::Vector2f(pixel))));
    }
  }
}

// ---------------------------------------------------------------- update

void EditorScreen::update(float dt) {
  time_ += dt;
  status_.update(dt);
  flashLeft_ = std::max(0.f, flashLeft_ - dt);
  if (ctx_.stack.top() == this) {
    depth_ = ctx_.stack.size();
    testPlay_ = nullptr;
    if (closeWhenBack_) {
      closeWhenBack_ = false;
      request(Leave::Quit);
    }
  }
  sinceAutosave_ += dt;
  if (sinceAutosave_ >= kAutosaveSeconds) autosave();
  side_.rate.poll(*this);
}

std::unique_ptr<Screen> makeEditorScreen(GameContext& ctx, std::filesystem::path file) {
  auto screen = std::make_unique<EditorScreen>(ctx, std::move(file));
  screen->resize({1280, 720});
  return screen;
}

}  // namespace td::editorui
