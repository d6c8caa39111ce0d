// All waves: the level's waves and groups as one table edited from the keyboard, with the focused wave's timeline
// and the edits of many waves at once under and over it.
#include "game/editor/panel/AllWavesWindow.h"

#include <imgui.h>

#include <algorithm>
#include <string>

#include "editor/model/WaveEdits.h"
#include "editor/model/WaveSchedule.h"
#include "engine/core/TextFormat.h"
#include "game/editor/BalanceText.h"
#include "game/editor/PanelWidgets.h"
#include "game/editor/panel/WaveTimelineView.h"
#include "game/text/Catalogue.h"
#include "game/text/DataWords.h"

namespace td::editorui {
namespace {

// Marked for the catalogue here, translated where the table's header shows them.
const char* const kColumnNames[] = {
    // TRANSLATORS: the All waves table's columns: a group's enemy kind, its count, the seconds between two of its
    // enemies and before the first, its spawn, and the wave's bonus gold.
    N_("Kind"), N_("Count"), N_("Interval (s)"), N_("Delay (s)"), N_("Spawn"), N_("Bonus")};

// The kind's name in the player's language (game/text/DataWords.h), or its id when the definitions do not know it.
std::string enemyKindName(const GameDefs* defs, const std::string& id) {
  if (defs == nullptr) return id;
  const int32_t k = defs->enemyIndex(id);
  return k >= 0 ? td::kindName(defs->enemies[static_cast<size_t>(k)]) : id;
}

// The character a key types into a number, or 0: digits from either row, the point and the minus.
char numberKeyText(sf::Keyboard::Key code) {
  if (code >= sf::Keyboard::Num0 && code <= sf::Keyboard::Num9)
    return static_cast<char>('0' + (code - sf::Keyboard::Num0));
  if (code >= sf::Keyboard::Numpad0 && code <= sf::Keyboard::Numpad9) {
    return static_cast<char>('0' + (code - sf::Keyboard::Numpad0));
  }
  if (code == sf::Keyboard::Period) return '.';
  if (code == sf::Keyboard::Hyphen || code == sf::Keyboard::Subtract) return '-';
  return 0;
}

}  // namespace

bool AllWavesWindow::hasCell(const LevelDef& level, size_t wave, size_t group, int column) {
  // A wave's bonus is on its first row; a wave without groups has nothing else.
  if (column == kBonus) return group == 0;
  return group < level.waves[wave].groups.size();
}

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
  const bool moves = code == sf::Keyboard::Up || code == sf::Keyboard::Down || code == sf::Keyboard::Left ||
                     code == sf::Keyboard::Right || code == sf::Keyboard::Enter;
  // Shift with a digit types something else on most layouts.
  if (!moves && (shift || numberKeyText(code) == 0)) return false;
  pending_.push_back({code, shift});
  return true;
}

void AllWavesWindow::type(PanelHost& host, size_t wave, size_t group, char typed) {
  const LevelDef& level = host.doc().level();
  if (!hasCell(level, wave, group, column_) || column_ == kKind) return;
  if (column_ == kSpawn) {
    const int spawn = typed - '0';
    if (spawn < 1 || spawn > 9) return;
    if (static_cast<size_t>(spawn) > level.spawns.size()) {
      host.say(textf(tr("The level has no Spawn {0}"), spawn), true);
      return;
    }
    host.report(editor::setGroupSpawn(host.doc(), wave, group, spawn - 1));
    return;
  }
  // Counts and bonuses are whole numbers.
  if (typed == '.' && column_ != kInterval && column_ != kDelay) return;
  edit_ = true;
  typed_ += typed;  // after any typed before the cell has taken the keyboard
}

