// The Rate tab: the automatic player's verdict on the level being edited,
// run in the background (RateJob), and its defence played back in a test
// play.

#include "game/editor/panel/RateTab.h"

#include <imgui.h>

#include <algorithm>
#include <cstdio>
#include <string>

#include "game/GameContext.h"
#include "game/editor/PanelWidgets.h"
#include "game/render/Palette.h"

namespace td::editorui {
namespace {

ImVec4 imColor(sf::Color c) {
  return ImVec4(static_cast<float>(c.r) / 255.f, static_cast<float>(c.g) / 255.f, static_cast<float>(c.b) / 255.f, 1.f);
}

// What a difficulty figure means to a designer.
const char* difficultyWord(double d) {
  if (d < 0.25) return "very easy";
  if (d < 0.5) return "easy";
  if (d < 0.75) return "fair";
  if (d <= 1.0) return "hard";
  return "too hard: the starting gold is not enough";
}

}  // namespace

void RateTab::start(PanelHost& host) {
  if (!host.problems().empty()) {
    host.say("Fix the problems first: a level with problems cannot be rated", true);
    host.showTab(SideTab::Problems);
    return;
  }
  rate_.start(host.doc().level(), host.context().res.defs, static_cast<double>(budget_), host.doc().revision(),
              firstPlay_);
  host.showTab(SideTab::Rate);
  host.say("Rating the level in the background");
}

void RateTab::poll(PanelHost& host) {
  if (!rate_.poll()) return;
  findings_.reset();
  const LevelRating& r = *rate_.result();
  if (r.cancelled) {
    host.say("Rating cancelled");
  } else {
    char text[128];
    std::snprintf(text, sizeof text, "Rated: difficulty %.2f, %s", r.difficulty,
                  r.won ? "won by the automatic player" : "not won by the automatic player");
    host.say(text, !r.won);
  }
}

std::optional<int> RateTab::draw(PanelHost& host) {
  poll(host);
  ImGui::TextWrapped(
      "The automatic player searches for a defence and for the least starting gold with which it still wins. "
      "Difficulty is that gold as a share of the level's: 1 means all of it is needed.");
  ImGui::Spacing();
  ImGui::SetNextItemWidth(140.f);
  ImGui::SliderInt("Budget (s)", &budget_, 2, 120);
  ImGui::Checkbox("First play", &firstPlay_);
  tooltip(
      "Rate the level as a newcomer meets it: the automatic player knows only the waves sent and the next "
      "wave's preview, as the screen shows them. Give it a larger budget than a full rating");
  if (rate_.running()) {
    char overlay[32];
    std::snprintf(overlay, sizeof overlay, "%.0f%%", static_cast<double>(rate_.progress()) * 100.0);
    ImGui::ProgressBar(rate_.progress(), ImVec2(-1.f, 0.f), overlay);
    if (ImGui::Button("Cancel")) rate_.cancel();
    return std::nullopt;
  }
  if (ImGui::Button("Rate the level (F6)")) start(host);

  const auto& result = rate_.result();
  if (!result) return std::nullopt;
  const LevelRating& r = *result;
  ImGui::Spacing();
  ImGui::Separator();
  if (r.cancelled) {
    ImGui::TextColored(imColor(colors::kTextDim), "The last rating was cancelled.");
    return std::nullopt;
  }
  if (rate_.resultRevision() != host.doc().revision()) {
    ImGui::TextColored(imColor(colors::kGold), "The level has changed since this rating.");
  }
  if (rate_.resultFirstPlay()) {
    ImGui::TextColored(imColor(colors::kTextDim), "First play: knowing only the next wave, as a newcomer");
  }
  ImGui::TextColored(imColor(r.won ? colors::accept() : colors::refuse()), "%s",
                     r.won ? "Won by the automatic player" : "Not won by the automatic player");
  ImGui::Text("Difficulty: %.2f (%s)", r.difficulty, difficultyWord(r.difficulty));
  tooltip(
      "The figures below come from two runs of the automatic player: one with the least gold that wins, "
      "one with the level's own gold. Each says which it is");
  leastGoldRun(r);
  const std::optional<int> tested = levelGoldRun(host, r);
  ImGui::TextColored(imColor(colors::kTextDim), "%u games in %.1f s%s", r.evaluations, rate_.resultSeconds(),
                     r.budgetSpent ? " (budget spent: a larger one may find more)" : "");
  return tested;
}

void RateTab::leastGoldRun(const LevelRating& r) {
  ImGui::Spacing();
  ImGui::TextColored(imColor(colors::kGold), "Run 1, least gold:");
  if (r.minGold < 0) {
    ImGui::Text("No win found with up to %d gold", kMaxProbeGold);
    return;
  }
  ImGui::Text("Least gold that wins: %d of %d", r.minGold, r.startGold);
  ImGui::Text("Its maze: routes %.2fx as long", r.leastGoldOutcome.stretch);
  tooltip(
      "How much longer than on the open level the routes were at the end of the game won with the least "
      "gold: where gold is short, how much the automatic player relied on the maze");
}

std::optional<int> RateTab::levelGoldRun(PanelHost& host, const LevelRating& r) {
  const PlanOutcome& o = r.outcome;
  std::optional<int> tested;
  ImGui::Spacing();
  ImGui::TextColored(imColor(colors::kGold), "Run 2, the level's %d gold:", r.startGold);
  ImGui::Text("Best defence: %zu actions", r.actions.size());
  ImGui::Text("Its maze: routes %.2fx as long", o.stretch);
  ImGui::Text("Lives kept: %d of %d", o.lives, host.doc().level().lives);
  // Where the defence gives way tells which wave to look at in the Waves tab.
  const int waves = static_cast<int>(host.doc().level().waves.size());
  if (o.firstLeak < 0) {
    ImGui::TextColored(imColor(colors::accept()), "It holds: no life lost with the level's gold");
  } else {
    ImGui::TextColored(imColor(colors::kGold), "First life lost in wave %d of %d", std::max(o.firstLeak, 1), waves);
    tooltip("The waves started when the automatic player's defence first let an enemy through");
    const int from = std::clamp(o.firstLeak, 1, std::max(waves, 1));
    const std::string label = "Test play from wave " + std::to_string(from);
    if (ImGui::SmallButton(label.c_str())) {
      host.testPlay({from - 1, 0});
      tested = from;
    }
    tooltip("With the gold a player has had by then, and no towers: see whether that wave can be held");
  }
  ImGui::Text("Gold left: %d", o.gold);
  ImGui::Text("Length: %.1f min at 1x", static_cast<double>(o.ticks) / 3600.0);
  if (!r.actions.empty() && ImGui::Button("Play this defence")) playDefence(host);
  if (rate_.findings()) findings_.draw(host, *rate_.findings());
  ImGui::Spacing();
  return tested;
}

void RateTab::drawOnMap(sf::RenderTarget& target, PanelHost& host) {
  if (!rate_.running() && rate_.findings()) {
    findings_.drawOnMap(target, host.doc().level(), host.context().res.defs, *rate_.findings());
  }
}

void RateTab::playDefence(PanelHost& host) {
  const auto& result = rate_.result();
  if (!result || result->actions.empty()) return;
  if (rate_.resultRevision() != host.doc().revision()) {
    host.say("The level has changed since the rating: the defence may not fit it", true);
  }
  host.testPlay({}, result->actions);
}

}  // namespace td::editorui
