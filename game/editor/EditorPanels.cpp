// The editor's frame: the menu bar, the right-hand tab bar and the status
// line; the panels themselves have a file each (ToolPanel, ProblemsTab,
// WavesTab, LevelTab, HelpTab, RatePanel, LanePanel).
#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <cinttypes>
#include <cstdio>
#include <string>

#include "game/editor/EditorScreen.h"
#include "game/editor/PanelWidgets.h"

namespace td::editorui {

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
    const bool selected = tools_.select().selection().has_value();
    if (ImGui::MenuItem("Cut", shortcutText(Command::Cut), false, selected)) run(Command::Cut);
    if (ImGui::MenuItem("Copy", shortcutText(Command::Copy), false, selected)) run(Command::Copy);
    if (ImGui::MenuItem("Paste", shortcutText(Command::Paste), false, !tools_.select().clipboard().empty()))
      run(Command::Paste);
    if (ImGui::MenuItem("Clear the selection", shortcutText(Command::Delete), false, selected)) run(Command::Delete);
    if (ImGui::MenuItem("Select all", shortcutText(Command::SelectAll))) run(Command::SelectAll);
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
  if (tool == Tool::Brush || tool == Tool::Eraser || tool == Tool::Line) {
    ImGui::Text("%s %d  %s", toolName(tool), tools_.brush(), tool == Tool::Eraser ? "" : kindName.c_str());
  } else if (tool == Tool::Rect || tool == Tool::Fill || tool == Tool::RectOutline || tool == Tool::Ellipse ||
             tool == Tool::EllipseOutline) {
    ImGui::Text("%s  %s", toolName(tool), kindName.c_str());
  } else {
    ImGui::Text("%s", toolName(tool));
  }
  if (tools_.mirror() != editor::MirrorMode::Off) {
    ImGui::SameLine(0.f, 24.f);
    ImGui::TextColored(ImVec4(0.47f, 0.9f, 1.f, 1.f), "Mirror: %s", editor::mirrorName(tools_.mirror()));
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