void AllWavesWindow::keys(PanelHost& host, size_t rows) {
  // Keys come from the window's events (key()), not ImGui's key state, which misses a press and release within one
  // frame; none while a field is being typed into, which has them.
  if (ImGui::IsAnyItemActive() || rows == 0) {
    pending_.clear();
    return;
  }
  for (const auto& [code, shift] : pending_) {
    if (numberKeyText(code) == 0) {
      // A move or Enter drops what was typed for a cell that has not taken the keyboard yet.
      typed_.clear();
      typedArmed_ = false;
      edit_ = false;
    }
    switch (code) {
      case sf::Keyboard::Up:
        row_ = row_ > 0 ? row_ - 1 : 0;
        followFocus_ = true;
        break;
      case sf::Keyboard::Down:
        row_ = std::min(row_ + 1, rows - 1);
        followFocus_ = true;
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
        if (code != sf::Keyboard::Enter) {
          type(host, wave, group, numberKeyText(code));
        } else if (column_ == kKind || column_ == kSpawn) {
          cycle(host, wave, group, column_, shift ? -1 : 1);
        } else if (hasCell(host.doc().level(), wave, group, column_)) {
          edit_ = true;
        }
        break;
      }
    }
  }
  pending_.clear();
}

void AllWavesWindow::table(PanelHost& host, float height) {
  const LevelDef& level = host.doc().level();
  const GameDefs* defs = host.doc().defs();
  size_t rows = 0;
  for (const WaveDef& w : level.waves) rows += std::max<size_t>(w.groups.size(), 1);
  row_ = rows == 0 ? 0 : std::min(row_, rows - 1);
  keys(host, rows);
  const ImGuiTableFlags flags =
      ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg | ImGuiTableFlags_ScrollY | ImGuiTableFlags_SizingFixedFit;
  if (!ImGui::BeginTable("##waves", 2 + kColumns, flags, ImVec2(0.f, height))) {
    return;
  }
  ImGui::TableSetupScrollFreeze(0, 1);
  // A column is as wide as its contents need, or its heading in the player's language where that is wider.
  const auto column = [](const char* heading, float width) {
    const float needed = ImGui::CalcTextSize(heading).x + 2.f * ImGui::GetStyle().CellPadding.x;
    ImGui::TableSetupColumn(heading, ImGuiTableColumnFlags_WidthFixed, std::max(width, needed));
  };
  column(tr("Wave"), 46.f);
  column(tr("Group"), 48.f);
  // The kind's name is the widest thing in a row; the numbers need a few digits each.
  const float widths[] = {150.f, 80.f, 96.f, 84.f, 110.f, 80.f};
  for (int c = 0; c < kColumns; ++c) column(tr(kColumnNames[c]), widths[c]);
  ImGui::TableHeadersRow();
  const ImU32 focusColor = toImColor(sf::Color(246, 206, 96, 70));
  size_t row = 0;
  for (size_t w = 0; w < host.doc().level().waves.size(); ++w) {
    const WaveDef wave = host.doc().level().waves[w];
    const size_t groups = std::max<size_t>(wave.groups.size(), 1);
    for (size_t g = 0; g < groups; ++g, ++row) {
      ImGui::TableNextRow();
      ImGui::PushID(static_cast<int>(row));
      // The numbers on the fields' line, not above it.
      ImGui::TableSetColumnIndex(0);
      if (row == row_ && followFocus_) {
        // The keyboard moved the focus: keep its row in sight, clear of the header that stays on top.
        followFocus_ = false;
        const float y = ImGui::GetCursorScreenPos().y;
        const float top = ImGui::GetWindowPos().y + ImGui::GetFrameHeightWithSpacing();
        const float bottom = ImGui::GetWindowPos().y + ImGui::GetWindowHeight() - ImGui::GetFrameHeightWithSpacing();
        if (y < top || y > bottom) ImGui::SetScrollHereY(0.5f);
      }
      ImGui::AlignTextToFramePadding();
      if (g == 0) ImGui::Text("%zu", w + 1);
      ImGui::TableSetColumnIndex(1);
      ImGui::AlignTextToFramePadding();
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
        } else if (focused && typedArmed_) {
          // Ahead of anything typed since, so "25" typed quickly stays 25.
          ImVector<ImWchar>& queue = ImGui::GetIO().InputQueueCharacters;
          for (size_t i = 0; i < typed_.size(); ++i) {
            queue.insert(queue.begin() + static_cast<int>(i), static_cast<ImWchar>(typed_[i]));
          }
          typed_.clear();
          typedArmed_ = false;
        }
        ImGui::SetNextItemWidth(-1.f);
        const WaveGroupDef group = hasGroup ? wave.groups[g] : WaveGroupDef{};
        switch (c) {
          case kKind: {
            const std::string shown = enemyKindName(defs, group.enemy);
            if (ImGui::BeginCombo("##kind", shown.c_str())) {
              if (defs != nullptr) {
                for (const EnemyDef& e : defs->enemies) {
                  const std::string item = td::kindName(e) + "###" + e.id;
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
            host.itemBegin(N_("Group count"));
            if (changed) host.report(editor::setGroupCount(host.doc(), w, g, count));
            host.itemEnd();
            break;
          }
          case kInterval: {
            float interval = group.interval;
            const bool changed = ImGui::InputFloat("##interval", &interval, 0.f, 0.f, "%.2f");
            host.itemBegin(N_("Group interval"));
            if (changed) host.report(editor::setGroupInterval(host.doc(), w, g, interval));
            host.itemEnd();
            break;
          }
          case kDelay: {
            float delay = group.delay;
            const bool changed = ImGui::InputFloat("##delay", &delay, 0.f, 0.f, "%.1f");
            host.itemBegin(N_("Group delay"));
            if (changed) host.report(editor::setGroupDelay(host.doc(), w, g, delay));
            host.itemEnd();
            break;
          }
          case kSpawn: {
            // TRANSLATORS: a spawn by its number.
            const std::string label = group.spawn >= 0 ? textf(tr("Spawn {0}"), group.spawn + 1) : std::string("-");
            if (ImGui::BeginCombo("##spawn", label.c_str())) {
              for (int s = 0; s < static_cast<int>(host.doc().level().spawns.size()); ++s) {
                const std::string item = textf(tr("Spawn {0}"), s + 1);
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
            host.itemBegin(N_("Wave bonus"));
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
          typedArmed_ = !typed_.empty() && ImGui::IsItemActivated();
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

void AllWavesWindow::draw(PanelHost& host, float width, float height) {
  if (!open_) return;
  // As wide as the table's eight columns need, and as tall as the editor allows under its menu bar and over its
  // status line: every row more shown is one less to scroll to.
  ImGui::SetNextWindowSize(ImVec2(std::min(width - 40.f, 1000.f), std::min(height - 60.f, 860.f)), ImGuiCond_Appearing);
  ImGui::SetNextWindowPos(ImVec2(width * 0.5f, height * 0.5f), ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
  const std::string title = std::string(tr("All waves")) + " (Ctrl+T)###allwaves";
  if (!ImGui::Begin(title.c_str(), &open_, ImGuiWindowFlags_NoCollapse)) {
    focused_ = false;
    ImGui::End();
    return;
  }
  focused_ = ImGui::IsWindowFocused(ImGuiFocusedFlags_RootAndChildWindows);
  ImGui::PushStyleColor(ImGuiCol_Text, kDim);
  ImGui::TextWrapped(
      "%s", tr("Arrows move. Enter or a digit edits a number: Enter keeps it, Esc drops it, Tab goes on. Enter "
               "steps the kind or spawn (Shift+Enter back), a digit picks the spawn. Ctrl+Z undoes."));
  ImGui::PopStyleColor();
  bulk_.draw(host);
  ImGui::Separator();
  // The table takes what the timeline leaves (at least a few rows; the window scrolls past that): the timeline of
  // the wave with the most overlapping groups, so the table keeps its height as the focus moves from wave to wave.
  const LevelDef& level = host.doc().level();
  const editor::WaveSchedule schedule = editor::waveSchedule(level);
  float below = ImGui::GetTextLineHeightWithSpacing();
  for (size_t w = 0; w < level.waves.size(); ++w) below = std::max(below, waveTimelineHeight(level, schedule, w));
  const float rows = ImGui::GetContentRegionAvail().y - below - 2.f * ImGui::GetStyle().ItemSpacing.y - 1.f;
  table(host, std::max(rows, 6.f * ImGui::GetFrameHeightWithSpacing()));
  ImGui::Separator();
  size_t wave = 0;
  size_t group = 0;
  if (rowAt(host.doc().level(), row_, wave, group)) {
    waveTimelineView(host.doc().level(), host.doc().defs(), editor::waveSchedule(host.doc().level()), wave);
  } else {
    ImGui::TextColored(kDim, "%s", tr("No waves yet."));
  }
  ImGui::End();
}

}  // namespace td::editorui
