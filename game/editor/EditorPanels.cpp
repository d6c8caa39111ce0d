// The editor's ImGui panels: the menu bar, the tools and terrain on the
// left, problems, waves, level settings and help on the right, and the
// status line.
#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <cinttypes>
#include <cstdio>
#include <string>

#include "editor/model/SettingsEdits.h"
#include "editor/model/Tools.h"
#include "editor/model/WaveEdits.h"
#include "game/editor/EditorScreen.h"
#include "game/render/Palette.h"

namespace td::editorui {
namespace {

constexpr ImGuiWindowFlags kPanelFlags = ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize |
                                         ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoCollapse |
                                         ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBringToFrontOnFocus;

ImU32 toImColor(sf::Color c) { return IM_COL32(c.r, c.g, c.b, c.a); }
ImVec4 toImVec(sf::Color c) {
  return ImVec4(static_cast<float>(c.r) / 255.f, static_cast<float>(c.g) / 255.f, static_cast<float>(c.b) / 255.f,
                static_cast<float>(c.a) / 255.f);
}

const ImVec4 kGold = toImVec(colors::kGold);
const ImVec4 kDim = toImVec(colors::kTextDim);
const ImVec4 kBad = toImVec(colors::kRefuse);
const ImVec4 kGood = toImVec(colors::kAccept);

void heading(const char* text) {
  ImGui::Spacing();
  ImGui::TextColored(kDim, "%s", text);
  ImGui::Separator();
}

// A button drawn highlighted when `active` (the current tool, brush size...).
bool toggleButton(const char* label, bool active, ImVec2 size = ImVec2(0, 0)) {
  if (active) {
    ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.36f, 0.30f, 0.10f, 1.f));
    ImGui::PushStyleColor(ImGuiCol_ButtonHovered, ImVec4(0.46f, 0.38f, 0.12f, 1.f));
    ImGui::PushStyleColor(ImGuiCol_Border, kGold);
    ImGui::PushStyleVar(ImGuiStyleVar_FrameBorderSize, 1.f);
  }
  const bool pressed = ImGui::Button(label, size);
  if (active) {
    ImGui::PopStyleVar();
    ImGui::PopStyleColor(3);
  }
  return pressed;
}

void tooltip(const char* text) {
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", text);
}

std::string waveSummary(const WaveDef& wave) {
  int32_t enemies = 0;
  for (const WaveGroupDef& g : wave.groups) enemies += g.count;
  return std::to_string(enemies) + (enemies == 1 ? " enemy" : " enemies");
}

// The width of a row of small buttons, to right-align it.
float smallButtonsWidth(std::initializer_list<const char*> labels) {
  const ImGuiStyle& style = ImGui::GetStyle();
  float width = 0.f;
  for (const char* l : labels) width += ImGui::CalcTextSize(l).x + 2.f * style.FramePadding.x;
  return width + style.ItemSpacing.x * static_cast<float>(labels.size() - 1);
}

std::string counted(size_t n, const char* one, const char* many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

constexpr const char* kUp = "\xE2\x86\x91";
constexpr const char* kDown = "\xE2\x86\x93";

}  // namespace

void EditorScreen::itemBegin(const char* label) {
  if (ImGui::IsItemActivated() && !itemStroke_) {
    doc_.beginStroke(label);
    itemStroke_ = true;
  }
}

void EditorScreen::itemEnd() {
  if (ImGui::IsItemDeactivated() && itemStroke_) {
    doc_.endStroke();
    itemStroke_ = false;
  }
}

void EditorScreen::buildUi() {
  menuBar();
  toolPanel();
  sidePanel();
  statusBar();
  dialogs();
  // A widget that vanished while being edited (its wave was removed) never
  // reports its end: close its step here.
  if (itemStroke_ && !ImGui::IsAnyItemActive()) {
    doc_.endStroke();
    itemStroke_ = false;
  }
}

// ---------------------------------------------------------------- menu bar

