// The editor's main menu bar.
#include <imgui.h>

#include <string>

#include "game/editor/PanelWidgets.h"
#include "game/editor/panel/Panels.h"
#include "game/text/PhraseText.h"

namespace td::editorui {

void menuBar(PanelHost& host) {
  if (!ImGui::BeginMainMenuBar()) return;
  // Each menu keeps its id whatever the language says (labelId).
  if (ImGui::BeginMenu(labelId(trc("menu", "File"), "file").c_str())) {
    if (ImGui::MenuItem(tr("New level..."), shortcutText(Command::New))) host.run(Command::New);
    if (ImGui::MenuItem(tr("Open..."), shortcutText(Command::Open))) host.run(Command::Open);
    if (ImGui::MenuItem(tr("Save"), shortcutText(Command::Save))) host.run(Command::Save);
    if (ImGui::MenuItem(tr("Save as..."), shortcutText(Command::SaveAs))) host.run(Command::SaveAs);
    if (ImGui::MenuItem(tr("Copy share code"), shortcutText(Command::ShareCode))) host.run(Command::ShareCode);
    ImGui::Separator();
    if (ImGui::MenuItem(tr("Test play"), shortcutText(Command::TestPlay))) host.run(Command::TestPlay);
    if (ImGui::MenuItem(tr("Rate the level"), shortcutText(Command::Rate))) host.run(Command::Rate);
    ImGui::Separator();
    if (ImGui::MenuItem(tr("Back to the title menu"), "Esc")) host.run(Command::Back);
    if (ImGui::MenuItem(tr("Quit"))) host.request(Leave::Quit);
    ImGui::EndMenu();
  }
  if (ImGui::BeginMenu(labelId(trc("menu", "Edit"), "edit").c_str())) {
    std::string undo = tr("Undo");
    // TRANSLATORS: {0} is what the undo step did ("Paint", "Move spawn", "Starting gold").
    if (host.doc().canUndo()) undo = textf(tr("Undo {0}"), phraseText(host.doc().undoLabel()));
    std::string redo = tr("Redo");
    // TRANSLATORS: {0} is what the step did ("Paint", "Move spawn", "Starting gold").
    if (host.doc().canRedo()) redo = textf(tr("Redo {0}"), phraseText(host.doc().redoLabel()));
    if (ImGui::MenuItem(labelId(undo.c_str(), "undo").c_str(), shortcutText(Command::Undo), false,
                        host.doc().canUndo()))
      host.run(Command::Undo);
    if (ImGui::MenuItem(labelId(redo.c_str(), "redo").c_str(), shortcutText(Command::Redo), false,
                        host.doc().canRedo()))
      host.run(Command::Redo);
    ImGui::Separator();
    const bool selected = host.tools().select().selection().has_value();
    if (ImGui::MenuItem(tr("Cut"), shortcutText(Command::Cut), false, selected)) host.run(Command::Cut);
    if (ImGui::MenuItem(tr("Copy"), shortcutText(Command::Copy), false, selected)) host.run(Command::Copy);
    if (ImGui::MenuItem(tr("Paste"), shortcutText(Command::Paste), false, !host.tools().select().clipboard().empty()))
      host.run(Command::Paste);
    if (ImGui::MenuItem(tr("Clear the selection"), shortcutText(Command::Delete), false, selected))
      host.run(Command::Delete);
    if (ImGui::MenuItem(tr("Select all"), shortcutText(Command::SelectAll))) host.run(Command::SelectAll);
    ImGui::Separator();
    if (ImGui::MenuItem(tr("Resize map..."), shortcutText(Command::Resize))) host.run(Command::Resize);
    ImGui::EndMenu();
  }
  if (ImGui::BeginMenu(labelId(trc("menu", "View"), "view").c_str())) {
    if (ImGui::MenuItem(tr("Fit the map"), shortcutText(Command::FitView))) host.run(Command::FitView);
    ImGui::MenuItem(tr("Routes"), nullptr, &host.layers().routes);
    ImGui::MenuItem(tr("Cell grid"), nullptr, &host.layers().grid);
    if (ImGui::MenuItem(tr("Navigation mesh"), shortcutText(Command::ToggleNavMesh), host.layers().navMesh))
      host.run(Command::ToggleNavMesh);
    if (ImGui::MenuItem(tr("All waves"), shortcutText(Command::AllWaves))) host.run(Command::AllWaves);
    ImGui::Separator();
    if (ImGui::MenuItem(tr("Keys and mouse"), shortcutText(Command::ToggleHelp))) host.showTab(SideTab::Help);
    ImGui::EndMenu();
  }
  // TRANSLATORS: the level's name (or file) at the menu bar's right end, with work not saved yet.
  const std::string name = host.doc().isDirty() ? textf(tr("{0}  \xE2\x80\xA2 unsaved"), documentName(host.doc()))
                                                : documentName(host.doc());
  const float width = ImGui::CalcTextSize(name.c_str()).x;
  ImGui::SameLine(ImGui::GetWindowWidth() - width - 16.f);
  ImGui::TextColored(host.doc().isDirty() ? kGold : kDim, "%s", name.c_str());
  ImGui::EndMainMenuBar();
}

}  // namespace td::editorui
