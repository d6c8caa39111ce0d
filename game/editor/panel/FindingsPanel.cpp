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
#include "engine/core/TextFormat.h"
#include "engine/sim/World.h"
#include "game/GameContext.h"
#include "game/editor/PanelWidgets.h"
#include "game/render/Palette.h"
#include "game/text/Catalogue.h"
#include "game/text/DataWords.h"

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
  // TRANSLATORS: what the automatic player's defence did; {0} is a cell, "(3, 4)".
  if (c.sold) return textf(tr("sold the tower at {0}"), cellText(c.cell));
  const bool known = c.kind < defs.towers.size();
  if (known && c.spec >= 0 && static_cast<size_t>(c.spec) < defs.towers[c.kind].specialisations.size()) {
    const TowerDef& def = defs.towers[c.kind];
    // TRANSLATORS: {0} is a tower kind's name, {1} a cell, "(3, 4)", {2} the specialisation it became ("Marksman").
    return textf(tr("made {0} at {1} a {2}"), td::kindName(def), cellText(c.cell),
                 td::specName(def.specialisations[static_cast<size_t>(c.spec)]));
  }
  if (c.level == 0) {
    // TRANSLATORS: {0} is a tower kind's name, {1} a cell, "(3, 4)".
    if (known) return textf(tr("built {0} at {1}"), td::kindName(defs.towers[c.kind]), cellText(c.cell));
    return textf(tr("built a tower at {0}"), cellText(c.cell));
  }
  if (known) {
    // TRANSLATORS: {0} is a tower kind's name, {1} a cell, "(3, 4)", {2} the tower's new level.
    const char* format = tr("upgraded {0} at {1} to level {2}");
    return textf(format, td::kindName(defs.towers[c.kind]), cellText(c.cell), c.level + 1);
  }
  return textf(tr("upgraded a tower at {0} to level {1}"), cellText(c.cell), c.level + 1);
}

// The walk's time, "12 s" or "8 to 15 s" (fastest to slowest kind).
std::string walkText(const RouteFinding& r) {
  if (r.fastestSeconds <= 0.f) return tr("no walker comes this way");
  const long fastest = std::lround(r.fastestSeconds);
  const long slowest = std::lround(r.slowestSeconds);
  // TRANSLATORS: how long the walk to the goal takes, in seconds.
  if (fastest == slowest) return textf(tr("{0} s to the goal"), fastest);
  // TRANSLATORS: how long the walk to the goal takes, fastest kind to slowest, in seconds.
  return textf(tr("{0} to {1} s to the goal"), fastest, slowest);
}

// A class of movers in words: its id in the definitions, "foot" or "wheeled", in the player's language.
const char* moverClassWords(MoverClass c) {
  // TRANSLATORS: the enemies that walk (as opposed to wheeled ones), after a spawn's number: "Spawn 1 (foot)".
  if (c == MoverClass::Foot) return trc("mover class", "foot");
  // TRANSLATORS: the enemies on wheels (carts), after a spawn's number: "Spawn 1 (wheeled)".
  if (c == MoverClass::Wheeled) return trc("mover class", "wheeled");
  return "?";
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
    ImGui::TextUnformatted(tr("Towers: the defence built none."));
    return;
  }
  const size_t shown = std::min(step_, n);
  ImGui::TextUnformatted(textf(tr("Towers, change by change ({0} of {1}):"), shown, n).c_str());
  ImGui::PushButtonRepeat(true);
  if (ImGui::ArrowButton("##findingsEarlier", ImGuiDir_Left) && shown > 0) {
    step_ = shown - 1;
    dirty_ = true;
  }
  tooltip(tr("The towers one change earlier"));
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
  tooltip(tr("The towers one change later"));
  ImGui::PopButtonRepeat();
  const GameDefs& defs = host.context().res.defs;
  if (std::min(step_, n) == 0) {
    ImGui::TextColored(findingsColor(colors::kTextDim), "%s", tr("Before the first tower"));
    return;
  }
  const TowerChange& c = f.changes[std::min(step_, n) - 1];
  const int32_t wave = f.waveAt(c.tick);
  std::string line;
  if (wave >= 0) {
    // TRANSLATORS: {0} is the game's clock, "1:05", {1} the wave, {2} what the defence did ("built Archer at (3, 4)").
    line = textf(tr("{0} in wave {1}: {2}"), clockText(c.tick), wave + 1, changeText(c, defs));
  } else {
    // TRANSLATORS: {0} is the game's clock, "0:20", {1} what the defence did then ("built Archer at (3, 4)").
    line = textf(tr("{0} before wave 1: {1}"), clockText(c.tick), changeText(c, defs));
  }
  ImGui::TextWrapped("%s", line.c_str());
}