void EditorScreen::menuBar() {
  if (!ImGui::BeginMainMenuBar()) return;
  if (ImGui::BeginMenu("File")) {
    if (ImGui::MenuItem("New level...", shortcutText(Command::New))) run(Command::New);
    if (ImGui::MenuItem("Open...", shortcutText(Command::Open))) run(Command::Open);
    if (ImGui::MenuItem("Save", shortcutText(Command::Save))) run(Command::Save);
    if (ImGui::MenuItem("Save as...", shortcutText(Command::SaveAs))) run(Command::SaveAs);
    ImGui::Separator();
    if (ImGui::MenuItem("Test play", shortcutText(Command::TestPlay))) run(Command::TestPlay);
    if (ImGui::MenuItem("Rate the level", shortcutText(Command::Rate))) run(Command::Rate);
    ImGui::Separator();
    if (ImGui::MenuItem("Back to the title menu", "Esc")) run(Command::Back);
    if (ImGui::MenuItem("Quit")) request(Leave::Quit);
    ImGui::EndMenu();
  }
  if (ImGui::BeginMenu("Edit")) {
    const std::string undo = doc_.canUndo() ? "Undo " + doc_.undoLabel() : std::string("Undo");
    const std::string redo = doc_.canRedo() ? "Redo " + doc_.redoLabel() : std::string("Redo");
    if (ImGui::MenuItem(undo.c_str(), shortcutText(Command::Undo), false, doc_.canUndo())) run(Command::Undo);
    if (ImGui::MenuItem(redo.c_str(), shortcutText(Command::Redo), false, doc_.canRedo())) run(Command::Redo);
    ImGui::Separator();
    if (ImGui::MenuItem("Resize map...", shortcutText(Command::Resize))) run(Command::Resize);
    ImGui::EndMenu();
  }
  if (ImGui::BeginMenu("View")) {
    if (ImGui::MenuItem("Fit the map", shortcutText(Command::FitView))) run(Command::FitView);
    ImGui::MenuItem("Routes", nullptr, &showRoutes_);
    ImGui::MenuItem("Cell grid", nullptr, &showGrid_);
    if (ImGui::MenuItem("Navigation mesh", shortcutText(Command::ToggleNavMesh), showNav_)) run(Command::ToggleNavMesh);
    ImGui::Separator();
    if (ImGui::MenuItem("Keys and mouse", shortcutText(Command::ToggleHelp))) {
      tab_ = Tab::Help;
      selectTab_ = true;
    }
    ImGui::EndMenu();
  }
  // The document's name, with the unsaved mark, at the right end.
  const std::string name = doc_.displayName() + (doc_.isDirty() ? "  \xE2\x80\xA2 unsaved" : "");
  const float width = ImGui::CalcTextSize(name.c_str()).x;
  ImGui::SameLine(ImGui::GetWindowWidth() - width - 16.f);
  ImGui::TextColored(doc_.isDirty() ? kGold : kDim, "%s", name.c_str());
  ImGui::EndMainMenuBar();
}

// ---------------------------------------------------------------- left: tools and terrain

