// The Rate tab's findings: what the automatic player's defence did, in figures and on the map.

#include "game/editor/panel/FindingsPanel.h"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "engine/core/CellText.h"
#include "engine/sim/World.h"
#include "game/GameContext.h"
#include "game/editor/PanelWidgets.h"
#include "game/render/Palette.h"

namespace td::editorui {
namespace {

ImVec4 findingsColor(sf::Color c) {
  return ImVec4(static_cast<float>(c.r) / 255.f, static_cast<float>(c.g) / 255.f, static_cast<float>(c.b) / 255.f, 1.f);
}

// "1:05": game time, as the player's clock shows it.
std::string clockText(uint64_t tick) {
  const auto seconds = static_cast<long>(static_cast<double>(tick) * static_cast<double>(World::kStep));
  char text[32];
  std::snprintf(text, sizeof text, "%ld:%02ld", seconds / 60, seconds % 60);
  return text;
}

// What change `c` did, in a designer's words.
std::string changeText(const TowerChange& c, const GameDefs& defs) {
  if (c.sold) return "sold the tower at " + cellText(c.cell);
  const std::string name = c.kind < defs.towers.size() ? defs.towers[c.kind].name : "a tower";
  if (c.level == 0) return "built " + name + " at " + cellText(c.cell);
  return "upgraded " + name + " at " + cellText(c.cell) + " to level " + std::to_string(c.level + 1);
}

// The walk's time, "12 s" or "8 to 15 s" (fastest to slowest kind).
std::string walkText(const RouteFinding& r) {
  char text[64];
  if (r.fastestSeconds <= 0.f) return "no walker comes this way";
  if (std::lround(r.fastestSeconds) == std::lround(r.slowestSeconds)) {
    std::snprintf(text, sizeof text, "%.0f s to the goal", static_cast<double>(r.fastestSeconds));
  } else {
    std::snprintf(text, sizeof text, "%.0f to %.0f s to the goal", static_cast<double>(r.fastestSeconds),
                  static_cast<double>(r.slowestSeconds));
  }
  return text;
}

// Lives lost by goal (the level's goal order): each leak is charged to the goal nearest the cell it was seen in.
std::vector<int32_t> leaksByGoal(const RatingFindings& f, const LevelDef& level) {
  std::vector<int32_t> out(level.goals.size(), 0);
  if (out.empty()) return out;
  for (int32_t y = 0; y < f.height; ++y) {
    for (int32_t x = 0; x < f.width; ++x) {
      const int32_t n = f.leaks[f.cellIndex({x, y})];
      if (n <= 0) continue;
      size_t best = 0;
      int32_t bestDistance = INT32_MAX;
      for (size_t g = 0; g < level.goals.size(); ++g) {
        const int32_t d = std::max(std::abs(level.goals[g].x - x), std::abs(level.goals[g].y - y));
        if (d < bestDistance) {
          bestDistance = d;
          best = g;
        }
      }
      out[best] += n;
    }
  }
  return out;
}

}  // namespace

void FindingsPanel::towerSteps(PanelHost& host, const RatingFindings& f) {
  const size_t n = f.changes.size();
  if (n == 0) {
    ImGui::TextUnformatted("Towers: the defence built none.");
    return;
  }
  const size_t shown = std::min(step_, n);
  ImGui::Text("Towers, change by change (%zu of %zu):", shown, n);
  ImGui::PushButtonRepeat(true);
  if (ImGui::ArrowButton("##findingsEarlier", ImGuiDir_Left) && shown > 0) {
    step_ = shown - 1;
    dirty_ = true;
  }
  tooltip("The towers one change earlier");
  ImGui::SameLine();
  ImGui::SetNextItemWidth(std::max(60.f, ImGui::GetContentRegionAvail().x - ImGui::GetFrameHeight() - 8.f));
  int value = static_cast<int>(shown);
  if (ImGui::SliderInt("##findingsStep", &value, 0, static_cast<int>(n), "")) {
    step_ = static_cast<size_t>(std::max(value, 0));
    dirty_ = true;
  }
  ImGui::SameLine();
  if (ImGui::ArrowButton("##findingsLater", ImGuiDir_Right) && shown < n) {
    step_ = shown + 1;
    dirty_ = true;
  }
  tooltip("The towers one change later");
  ImGui::PopButtonRepeat();
  const GameDefs& defs = host.context().res.defs;
  if (std::min(step_, n) == 0) {
    ImGui::TextColored(findingsColor(colors::kTextDim), "Before the first tower");
    return;
  }
  const TowerChange& c = f.changes[std::min(step_, n) - 1];
  const int32_t wave = f.waveAt(c.tick);
  const std::string when =
      clockText(c.tick) + (wave >= 0 ? " in wave " + std::to_string(wave + 1) : std::string(" before wave 1"));
  ImGui::TextWrapped("%s: %s", when.c_str(), changeText(c, defs).c_str());
}

void FindingsPanel::draw(PanelHost& host, const RatingFindings& f) {
  const LevelDef& level = host.doc().level();
  ImGui::Spacing();
  ImGui::TextColored(findingsColor(colors::kTextDim), "Its game, played again and watched:");
  if (ImGui::Checkbox("Show on the map", &onMap_)) dirty_ = true;
  tooltip("While this tab is open: where the enemies were hurt, the goals they got through, and the towers");
  if (onMap_) {
    ImGui::Indent();
    if (ImGui::Checkbox("Damage", &show_.heat)) dirty_ = true;
    tooltip("Where enemies took damage: the hotter the cell, the more they lost there");
    ImGui::SameLine();
    if (ImGui::Checkbox("Leaks", &show_.leaks)) dirty_ = true;
    tooltip("Red rings on the goals enemies got through, larger where more lives were lost");
    ImGui::SameLine();
    if (ImGui::Checkbox("Towers", &show_.towers)) dirty_ = true;
    ImGui::Unindent();
  }
  if (level.width != f.width || level.height != f.height) {
    ImGui::TextColored(findingsColor(colors::kGold), "The map's size has changed: nothing is drawn on it.");
  }
  towerSteps(host, f);

  ImGui::Spacing();
  ImGui::TextUnformatted("Routes as the maze finally stood:");
  bool classes = false;
  for (const RouteFinding& r : f.routes) classes = classes || r.moverClass != MoverClass::Foot;
  for (const RouteFinding& r : f.routes) {
    std::string who = "Spawn " + std::to_string(r.spawn + 1);
    if (classes) who += " (" + std::string(moverClassName(r.moverClass)) + ")";
    ImGui::Indent();
    ImGui::TextWrapped("%s: %.0f cells, %.2fx the open walk; %s", who.c_str(), r.walkedCells, r.stretch,
                       walkText(r).c_str());
    ImGui::Unindent();
  }
  tooltip(
      "The walk's length in cells; how many times as long it takes as on the level without towers; and "
      "how long the fastest and the slowest kind sent from that spawn take to reach the goal");

  ImGui::Spacing();
  std::string byWave;
  int32_t lost = 0;
  for (size_t w = 0; w < f.livesLostByWave.size(); ++w) {
    if (f.livesLostByWave[w] == 0) continue;
    lost += f.livesLostByWave[w];
    if (!byWave.empty()) byWave += ", ";
    byWave += "wave " + std::to_string(w + 1) + ": " + std::to_string(f.livesLostByWave[w]);
  }
  if (lost == 0) {
    ImGui::TextColored(findingsColor(colors::accept()), "No life lost in any wave");
    return;
  }
  ImGui::TextWrapped("Lives lost by wave: %s", byWave.c_str());
  const std::vector<int32_t> goals = leaksByGoal(f, level);
  std::string byGoal;
  for (size_t g = 0; g < goals.size(); ++g) {
    if (goals[g] == 0) continue;
    if (!byGoal.empty()) byGoal += ", ";
    byGoal += "goal " + std::to_string(g + 1) + ": " + std::to_string(goals[g]);
  }
  if (!byGoal.empty()) ImGui::TextWrapped("By goal: %s", byGoal.c_str());
}

void FindingsPanel::drawOnMap(sf::RenderTarget& target, const LevelDef& level, const GameDefs& defs,
                              const RatingFindings& findings) {
  if (!onMap_ || level.width != findings.width || level.height != findings.height) return;
  const bool routes = drawsRoutes(level, findings);
  if (dirty_) {
    overlay_.build(findings, step_, defs, show_);
    if (routes) routes_.build(findings.routeSteps[std::min(step_, findings.routeSteps.size() - 1)]);
    dirty_ = false;
  }
  overlay_.draw(target);
  if (routes) routes_.draw(target, sf::RenderStates::Default);
}

}  // namespace td::editorui
