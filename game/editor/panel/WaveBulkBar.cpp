// Edits of many waves at once, for the All waves window.
#include "game/editor/panel/WaveBulkBar.h"

#include <imgui.h>

#include <algorithm>
#include <cstddef>

#include "editor/model/WaveBulk.h"
#include "game/editor/PanelWidgets.h"
#include "game/text/Catalogue.h"

namespace td::editorui {
namespace {

// A field for a number of up to `digits` digits, after its words on the same line.
void bulkNumber(const char* words, const char* id, int& value, const char* digits) {
  if (words[0] != '\0') {
    ImGui::SameLine();
    ImGui::TextUnformatted(words);
  }
  ImGui::SameLine();
  ImGui::SetNextItemWidth(ImGui::CalcTextSize(digits).x + 2.f * ImGui::GetStyle().FramePadding.x);
  ImGui::InputInt(id, &value, 0);
}

}  // namespace

void WaveBulkBar::draw(PanelHost& host) {
  const int waves = std::max(static_cast<int>(host.doc().level().waves.size()), 1);
  ImGui::AlignTextToFramePadding();
  // TRANSLATORS: the line reads "Change by [10] % from wave [1] on: [Counts] [Intervals] [Bonuses]", the brackets
  // fields and buttons: the words go between them.
  ImGui::TextUnformatted(trc("bulk edit: change by [10] percent from wave [1] on", "Change by"));
  bulkNumber("", "%##percent", percent_, "-0000");
  // -100 % would leave nothing, which the model refuses; past +1000 % is a typing slip more likely than a wish.
  percent_ = std::clamp(percent_, -99, 1000);
  bulkNumber(trc("bulk edit: change by [10] percent from wave [1] on", "from wave"), "##from", fromWave_, "0000");
  fromWave_ = std::clamp(fromWave_, 1, waves);
  const auto from = static_cast<size_t>(fromWave_ - 1);
  ImGui::SameLine();
  ImGui::TextUnformatted(trc("bulk edit: change by [10] percent from wave [1] on", "on:"));
  ImGui::SameLine();
  if (ImGui::Button(labelId(trc("bulk edit: change by [10] percent from wave [1] on", "Counts"), "counts").c_str())) {
    host.report(editor::scaleCountsFrom(host.doc(), from, percent_));
  }
  tooltip(tr("Every group's count from that wave to the last, rounded, at least 1: one undo step"));
  ImGui::SameLine();
  if (ImGui::Button(
          labelId(trc("bulk edit: change by [10] percent from wave [1] on", "Intervals"), "intervals").c_str())) {
    host.report(editor::scaleIntervalsFrom(host.doc(), from, percent_));
  }
  tooltip(tr("Every group's interval from that wave to the last, to a hundredth of a second: one undo step"));
  ImGui::SameLine();
  if (ImGui::Button(labelId(trc("bulk edit: change by [10] percent from wave [1] on", "Bonuses"), "bonuses").c_str())) {
    host.report(editor::scaleBonusesFrom(host.doc(), from, percent_));
  }
  tooltip(tr("Every wave's bonus from that wave to the last, rounded: one undo step"));

  ImGui::AlignTextToFramePadding();
  // TRANSLATORS: the line reads "Copy group [1] of wave [1] to waves [2] to [5] [Copy]", the brackets fields and a
  // button: the words go between them.
  ImGui::TextUnformatted(trc("bulk edit: copy group [1] of wave [1] to waves [2] to [5]", "Copy group"));
  bulkNumber("", "##copyGroup", copyGroup_, "0000");
  bulkNumber(trc("bulk edit: copy group [1] of wave [1] to waves [2] to [5]", "of wave"), "##copyWave", copyWave_,
             "0000");
  bulkNumber(trc("bulk edit: copy group [1] of wave [1] to waves [2] to [5]", "to waves"), "##copyFirst", copyFirst_,
             "0000");
  bulkNumber(trc("bulk edit: copy group [1] of wave [1] to waves [2] to [5]", "to"), "##copyLast", copyLast_, "0000");
  copyGroup_ = std::max(copyGroup_, 1);
  copyWave_ = std::clamp(copyWave_, 1, waves);
  copyFirst_ = std::clamp(copyFirst_, 1, waves);
  copyLast_ = std::clamp(copyLast_, 1, waves);
  ImGui::SameLine();
  if (ImGui::Button(
          labelId(trc("bulk edit: copy group [1] of wave [1] to waves [2] to [5]", "Copy"), "copy").c_str())) {
    host.report(editor::copyGroupToWaves(host.doc(), static_cast<size_t>(copyWave_ - 1),
                                         static_cast<size_t>(copyGroup_ - 1), static_cast<size_t>(copyFirst_ - 1),
                                         static_cast<size_t>(copyLast_ - 1)));
  }
  tooltip(tr("Appends a copy of the group to each of those waves (not to its own): one undo step"));
}

}  // namespace td::editorui