void EditorScreen::toolPanel() {
  ImGui::SetNextWindowPos(ImVec2(0.f, menuHeight_));
  ImGui::SetNextWindowSize(ImVec2(leftWidth_, static_cast<float>(size_.y) - menuHeight_ - statusHeight_));
  ImGui::Begin("##tools", nullptr, kPanelFlags);

  heading("Tools");
  struct ToolButton {
    Tool tool;
    Command command;
    const char* label;
    const char* tip;
  };
  static const ToolButton kTools[] = {
      {Tool::Brush, Command::ToolBrush, "Brush", "Paint the picked terrain (B)"},
      {Tool::Rect, Command::ToolRect, "Rectangle", "Drag to fill a rectangle (R)"},
      {Tool::Fill, Command::ToolFill, "Fill", "Fill an area of one kind (F)"},
      {Tool::Eraser, Command::ToolEraser, "Eraser", "Paint the base terrain (E)"},
      {Tool::Eyedropper, Command::ToolEyedropper, "Pick", "Pick the terrain under the mouse (I)"},
      {Tool::Spawn, Command::ToolSpawn, "Spawn", "Add, drag or right-click to delete spawns (S)"},
      {Tool::Goal, Command::ToolGoal, "Goal", "Add, drag or right-click to delete goals (G)"},
      {Tool::Hero, Command::ToolHero, "Hero", "Place or drag the hero's start; right-click removes it (H)"},
      {Tool::Lane, Command::ToolLane, "Lane",
       "Flyers' lanes: click a spawn, then add, drag or right-click to remove waypoints (L)"},
  };
  const float full = ImGui::GetContentRegionAvail().x;
  const float half = (full - ImGui::GetStyle().ItemSpacing.x) * 0.5f;
  for (size_t i = 0; i < std::size(kTools); ++i) {
    const ToolButton& t = kTools[i];
    char label[48];
    std::snprintf(label, sizeof label, "%s  %s", t.label, shortcutText(t.command));
    if (i % 2 == 1) ImGui::SameLine();
    if (toggleButton(label, tools_.tool() == t.tool, ImVec2(half, 0.f))) run(t.command);
    tooltip(t.tip);
  }

  drawLaneNumbers();
  if (tools_.tool() == Tool::Lane) lanePanel();

  heading("Brush size   [ ]");
  const float third = (full - 2.f * ImGui::GetStyle().ItemSpacing.x) / 3.f;
  for (size_t i = 0; i < std::size(ToolInput::kBrushSizes); ++i) {
    const int32_t s = ToolInput::kBrushSizes[i];
    char label[16];
    std::snprintf(label, sizeof label, "%d", s);
    if (i > 0) ImGui::SameLine();
    if (toggleButton(label, tools_.brush() == s, ImVec2(third, 0.f))) tools_.setBrush(s);
  }

  heading("Terrain   1-9");
  const auto& palette = doc_.palette();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  for (size_t k = 0; k < palette.size(); ++k) {
    const TerrainDef& kind = palette[k];
    ImGui::PushID(static_cast<int>(k));
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const float rowHeight = ImGui::GetFrameHeight();
    if (ImGui::Selectable("##kind", tools_.kind() == k, 0, ImVec2(0.f, rowHeight)))
      run(Command::PickKind, static_cast<int>(k));
    const TerrainStyle style = terrainStyle(kind);
    const ImVec2 swatch(at.x + 4.f, at.y + 3.f);
    draw->AddRectFilled(swatch, ImVec2(swatch.x + rowHeight - 6.f, swatch.y + rowHeight - 6.f), toImColor(style.base),
                        3.f);
    draw->AddRect(swatch, ImVec2(swatch.x + rowHeight - 6.f, swatch.y + rowHeight - 6.f), toImColor(style.edge), 3.f);
    const std::string text = kind.name + (kind.cost == kImpassableCost ? "  (wall)" : "");
    draw->AddText(ImVec2(at.x + rowHeight + 6.f, at.y + (rowHeight - ImGui::GetFontSize()) * 0.5f),
                  ImGui::GetColorU32(ImGuiCol_Text), text.c_str());
    if (k < 9) {
      char key[4];
      std::snprintf(key, sizeof key, "%zu", k + 1);
      draw->AddText(ImVec2(at.x + full - 12.f, at.y + (rowHeight - ImGui::GetFontSize()) * 0.5f),
                    ImGui::GetColorU32(ImGuiCol_TextDisabled), key);
    }
    ImGui::PopID();
  }

  heading("Level");
  ImGui::Text("%d x %d cells", doc_.level().width, doc_.level().height);
  ImGui::TextUnformatted((counted(doc_.level().spawns.size(), "spawn", "spawns") + ", " +
                          counted(doc_.level().goals.size(), "goal", "goals") + (doc_.level().hero ? ", a hero" : ""))
                             .c_str());
  if (ImGui::Button("Resize map...", ImVec2(full, 0.f))) run(Command::Resize);
  ImGui::Spacing();
  ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.16f, 0.36f, 0.20f, 1.f));
  ImGui::PushStyleColor(ImGuiCol_ButtonHovered, ImVec4(0.20f, 0.46f, 0.26f, 1.f));
  if (ImGui::Button("Test play   F5", ImVec2(full, 30.f))) run(Command::TestPlay);
  ImGui::PopStyleColor(2);
  if (ImGui::Button("Rate   F6", ImVec2(full, 0.f))) run(Command::Rate);
  ImGui::End();
}

