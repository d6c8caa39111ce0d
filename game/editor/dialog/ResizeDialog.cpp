#include "game/editor/dialog/ResizeDialog.h"

#include <utility>

#include "engine/core/TextFormat.h"
#include "game/editor/NewLevelForm.h"
#include "game/text/Catalogue.h"

namespace td::editorui {

std::string ResizeDialog::title() const { return std::string(tr("Resize map")) + "###resize"; }

ResizeDialog::ResizeDialog(int32_t width, int32_t height, int32_t maxSide, Resize resize)
    : oldWidth_(width),
      oldHeight_(height),
      maxSide_(maxSide),
      width_(width),
      height_(height),
      resize_(std::move(resize)) {}

Cell ResizeDialog::offsetFor(int anchor, Cell from, Cell to) {
  const int ax = anchor % 3;
  const int ay = anchor / 3;
  const int32_t dx = to.x - from.x;
  const int32_t dy = to.y - from.y;
  return {ax == 0 ? 0 : (ax == 1 ? dx / 2 : dx), ay == 0 ? 0 : (ay == 1 ? dy / 2 : dy)};
}

bool ResizeDialog::show(bool escape) {
  ImGui::TextUnformatted(textf(tr("Now {0} x {1} cells."), oldWidth_, oldHeight_).c_str());
  ImGui::SetNextItemWidth(120.f);
  ImGui::InputInt((std::string(tr("Width")) + "###width").c_str(), &width_, 1, 8);
  ImGui::SetNextItemWidth(120.f);
  ImGui::InputInt((std::string(tr("Height")) + "###height").c_str(), &height_, 1, 8);
  ImGui::Spacing();
  // TRANSLATORS: over a 3 x 3 grid of arrows: the side or corner of the map that stays where it is.
  ImGui::TextUnformatted(tr("Keep the map at"));
  // A 3 x 3 grid: the side or corner that stays where it is.
  static const char* kMarks[] = {"\xE2\x86\x96", "\xE2\x86\x91", "\xE2\x86\x97", "\xE2\x86\x90", "o",
                                 "\xE2\x86\x92", "\xE2\x86\x99", "\xE2\x86\x93", "\xE2\x86\x98"};
  for (int i = 0; i < 9; ++i) {
    if (i % 3 != 0) ImGui::SameLine();
    ImGui::PushID(i);
    const bool active = anchor_ == i;
    if (active) ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.36f, 0.30f, 0.10f, 1.f));
    if (ImGui::Button(kMarks[i], ImVec2(34.f, 28.f))) anchor_ = i;
    if (active) ImGui::PopStyleColor();
    ImGui::PopID();
  }
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + 380.f);
  ImGui::TextColored(dialogstyle::kDim, "%s",
                     tr("New cells get the level's base terrain; spawns and goals that fall outside are removed."));
  ImGui::PopTextWrapPos();
  const std::string problem = NewLevelForm::sizeProblem(width_, height_, maxSide_);
  const bool ok = problem.empty();
  if (!ok) ImGui::TextColored(dialogstyle::kBad, "%s", problem.c_str());
  ImGui::BeginDisabled(!ok);
  const bool apply = dialogstyle::button(trc("button", "Resize"));
  ImGui::EndDisabled();
  ImGui::SameLine();
  const bool cancel = dialogstyle::button(tr("Cancel")) || escape;
  if (apply && ok && !cancel) {
    resize_(width_, height_, offsetFor(anchor_, {oldWidth_, oldHeight_}, {width_, height_}));
    return false;
  }
  return !cancel;
}

}  // namespace td::editorui
