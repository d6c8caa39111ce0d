// The Level tab: name, gold, lives, timing, messages, towers and map size.
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

namespace td::editorui {

void LevelTab::draw(PanelHost& host) {
  const LevelDef& level = host.doc().level();
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
  host.itemBegin("Level name");
  if (nameChanged) host.report(editor::setName(host.doc(), nameEdit_));
  host.itemEnd();
  if (!ImGui::IsItemActive()) nameEdit_ = host.doc().level().name;

  label("Hint");
  const bool hintChanged = ImGui::InputTextWithHint("##hint", "shown to the player as the level starts", &hintEdit_);
  host.itemBegin("Hint");
  if (hintChanged) host.report(editor::setHint(host.doc(), hintEdit_));
  host.itemEnd();
  if (!ImGui::IsItemActive()) hintEdit_ = host.doc().level().hint;
  tooltip("One line for the player as the level starts: what to try, what to watch for (at most 300 characters).");

  label("Starting gold");
  int gold = level.gold;
  const bool goldChanged = ImGui::InputInt("##gold", &gold, 0);
  host.itemBegin("Starting gold");
  if (goldChanged) host.report(editor::setGold(host.doc(), gold));
  host.itemEnd();

  label("Lives");
  int lives = host.doc().level().lives;
  const bool livesChanged = ImGui::InputInt("##lives", &lives, 0);
  host.itemBegin("Lives");
  if (livesChanged) host.report(editor::setLives(host.doc(), lives));
  host.itemEnd();

  label("Movement");
  const bool eight = host.doc().level().connectivity == Connectivity::Eight;
  if (ImGui::RadioButton("8-way", eight)) host.report(editor::setConnectivity(host.doc(), Connectivity::Eight));
  ImGui::SameLine();
  if (ImGui::RadioButton("4-way", !eight)) host.report(editor::setConnectivity(host.doc(), Connectivity::Four));

  heading("Timing (seconds)");
  label("First wave after");
  float first = host.doc().level().firstWaveDelay;
  const bool firstChanged = ImGui::InputFloat("##first", &first, 0.f, 0.f, "%.1f");
  host.itemBegin("First wave delay");
  if (firstChanged) host.report(editor::setFirstWaveDelay(host.doc(), first));
  host.itemEnd();
  label("Break between waves");
  float pause = host.doc().level().waveBreak;
  const bool pauseChanged = ImGui::InputFloat("##break", &pause, 0.f, 0.f, "%.1f");
  host.itemBegin("Wave break");
  if (pauseChanged) host.report(editor::setWaveBreak(host.doc(), pause));
  host.itemEnd();
  label("Early call, gold/s");
  float early = host.doc().level().earlyBonusPerSecond;
  const bool earlyChanged = ImGui::InputFloat("##early", &early, 0.f, 0.f, "%.2f");
  host.itemBegin("Early call bonus");
  if (earlyChanged) host.report(editor::setEarlyBonusPerSecond(host.doc(), early));
  host.itemEnd();

  messagesPanel(host);

  heading("Towers the player may build");
  if (const GameDefs* defs = host.doc().defs()) {
    for (const TowerDef& t : defs->towers) {
      bool allowed = editor::towerAllowed(host.doc(), t.id);
      const std::string item = t.name + "###" + t.id;
      if (ImGui::Checkbox(item.c_str(), &allowed)) host.report(editor::setTowerAllowed(host.doc(), t.id, allowed));
    }
    if (host.doc().level().towers.empty()) ImGui::TextColored(kDim, "Every kind is allowed.");
  }

  heading("Map");
  ImGui::Text("%d x %d cells, %s, %s", host.doc().level().width, host.doc().level().height,
              counted(host.doc().level().spawns.size(), "spawn", "spawns").c_str(),
              counted(host.doc().level().goals.size(), "goal", "goals").c_str());
  if (ImGui::Button("Resize map...")) host.run(Command::Resize);
}

}  // namespace td::editorui