// ---------------------------------------------------------------- right: tabs

void EditorScreen::sidePanel() {
  const float x = static_cast<float>(size_.x) - rightWidth_;
  ImGui::SetNextWindowPos(ImVec2(x, menuHeight_));
  ImGui::SetNextWindowSize(ImVec2(rightWidth_, static_cast<float>(size_.y) - menuHeight_ - statusHeight_));
  ImGui::Begin("##side", nullptr, kPanelFlags);
  if (ImGui::BeginTabBar("##tabs")) {
    const size_t problems = live_.problems(doc_).size();
    const std::string problemsLabel =
        problems == 0 ? std::string("Problems###problems") : "Problems (" + std::to_string(problems) + ")###problems";
    const auto flags = [&](Tab t) {
      return (selectTab_ && tab_ == t) ? ImGuiTabItemFlags_SetSelected : ImGuiTabItemFlags_None;
    };
    const struct {
      Tab tab;
      const char* label;
      void (EditorScreen::*body)();
    } tabs[] = {
        {Tab::Problems, problemsLabel.c_str(), &EditorScreen::problemsTab},
        {Tab::Waves, "Waves", &EditorScreen::wavesTab},
        {Tab::Level, "Level", &EditorScreen::levelTab},
        {Tab::Rate, "Rate", &EditorScreen::rateTab},
        {Tab::Help, "Help", &EditorScreen::helpTab},
    };
    for (const auto& t : tabs) {
      if (ImGui::BeginTabItem(t.label, nullptr, flags(t.tab))) {
        if (!selectTab_) tab_ = t.tab;
        ImGui::BeginChild("##tab", ImVec2(0.f, 0.f), false);
        (this->*t.body)();
        ImGui::EndChild();
        ImGui::EndTabItem();
      }
    }
    selectTab_ = false;
    ImGui::EndTabBar();
  }
  ImGui::End();
}

void EditorScreen::problemsTab() {
  const auto& problems = live_.problems(doc_);
  if (problems.empty()) {
    ImGui::TextColored(kGood, "No problems.");
    ImGui::TextWrapped("The level can be saved and played. Routes are drawn from every spawn as you paint.");
    return;
  }
  ImGui::TextWrapped("Click a problem to see where it is.");
  ImGui::Spacing();
  const float wrap = ImGui::GetContentRegionAvail().x - 10.f;
  ImDrawList* draw = ImGui::GetWindowDrawList();
  for (size_t i = 0; i < problems.size(); ++i) {
    const editor::Problem& p = problems[i];
    ImGui::PushID(static_cast<int>(i));
    const std::string text = p.text();
    const ImVec2 size = ImGui::CalcTextSize(text.c_str(), nullptr, false, wrap - 14.f);
    const ImVec2 at = ImGui::GetCursorScreenPos();
    if (ImGui::Selectable("##problem", false, 0, ImVec2(0.f, size.y + 6.f))) showProblem(p);
    draw->AddCircleFilled(ImVec2(at.x + 5.f, at.y + 3.f + ImGui::GetFontSize() * 0.5f), 3.5f, ImGui::GetColorU32(kBad));
    draw->AddText(ImGui::GetFont(), ImGui::GetFontSize(), ImVec2(at.x + 14.f, at.y + 3.f),
                  ImGui::GetColorU32(ImGuiCol_Text), text.c_str(), nullptr, wrap - 14.f);
    ImGui::PopID();
  }
}

void EditorScreen::showProblem(const editor::Problem& problem) {
  if (problem.area) {
    const editor::CellRect& a = *problem.area;
    const sf::Vector2f centre(static_cast<float>(a.x) + static_cast<float>(a.width) * 0.5f,
                              static_cast<float>(a.y) + static_cast<float>(a.height) * 0.5f);
    // Close enough to see the cell, never zoomed out.
    view_.centreOn(centre, std::min(24.f, MapView::kMaxPixelsPerCell));
    flash_ = a;
    flashLeft_ = 3.f;
  }
  if (problem.panel == editor::ProblemPanel::Waves) {
    tab_ = Tab::Waves;
    selectTab_ = true;
    openWave_ = problem.wave;
  } else if (problem.panel == editor::ProblemPanel::Settings && !problem.area) {
    tab_ = Tab::Level;
    selectTab_ = true;
  }
  say(problem.text(), true);
}

