// All waves: the level's waves and groups as one table, their timeline and edits of many waves at once.
#include "game/editor/panel/AllWavesWindow.h"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <string>

#include "editor/model/WaveBulk.h"
#include "editor/model/WaveEdits.h"
#include "editor/model/WaveSchedule.h"
#include "game/editor/BalanceText.h"
#include "game/editor/PanelWidgets.h"
#include "game/render/Look.h"

namespace td::editorui {
namespace {

const char* const kColumnNames[] = {"Kind", "Count", "Interval (s)", "Delay (s)", "Spawn", "Bonus"};

std::string kindName(const GameDefs* defs, const std::string& id) {
  if (defs == nullptr) return id;
  const int32_t k = defs->enemyIndex(id);
  return k >= 0 ? defs->enemies[static_cast<size_t>(k)].name : id;
}

}  // namespace

bool AllWavesWindow::rowAt(const LevelDef& level, size_t row, size_t& wave, size_t& group) const {
  size_t at = 0;
  for (size_t w = 0; w < level.waves.size(); ++w) {
    // A wave without groups still has a row, for its bonus.
    const size_t rows = std::max<size_t>(level.waves[w].groups.size(), 1);
    if (row < at + rows) {
      wave = w;
      group = row - at;
      return true;
    }
    at += rows;
  }
  return false;
}

void AllWavesWindow::cycle(PanelHost& host, size_t wave, size_t group, int column, int step) {
  const LevelDef& level = host.doc().level();
  if (group >= level.waves[wave].groups.size()) return;
  const WaveGroupDef& g = level.waves[wave].groups[group];
  if (column == kSpawn && !level.spawns.empty()) {
    const auto n = static_cast<int32_t>(level.spawns.size());
    host.report(editor::setGroupSpawn(host.doc(), wave, group, ((g.spawn + step) % n + n) % n));
  } else if (column == kKind && host.doc().defs() != nullptr && !host.doc().defs()->enemies.empty()) {
    const auto& enemies = host.doc().defs()->enemies;
    const auto n = static_cast<int32_t>(enemies.size());
    const int32_t at = std::max(host.doc().defs()->enemyIndex(g.enemy), 0);
    host.report(
        editor::setGroupEnemy(host.doc(), wave, group, enemies[static_cast<size_t>(((at + step) % n + n) % n)].id));
  }
}

bool AllWavesWindow::key(sf::Keyboard::Key code, bool shift) {
  if (!focused()) return false;
  switch (code) {
    case sf::Keyboard::Up:
    case sf::Keyboard::Down:
    case sf::Keyboard::Left:
    case sf::Keyboard::Right:
    case sf::Keyboard::Enter:
      pending_.push_back({code, shift});
      return true;
    default:
      return false;
  }
}

void AllWavesWindow::keys(PanelHost& host, size_t rows) {
  // Keys come from the window's events (key()), not ImGui's key state, which misses a press and release within one
  // frame; none while a field is being typed into, which has them.
  if (ImGui::IsAnyItemActive() || rows == 0) {
    pending_.clear();
    return;
  }
  for (const auto& [code, shift] : pending_) {
    switch (code) {
      case sf::Keyboard::Up:
        row_ = row_ > 0 ? row_ - 1 : 0;
        break;
      case sf::Keyboard::Down:
        row_ = std::min(row_ + 1, rows - 1);
        break;
      case sf::Keyboard::Left:
        column_ = std::max(column_ - 1, 0);
        break;
      case sf::Keyboard::Right:
        column_ = std::min(column_ + 1, kColumns - 1);
        break;
      default: {
        size_t wave = 0;
        size_t group = 0;
        if (!rowAt(host.doc().level(), row_, wave, group)) break;
        if (column_ == kKind || column_ == kSpawn) {
          cycle(host, wave, group, column_, shift ? -1 : 1);
        } else {
          edit_ = true;
        }
        break;
      }
    }
  }
  pending_.clear();
}

void AllWavesWindow::table(PanelHost& host) {
  const LevelDef& level = host.doc().level();
  const GameDefs* defs = host.doc().defs();
  size_t rows = 0;
  for (const WaveDef& w : level.waves) rows += std::max<size_t>(w.groups.size(), 1);
  row_ = rows == 0 ? 0 : std::min(row_, rows - 1);
  keys(host, rows);
  const ImGuiTableFlags flags =
      ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg | ImGuiTableFlags_ScrollY | ImGuiTableFlags_SizingFixedFit;
  if (!ImGui::BeginTable("##waves", 2 + kColumns, flags, ImVec2(0.f, ImGui::GetContentRegionAvail().y * 0.58f))) {
    return;
  }
  ImGui::TableSetupScrollFreeze(0, 1);
  ImGui::TableSetupColumn("Wave", ImGuiTableColumnFlags_WidthFixed, 46.f);
  ImGui::TableSetupColumn("Group", ImGuiTableColumnFlags_WidthFixed, 48.f);
  // The kind's name is the widest thing in a row; the numbers need a few digits each.
  const float widths[] = {150.f, 80.f, 96.f, 84.f, 110.f, 80.f};
  for (int c = 0; c < kColumns; ++c) {
    ImGui::TableSetupColumn(kColumnNames[c], ImGuiTableColumnFlags_WidthFixed, widths[c]);
  }
  ImGui::TableHeadersRow();
  const ImU32 focusColor = toImColor(sf::Color(246, 206, 96, 70));
  size_t row = 0;
  for (size_t w = 0; w < host.doc().level().waves.size(); ++w) {
    const WaveDef wave = host.doc().level().waves[w];
    const size_t groups = std::max<size_t>(wave.groups.size(), 1);
    for (size_t g = 0; g < groups; ++g, ++row) {
      ImGui::TableNextRow();
      ImGui::PushID(static_cast<int>(row));
      ImGui::TableSetColumnIndex(0);
      if (g == 0) ImGui::Text("%zu", w + 1);
      ImGui::TableSetColumnIndex(1);
      const bool hasGroup = g < wave.groups.size();
      if (hasGroup) ImGui::TextColored(kDim, "%zu", g + 1);
      for (int c = 0; c < kColumns; ++c) {
        ImGui::TableSetColumnIndex(2 + c);
        const bool focused = row == row_ && c == column_;
        if (focused) ImGui::TableSetBgColor(ImGuiTableBgTarget_CellBg, focusColor);
        if (!hasGroup && c != kBonus) continue;
        if (c == kBonus && g != 0) continue;
        if (focused && edit_) {
          ImGui::SetKeyboardFocusHere();
          edit_ = false;
        }
        ImGui::SetNextItemWidth(-1.f);
        const WaveGroupDef group = hasGroup ? wave.groups[g] : WaveGroupDef{};
        switch (c) {
          case kKind: {
            const std::string shown = kindName(defs, group.enemy);
            if (ImGui::BeginCombo("##kind", shown.c_str())) {
              if (defs != nullptr) {
                for (const EnemyDef& e : defs->enemies) {
                  const std::string item = e.name + "###" + e.id;
                  if (ImGui::Selectable(item.c_str(), e.id == group.enemy)) {
                    host.report(editor::setGroupEnemy(host.doc(), w, g, e.id));
                  }
                  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", enemyFacts(e).c_str());
                }
              }
              ImGui::EndCombo();
            }
            if (defs != nullptr && ImGui::IsItemHovered()) {
              if (const int32_t k = defs->enemyIndex(group.enemy); k >= 0) {
                ImGui::SetTooltip("%s", enemyFacts(defs->enemies[static_cast<size_t>(k)]).c_str());
              }
            }
            break;
          }
          case kCount: {
            int count = group.count;
            const bool changed = ImGui::InputInt("##count", &count, 0);
            host.itemBegin("Group count");
            if (changed) host.report(editor::setGroupCount(host.doc(), w, g, count));
            host.itemEnd();
            break;
          }
          case kInterval: {
            float interval = group.interval;
            const bool changed = ImGui::InputFloat("##interval", &interval, 0.f, 0.f, "%.2f");
            host.itemBegin("Group interval");
            if (changed) host.report(editor::setGroupInterval(host.doc(), w, g, interval));
            host.itemEnd();
            break;
          }
          case kDelay: {
            float delay = group.delay;
            const bool changed = ImGui::InputFloat("##delay", &delay, 0.f, 0.f, "%.1f");
            host.itemBegin("Group delay");
            if (changed) host.report(editor::setGroupDelay(host.doc(), w, g, delay));
            host.itemEnd();
            break;
          }
          case kSpawn: {
            const std::string label = group.spawn >= 0 ? "Spawn " + std::to_string(group.spawn + 1) : "-";
            if (ImGui::BeginCombo("##spawn", label.c_str())) {
              for (int s = 0; s < static_cast<int>(host.doc().level().spawns.size()); ++s) {
                const std::string item = "Spawn " + std::to_string(s + 1);
                if (ImGui::Selectable(item.c_str(), s == group.spawn)) {
                  host.report(editor::setGroupSpawn(host.doc(), w, g, s));
                }
              }
              ImGui::EndCombo();
            }
            break;
          }
          case kBonus: {
            int bonus = wave.bonus;
            const bool changed = ImGui::InputInt("##bonus", &bonus, 0);
            host.itemBegin("Wave bonus");
            if (changed) host.report(editor::setWaveBonus(host.doc(), w, bonus));
            host.itemEnd();
            break;
          }
          default:
            break;
        }
        // A click in a cell focuses it for the keyboard too.
        if (ImGui::IsItemActivated() || ImGui::IsItemClicked()) {
          row_ = row;
          column_ = c;
        }
      }
      ImGui::PopID();
      if (host.doc().level().waves.size() <= w || host.doc().level().waves[w].groups.size() != wave.groups.size()) {
        break;  // the level's shape changed under the table: the next frame draws it anew
      }
    }
  }
  ImGui::EndTable();
}

void AllWavesWindow::timeline(PanelHost& host) {
  const LevelDef& level = host.doc().level();
  size_t wave = 0;
  size_t unused = 0;
  if (!rowAt(level, row_, wave, unused)) {
    ImGui::TextColored(kDim, "No waves yet.");
    return;
  }
  const editor::WaveSchedule schedule = editor::waveSchedule(level);
  const std::vector<editor::GroupSpan> groups = schedule.groupsOf(wave);
  const float length = std::max(schedule.waves[wave].length, 1.f);
  ImGui::Text("Wave %zu: when each group leaves its spawn (starts %.0f s into the game if no wave is called early)",
              wave + 1, static_cast<double>(schedule.waves[wave].start));
  // One row per spawn, the wave's seconds across: the rows show which spawn is busy when, and how the groups
  // overlap, which the table's numbers hide. One wave at a time, as the table's focus picks it: laid end to
  // end, forty waves would leave each a sliver.
  const float labelWidth = 70.f;
  const float rowHeight = 22.f;
  const size_t spawns = std::max<size_t>(level.spawns.size(), 1);
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  const float width = std::max(ImGui::GetContentRegionAvail().x - labelWidth - 8.f, 40.f);
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const auto xOf = [&](float seconds) { return origin.x + labelWidth + width * seconds / length; };
  for (size_t s = 0; s < spawns; ++s) {
    const float y = origin.y + static_cast<float>(s) * rowHeight;
    draw->AddText(ImVec2(origin.x, y + 3.f), toImColor(colors::kTextDim), ("Spawn " + std::to_string(s + 1)).c_str());
    draw->AddRectFilled(ImVec2(xOf(0.f), y + 2.f), ImVec2(xOf(length), y + rowHeight - 2.f),
                        IM_COL32(255, 255, 255, 12));
  }
  const GameDefs* defs = host.doc().defs();
  std::string hovered;
  for (const editor::GroupSpan& g : groups) {
    if (g.spawn < 0 || static_cast<size_t>(g.spawn) >= spawns) continue;
    const WaveGroupDef& def = level.waves[wave].groups[g.group];
    sf::Color body = colors::kGold;
    if (defs != nullptr) {
      if (const int32_t k = defs->enemyIndex(def.enemy); k >= 0) {
        body = enemyLook(defs->enemies[static_cast<size_t>(k)], static_cast<uint16_t>(k)).body;
      }
    }
    const float y = origin.y + static_cast<float>(g.spawn) * rowHeight;
    const ImVec2 a(xOf(g.first), y + 4.f);
    const ImVec2 b(std::max(xOf(g.last), a.x + 4.f), y + rowHeight - 4.f);
    draw->AddRectFilled(a, b, toImColor(body), 3.f);
    draw->AddRect(a, b, IM_COL32(0, 0, 0, 160), 3.f);
    const std::string label = std::to_string(def.count) + " " + kindName(defs, def.enemy);
    if (ImGui::CalcTextSize(label.c_str()).x + 6.f < b.x - a.x) {
      draw->AddText(ImVec2(a.x + 3.f, a.y), IM_COL32(10, 10, 14, 255), label.c_str());
    }
    if (ImGui::IsMouseHoveringRect(a, b)) {
      hovered = "Group " + std::to_string(g.group + 1) + ": " + label + ", from " +
                std::to_string(static_cast<int>(g.first)) + " s to " + std::to_string(std::lround(g.last)) + " s";
    }
  }
  ImGui::Dummy(ImVec2(labelWidth + width, rowHeight * static_cast<float>(spawns)));
  ImGui::TextColored(kDim, "0 s");
  ImGui::SameLine(labelWidth + width - 30.f);
  ImGui::TextColored(kDim, "%.0f s", static_cast<double>(length));
  if (!hovered.empty()) ImGui::SetTooltip("%s", hovered.c_str());
}

void AllWavesWindow::bulkEdits(PanelHost& host) {
  const int waves = static_cast<int>(host.doc().level().waves.size());
  const auto clampWave = [waves](int& w) { w = std::clamp(w, 1, std::max(waves, 1)); };
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted("Counts");
  ImGui::SameLine();
  ImGui::SetNextItemWidth(56.f);
  ImGui::InputInt("%##percent", &percent_, 0);
  percent_ = std::clamp(percent_, -99, 1000);
  ImGui::SameLine();
  ImGui::TextUnformatted("from wave");
  ImGui::SameLine();
  ImGui::SetNextItemWidth(48.f);
  ImGui::InputInt("##from", &fromWave_, 0);
  clampWave(fromWave_);
  ImGui::SameLine();
  if (ImGui::Button("Apply to counts")) {
    host.report(editor::scaleCountsFrom(host.doc(), static_cast<size_t>(fromWave_ - 1), percent_));
  }
  tooltip("Every group's count from that wave to the last, by the percentage: one undo step");
  ImGui::SameLine();
  if (ImGui::Button("Apply to bonuses")) {
    host.report(editor::scaleBonusesFrom(host.doc(), static_cast<size_t>(fromWave_ - 1), percent_));
  }
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted("Copy group");
  ImGui::SameLine();
  ImGui::SetNextItemWidth(48.f);
  ImGui::InputInt("##copyGroup", &copyGroup_, 0);
  ImGui::SameLine();
  ImGui::TextUnformatted("of wave");
  ImGui::SameLine();
  ImGui::SetNextItemWidth(48.f);
  ImGui::InputInt("##copyWave", &copyWave_, 0);
  ImGui::SameLine();
  ImGui::TextUnformatted("to waves");
  ImGui::SameLine();
  ImGui::SetNextItemWidth(48.f);
  ImGui::InputInt("##copyFirst", &copyFirst_, 0);
  ImGui::SameLine();
  ImGui::TextUnformatted("to");
  ImGui::SameLine();
  ImGui::SetNextItemWidth(48.f);
  ImGui::InputInt("##copyLast", &copyLast_, 0);
  clampWave(copyWave_);
  clampWave(copyFirst_);
  clampWave(copyLast_);
  copyGroup_ = std::max(copyGroup_, 1);
  ImGui::SameLine();
  if (ImGui::Button("Copy")) {
    host.report(editor::copyGroupToWaves(host.doc(), static_cast<size_t>(copyWave_ - 1),
                                         static_cast<size_t>(copyGroup_ - 1), static_cast<size_t>(copyFirst_ - 1),
                                         static_cast<size_t>(copyLast_ - 1)));
  }
  tooltip("Appends a copy of the group to each of those waves: one undo step");
}

void AllWavesWindow::draw(PanelHost& host, float width, float height) {
  if (!open_) return;
  ImGui::SetNextWindowSize(ImVec2(std::min(width - 40.f, 1000.f), std::min(height - 60.f, 620.f)), ImGuiCond_Appearing);
  ImGui::SetNextWindowPos(ImVec2(width * 0.5f, height * 0.5f), ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
  if (!ImGui::Begin("All waves (Ctrl+T)", &open_, ImGuiWindowFlags_NoCollapse)) {
    focused_ = false;
    ImGui::End();
    return;
  }
  focused_ = ImGui::IsWindowFocused(ImGuiFocusedFlags_RootAndChildWindows);
  ImGui::TextColored(kDim,
                     "Arrows move; Enter edits a number (Enter again keeps it, Esc drops it, Tab goes on) or "
                     "changes the kind or spawn (Shift+Enter back)");
  bulkEdits(host);
  ImGui::Separator();
  table(host);
  ImGui::Separator();
  timeline(host);
  ImGui::End();
}

}  // namespace td::editorui
