// The Lesson tab: a teaching level's steps, edited with undo and shown on the map as play shows them.
#include "game/editor/panel/LessonTab.h"

#include <imgui.h>

#include <algorithm>
#include <iterator>
#include <string>

#include "editor/model/LessonEdits.h"
#include "engine/core/CellText.h"
#include "engine/core/TextFormat.h"
#include "game/editor/PanelWidgets.h"
#include "game/play/HintCard.h"
#include "game/render/LessonMarks.h"
#include "game/render/Primitives.h"
#include "game/text/Catalogue.h"

namespace td::editorui {
namespace {

struct UntilWords {
  LessonGoal goal;
  const char* name;
  const char* meaning;
};

// What ends a step, in a designer's words (engine/level/LessonStep.h); marked for the catalogue here, translated
// where the tab shows them.
constexpr UntilWords kUntil[] = {
    // TRANSLATORS: what ends a lesson's step, after "Ends when".
    {LessonGoal::Build, N_("a tower is built"), N_("the step ends when the player builds any tower")},
    {LessonGoal::Marked, N_("towers stand on the marked cells"),
     N_("the step ends once every marked cell holds a tower: mark at least one")},
    {LessonGoal::Refused, N_("a placement is refused"),
     N_("the step ends when the player tries a tower that would seal the way, and the game refuses it")},
    {LessonGoal::Wave, N_("a wave is sent"),
     N_("the step ends when the player calls a wave, or its countdown runs out")},
};

const UntilWords& wordsFor(LessonGoal goal) {
  for (const UntilWords& w : kUntil) {
    if (w.goal == goal) return w;
  }
  return kUntil[0];
}

}  // namespace

void LessonTab::pick(PanelHost& host, Cell cell) {
  if (step_ >= host.doc().level().lesson.size()) return;
  host.report(editor::toggleLessonCell(host.doc(), step_, cell));
}

void LessonTab::stepEditor(PanelHost& host) {
  const LessonStep step = host.doc().level().lesson[step_];
  ImGui::Separator();
  ImGui::TextUnformatted(textf(tr("Step {0}"), step_ + 1).c_str());
  const bool changed = text_.draw("##text", 4.f);
  // TRANSLATORS: an undo step's name, as in "Undo {0}" and "Undone: {0}".
  host.itemBegin(N_("Lesson text"));
  if (changed) host.report(editor::setLessonText(host.doc(), step_, text_.line()));
  host.itemEnd();
  text_.follow(host.doc().level().lesson[step_].text);
  tooltip(tr("The line the player reads during this step (at most 300 characters); Enter ends the typing"));

  ImGui::AlignTextToFramePadding();
  // TRANSLATORS: before the list of what ends a lesson's step ("a tower is built").
  ImGui::TextUnformatted(tr("Ends when"));
  ImGui::SameLine();
  ImGui::SetNextItemWidth(-1.f);
  if (ImGui::BeginCombo("##until", tr(wordsFor(step.until).name))) {
    for (size_t i = 0; i < std::size(kUntil); ++i) {
      const UntilWords& w = kUntil[i];
      if (ImGui::Selectable(labelId(tr(w.name), ("until" + std::to_string(i)).c_str()).c_str(), w.goal == step.until)) {
        host.report(editor::setLessonUntil(host.doc(), step_, w.goal));
      }
      if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tr(w.meaning));
    }
    ImGui::EndCombo();
  }
  ImGui::PushStyleColor(ImGuiCol_Text, kDim);
  ImGui::TextWrapped("%s", tr(wordsFor(step.until).meaning));
  ImGui::PopStyleColor();

  ImGui::Spacing();
  if (toggleButton(labelId(tr("Pick cells on the map"), "pick").c_str(), picking_)) picking_ = !picking_;
  tooltip(tr("While on, a click on the map marks a cell for this step, or unmarks it; the tool in hand waits"));
  ImGui::SameLine();
  ImGui::BeginDisabled(step.cells.empty());
  if (ImGui::Button(labelId(tr("Clear cells"), "clear").c_str())) {
    host.report(editor::clearLessonCells(host.doc(), step_));
  }
  ImGui::EndDisabled();
  if (step.cells.empty()) {
    ImGui::TextColored(kDim, "%s", tr("No marked cells"));
  } else {
    std::string cells;
    for (const Cell c : step.cells) cells += (cells.empty() ? "" : "  ") + cellText(c);
    // TRANSLATORS: the cells a lesson's step marks: "(3, 4)  (5, 4)".
    ImGui::TextWrapped("%s", textf(tr("Marked: {0}"), cells).c_str());
  }
}