void EditorScreen::wavesTab() {
  const LevelDef& level = doc_.level();
  const GameDefs* defs = doc_.defs();
  ImGui::AlignTextToFramePadding();
  ImGui::Text("%zu %s", level.waves.size(), level.waves.size() == 1 ? "wave" : "waves");
  const float addWidth = ImGui::CalcTextSize("+ Add wave").x + 2.f * ImGui::GetStyle().FramePadding.x;
  ImGui::SameLine(ImGui::GetWindowContentRegionMax().x - addWidth);
  if (ImGui::Button("+ Add wave")) report(editor::addWave(doc_));
  if (level.waves.empty()) {
    ImGui::TextWrapped("Without waves the game plays practice waves. Add waves to design the level's attack.");
  }
  const int spawnCount = static_cast<int>(level.spawns.size());
  // Edits below may change the level; indices stay valid for this frame,
  // but the waves themselves are read again through doc_ after each edit.
  for (size_t w = 0; w < doc_.level().waves.size(); ++w) {
    const WaveDef wave = doc_.level().waves[w];
    ImGui::PushID(static_cast<int>(w));
    if (openWave_ == static_cast<int>(w)) ImGui::SetNextItemOpen(true);
    const std::string header = "Wave " + std::to_string(w + 1) + "  \xC2\xB7  " + waveSummary(wave) + "###wave";
    const bool open = ImGui::CollapsingHeader(header.c_str(), ImGuiTreeNodeFlags_AllowItemOverlap);
    if (openWave_ == static_cast<int>(w)) {
      ImGui::SetScrollHereY(0.f);
      openWave_ = -1;
    }
    // Reordering and removing sit on the header's line.
    const float right = ImGui::GetWindowContentRegionMax().x;
    ImGui::SameLine(right - smallButtonsWidth({kUp, kDown, "Copy", "X"}) - 4.f);
    ImGui::BeginDisabled(w == 0);
    if (ImGui::SmallButton(kUp)) report(editor::moveWave(doc_, w, w - 1));
    ImGui::EndDisabled();
    tooltip("Move the wave up");
    ImGui::SameLine();
    ImGui::BeginDisabled(w + 1 >= doc_.level().waves.size());
    if (ImGui::SmallButton(kDown)) report(editor::moveWave(doc_, w, w + 1));
    ImGui::EndDisabled();
    tooltip("Move the wave down");
    ImGui::SameLine();
    if (ImGui::SmallButton("Copy")) report(editor::duplicateWave(doc_, w));
    tooltip("Insert a copy after this wave");
    ImGui::SameLine();
    if (ImGui::SmallButton("X")) {
      report(editor::removeWave(doc_, w));
      ImGui::PopID();
      break;  // the waves after it moved up; draw them next frame
    }
    tooltip("Remove the wave");
    if (open) {
      ImGui::Indent(6.f);
      int bonus = wave.bonus;
      ImGui::SetNextItemWidth(90.f);
      const bool bonusChanged = ImGui::InputInt("Bonus gold when cleared", &bonus, 0);
      itemBegin("Wave bonus");
      if (bonusChanged) report(editor::setWaveBonus(doc_, w, bonus));
      itemEnd();
      for (size_t g = 0; g < wave.groups.size(); ++g) {
        const WaveGroupDef group = wave.groups[g];
        ImGui::PushID(static_cast<int>(g));
        ImGui::Separator();
        ImGui::AlignTextToFramePadding();
        ImGui::TextColored(kDim, "%zu", g + 1);
        ImGui::SameLine(24.f);
        ImGui::SetNextItemWidth(120.f);
        // The player's name for the kind, as in the list below; an id the
        // definitions do not know shows as it is.
        std::string shown = group.enemy;
        if (defs != nullptr) {
          if (const int32_t k = defs->enemyIndex(group.enemy); k >= 0)
            shown = defs->enemies[static_cast<size_t>(k)].name;
        }
        if (ImGui::BeginCombo("##enemy", shown.c_str())) {
          if (defs != nullptr) {
            for (const EnemyDef& e : defs->enemies) {
              const std::string item = e.name + "###" + e.id;
              if (ImGui::Selectable(item.c_str(), e.id == group.enemy)) {
                report(editor::setGroupEnemy(doc_, w, g, e.id));
              }
            }
          }
          ImGui::EndCombo();
        }
        tooltip("Enemy kind");
        ImGui::SameLine();
        ImGui::TextUnformatted("x");
        ImGui::SameLine();
        int count = group.count;
        ImGui::SetNextItemWidth(48.f);
        const bool countChanged = ImGui::InputInt("##count", &count, 0);
        itemBegin("Group count");
        if (countChanged) report(editor::setGroupCount(doc_, w, g, count));
        itemEnd();
        tooltip("How many enemies");
        ImGui::SameLine(ImGui::GetWindowContentRegionMax().x - smallButtonsWidth({kUp, kDown, "X"}) - 4.f);
        ImGui::BeginDisabled(g == 0);
        if (ImGui::SmallButton(kUp)) report(editor::moveGroup(doc_, w, g, g - 1));
        ImGui::EndDisabled();
        ImGui::SameLine();
        ImGui::BeginDisabled(g + 1 >= wave.groups.size());
        if (ImGui::SmallButton(kDown)) report(editor::moveGroup(doc_, w, g, g + 1));
        ImGui::EndDisabled();
        ImGui::SameLine();
        const bool removed = ImGui::SmallButton("X");
        tooltip("Remove the group");

        ImGui::SetCursorPosX(24.f);
        ImGui::AlignTextToFramePadding();
        // The second line is tight at the smallest window: narrow gaps.
        ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(5.f, ImGui::GetStyle().ItemSpacing.y));
        ImGui::TextUnformatted("every");
        ImGui::SameLine();
        float interval = group.interval;
        ImGui::SetNextItemWidth(46.f);
        const bool intervalChanged = ImGui::InputFloat("##interval", &interval, 0.f, 0.f, "%.2f");
        itemBegin("Group interval");
        if (intervalChanged) report(editor::setGroupInterval(doc_, w, g, interval));
        itemEnd();
        tooltip("Seconds between two enemies of the group");
        ImGui::SameLine();
        ImGui::TextUnformatted("s   spawn");
        ImGui::SameLine();
        ImGui::SetNextItemWidth(40.f);
        // Spawns count from 1, as in the game.
        const std::string spawnLabel = group.spawn >= 0 ? std::to_string(group.spawn + 1) : "-";
        if (ImGui::BeginCombo("##spawn", spawnLabel.c_str())) {
          for (int s = 0; s < spawnCount; ++s) {
            const std::string item = "spawn " + std::to_string(s + 1);
            if (ImGui::Selectable(item.c_str(), s == group.spawn)) report(editor::setGroupSpawn(doc_, w, g, s));
          }
          ImGui::EndCombo();
        }
        tooltip("The spawn they leave from");
        ImGui::SameLine();
        ImGui::TextUnformatted("  after");
        ImGui::SameLine();
        float delay = group.delay;
        ImGui::SetNextItemWidth(44.f);
        const bool delayChanged = ImGui::InputFloat("##delay", &delay, 0.f, 0.f, "%.1f");
        itemBegin("Group delay");
        if (delayChanged) report(editor::setGroupDelay(doc_, w, g, delay));
        itemEnd();
        tooltip("Seconds after the wave starts");
        ImGui::SameLine();
        ImGui::TextUnformatted("s");
        ImGui::PopStyleVar();
        ImGui::PopID();
        if (removed) {
          report(editor::removeGroup(doc_, w, g));
          break;
        }
      }
      ImGui::Separator();
      if (ImGui::SmallButton("+ Add group")) report(editor::addGroup(doc_, w));
      ImGui::Unindent(6.f);
      ImGui::Spacing();
    }
    ImGui::PopID();
  }
}

