// The Level tab's Challenges section: the level's challenges, edited with undo.
#include "game/editor/panel/ChallengesSection.h"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <iterator>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "editor/model/ChallengeEdits.h"
#include "game/editor/PanelWidgets.h"
#include "game/text/DataWords.h"

namespace td::editorui {
namespace {

struct ActionWords {
  const char* action;   // as kForbiddableActions names it
  const char* label;    // beside its checkbox
  const char* meaning;  // its tooltip
};

// The actions a challenge may forbid, in a designer's words; marked for the catalogue here, translated where the
// section shows them.
constexpr ActionWords kActions[] = {
    // TRANSLATORS: a player action a level's challenge may forbid, beside its checkbox under "Forbidden".
    {"sell", N_("Selling"), N_("The player cannot sell a tower, not even one just misplaced")},
    {"upgrade", N_("Upgrading"), N_("Towers stay at the level they are built at")},
    {"specialise", N_("Specialising"), N_("No tower at its top level may become one of its two specialisations")},
    {"next_wave", N_("Calling waves early"), N_("Every wave comes when its countdown runs out")},
};
static_assert(std::size(kActions) == std::size(kForbiddableActions), "every forbiddable action has its words");

// A reorder or removal asked for in a row, carried out once the list is drawn.
struct ChallengeMove {
  size_t from = 0;
  std::optional<size_t> to;  // none: removed
};

// A kind's name in the player's language, or its id when the game does not know it (validation says so).
std::string kindLabel(const GameDefs* defs, const std::string& id) {
  const int32_t k = defs != nullptr ? defs->towerIndex(id) : -1;
  return k >= 0 ? td::kindName(defs->towers[static_cast<size_t>(k)]) : id;
}

// Where the second of two checkboxes on a row starts, or 0 when the widest of `labels` would not fit in half the
// width (a long language, a narrow window): then one a row, so that no label is cut.
float secondColumn(const std::vector<std::string>& labels) {
  const ImGuiStyle& style = ImGui::GetStyle();
  float widest = 0.f;
  for (const std::string& l : labels) widest = std::max(widest, ImGui::CalcTextSize(l.c_str(), nullptr, true).x);
  const float half = ImGui::GetContentRegionAvail().x * 0.5f;
  return ImGui::GetFrameHeight() + style.ItemInnerSpacing.x + widest + style.ItemSpacing.x <= half ? half : 0.f;
}

// A field's label in the column left of the fields, which start at `fieldX`.
void fieldLabel(const char* text, float fieldX) {
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(text);
  ImGui::SameLine(fieldX);
}

using SetStart = editor::EditResult (*)(editor::EditorDoc&, size_t, std::optional<int32_t>);

// Lives or gold to start with: with "as the level" ticked the level's value, greyed; unticked, the challenge's own,
// from the level's as a start.
void startingNumber(PanelHost& host, size_t index, const char* id, std::optional<int32_t> own, int32_t levels,
                    const char* undoLabel, SetStart set) {
  bool asLevel = !own;
  // TRANSLATORS: beside a challenge's lives or gold: ticked, it starts with the level's own.
  if (ImGui::Checkbox(labelId(tr("as the level"), id).c_str(), &asLevel)) {
    host.report(set(host.doc(), index, asLevel ? std::nullopt : std::optional<int32_t>(levels)));
  }
  ImGui::SameLine();
  ImGui::SetNextItemWidth(-1.f);
  int value = own.value_or(levels);
  const std::string field = std::string("##") + id + "Value";
  ImGui::BeginDisabled(asLevel);
  // Without step buttons, so that typing in it is one undo step (itemBegin follows the field itself).
  const bool changed = ImGui::InputInt(field.c_str(), &value, 0);
  host.itemBegin(undoLabel);
  if (changed && !asLevel) host.report(set(host.doc(), index, value));
  host.itemEnd();
  ImGui::EndDisabled();
}

}  // namespace

void ChallengesSection::list(PanelHost& host) {
  std::optional<ChallengeMove> move;
  const size_t count = host.doc().level().challenges.size();
  for (size_t i = 0; i < count; ++i) {
    const ChallengeDef& c = host.doc().level().challenges[i];
    ImGui::PushID(static_cast<int>(i));
    const std::string name = c.name.empty() ? std::string(tr("(no name)")) : c.name;
    const std::string label = std::to_string(i + 1) + ". " + name + "  (" + c.id + ")";
    const float buttons = smallButtonsWidth({kUp, kDown, "X"}) + 8.f;
    if (ImGui::Selectable(label.c_str(), i == selected_, 0, ImVec2(ImGui::GetContentRegionAvail().x - buttons, 0.f))) {
      selected_ = i;
    }
    ImGui::SameLine(ImGui::GetWindowContentRegionMax().x - buttons + 4.f);
    ImGui::BeginDisabled(i == 0);
    if (ImGui::SmallButton(kUp)) move = ChallengeMove{i, i - 1};
    ImGui::EndDisabled();
    tooltip(tr("Move up: the game lists the challenges in this order"));
    ImGui::SameLine();
    ImGui::BeginDisabled(i + 1 >= count);
    if (ImGui::SmallButton(kDown)) move = ChallengeMove{i, i + 1};
    ImGui::EndDisabled();
    tooltip(tr("Move down"));
    ImGui::SameLine();
    if (ImGui::SmallButton("X")) move = ChallengeMove{i, std::nullopt};
    tooltip(tr("Remove the challenge"));
    ImGui::PopID();
  }
  // After the list, so that no row is drawn from a list that changed under it; the selection goes with its row.
  if (move && move->to) {
    const editor::EditResult r = editor::moveChallenge(host.doc(), move->from, *move->to);
    host.report(r);
    if (r.applied() && selected_ == move->from) selected_ = *move->to;
  }
  if (move && !move->to) {
    const editor::EditResult r = editor::removeChallenge(host.doc(), move->from);
    host.report(r);
    if (r.applied() && selected_ > move->from) --selected_;
  }
}

void ChallengesSection::rules(PanelHost& host, float labelX) {
  const LevelDef& level = host.doc().level();
  // A copy: the edits below change the level under it.
  const ChallengeDef c = level.challenges[selected_];
  const GameDefs* defs = host.doc().defs();

  // TRANSLATORS: a challenge's heading over the tower kinds it lets the player build.
  ImGui::TextColored(kDim, "%s", tr("Allowed kinds"));
  if (c.towers.empty()) {
    ImGui::SameLine();
    ImGui::TextColored(kDim, "%s", tr("(all of the level's)"));
  }
  // The level's kinds, then any the challenge names that the level no longer offers, to be unticked.
  std::vector<std::string> kinds = editor::challengeKindChoices(host.doc());
  for (const std::string& id : c.towers) {
    if (std::find(kinds.begin(), kinds.end(), id) == kinds.end()) kinds.push_back(id);
  }
  std::vector<std::string> kindItems;
  kindItems.reserve(kinds.size());
  for (const std::string& id : kinds) kindItems.push_back(kindLabel(defs, id) + "###kind_" + id);
  const float kindColumn = secondColumn(kindItems);
  for (size_t k = 0; k < kinds.size(); ++k) {
    if (k % 2 == 1 && kindColumn > 0.f) ImGui::SameLine(kindColumn);
    bool allowed = editor::challengeAllows(c, kinds[k]);
    if (ImGui::Checkbox(kindItems[k].c_str(), &allowed)) {
      host.report(editor::toggleChallengeTower(host.doc(), selected_, kinds[k]));
    }
  }

  fieldLabel(tr("Lives"), labelX);
  // TRANSLATORS: undo steps' names, as in "Undo {0}" and "Undone: {0}".
  startingNumber(host, selected_, "lives", c.lives, level.lives, N_("Challenge lives"), editor::setChallengeLives);
  fieldLabel(tr("Gold"), labelX);
  startingNumber(host, selected_, "gold", c.gold, level.gold, N_("Challenge gold"), editor::setChallengeGold);

  fieldLabel(tr("Wave health"), labelX);
  float health = c.waveHealth;
  ImGui::SetNextItemWidth(-1.f);
  // Dragged (a slider's grab would cover the figure), a hundredth a pixel; a number typed (Ctrl+click) is kept
  // within the range the file allows.
  const bool healthChanged =
      ImGui::DragFloat("##waveHealth", &health, 0.01f, 0.1f, 10.f, "%.2f", ImGuiSliderFlags_AlwaysClamp);
  // TRANSLATORS: undo steps' names, as in "Undo {0}" and "Undone: {0}".
  host.itemBegin(N_("Challenge wave health"));
  if (healthChanged) host.report(editor::setChallengeWaveHealth(host.doc(), selected_, health));
  host.itemEnd();
  tooltip(
      tr("Every wave's enemy health times this: 1 is the level's, Heroic's 1.15. Drag it, or Ctrl+click to "
         "type it"));

  // TRANSLATORS: a challenge's heading over the player actions it refuses.
  ImGui::TextColored(kDim, "%s", tr("Forbidden"));
  // The four in words, then any other name the file holds (validation flags it), to be unticked.
  std::vector<std::string> actions;
  std::vector<std::string> items;
  for (const ActionWords& w : kActions) {
    actions.push_back(w.action);
    items.push_back(labelId(tr(w.label), w.action));
  }
  for (const std::string& name : c.forbid) {
    if (std::find(actions.begin(), actions.end(), name) != actions.end()) continue;
    actions.push_back(name);
    items.push_back(name + "###forbid_" + name);
  }
  const float actionColumn = secondColumn(items);
  for (size_t a = 0; a < actions.size(); ++a) {
    if (a % 2 == 1 && actionColumn > 0.f) ImGui::SameLine(actionColumn);
    bool forbidden = std::find(c.forbid.begin(), c.forbid.end(), actions[a]) != c.forbid.end();
    if (ImGui::Checkbox(items[a].c_str(), &forbidden)) {
      host.report(editor::toggleChallengeForbid(host.doc(), selected_, actions[a]));
    }
    if (a < std::size(kActions)) tooltip(tr(kActions[a].meaning));
  }
}

void ChallengesSection::challengeEditor(PanelHost& host) {
  // The fields' labels, the rules' too, in a column as wide as the widest.
  const char* const labels[] = {tr("Id"), tr("Name"), tr("Lives"), tr("Gold"), tr("Wave health")};
  float labelX = 0.f;
  for (const char* l : labels) labelX = std::max(labelX, ImGui::CalcTextSize(l).x);
  labelX += 16.f;
  ImGui::Separator();
  ImGui::TextUnformatted(textf(tr("Challenge {0}"), selected_ + 1).c_str());

  fieldLabel(labels[0], labelX);
  ImGui::SetNextItemWidth(-1.f);
  const bool idChanged = ImGui::InputText("##id", &idEdit_);
  // TRANSLATORS: undo steps' names, as in "Undo {0}" and "Undone: {0}".
  host.itemBegin(N_("Challenge id"));
  if (idChanged) host.report(editor::setChallengeId(host.doc(), selected_, idEdit_));
  host.itemEnd();
  if (!ImGui::IsItemActive()) idEdit_ = host.doc().level().challenges[selected_].id;
  tooltip(
      tr("Lowercase letters, digits, '_' or '-', an id no other challenge of the level has: the player's "
         "progress is kept under it"));

  fieldLabel(labels[1], labelX);
  ImGui::SetNextItemWidth(-1.f);
  const bool nameChanged = ImGui::InputText("##name", &nameEdit_);
  // TRANSLATORS: undo steps' names, as in "Undo {0}" and "Undone: {0}".
  host.itemBegin(N_("Challenge name"));
  if (nameChanged) host.report(editor::setChallengeName(host.doc(), selected_, nameEdit_));
  host.itemEnd();
  if (!ImGui::IsItemActive()) nameEdit_ = host.doc().level().challenges[selected_].name;
  tooltip(tr("What the player reads on the level select"));

  // The name in the game's other languages, each its own field and undo step; empty shows the English.
  for (size_t i = 1; i < kLanguages.size(); ++i) {
    const std::string code(kLanguages[i].code);
    std::string& edit = namesEdit_[i - 1];
    // Labelled by code: the editor's font holds every language's letters only when it speaks Chinese.
    fieldLabel(code.c_str(), labelX);
    ImGui::SetNextItemWidth(-1.f);
    const bool changed = ImGui::InputText(("##name_" + code).c_str(), &edit);
    // TRANSLATORS: undo steps' names, as in "Undo {0}" and "Undone: {0}".
    host.itemBegin(N_("Challenge name"));
    if (changed) host.report(editor::setChallengeNameIn(host.doc(), selected_, code, edit));
    host.itemEnd();
    if (!ImGui::IsItemActive()) {
      const auto& names = host.doc().level().challenges[selected_].names;
      const auto it = names.find(code);
      edit = it == names.end() ? std::string() : it->second;
    }
    // TRANSLATORS: {0} is a language's code ("pl").
    tooltip(textf(tr("The name in language {0}; left empty, the player reads the English"), code).c_str());
  }
  rules(host, labelX);
}

void ChallengesSection::body(PanelHost& host) {
  ImGui::PushStyleColor(ImGuiCol_Text, kDim);
  ImGui::TextWrapped("%s", tr("The level played again under rules of its own once it is won: fewer tower kinds, "
                              "other lives or gold, tougher waves, actions forbidden."));
  ImGui::PopStyleColor();
  if (ImGui::Button(labelId(tr("+ Add"), "add").c_str())) {
    const editor::EditResult r = editor::addChallenge(host.doc());
    host.report(r);
    if (r.applied()) selected_ = host.doc().level().challenges.size() - 1;
  }
  tooltip(tr("A challenge of your own, playing as the level until you set its rules"));
  ImGui::SameLine();
  if (ImGui::Button(labelId(tr("+ Iron and Heroic"), "standard").c_str())) {
    host.report(editor::addStandardChallenges(host.doc()));
  }
  tooltip(
      tr("The standard challenges the level lacks: Iron allows only the first two of its kinds that attack; "
         "Heroic gives one life against waves 1.15 times as tough"));
  if (host.doc().level().challenges.empty()) {
    ImGui::TextColored(kDim, "%s", tr("No challenges."));
    return;
  }
  list(host);
  if (host.doc().level().challenges.empty()) return;
  selected_ = std::min(selected_, host.doc().level().challenges.size() - 1);
  challengeEditor(host);
}

void ChallengesSection::draw(PanelHost& host) {
  const size_t count = host.doc().level().challenges.size();
  // TRANSLATORS: the Level tab's section of the level's challenges, with how many it has.
  const std::string header = count == 0 ? std::string(tr("Challenges")) : textf(tr("Challenges ({0})"), count);
  if (reveal_) ImGui::SetNextItemOpen(true);
  const bool open = ImGui::CollapsingHeader(labelId(header.c_str(), "challenges").c_str());
  if (reveal_) ImGui::SetScrollHereY(0.f);
  reveal_ = false;
  if (!open) return;
  // The section's fields ("##name", "##lives") apart from the Level tab's own of the same names.
  ImGui::PushID("challenges");
  body(host);
  ImGui::PopID();
}

}  // namespace td::editorui
