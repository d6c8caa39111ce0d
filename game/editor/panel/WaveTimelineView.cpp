// The All waves window's timeline: when each group of one wave leaves its spawn.
#include "game/editor/panel/WaveTimelineView.h"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>

#include "engine/core/TextFormat.h"
#include "game/editor/BalanceText.h"
#include "game/editor/PanelWidgets.h"
#include "game/render/Look.h"
#include "game/text/Catalogue.h"
#include "game/text/DataWords.h"

namespace td::editorui {
namespace {

constexpr float kRowGap = 4.f;
constexpr float kTickRoom = 5.f;  // pixels between two enemies' ticks on a bar, at least, for them to read apart

// The seconds' mark of the axis, "30 s".
std::string secondsMark(float seconds, int digits) {
  // TRANSLATORS: seconds, on the timeline's axis.
  return textf(tr("{0} s"), decimalText(seconds, digits));
}

float timelineLaneHeight() { return ImGui::GetTextLineHeight() + 4.f; }
float timelineLabelWidth() { return ImGui::CalcTextSize(textf(tr("Spawn {0}"), "00").c_str()).x + 10.f; }

float spawnRowHeight(const editor::WaveSchedule& schedule, size_t wave, size_t spawn) {
  return static_cast<float>(schedule.lanes(wave, static_cast<int32_t>(spawn))) * timelineLaneHeight() + kRowGap;
}

// Seconds between the axis's marks: the least of these steps that leaves room for a label between two marks, or
// whatever does for a wave of hours (a count typed with a zero too many).
float timelineStep(float seconds, float width) {
  static constexpr float kSteps[] = {1.f, 2.f, 5.f, 10.f, 15.f, 30.f, 60.f, 120.f, 300.f, 600.f};
  const float room = ImGui::CalcTextSize(secondsMark(0.f, 0).c_str()).x + ImGui::CalcTextSize("00").x + 16.f;
  for (const float step : kSteps) {
    if (width * step / seconds >= room) return step;
  }
  return std::ceil(seconds * room / width);
}

// Black or white, whichever reads on a bar of colour `c`: the kinds' colours run from pale yellow to deep purple.
ImU32 timelineTextOn(sf::Color c) {
  const float luma =
      0.299f * static_cast<float>(c.r) + 0.587f * static_cast<float>(c.g) + 0.114f * static_cast<float>(c.b);
  return luma > 140.f ? IM_COL32(16, 16, 20, 255) : IM_COL32(248, 248, 248, 255);
}

}  // namespace

float waveTimelineHeight(const LevelDef& level, const editor::WaveSchedule& schedule, size_t wave) {
  float rows = 0.f;
  for (size_t s = 0; s < level.spawns.size(); ++s) rows += spawnRowHeight(schedule, wave, s);
  return 2.f * ImGui::GetTextLineHeightWithSpacing() + rows + ImGui::GetStyle().ItemSpacing.y;
}

void waveTimelineView(const LevelDef& level, const GameDefs* defs, const editor::WaveSchedule& schedule, size_t wave) {
  if (wave >= schedule.waves.size()) return;
  const editor::WaveSpan& span = schedule.waves[wave];
  // One wave, the one the table's focus is in, rather than all of them end to end: laid end to end forty waves
  // would leave each a sliver, while a designer balancing a wave wants its groups' overlaps at a size to read, and
  // moving down the table walks through the waves.
  ImGui::TextUnformatted(
      textf(tr("Wave {0}: when each group leaves its spawn (starts {1} s into the game if no wave is called early)"),
            wave + 1, static_cast<long>(std::lround(span.start)))
          .c_str());
  if (level.spawns.empty()) {
    ImGui::TextColored(kDim, "%s", tr("No spawns yet."));
    return;
  }
  const float labelWidth = timelineLabelWidth();
  const float width = std::max(ImGui::GetContentRegionAvail().x - labelWidth - 12.f, 40.f);
  const float step = timelineStep(std::max(span.length, 1.f), width);
  const float end = std::max(std::ceil(span.length / step), 1.f) * step;
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  const auto xOf = [&](float seconds) { return origin.x + labelWidth + width * seconds / end; };
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float lane = timelineLaneHeight();

  // The spawns' rows, each as tall as the lines its overlapping groups need.
  std::vector<float> rowTop(level.spawns.size());
  float y = origin.y;
  for (size_t s = 0; s < level.spawns.size(); ++s) {
    rowTop[s] = y;
    const float h = spawnRowHeight(schedule, wave, s) - kRowGap;
    draw->AddText(ImVec2(origin.x, y + (h - ImGui::GetTextLineHeight()) * 0.5f), toImColor(colors::kTextDim),
                  textf(tr("Spawn {0}"), s + 1).c_str());
    draw->AddRectFilled(ImVec2(xOf(0.f), y), ImVec2(xOf(end), y + h), IM_COL32(255, 255, 255, 14));
    y += h + kRowGap;
  }
  // The seconds' marks, through every row so a bar's start and end read off against them.
  for (float t = 0.f; t <= end + step * 0.5f; t += step) {
    draw->AddLine(ImVec2(xOf(t), origin.y), ImVec2(xOf(t), y), IM_COL32(255, 255, 255, 30));
    const std::string mark = secondsMark(t, 0);
    const float w = ImGui::CalcTextSize(mark.c_str()).x;
    draw->AddText(ImVec2(std::min(xOf(t) - w * 0.5f, xOf(end) - w), y), toImColor(colors::kTextDim), mark.c_str());
  }

  std::string hovered;
  for (const editor::GroupSpan& g : schedule.groupsOf(wave)) {
    // A group whose spawn is not in the level has no row; the Problems tab names it.
    if (g.spawn < 0 || static_cast<size_t>(g.spawn) >= level.spawns.size()) continue;
    const WaveGroupDef& def = level.waves[wave].groups[g.group];
    const EnemyDef* kind = nullptr;
    sf::Color body = colors::kGold;
    if (defs != nullptr) {
      if (const int32_t k = defs->enemyIndex(def.enemy); k >= 0) {
        kind = &defs->enemies[static_cast<size_t>(k)];
        body = enemyLook(*kind, static_cast<uint16_t>(k)).body;
      }
    }
    const float top = rowTop[static_cast<size_t>(g.spawn)] + static_cast<float>(g.lane) * lane;
    const ImVec2 a(xOf(g.first), top + 1.f);
    const ImVec2 b(std::max(xOf(g.last), a.x + 4.f), top + lane - 1.f);
    draw->AddRectFilled(a, b, toImColor(body), 3.f);
    draw->AddRect(a, b, IM_COL32(0, 0, 0, 170), 3.f);
    // A tick under each enemy after the first: the bar shows `count` enemies `interval` apart, not a stream.
    const float gap = def.count > 1 ? (b.x - a.x) / static_cast<float>(def.count - 1) : 0.f;
    if (gap >= kTickRoom) {
      for (int32_t i = 1; i < def.count - 1; ++i) {
        const float x = a.x + gap * static_cast<float>(i);
        draw->AddLine(ImVec2(x, b.y - 4.f), ImVec2(x, b.y), IM_COL32(0, 0, 0, 150));
      }
    }
    const std::string name = kind != nullptr ? td::kindName(*kind) : def.enemy;
    // TRANSLATORS: a group's bar on the timeline: the count of its enemies and their kind's name.
    const std::string label = textf(trc("a group's count and enemy kind", "{0} {1}"), def.count, name);
    if (ImGui::CalcTextSize(label.c_str()).x + 8.f < b.x - a.x) {
      draw->AddText(ImVec2(a.x + 4.f, a.y + 1.f), timelineTextOn(body), label.c_str());
    }
    if (ImGui::IsWindowHovered() && ImGui::IsMouseHoveringRect(a, b)) {
      // TRANSLATORS: over a group's bar: {0} its number, {1} "12 Goblin", {2} its spawn's number, {3} and {4} the
      // seconds after the wave's start of its first and last enemy, {5} the seconds between two.
      const char* format = tr("Group {0}: {1} from Spawn {2}\n{3} s to {4} s after the wave starts, one every {5} s");
      hovered = textf(format, g.group + 1, label, g.spawn + 1, decimalText(g.first, 1), decimalText(g.last, 1),
                      decimalText(def.interval, 2));
      if (kind != nullptr) {
        // TRANSLATORS: the kind's name, then its figures ("30 hp · 1.5 cells/s ...").
        const char* facts = trc("an enemy kind's name and figures", "{0}: {1}");
        hovered += "\n" + textf(facts, name, enemyFacts(*kind));
      }
    }
  }
  ImGui::Dummy(ImVec2(labelWidth + width, y - origin.y + ImGui::GetTextLineHeight()));
  if (!hovered.empty()) ImGui::SetTooltip("%s", hovered.c_str());
}

}  // namespace td::editorui
