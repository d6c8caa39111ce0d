#include "game/editor/BalanceGraph.h"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <string>

#include "engine/core/TextFormat.h"
#include "game/editor/BalanceText.h"
#include "game/editor/PanelWidgets.h"
#include "game/text/Catalogue.h"

namespace td::editorui {
namespace {

const ImU32 kThreatColor = toImColor(colors::refuse());
const ImU32 kGoldColor = toImColor(colors::kGold);
const ImU32 kAxisColor = IM_COL32(120, 128, 140, 255);
const ImU32 kGridColor = IM_COL32(70, 76, 88, 120);
const ImU32 kMarkColor = IM_COL32(255, 255, 255, 40);

// A round top for an axis: 1, 2 or 5 times a power of ten, at least `value`.
double niceTop(double value) {
  if (!(value > 0.0)) return 1.0;
  const double step = std::pow(10.0, std::floor(std::log10(value)));
  for (const double m : {1.0, 2.0, 5.0, 10.0}) {
    if (m * step >= value) return m * step;
  }
  return 10.0 * step;
}

// How many waves apart the labels under the axis are, so they do not crowd.
size_t labelEvery(size_t waves, float width) {
  const auto fit = static_cast<size_t>(std::max(1.f, width / 26.f));
  for (const size_t every : {1u, 2u, 5u, 10u, 20u, 50u, 100u}) {
    if ((waves + every - 1) / every <= fit) return every;
  }
  return (waves + fit - 1) / fit;
}

}  // namespace

int balanceGraph(const WaveBalance& balance, int marked, float height) {
  const size_t n = balance.waves.size();
  if (n == 0) return -1;
  const double threatTop = niceTop(balance.maxThreat);
  double goldMax = 0.0;
  for (const WaveFigures& w : balance.waves) goldMax = std::max(goldMax, static_cast<double>(w.goldBefore));
  const double goldTop = niceTop(goldMax);

  // The legend names the axes: threat on the left, gold on the right.
  // TRANSLATORS: the balance graph's legend: the red line, a wave's health against armour per second of its arrival.
  ImGui::TextColored(toImVec(colors::refuse()), "%s", tr("threat (hp/s vs armour)"));
  // TRANSLATORS: the balance graph's legend: the gold line, what a player has had by each wave.
  const char* goldName = tr("gold by the wave");
  ImGui::SameLine(ImGui::GetCursorPosX() + ImGui::GetContentRegionAvail().x - ImGui::CalcTextSize(goldName).x);
  ImGui::TextColored(toImVec(colors::kGold), "%s", goldName);

  ImDrawList* draw = ImGui::GetWindowDrawList();
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  const float width = ImGui::GetContentRegionAvail().x;
  const float lineHeight = ImGui::GetTextLineHeight();
  // Room for the axes' numbers on both sides and the wave numbers below.
  const std::string threatLabel = compactNumber(threatTop);
  const std::string goldLabel = compactNumber(goldTop);
  const float leftPad = ImGui::CalcTextSize(threatLabel.c_str()).x + 6.f;
  const float rightPad = ImGui::CalcTextSize(goldLabel.c_str()).x + 6.f;
  const ImVec2 lo(origin.x + leftPad, origin.y + lineHeight * 0.5f);
  const ImVec2 hi(origin.x + width - rightPad, origin.y + height - lineHeight - 4.f);
  const float plotW = std::max(1.f, hi.x - lo.x);
  const float plotH = std::max(1.f, hi.y - lo.y);
  // Waves sit in the middle of equal slots, so one wave still draws.
  const float slot = plotW / static_cast<float>(n);
  auto xOf = [&](size_t w) { return lo.x + slot * (static_cast<float>(w) + 0.5f); };
  auto yOf = [&](double v, double top) { return hi.y - static_cast<float>(v / top) * plotH; };

  ImGui::InvisibleButton("##balance-graph", ImVec2(width, height));
  const bool hovered = ImGui::IsItemHovered();
  const bool clicked = ImGui::IsItemClicked();
  int under = -1;
  if (hovered) {
    const float mx = ImGui::GetIO().MousePos.x;
    under = std::clamp(static_cast<int>((mx - lo.x) / slot), 0, static_cast<int>(n) - 1);
  }

  for (const float f : {0.25f, 0.5f, 0.75f}) {
    draw->AddLine(ImVec2(lo.x, hi.y - plotH * f), ImVec2(hi.x, hi.y - plotH * f), kGridColor);
  }
  if (marked >= 0 && static_cast<size_t>(marked) < n) {
    const float x = xOf(static_cast<size_t>(marked));
    draw->AddRectFilled(ImVec2(x - slot * 0.5f, lo.y), ImVec2(x + slot * 0.5f, hi.y), kMarkColor);
  }
  if (under >= 0)
    draw->AddLine(ImVec2(xOf(static_cast<size_t>(under)), lo.y), ImVec2(xOf(static_cast<size_t>(under)), hi.y),
                  kAxisColor);
  draw->AddLine(ImVec2(lo.x, lo.y), ImVec2(lo.x, hi.y), kThreatColor);
  draw->AddLine(ImVec2(hi.x, lo.y), ImVec2(hi.x, hi.y), kGoldColor);
  draw->AddLine(ImVec2(lo.x, hi.y), ImVec2(hi.x, hi.y), kAxisColor);

  // The axes' numbers: 0 and the top, in each line's colour.
  draw->AddText(ImVec2(origin.x, lo.y - lineHeight * 0.5f), kThreatColor, threatLabel.c_str());
  draw->AddText(ImVec2(origin.x + leftPad - ImGui::CalcTextSize("0").x - 6.f, hi.y - lineHeight * 0.5f), kThreatColor,
                "0");
  draw->AddText(ImVec2(hi.x + 6.f, lo.y - lineHeight * 0.5f), kGoldColor, goldLabel.c_str());
  draw->AddText(ImVec2(hi.x + 6.f, hi.y - lineHeight * 0.5f), kGoldColor, "0");
  // The waves' axis says what it counts where its first number leaves room.
  // TRANSLATORS: under the balance graph's axis of waves, before their numbers.
  const char* waveWord = trc("graph axis", "wave");
  if (origin.x + ImGui::CalcTextSize(waveWord).x + 4.f < xOf(0) - ImGui::CalcTextSize("1").x) {
    draw->AddText(ImVec2(origin.x, hi.y + 3.f), kAxisColor, waveWord);
  }
  const size_t every = labelEvery(n, plotW);
  for (size_t w = 0; w < n; ++w) {
    if ((w + 1) % every != 0 && w != 0) continue;
    const std::string label = std::to_string(w + 1);
    const float tw = ImGui::CalcTextSize(label.c_str()).x;
    draw->AddText(ImVec2(xOf(w) - tw * 0.5f, hi.y + 3.f), kAxisColor, label.c_str());
  }

  for (size_t w = 0; w < n; ++w) {
    const ImVec2 threat(xOf(w), yOf(balance.waves[w].threat, threatTop));
    const ImVec2 gold(xOf(w), yOf(balance.waves[w].goldBefore, goldTop));
    if (w > 0) {
      draw->AddLine(ImVec2(xOf(w - 1), yOf(balance.waves[w - 1].threat, threatTop)), threat, kThreatColor, 2.f);
      draw->AddLine(ImVec2(xOf(w - 1), yOf(balance.waves[w - 1].goldBefore, goldTop)), gold, kGoldColor, 2.f);
    }
    draw->AddCircleFilled(threat, 3.f, kThreatColor);
    draw->AddCircleFilled(gold, 3.f, kGoldColor);
  }

  if (under >= 0) {
    const WaveFigures& w = balance.waves[static_cast<size_t>(under)];
    // TRANSLATORS: over the balance graph: {0} is the wave's number, {1} its figures, several lines.
    const char* format = tr("Wave {0}\n{1}\n\nClick: test play from this wave");
    ImGui::SetTooltip("%s", textf(format, under + 1, waveDetails(w, balance)).c_str());
  }
  return clicked ? under : -1;
}

}  // namespace td::editorui