void EditorScreen::levelTab() {
  const LevelDef& level = doc_.level();
  const float labelX = ImGui::CalcTextSize("Break between waves").x + 16.f;
  const float fieldWidth = ImGui::GetContentRegionAvail().x - labelX;
  const auto label = [&](const char* text) {
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(text);
    ImGui::SameLine(labelX);
    ImGui::SetNextItemWidth(fieldWidth);
  };

  label("Name");
  const bool nameChanged = ImGui::InputText("##name", &nameEdit_);
  itemBegin("Level name");
  if (nameChanged) report(editor::setName(doc_, nameEdit_));
  itemEnd();
  if (!ImGui::IsItemActive()) nameEdit_ = doc_.level().name;

  label("Starting gold");
  int gold = level.gold;
  const bool goldChanged = ImGui::InputInt("##gold", &gold, 0);
  itemBegin("Starting gold");
  if (goldChanged) report(editor::setGold(doc_, gold));
  itemEnd();

  label("Lives");
  int lives = doc_.level().lives;
  const bool livesChanged = ImGui::InputInt("##lives", &lives, 0);
  itemBegin("Lives");
  if (livesChanged) report(editor::setLives(doc_, lives));
  itemEnd();

  label("Movement");
  const bool eight = doc_.level().connectivity == Connectivity::Eight;
  if (ImGui::RadioButton("8-way", eight)) report(editor::setConnectivity(doc_, Connectivity::Eight));
  ImGui::SameLine();
  if (ImGui::RadioButton("4-way", !eight)) report(editor::setConnectivity(doc_, Connectivity::Four));

  heading("Timing (seconds)");
  label("First wave after");
  float first = doc_.level().firstWaveDelay;
  const bool firstChanged = ImGui::InputFloat("##first", &first, 0.f, 0.f, "%.1f");
  itemBegin("First wave delay");
  if (firstChanged) report(editor::setFirstWaveDelay(doc_, first));
  itemEnd();
  label("Break between waves");
  float pause = doc_.level().waveBreak;
  const bool pauseChanged = ImGui::InputFloat("##break", &pause, 0.f, 0.f, "%.1f");
  itemBegin("Wave break");
  if (pauseChanged) report(editor::setWaveBreak(doc_, pause));
  itemEnd();
  label("Early call, gold/s");
  float early = doc_.level().earlyBonusPerSecond;
  const bool earlyChanged = ImGui::InputFloat("##early", &early, 0.f, 0.f, "%.2f");
  itemBegin("Early call bonus");
  if (earlyChanged) report(editor::setEarlyBonusPerSecond(doc_, early));
  itemEnd();

  heading("Towers the player may build");
  if (const GameDefs* defs = doc_.defs()) {
    for (const TowerDef& t : defs->towers) {
      bool allowed = editor::towerAllowed(doc_, t.id);
      const std::string item = t.name + "###" + t.id;
      if (ImGui::Checkbox(item.c_str(), &allowed)) report(editor::setTowerAllowed(doc_, t.id, allowed));
    }
    if (doc_.level().towers.empty()) ImGui::TextColored(kDim, "Every kind is allowed.");
  }

  heading("Map");
  ImGui::Text("%d x %d cells, %s, %s", doc_.level().width, doc_.level().height,
              counted(doc_.level().spawns.size(), "spawn", "spawns").c_str(),
              counted(doc_.level().goals.size(), "goal", "goals").c_str());
  if (ImGui::Button("Resize map...")) run(Command::Resize);
}

