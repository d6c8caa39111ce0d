// The Level tab: name, gold, lives, timing, messages, towers, map size and challenges.
#include "game/editor/panel/LevelTab.h"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <cinttypes>
#include <cstdio>
#include <string>

#include "editor/model/SettingsEdits.h"
#include "editor/model/Tools.h"
#include "editor/model/WaveEdits.h"
#include "game/editor/PanelWidgets.h"
#include "game/editor/panel/MessagesPanel.h"
#include "game/text/DataWords.h"

namespace td::editorui {

void LevelTab::draw(PanelHost& host) {
  const LevelDef& level = host.doc().level();
  // The fields' labels, in a column as wide as the widest.
  const char* const labels[] = {
      tr("Name"),
      tr("Hint"),
      tr("Starting gold"),
      tr("Lives"),
      // TRANSLATORS: the Level tab's field for how enemies step from cell to cell (8-way or 4-way).
      tr("Movement"),
      // TRANSLATORS: a field of the Level tab, in seconds from the level's start.
      tr("First wave after"),
      tr("Break between waves"),
      // TRANSLATORS: the gold a second of countdown left is worth when the player calls a wave early.
      tr("Early call, gold/s"),
  };
  float labelX = 0.f;
  for (const char* l : labels) labelX = std::max(labelX, ImGui::CalcTextSize(l).x);
  labelX += 16.f;
  const float fieldWidth = std::max(ImGui::GetContentRegionAvail().x - labelX, 60.f);
  const auto label = [&](const char* text) {
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(text);
    ImGui::SameLine(labelX);
    ImGui::SetNextItemWidth(fieldWidth);
  };

  label(labels[0]);
  const bool nameChanged = ImGui::InputText("##name", &nameEdit_);
  // TRANSLATORS: undo steps' names, as in "Undo {0}" and "Undone: {0}".
  host.itemBegin(N_("Level name"));
  if (nameChanged) host.report(editor::setName(host.doc(), nameEdit_));
  host.itemEnd();
  if (!ImGui::IsItemActive()) nameEdit_ = host.doc().level().name;

  label(labels[1]);
  const bool hintChanged =
      ImGui::InputTextWithHint("##hint", tr("shown to the player as the level starts"), &hintEdit_);
  host.itemBegin(N_("Hint"));
  if (hintChanged) host.report(editor::setHint(host.doc(), hintEdit_));
  host.itemEnd();
  if (!ImGui::IsItemActive()) hintEdit_ = host.doc().level().hint;
  tooltip(tr("One line for the player as the level starts: what to try, what to watch for (at most 300 characters)."));

  label(labels[2]);
  int gold = level.gold;
  const bool goldChanged = ImGui::InputInt("##gold", &gold, 0);
  host.itemBegin(N_("Starting gold"));
  if (goldChanged) host.report(editor::setGold(host.doc(), gold));
  host.itemEnd();

  label(labels[3]);
  int lives = host.doc().level().lives;
  const bool livesChanged = ImGui::InputInt("##lives", &lives, 0);
  host.itemBegin(N_("Lives"));
  if (livesChanged) host.report(editor::setLives(host.doc(), lives));
  host.itemEnd();

  label(labels[4]);
  const bool eight = host.doc().level().connectivity == Connectivity::Eight;
  // TRANSLATORS: how enemies may step from cell to cell: to the eight neighbours (diagonals too) or the four.
  if (ImGui::RadioButton(labelId(tr("8-way"), "eight").c_str(), eight)) {
    host.report(editor::setConnectivity(host.doc(), Connectivity::Eight));
  }
  ImGui::SameLine();
  if (ImGui::RadioButton(labelId(tr("4-way"), "four").c_str(), !eight)) {
    host.report(editor::setConnectivity(host.doc(), Connectivity::Four));
  }

  heading(tr("Timing (seconds)"));
  label(labels[5]);
  float first = host.doc().level().firstWaveDelay;
  const bool firstChanged = ImGui::InputFloat("##first", &first, 0.f, 0.f, "%.1f");
  // TRANSLATORS: undo steps' names, as in "Undo {0}" and "Undone: {0}".
  host.itemBegin(N_("First wave delay"));
  if (firstChanged) host.report(editor::setFirstWaveDelay(host.doc(), first));
  host.itemEnd();
  label(labels[6]);
  float pause = host.doc().level().waveBreak;
  const bool pauseChanged = ImGui::InputFloat("##break", &pause, 0.f, 0.f, "%.1f");
  // TRANSLATORS: undo steps' names, as in "Undo {0}" and "Undone: {0}".
  host.itemBegin(N_("Wave break"));
  if (pauseChanged) host.report(editor::setWaveBreak(host.doc(), pause));
  host.itemEnd();
  label(labels[7]);
  float early = host.doc().level().earlyBonusPerSecond;
  const bool earlyChanged = ImGui::InputFloat("##early", &early, 0.f, 0.f, "%.2f");
  // TRANSLATORS: undo steps' names, as in "Undo {0}" and "Undone: {0}".
  host.itemBegin(N_("Early call bonus"));
  if (earlyChanged) host.report(editor::setEarlyBonusPerSecond(host.doc(), early));
  host.itemEnd();

  messagesPanel(host);

  heading(tr("Towers the player may build"));
  if (const GameDefs* defs = host.doc().defs()) {
    for (const TowerDef& t : defs->towers) {
      bool allowed = editor::towerAllowed(host.doc(), t.id);
      const std::string item = td::kindName(t) + "###" + t.id;
      if (ImGui::Checkbox(item.c_str(), &allowed)) host.report(editor::setTowerAllowed(host.doc(), t.id, allowed));
    }
    if (host.doc().level().towers.empty()) ImGui::TextColored(kDim, "%s", tr("Every kind is allowed."));
  }

  heading(tr("Map"));
  const LevelDef& now = host.doc().level();
  const std::string spawns = textf(trn("{0} spawn", "{0} spawns", now.spawns.size()), now.spawns.size());
  const std::string goals = textf(trn("{0} goal", "{0} goals", now.goals.size()), now.goals.size());
  // TRANSLATORS: the map's size in cells, then "3 spawns" and "2 goals".
  ImGui::TextUnformatted(textf(tr("{0} x {1} cells, {2}, {3}"), now.width, now.height, spawns, goals).c_str());
  if (ImGui::Button(labelId(tr("Resize map..."), "resize").c_str())) host.run(Command::Resize);

  ImGui::Spacing();
  challenges_.draw(host);
}

}  // namespace td::editorui
