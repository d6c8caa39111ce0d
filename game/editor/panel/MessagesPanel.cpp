#include "game/editor/panel/MessagesPanel.h"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <cstdio>
#include <optional>
#include <string>

#include "editor/model/MessageEdits.h"
#include "game/editor/PanelWidgets.h"
#include "game/play/LevelMessages.h"
#include "io/MessageCheck.h"

namespace td::editorui {
namespace {

// A reorder or removal asked for in a row, carried out once the list is drawn.
struct MessageMove {
  size_t from = 0;
  std::optional<size_t> to;  // none: removed
};

// Characters as the player reads them (UTF-8 code points), as the check counts them.
size_t messageCharacters(const std::string& text) {
  size_t n = 0;
  for (const char c : text) n += (static_cast<unsigned char>(c) & 0xC0) != 0x80 ? 1 : 0;
  return n;
}

// When the message comes: at a wave (a whole number from 1) or at a time (seconds of the game's clock).
void messageCue(PanelHost& host, size_t i, const LevelMessage& message) {
  int cue = message.cue == MessageCue::Wave ? 0 : 1;
  // TRANSLATORS: when a level's message comes: as a wave starts, or at a time of the game's clock.
  const char* const cues[] = {tr("At wave"), tr("At time")};
  ImGui::SetNextItemWidth(std::max(ImGui::CalcTextSize(cues[0]).x, ImGui::CalcTextSize(cues[1]).x) +
                          ImGui::GetFrameHeight() + 12.f);
  if (ImGui::Combo("##cue", &cue, cues, 2)) {
    host.report(cue == 0 ? editor::setMessageWave(host.doc(), i, message.wave)
                         : editor::setMessageSeconds(host.doc(), i, message.seconds));
  }
  tooltip(tr("As a wave starts (by its countdown or called early), or once the game has run that long"));
  ImGui::SameLine();
  ImGui::SetNextItemWidth(ImGui::CalcTextSize("000000 s").x + 16.f);
  if (message.cue == MessageCue::Wave) {
    int wave = message.wave;
    // Without step buttons, so that typing in it is one undo step (itemBegin follows the field itself).
    const bool changed = ImGui::InputInt("##wave", &wave, 0);
    // TRANSLATORS: undo steps' names, as in "Undo {0}" and "Undone: {0}".
    host.itemBegin(N_("Message wave"));
    if (changed) host.report(editor::setMessageWave(host.doc(), i, wave));
    host.itemEnd();
  } else {
    float seconds = message.seconds;
    // TRANSLATORS: the field's format: a number of seconds with one decimal (printf's %.1f), and the unit.
    const bool changed = ImGui::InputFloat("##seconds", &seconds, 0.f, 0.f, tr("%.1f s"));
    // TRANSLATORS: undo steps' names, as in "Undo {0}" and "Undone: {0}".
    host.itemBegin(N_("Message time"));
    if (changed) host.report(editor::setMessageSeconds(host.doc(), i, seconds));
    host.itemEnd();
    tooltip(tr("Seconds of the game's clock from its start: a pause stops it, a faster speed runs it faster"));
  }
}

// One message: its cue and buttons on a line, its text under them; a move asked for, if any.
std::optional<MessageMove> messageRow(PanelHost& host, size_t i) {
  const LevelMessage message = host.doc().level().messages[i];
  const size_t count = host.doc().level().messages.size();
  std::optional<MessageMove> move;
  ImGui::PushID(static_cast<int>(i));
  ImGui::AlignTextToFramePadding();
  ImGui::Text("%zu.", i + 1);
  ImGui::SameLine();
  messageCue(host, i, message);
  ImGui::SameLine(ImGui::GetWindowContentRegionMax().x - smallButtonsWidth({kUp, kDown, "X"}) - 4.f);
  ImGui::BeginDisabled(i == 0);
  if (ImGui::SmallButton(kUp)) move = MessageMove{i, i - 1};
  ImGui::EndDisabled();
  tooltip(tr("Move up: of messages that come together, the first shows first"));
  ImGui::SameLine();
  ImGui::BeginDisabled(i + 1 >= count);
  if (ImGui::SmallButton(kDown)) move = MessageMove{i, i + 1};
  ImGui::EndDisabled();
  tooltip(tr("Move down"));
  ImGui::SameLine();
  if (ImGui::SmallButton("X")) move = MessageMove{i, std::nullopt};
  tooltip(tr("Remove the message"));
  // ImGui keeps what is typed while the field is active; typing is one undo step.
  std::string text = message.text;
  ImGui::SetNextItemWidth(-1.f);
  const bool changed = ImGui::InputTextWithHint("##text", tr("what the player reads"), &text);
  // TRANSLATORS: undo steps' names, as in "Undo {0}" and "Undone: {0}".
  host.itemBegin(N_("Message text"));
  if (changed) host.report(editor::setMessageText(host.doc(), i, text));
  host.itemEnd();
  // The field shows one line of it: the whole text, wrapped, on hovering.
  if (ImGui::IsItemHovered() && !ImGui::IsItemActive() && !text.empty()) {
    ImGui::BeginTooltip();
    ImGui::PushTextWrapPos(ImGui::GetFontSize() * 28.f);
    ImGui::TextUnformatted(text.c_str());
    ImGui::PopTextWrapPos();
    ImGui::EndTooltip();
  }
  const size_t characters = messageCharacters(host.doc().level().messages[i].text);
  // TRANSLATORS: under a level's message: its length, the longest allowed, and the seconds it stays on screen.
  const std::string length = textf(tr("{0} of {1} characters, shown {2} s"), characters, kMaxMessageLength,
                                   decimalText(readingSeconds(host.doc().level().messages[i].text), 1));
  ImGui::TextColored(characters > kMaxMessageLength ? kBad : kDim, "%s", length.c_str());
  ImGui::PopID();
  return move;
}

}  // namespace

void messagesPanel(PanelHost& host) {
  heading(tr("Messages during play"));
  if (host.doc().level().messages.empty()) {
    ImGui::TextWrapped("%s", tr("None. A message shows on the map's card for a few seconds as a wave starts or at a "
                                "time, without stopping the game: before the first flyers, say."));
  }
  std::optional<MessageMove> move;
  for (size_t i = 0; i < host.doc().level().messages.size(); ++i) {
    if (const auto asked = messageRow(host, i)) move = asked;
  }
  // After the list, so that no row is drawn from a list that changed under it.
  if (move && move->to) host.report(editor::moveMessage(host.doc(), move->from, *move->to));
  if (move && !move->to) host.report(editor::removeMessage(host.doc(), move->from));
  if (ImGui::Button(tr("+ Add message"))) host.report(editor::addMessage(host.doc()));
}

}  // namespace td::editorui