void EditorScreen::helpTab() {
  ImGui::TextWrapped(
      "Paint the ground, place spawns and goals, and watch the routes: every spawn's route is "
      "redrawn as you paint, and problems show up in the Problems tab at once.");
  heading("Keys");
  float keysWidth = ImGui::CalcTextSize("Right/middle drag").x;
  for (const Shortcut& s : shortcuts()) {
    if (s.keys != nullptr) keysWidth = std::max(keysWidth, ImGui::CalcTextSize(s.keys).x);
  }
  keysWidth += 8.f;
  if (ImGui::BeginTable("##keys", 2, ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingFixedFit)) {
    ImGui::TableSetupColumn("key", ImGuiTableColumnFlags_WidthFixed, keysWidth);
    ImGui::TableSetupColumn("what", ImGuiTableColumnFlags_WidthStretch);
    const auto row = [](const char* keys, const char* what) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::TextColored(kGold, "%s", keys);
      ImGui::TableNextColumn();
      ImGui::TextWrapped("%s", what);
    };
    for (const Shortcut& s : shortcuts()) {
      if (s.keys != nullptr) row(s.keys, s.what);
    }
    row("Delete", "delete the spawn or goal under the mouse (with the lane tool: the waypoint)");
    ImGui::EndTable();
  }
  heading("Mouse");
  if (ImGui::BeginTable("##mouse", 2, ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingFixedFit)) {
    ImGui::TableSetupColumn("key", ImGuiTableColumnFlags_WidthFixed, keysWidth);
    ImGui::TableSetupColumn("what", ImGuiTableColumnFlags_WidthStretch);
    const char* rows[][2] = {
        {"Left drag", "use the tool: paint, span a rectangle, move a spawn or goal"},
        {"Right click", "delete a spawn or goal (spawn and goal tools)"},
        {"Right/middle drag", "pan the map"},
        {"Wheel", "zoom about the mouse"},
    };
    for (const auto& r : rows) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::TextColored(kGold, "%s", r[0]);
      ImGui::TableNextColumn();
      ImGui::TextWrapped("%s", r[1]);
    }
    ImGui::EndTable();
  }
}

