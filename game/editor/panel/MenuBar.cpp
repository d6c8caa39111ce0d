// The editor's main menu bar.
#include <imgui.h>

#include <string>

#include "game/editor/PanelWidgets.h"
#include "game/editor/panel/Panels.h"

namespace td::editorui {

void menuBar(PanelHost& host) {
  if (!ImGui::BeginMainMenuBar()) return;
  if (ImGui::BeginMenu("File")) {
    if (ImGui::MenuItem("New level...", shortcutText(Command::New))) host.run(Command::New);
    if (ImGui::MenuItem("Open...", shortcutText(Command::Open))) host.run(Command::Open);
    if (ImGui::MenuItem("Save", shortcutText(Command::Save))) host.run(Command::Save);
    if (ImGui::MenuItem("Save as...", shortcutText(Command::SaveAs))) host.run(Command::SaveAs);
    if (ImGui::MenuItem("Copy share code", shortcutText(Command::ShareCode))) host.run(Command::ShareCode);
    ImGui::Separator();
    if (ImGui::MenuItem("Test play", shortcutText(Command::TestPlay))) host.run(Command::TestPlay);
    if (ImGui::MenuItem("Rate the level", shortcutText(Command::Rate))) host.run(Command::Rate);
    ImGui::Separator();
    if (ImGui::MenuItem("Back to the title menu", "Esc")) host.run(Command::Back);
    if (ImGui::MenuItem("Quit")) host.request(Leave::Quit);
    ImGui::EndMenu();
  }
  if (ImGui::BeginMenu("Edit")) {
    const std::string undo = host.doc().canUndo() ? "Undo " + host.doc().undoLabel() : std::string("Undo");
    const std::string redo = host.doc().canRedo() ? "Redo " + host.doc().redoLabel() : std::string("Redo");
    if (ImGui::MenuItem(undo.c_str(), shortcutText(Command::Undo), false, host.doc().canUndo()))
      host.run(Command::Undo);
    if (ImGui::MenuItem(redo.c_str(), shortcutText(Command::Redo), false, host.doc().canRedo()))
      host.run(Command::Redo);
    ImGui::Separator();
    const bool selected = host.tools().select().selection().has_value();
    if (ImGui::MenuItem("Cut", shortcutText(Command::Cut), false, selected)) host.run(Command::Cut);
    if (ImGui::MenuItem("Copy", shortcutText(Command::Copy), false, selected)) host.run(Command::Copy);
    if (ImGui::MenuItem("Paste", shortcutText(Command::Paste), false, !host.tools().select().clipboard().empty()))
      host.run(Command::Paste);
    if (ImGui::MenuItem("Clear the selection", shortcutText(Command::Delete), false, selected))
      host.run(Command::Delete);
    if (ImGui::MenuItem("Select all", shortcutText(Command::SelectAll))) host.run(Command::SelectAll);
    ImGui::Separator();
    if (ImGui::MenuItem("Resize map...", shortcutText(Command::Resize))) host.run(Command::Resize);
    ImGui::EndMenu();
  }
  if (ImGui::BeginMenu("View")) {
    if (ImGui::MenuItem("Fit the map", shortcutText(Command::FitView))) host.run(Command::FitView);
    ImGui::MenuItem("Routes", nullptr, &host.layers().routes);
    ImGui::MenuItem("Cell grid", nullptr, &host.layers().grid);
    if (ImGui::MenuItem("Navigation mesh", shortcutText(Command::ToggleNavMesh), host.layers().navMesh))
      host.run(Command::ToggleNavMesh);
    if (ImGui::MenuItem("All waves", shortcutText(Command::AllWaves))) host.run(Command::AllWaves);
    ImGui::Separator();
    if (ImGui::MenuItem("Keys and mouse", shortcutText(Command::ToggleHelp))) host.showTab(SideTab::Help);
    ImGui::EndMenu();
  }
  // The document's name, with the unsaved mark, at the right end.
  const std::string name = host.doc().displayName() + (host.doc().isDirty() ? "  \xE2\x80\xA2 unsaved" : "");
  const float width = ImGui::CalcTextSize(name.c_str()).x;
  ImGui::SameLine(ImGui::GetWindowWidth() - width - 16.f);
  ImGui::TextColored(host.doc().isDirty() ? kGold : kDim, "%s", name.c_str());
  ImGui::EndMainMenuBar();
}

}  // namespace td::editorui
