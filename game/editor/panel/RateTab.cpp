// The Rate tab: the automatic player's verdict on the level being edited,
// run in the background (RateJob), and its defence played back in a test
// play.

#include "game/editor/panel/RateTab.h"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <string>

#include "engine/core/TextFormat.h"
#include "game/GameContext.h"
#include "game/editor/PanelWidgets.h"
#include "game/render/Palette.h"
#include "game/text/Catalogue.h"

namespace td::editorui {
namespace {

ImVec4 imColor(sf::Color c) {
  return ImVec4(static_cast<float>(c.r) / 255.f, static_cast<float>(c.g) / 255.f, static_cast<float>(c.b) / 255.f, 1.f);
}

// What a difficulty figure means to a designer.
const char* difficultyWord(double d) {
  // TRANSLATORS: a level's difficulty in words, after its figure: "Difficulty: 0.42 (easy)".
  if (d < 0.25) return trc("difficulty", "very easy");
  if (d < 0.5) return trc("difficulty", "easy");
  if (d < 0.75) return trc("difficulty", "fair");
  if (d <= 1.0) return trc("difficulty", "hard");
  return tr("too hard: the starting gold is not enough");
}

// A line of figures, in a colour.
void colouredLine(const ImVec4& colour, const std::string& text) { ImGui::TextColored(colour, "%s", text.c_str()); }

}  // namespace

void RateTab::start(PanelHost& host) {
  if (!host.problems().empty()) {
    host.say(tr("Fix the problems first: a level with problems cannot be rated"), true);
    host.showTab(SideTab::Problems);
    return;
  }
  rate_.start(host.doc().level(), host.context().res.defs, static_cast<double>(budget_), host.doc().revision(),
              firstPlay_);
  host.showTab(SideTab::Rate);
  host.say(tr("Rating the level in the background"));
}

void RateTab::poll(PanelHost& host) {
  if (!rate_.poll()) return;
  findings_.reset();
  const LevelRating& r = *rate_.result();
  if (r.cancelled) {
    host.say(tr("Rating cancelled"));
  } else if (r.won) {
    host.say(textf(tr("Rated: difficulty {0}, won by the automatic player"), decimalText(r.difficulty, 2)));
  } else {
    host.say(textf(tr("Rated: difficulty {0}, not won by the automatic player"), decimalText(r.difficulty, 2)), true);
  }
}

std::optional<int> RateTab::draw(PanelHost& host) {
  poll(host);
  ImGui::TextWrapped(
      "%s", tr("The automatic player searches for a defence and for the least starting gold with which it still "
               "wins. Difficulty is that gold as a share of the level's: 1 means all of it is needed."));
  ImGui::Spacing();
  ImGui::SetNextItemWidth(140.f);
  // TRANSLATORS: the rating's time budget, in seconds.
  ImGui::SliderInt(labelId(tr("Budget (s)"), "budget").c_str(), &budget_, 2, 120);
  // TRANSLATORS: rate the level as a newcomer's first play, knowing only the next wave.
  ImGui::Checkbox(labelId(tr("First play"), "firstplay").c_str(), &firstPlay_);
  tooltip(
      tr("Rate the level as a newcomer meets it: the automatic player knows only the waves sent and the next "
         "wave's preview, as the screen shows them. Give it a larger budget than a full rating"));
  if (rate_.running()) {
    // TRANSLATORS: a percentage; {0} is the number.
    const std::string overlay = textf(tr("{0}%"), static_cast<long>(std::lround(rate_.progress() * 100.f)));
    ImGui::ProgressBar(rate_.progress(), ImVec2(-1.f, 0.f), overlay.c_str());
    if (ImGui::Button(labelId(tr("Cancel"), "cancel").c_str())) rate_.cancel();
    return std::nullopt;
  }
  if (ImGui::Button(labelId(tr("Rate the level (F6)"), "rate").c_str())) start(host);

  const auto& result = rate_.result();
  if (!result) return std::nullopt;
  const LevelRating& r = *result;
  ImGui::Spacing();
  ImGui::Separator();
  if (r.cancelled) {
    colouredLine(imColor(colors::kTextDim), tr("The last rating was cancelled."));
    return std::nullopt;
  }
  if (rate_.resultRevision() != host.doc().revision()) {
    colouredLine(imColor(colors::kGold), tr("The level has changed since this rating."));
  }
  if (rate_.resultFirstPlay()) {
    colouredLine(imColor(colors::kTextDim), tr("First play: knowing only the next wave, as a newcomer"));
  }
  colouredLine(imColor(r.won ? colors::accept() : colors::refuse()),
               r.won ? tr("Won by the automatic player") : tr("Not won by the automatic player"));
  ImGui::TextUnformatted(
      textf(tr("Difficulty: {0} ({1})"), decimalText(r.difficulty, 2), difficultyWord(r.difficulty)).c_str());
  tooltip(
      tr("The figures below come from two runs of the automatic player: one with the least gold that wins, "
         "one with the level's own gold. Each says which it is"));
  leastGoldRun(r);
  const std::optional<int> tested = levelGoldRun(host, r);
  const std::string played = groupedText(r.evaluations);
  const std::string seconds = decimalText(rate_.resultSeconds(), 1);
  std::string games;
  if (r.budgetSpent) {
    // TRANSLATORS: the games the automatic player played, and the seconds the rating took.
    games = textf(trn("{0} game in {1} s (budget spent: a larger one may find more)",
                      "{0} games in {1} s (budget spent: a larger one may find more)", r.evaluations),
                  played, seconds);
  } else {
    // TRANSLATORS: the games the automatic player played, and the seconds the rating took.
    games = textf(trn("{0} game in {1} s", "{0} games in {1} s", r.evaluations), played, seconds);
  }
  colouredLine(imColor(colors::kTextDim), games);
  return tested;
}

void RateTab::leastGoldRun(const LevelRating& r) {
  ImGui::Spacing();
  colouredLine(imColor(colors::kGold), tr("Run 1, least gold:"));
  if (r.minGold < 0) {
    ImGui::TextUnformatted(textf(tr("No win found with up to {0} gold"), groupedText(kMaxProbeGold)).c_str());
    return;
  }
  ImGui::TextUnformatted(
      textf(tr("Least gold that wins: {0} of {1}"), groupedText(r.minGold), groupedText(r.startGold)).c_str());
  // TRANSLATORS: the routes' length at the end of the game over their length on the open level ("1.45x").
  const char* maze = tr("Its maze: routes {0}x as long");
  ImGui::TextUnformatted(textf(maze, decimalText(r.leastGoldOutcome.stretch, 2)).c_str());
  tooltip(
      tr("How much longer than on the open level the routes were at the end of the game won with the least "
         "gold: where gold is short, how much the automatic player relied on the maze"));
}

std::optional<int> RateTab::levelGoldRun(PanelHost& host, const LevelRating& r) {
  const PlanOutcome& o = r.outcome;
  std::optional<int> tested;
  ImGui::Spacing();
  colouredLine(imColor(colors::kGold), textf(tr("Run 2, the level's {0} gold:"), groupedText(r.startGold)));
  ImGui::TextUnformatted(
      textf(trn("Best defence: {0} action", "Best defence: {0} actions", r.actions.size()), r.actions.size()).c_str());
  ImGui::TextUnformatted(textf(tr("Its maze: routes {0}x as long"), decimalText(o.stretch, 2)).c_str());
  ImGui::TextUnformatted(textf(tr("Lives kept: {0} of {1}"), o.lives, host.doc().level().lives).c_str());
  // Where the defence gives way tells which wave to look at in the Waves tab.
  const int waves = static_cast<int>(host.doc().level().waves.size());
  if (o.firstLeak < 0) {
    colouredLine(imColor(colors::accept()), tr("It holds: no life lost with the level's gold"));
  } else {
    colouredLine(imColor(colors::kGold),
                 textf(tr("First life lost in wave {0} of {1}"), std::max(o.firstLeak, 1), waves));
    tooltip(tr("The waves started when the automatic player's defence first let an enemy through"));
    const int from = std::clamp(o.firstLeak, 1, std::max(waves, 1));
    const std::string label = labelId(textf(tr("Test play from wave {0}"), from).c_str(), "testleak");
    if (ImGui::SmallButton(label.c_str())) {
      host.testPlay({from - 1, 0});
      tested = from;
    }
    tooltip(tr("With the gold a player has had by then, and no towers: see whether that wave can be held"));
  }
  ImGui::TextUnformatted(textf(tr("Gold left: {0}"), groupedText(o.gold)).c_str());
  // TRANSLATORS: the game's length in minutes, at the normal speed.
  const char* length = tr("Length: {0} min at 1x");
  ImGui::TextUnformatted(textf(length, decimalText(static_cast<double>(o.ticks) / 3600.0, 1)).c_str());
  if (!r.actions.empty() && ImGui::Button(labelId(tr("Play this defence"), "playdefence").c_str())) playDefence(host);
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
    host.say(tr("The level has changed since the rating: the defence may not fit it"), true);
  }
  host.testPlay({}, result->actions);
}

}  // namespace td::editorui