// ---------------------------------------------------------------- status line

void EditorScreen::statusBar() {
  const float y = static_cast<float>(size_.y) - statusHeight_;
  ImGui::SetNextWindowPos(ImVec2(0.f, y));
  ImGui::SetNextWindowSize(ImVec2(static_cast<float>(size_.x), statusHeight_));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(10.f, 5.f));
  ImGui::PushStyleColor(ImGuiCol_WindowBg, ImVec4(0.06f, 0.07f, 0.09f, 1.f));
  ImGui::Begin("##status", nullptr, kPanelFlags | ImGuiWindowFlags_NoScrollbar);
  if (doc_.isDirty()) {
    ImGui::TextColored(kGold, "\xE2\x80\xA2 %s (unsaved)", doc_.displayName().c_str());
  } else {
    ImGui::TextColored(kDim, "%s", doc_.displayName().c_str());
  }
  ImGui::SameLine(0.f, 24.f);
  const std::string kindName = tools_.kind() < doc_.palette().size() ? doc_.palette()[tools_.kind()].name : "?";
  const Tool tool = tools_.tool();
  if (tool == Tool::Brush || tool == Tool::Eraser) {
    ImGui::Text("%s %d  %s", toolName(tool), tools_.brush(), tool == Tool::Brush ? kindName.c_str() : "");
  } else if (tool == Tool::Rect || tool == Tool::Fill) {
    ImGui::Text("%s  %s", toolName(tool), kindName.c_str());
  } else {
    ImGui::Text("%s", toolName(tool));
  }
  ImGui::SameLine(0.f, 24.f);
  if (hover_) {
    const uint8_t legend = doc_.level().tile(*hover_);
    const std::string here = legend < doc_.level().terrains.size() ? doc_.level().terrains[legend].name : "?";
    ImGui::TextColored(kDim, "%d, %d  %s", hover_->x, hover_->y, here.c_str());
  } else {
    ImGui::TextColored(kDim, "%.0f px/cell", static_cast<double>(view_.pixelsPerCell()));
  }
  ImGui::SameLine(0.f, 24.f);
  const size_t problems = live_.problems(doc_).size();
  if (problems == 0) {
    ImGui::TextColored(kGood, "valid");
  } else {
    ImGui::TextColored(kBad, "%zu %s", problems, problems == 1 ? "problem" : "problems");
  }
  if (statusLeft_ > 0.f && !status_.empty()) {
    ImGui::SameLine(0.f, 24.f);
    ImGui::TextColored(statusError_ ? kBad : ImVec4(0.92f, 0.93f, 0.95f, 1.f), "%s", status_.c_str());
  }
  ImGui::End();
  ImGui::PopStyleColor();
  ImGui::PopStyleVar();
}

}  // namespace td::editorui
