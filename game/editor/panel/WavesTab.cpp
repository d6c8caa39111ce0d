// The Waves tab: the level's waves and their groups.
#include "game/editor/panel/WavesTab.h"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <cinttypes>
#include <cstdio>
#include <string>

#include "editor/model/SettingsEdits.h"
#include "editor/model/Tools.h"
#include "editor/model/WaveEdits.h"
#include "game/editor/BalanceGraph.h"
#include "game/editor/BalanceText.h"
#include "game/editor/PanelWidgets.h"
#include "game/text/DataWords.h"

namespace td::editorui {

void WavesTab::draw(PanelHost& host) {
  const LevelDef& level = host.doc().level();
  const GameDefs* defs = host.doc().defs();
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(textf(trn("{0} wave", "{0} waves", level.waves.size()), level.waves.size()).c_str());
  const char* add = tr("+ Add wave");
  const float addWidth = ImGui::CalcTextSize(add).x + 2.f * ImGui::GetStyle().FramePadding.x;
  ImGui::SameLine(ImGui::GetWindowContentRegionMax().x - addWidth);
  if (ImGui::Button(add)) host.report(editor::addWave(host.doc()));
  if (!level.waves.empty() && ImGui::Button(tr("All waves: table and timeline (Ctrl+T)"))) host.run(Command::AllWaves);
  if (level.waves.empty()) {
    ImGui::TextWrapped("%s",
                       tr("Without waves the game plays practice waves. Add waves to design the level's attack."));
  }
  if (defs != nullptr && balanceRevision_ != host.doc().revision()) {
    balance_ = balanceWaves(level, *defs);
    balanceRevision_ = host.doc().revision();
  }
  if (defs != nullptr && !level.waves.empty()) balanceSection(host);
  const int spawnCount = static_cast<int>(level.spawns.size());
  // Edits below may change the level; indices stay valid for this frame,
  // but the waves themselves are read again through host.doc() after each edit.
  for (size_t w = 0; w < host.doc().level().waves.size(); ++w) {
    const WaveDef wave = host.doc().level().waves[w];
    ImGui::PushID(static_cast<int>(w));
    if (openWave_ == static_cast<int>(w)) ImGui::SetNextItemOpen(true);
    // The header's words stop short of its buttons: the summary goes first, then it is left out.
    // TRANSLATORS: the button that inserts a copy of a wave after it, on the wave's header.
    const char* copy = trc("a wave", "Copy");
    const float buttons = smallButtonsWidth({kUp, kDown, copy, "X"}) + 8.f;
    const float room =
        ImGui::GetContentRegionAvail().x - buttons - ImGui::GetFontSize() - 2.f * ImGui::GetStyle().FramePadding.x;
    // TRANSLATORS: a wave's header: its number, then "12 enemies".
    std::string title = textf(tr("Wave {0}  \xC2\xB7  {1}"), w + 1, waveSummary(wave));
    if (ImGui::CalcTextSize(title.c_str()).x > room) title = textf(tr("Wave {0}"), w + 1);
    const std::string header = title + "###wave";
    const bool open = ImGui::CollapsingHeader(header.c_str(), ImGuiTreeNodeFlags_AllowItemOverlap);
    if (openWave_ == static_cast<int>(w)) {
      ImGui::SetScrollHereY(0.f);
      openWave_ = -1;
    }
    // Reordering and removing sit on the header's line.
    const float right = ImGui::GetWindowContentRegionMax().x;
    ImGui::SameLine(right - smallButtonsWidth({kUp, kDown, copy, "X"}) - 4.f);
    ImGui::BeginDisabled(w == 0);
    if (ImGui::SmallButton(kUp)) host.report(editor::moveWave(host.doc(), w, w - 1));
    ImGui::EndDisabled();
    tooltip(tr("Move the wave up"));
    ImGui::SameLine();
    ImGui::BeginDisabled(w + 1 >= host.doc().level().waves.size());
    if (ImGui::SmallButton(kDown)) host.report(editor::moveWave(host.doc(), w, w + 1));
    ImGui::EndDisabled();
    tooltip(tr("Move the wave down"));
    ImGui::SameLine();
    if (ImGui::SmallButton(labelId(copy, "copy").c_str())) host.report(editor::duplicateWave(host.doc(), w));
    tooltip(tr("Insert a copy after this wave"));
    ImGui::SameLine();
    if (ImGui::SmallButton("X")) {
      host.report(editor::removeWave(host.doc(), w));
      ImGui::PopID();
      break;  // the waves after it moved up; draw them next frame
    }
    tooltip(tr("Remove the wave"));
    // The wave's numbers, shut or open; every figure in the tooltip.
    if (w < balance_.waves.size()) {
      const WaveFigures& figures = balance_.waves[w];
      ImGui::Indent(6.f);
      ImGui::BeginGroup();
      ImGui::TextColored(kDim, "%s", waveThreatLine(figures).c_str());
      ImGui::TextColored(kDim, "%s", waveGoldLine(figures, balance_).c_str());
      ImGui::EndGroup();
      if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", waveDetails(figures, balance_).c_str());
      ImGui::Unindent(6.f);
    }
    if (open) {
      ImGui::Indent(6.f);
      int bonus = wave.bonus;
      ImGui::SetNextItemWidth(90.f);
      const bool bonusChanged = ImGui::InputInt(labelId(tr("Bonus gold when cleared"), "bonus").c_str(), &bonus, 0);
      // TRANSLATORS: undo steps' names, as in "Undo {0}" and "Undone: {0}".
      host.itemBegin(N_("Wave bonus"));
      if (bonusChanged) host.report(editor::setWaveBonus(host.doc(), w, bonus));
      host.itemEnd();
      float health = wave.health;
      ImGui::SetNextItemWidth(90.f);
      // TRANSLATORS: after the field of a wave's health factor: every enemy's health is multiplied by it.
      const std::string healthLabel = labelId(tr("Enemy health x"), "health");
      const bool healthChanged = ImGui::InputFloat(healthLabel.c_str(), &health, 0.f, 0.f, "%.2f");
      // TRANSLATORS: undo steps' names, as in "Undo {0}" and "Undone: {0}".
      host.itemBegin(N_("Wave health"));
      if (healthChanged) host.report(editor::setWaveHealth(host.doc(), w, health));
      host.itemEnd();
      tooltip(
          tr("Every enemy of this wave has this many times its kind's health (1: as the kind says); bounties "
             "stay the kind's"));
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
            shown = td::kindName(defs->enemies[static_cast<size_t>(k)]);
        }
        if (ImGui::BeginCombo("##enemy", shown.c_str())) {
          if (defs != nullptr) {
            for (const EnemyDef& e : defs->enemies) {
              const std::string item = td::kindName(e) + "###" + e.id;
              if (ImGui::Selectable(item.c_str(), e.id == group.enemy)) {
                host.report(editor::setGroupEnemy(host.doc(), w, g, e.id));
              }
              // What the kind is, beside its name and in full over it.
              const std::string facts = enemyFacts(e);
              if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", facts.c_str());
              ImGui::SameLine(110.f);
              ImGui::TextColored(kDim, "%s",
                                 facts.substr(0, facts.find(" \xC2\xB7 ", facts.find(" \xC2\xB7 ") + 1)).c_str());
            }
          }
          ImGui::EndCombo();
        }
        tooltip(tr("Enemy kind"));
        ImGui::SameLine();
        ImGui::TextUnformatted("x");
        ImGui::SameLine();
        int count = group.count;
        ImGui::SetNextItemWidth(48.f);
        const bool countChanged = ImGui::InputInt("##count", &count, 0);
        // TRANSLATORS: undo steps' names, as in "Undo {0}" and "Undone: {0}".
        host.itemBegin(N_("Group count"));
        if (countChanged) host.report(editor::setGroupCount(host.doc(), w, g, count));
        host.itemEnd();
        tooltip(tr("How many enemies"));
        ImGui::SameLine(ImGui::GetWindowContentRegionMax().x - smallButtonsWidth({kUp, kDown, "X"}) - 4.f);
        ImGui::BeginDisabled(g == 0);
        if (ImGui::SmallButton(kUp)) host.report(editor::moveGroup(host.doc(), w, g, g - 1));
        ImGui::EndDisabled();
        ImGui::SameLine();
        ImGui::BeginDisabled(g + 1 >= wave.groups.size());
        if (ImGui::SmallButton(kDown)) host.report(editor::moveGroup(host.doc(), w, g, g + 1));
        ImGui::EndDisabled();
        ImGui::SameLine();
        const bool removed = ImGui::SmallButton("X");
        tooltip(tr("Remove the group"));

        ImGui::SetCursorPosX(24.f);
        ImGui::AlignTextToFramePadding();
        // The second line is tight at the smallest window: narrow gaps.
        ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(5.f, ImGui::GetStyle().ItemSpacing.y));
        // TRANSLATORS: the group's second line reads "every [0.80] s   spawn [1]  after [2.0] s", fields between the
        // words: "every" comes before the seconds between two enemies.
        ImGui::TextUnformatted(trc("one enemy every ... s", "every"));
        ImGui::SameLine();
        float interval = group.interval;
        ImGui::SetNextItemWidth(46.f);
        const bool intervalChanged = ImGui::InputFloat("##interval", &interval, 0.f, 0.f, "%.2f");
        // TRANSLATORS: undo steps' names, as in "Undo {0}" and "Undone: {0}".
        host.itemBegin(N_("Group interval"));
        if (intervalChanged) host.report(editor::setGroupInterval(host.doc(), w, g, interval));
        host.itemEnd();
        tooltip(tr("Seconds between two enemies of the group"));
        ImGui::SameLine();
        // TRANSLATORS: seconds, the unit after a number.
        ImGui::TextUnformatted(trc("unit", "s"));
        ImGui::SameLine(0.f, 15.f);
        // TRANSLATORS: before the number of the spawn the group leaves from (the same line).
        ImGui::TextUnformatted(trc("spawn [1]", "spawn"));
        ImGui::SameLine();
        ImGui::SetNextItemWidth(40.f);
        // Spawns count from 1, as in the game.
        const std::string spawnLabel = group.spawn >= 0 ? std::to_string(group.spawn + 1) : "-";
        if (ImGui::BeginCombo("##spawn", spawnLabel.c_str())) {
          for (int s = 0; s < spawnCount; ++s) {
            // TRANSLATORS: a spawn in the list of a group's spawns, by its number.
            const std::string item = textf(tr("spawn {0}"), s + 1);
            if (ImGui::Selectable(item.c_str(), s == group.spawn))
              host.report(editor::setGroupSpawn(host.doc(), w, g, s));
          }
          ImGui::EndCombo();
        }
        tooltip(tr("The spawn they leave from"));
        ImGui::SameLine(0.f, 15.f);
        // TRANSLATORS: before the seconds after the wave's start when the group sets off (the same line).
        ImGui::TextUnformatted(trc("after [2.0] s", "after"));
        ImGui::SameLine();
        float delay = group.delay;
        ImGui::SetNextItemWidth(44.f);
        const bool delayChanged = ImGui::InputFloat("##delay", &delay, 0.f, 0.f, "%.1f");
        // TRANSLATORS: undo steps' names, as in "Undo {0}" and "Undone: {0}".
        host.itemBegin(N_("Group delay"));
        if (delayChanged) host.report(editor::setGroupDelay(host.doc(), w, g, delay));
        host.itemEnd();
        tooltip(tr("Seconds after the wave starts"));
        ImGui::SameLine();
        // TRANSLATORS: seconds, the unit after a number.
        ImGui::TextUnformatted(trc("unit", "s"));
        ImGui::PopStyleVar();
        ImGui::PopID();
        if (removed) {
          host.report(editor::removeGroup(host.doc(), w, g));
          break;
        }
      }
      ImGui::Separator();
      if (ImGui::SmallButton(tr("+ Add group"))) host.report(editor::addGroup(host.doc(), w));
      ImGui::Unindent(6.f);
      ImGui::Spacing();
    }
    ImGui::PopID();
  }
}

