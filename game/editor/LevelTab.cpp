// The Level tab: name, gold, lives, timing, towers and map size.
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
#include "game/editor/PanelWidgets.h"

namespace td::editorui {

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

  label("Hint");
  const bool hintChanged = ImGui::InputTextWithHint("##hint", "shown to the player as the level starts", &hintEdit_);
  itemBegin("Hint");
  if (hintChanged) report(editor::setHint(doc_, hintEdit_));
  itemEnd();
  if (!ImGui::IsItemActive()) hintEdit_ = doc_.level().hint;
  tooltip("One line for the player as the level starts: what to try, what to watch for (at most 300 characters).");

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

}  // namespace td::editorui