void LessonTab::draw(PanelHost& host) {
  const LevelDef& level = host.doc().level();
  ImGui::TextWrapped(
      "%s", tr("A teaching level's steps, shown one after another in place of the hint: each a line for the player, "
               "the cells it points at, and what the player must do to go on. The map shows the chosen step as play "
               "does."));
  ImGui::Spacing();
  if (ImGui::Button(labelId(tr("+ Add step"), "add").c_str())) {
    const size_t at = level.lesson.empty() ? 0 : step_ + 1;
    const editor::EditResult r = editor::addLessonStep(host.doc(), at);
    host.report(r);
    if (r.applied()) step_ = at;
  }
  if (!host.doc().level().lesson.empty()) {
    ImGui::SameLine();
    if (ImGui::Button(labelId(tr("Test the lesson"), "test").c_str())) host.testPlay({});
    tooltip(tr("Play the level from the start, the lesson's steps over the map"));
  }
  const std::vector<LessonStep>& steps = host.doc().level().lesson;
  if (steps.empty()) {
    picking_ = false;
    ImGui::TextColored(kDim, "%s", tr("No lesson: the level shows its hint."));
    return;
  }
  step_ = std::min(step_, steps.size() - 1);
  for (size_t i = 0; i < host.doc().level().lesson.size(); ++i) {
    ImGui::PushID(static_cast<int>(i));
    const std::string& text = host.doc().level().lesson[i].text;
    const std::string label = std::to_string(i + 1) + ". " + (text.empty() ? std::string(tr("(no text)")) : text);
    const float buttons = smallButtonsWidth({kUp, kDown, "X"}) + 8.f;
    if (ImGui::Selectable(label.c_str(), i == step_, 0, ImVec2(ImGui::GetContentRegionAvail().x - buttons, 0.f))) {
      step_ = i;
    }
    ImGui::SameLine(ImGui::GetWindowContentRegionMax().x - buttons + 4.f);
    ImGui::BeginDisabled(i == 0);
    if (ImGui::SmallButton(kUp) && editor::moveLessonStep(host.doc(), i, i - 1).applied()) step_ = i - 1;
    ImGui::EndDisabled();
    ImGui::SameLine();
    ImGui::BeginDisabled(i + 1 >= host.doc().level().lesson.size());
    if (ImGui::SmallButton(kDown) && editor::moveLessonStep(host.doc(), i, i + 1).applied()) step_ = i + 1;
    ImGui::EndDisabled();
    ImGui::SameLine();
    const bool removed = ImGui::SmallButton("X");
    tooltip(tr("Remove the step"));
    ImGui::PopID();
    if (removed) {
      host.report(editor::removeLessonStep(host.doc(), i));
      break;
    }
  }
  if (host.doc().level().lesson.empty()) return;
  step_ = std::min(step_, host.doc().level().lesson.size() - 1);
  stepEditor(host);
}

void LessonTab::drawMarks(sf::RenderTarget& target, const LevelDef& level, float seconds, std::optional<Cell> hover) {
  if (step_ >= level.lesson.size()) return;
  marks_.clear();
  addLessonMarks(marks_, level.lesson[step_].cells, seconds);
  // Framed as the tools frame the cell under the mouse (their frame is not drawn while picking).
  if (hover && level.contains(*hover)) {
    addRectFrame(marks_, {static_cast<float>(hover->x), static_cast<float>(hover->y), 1.f, 1.f}, 0.06f,
                 {255, 255, 255, 220});
  }
  target.draw(marks_);
}

void LessonTab::drawCard(sf::RenderTarget& target, const sf::Font& font, const LevelDef& level,
                         const sf::FloatRect& map) {
  if (step_ >= level.lesson.size()) return;
  // TRANSLATORS: the title of the lesson's card over the map, as play shows it.
  const std::string title = textf(tr("Lesson {0} of {1}"), step_ + 1, level.lesson.size());
  drawHintCard(target, font, map, title, level.lesson[step_].text);
}

}  // namespace td::editorui