void WavesTab::balanceSection(PanelHost& host) {
  const int waves = static_cast<int>(balance_.waves.size());
  testWave_ = std::clamp(testWave_, 1, std::max(1, waves));
  if (!ImGui::CollapsingHeader(labelId(tr("Balance and test play"), "balance").c_str(),
                               ImGuiTreeNodeFlags_DefaultOpen)) {
    return;
  }
  const int clicked = balanceGraph(balance_, testWave_ - 1, 150.f);
  if (clicked >= 0) testWave_ = clicked + 1;
  ImGui::PushStyleColor(ImGuiCol_Text, kDim);
  ImGui::TextWrapped(
      "%s", tr("Threat: health against armour per second of the wave's arrival. Gold by a wave: the starting gold and "
               "every earlier bounty and bonus, for a player who kills everything (gold for calling waves early not "
               "counted)."));
  ImGui::PopStyleColor();

  // The test play's start: not part of the level, so not an undo step.
  ImGui::AlignTextToFramePadding();
  // TRANSLATORS: the test play's start: "From wave [3]  extra gold [100]", fields after the words.
  ImGui::TextUnformatted(tr("From wave"));
  ImGui::SameLine();
  ImGui::SetNextItemWidth(90.f);
  ImGui::InputInt("##test-wave", &testWave_);
  testWave_ = std::clamp(testWave_, 1, std::max(1, waves));
  tooltip(tr("The wave the test play starts at; click the graph to pick one"));
  ImGui::SameLine();
  // TRANSLATORS: the gold added to the test play's start, before its field.
  ImGui::TextUnformatted(tr("extra gold"));
  ImGui::SameLine();
  ImGui::SetNextItemWidth(100.f);
  ImGui::InputInt("##test-gold", &testGold_, 50, 500);
  constexpr int kMaxExtraGold = 1'000'000;
  testGold_ = std::clamp(testGold_, -kMaxExtraGold, kMaxExtraGold);
  tooltip(tr("Gold on top of what the player has had by that wave (less than 0 takes some away)"));
  const TestPlayStart start{testWave_ - 1, testGold_};
  const WaveStart begins = waveStartFor(host.doc().level(), *host.doc().defs(), start);
  const std::string button = labelId(textf(tr("Test play from wave {0}"), testWave_).c_str(), "testplay");
  if (ImGui::Button(button.c_str())) host.testPlay(start);
  tooltip(tr("F5 plays from wave 1 with the level's gold"));
  ImGui::SameLine();
  if (ImGui::Button(labelId(tr("Sandbox"), "sandbox").c_str())) host.testPlay({testWave_ - 1, 0, true});
  tooltip(tr("From that wave with a million gold and a million lives, to try layouts; N calls each wave"));
  ImGui::SameLine();
  ImGui::AlignTextToFramePadding();
  const int32_t had = balance_.waves[static_cast<size_t>(testWave_ - 1)].goldBefore;
  if (testGold_ != 0) {
    // TRANSLATORS: the gold the test play starts with; {1} is what a player has had by that wave, {2} the extra
    // gold with its sign ("+100", "-50").
    const char* format = tr("with {0} gold ({1} by then, {2})");
    const std::string line =
        textf(format, groupedText(begins.gold), groupedText(had), (testGold_ > 0 ? "+" : "") + groupedText(testGold_));
    ImGui::TextColored(kGold, "%s", line.c_str());
  } else {
    ImGui::TextColored(kGold, "%s", textf(tr("with {0} gold"), groupedText(begins.gold)).c_str());
  }
  ImGui::Spacing();
}

}  // namespace td::editorui
