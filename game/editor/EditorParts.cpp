// What the editor's panels ask of it (PanelHost), and the ImGui frame that lays out its parts: the menu bar,
// the tool panel, the side tabs, the status line and the open dialog.
#include <imgui.h>

#include <algorithm>
#include <string>
#include <utility>

#include "game/editor/EditorScreen.h"
#include "game/editor/PanelWidgets.h"
#include "game/editor/panel/Panels.h"
#include "game/text/PhraseText.h"

namespace td::editorui {

void EditorScreen::report(const editor::EditResult& result) {
  if (result.refused()) {
    say(phraseText(result.message), true);
    ctx_.uiSound(SoundId::Refused);
  } else if (result.applied() && !result.message.empty()) {
    say(phraseText(result.message));
  } else if (result.applied()) {
    // A later edit makes an old message ("Undone: ...") misleading.
    status_.quiet();
  }
}

void EditorScreen::say(std::string text, bool error) { status_.show(std::move(text), error); }

void EditorScreen::showProblem(const editor::Problem& problem) {
  if (problem.area) {
    const editor::CellRect& a = *problem.area;
    const sf::Vector2f centre(static_cast<float>(a.x) + static_cast<float>(a.width) * 0.5f,
                              static_cast<float>(a.y) + static_cast<float>(a.height) * 0.5f);
    view_.centreOn(centre, std::min(24.f, MapView::kMaxPixelsPerCell));
    flash_ = a;
    flashLeft_ = 3.f;
  }
  if (problem.panel == editor::ProblemPanel::Waves) {
    side_.select(SideTab::Waves);
    side_.waves.openWave(problem.wave);
  } else if (problem.panel == editor::ProblemPanel::Settings && !problem.area) {
    side_.select(SideTab::Level);
  } else if (problem.panel == editor::ProblemPanel::Lesson) {
    side_.select(SideTab::Lesson);
    side_.lesson.openStep(problem.step);
  } else if (problem.panel == editor::ProblemPanel::Challenges) {
    side_.select(SideTab::Level);
    side_.level.openChallenge(problem.challenge);
  }
  say(problemLine(problem), true);
}

void EditorScreen::itemBegin(const char* label) {
  if (ImGui::IsItemActivated() && !itemStroke_) {
    // The panels mark `label` with N_ where they call this: the step's name in the catalogue.
    doc_.beginStroke(phrase(label));
    itemStroke_ = true;
  }
}

void EditorScreen::itemEnd() {
  if (ImGui::IsItemDeactivated() && itemStroke_) {
    doc_.endStroke();
    itemStroke_ = false;
  }
}

void EditorScreen::buildUi() {
  const float width = static_cast<float>(size_.x);
  const float below = static_cast<float>(size_.y) - menuHeight_ - statusHeight_;
  menuBar(*this);
  toolPanel(*this, ImVec2(0.f, menuHeight_), ImVec2(leftWidth_, below));
  side_.draw(*this, {width - rightWidth_, menuHeight_, rightWidth_, below});
  status_.draw(*this, hover_, {0.f, static_cast<float>(size_.y) - statusHeight_, width, statusHeight_});
  dialogs();
  // A widget that vanished while being edited (its wave was removed) never
  // reports its end: close its step here.
  if (itemStroke_ && !ImGui::IsAnyItemActive()) {
    doc_.endStroke();
    itemStroke_ = false;
  }
}

}  // namespace td::editorui