void FindingsPanel::draw(PanelHost& host, const RatingFindings& f) {
  const LevelDef& level = host.doc().level();
  ImGui::Spacing();
  ImGui::TextColored(findingsColor(colors::kTextDim), "%s", tr("Its game, played again and watched:"));
  if (ImGui::Checkbox(labelId(tr("Show on the map"), "onmap").c_str(), &onMap_)) dirty_ = true;
  tooltip(tr("While this tab is open: where the enemies were hurt, the goals they got through, and the towers"));
  if (onMap_) {
    ImGui::Indent();
    // TRANSLATORS: what the map shows of the rating's game: where enemies took damage, where they leaked, the towers.
    if (ImGui::Checkbox(labelId(trc("shown on the map", "Damage"), "damage").c_str(), &show_.heat)) dirty_ = true;
    tooltip(tr("Where enemies took damage: the hotter the cell, the more they lost there"));
    ImGui::SameLine();
    if (ImGui::Checkbox(labelId(trc("shown on the map", "Leaks"), "leaks").c_str(), &show_.leaks)) dirty_ = true;
    tooltip(tr("Red rings on the goals enemies got through, larger where more lives were lost"));
    ImGui::SameLine();
    if (ImGui::Checkbox(labelId(trc("shown on the map", "Towers"), "towers").c_str(), &show_.towers)) dirty_ = true;
    ImGui::Unindent();
  }
  if (level.width != f.width || level.height != f.height) {
    ImGui::TextColored(findingsColor(colors::kGold), "%s", tr("The map's size has changed: nothing is drawn on it."));
  }
  towerSteps(host, f);

  ImGui::Spacing();
  ImGui::TextUnformatted(tr("Routes as the maze finally stood:"));
  bool classes = false;
  for (const RouteFinding& r : f.routes) classes = classes || r.moverClass != MoverClass::Foot;
  for (const RouteFinding& r : f.routes) {
    std::string who = textf(tr("Spawn {0}"), r.spawn + 1);
    if (classes) {
      // TRANSLATORS: a spawn and the class of the enemies whose route it is: "Spawn 1 (wheeled)".
      who = textf(tr("Spawn {0} ({1})"), r.spawn + 1, moverClassWords(r.moverClass));
    }
    ImGui::Indent();
    // TRANSLATORS: a route's figures: {0} "Spawn 1", {1} its length in cells, {2} how many times the open level's walk
    // it is ("1.45"), {3} "12 s to the goal".
    const char* format = tr("{0}: {1} cells, {2}x the open walk; {3}");
    const std::string line =
        textf(format, who, static_cast<long>(std::lround(r.walkedCells)), decimalText(r.stretch, 2), walkText(r));
    ImGui::TextWrapped("%s", line.c_str());
    ImGui::Unindent();
  }
  tooltip(
      tr("The walk's length in cells; how many times as long it takes as on the level without towers; and "
         "how long the fastest and the slowest kind sent from that spawn take to reach the goal"));

  ImGui::Spacing();
  std::string byWave;
  int32_t lost = 0;
  for (size_t w = 0; w < f.livesLostByWave.size(); ++w) {
    if (f.livesLostByWave[w] == 0) continue;
    lost += f.livesLostByWave[w];
    // TRANSLATORS: between the items of a list ("wave 2: 1, wave 5: 3").
    if (!byWave.empty()) byWave += trc("between the items of a list", ", ");
    // TRANSLATORS: an item of the list of lives lost by wave: the wave's number, then the lives.
    byWave += textf(tr("wave {0}: {1}"), w + 1, f.livesLostByWave[w]);
  }
  if (lost == 0) {
    ImGui::TextColored(findingsColor(colors::accept()), "%s", tr("No life lost in any wave"));
    return;
  }
  ImGui::TextWrapped("%s", textf(tr("Lives lost by wave: {0}"), byWave).c_str());
  const std::vector<int32_t> goals = leaksByGoal(f, level);
  std::string byGoal;
  for (size_t g = 0; g < goals.size(); ++g) {
    if (goals[g] == 0) continue;
    // TRANSLATORS: between the items of a list ("goal 1: 2, goal 2: 1").
    if (!byGoal.empty()) byGoal += trc("between the items of a list", ", ");
    // TRANSLATORS: an item of the list of lives lost by goal: the goal's number, then the lives.
    byGoal += textf(tr("goal {0}: {1}"), g + 1, goals[g]);
  }
  if (!byGoal.empty()) ImGui::TextWrapped("%s", textf(tr("By goal: {0}"), byGoal).c_str());
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
