#pragma once

// Small widgets and colours shared by the editor's panels.
#include <imgui.h>

#include <SFML/Graphics/Color.hpp>
#include <algorithm>
#include <cstddef>
#include <initializer_list>
#include <string>

#include "editor/model/EditorDoc.h"
#include "editor/model/Validation.h"
#include "engine/core/TextFormat.h"
#include "engine/level/LevelDef.h"
#include "game/editor/BalanceText.h"
#include "game/render/Palette.h"
#include "game/text/Catalogue.h"
#include "game/text/PhraseText.h"

namespace td::editorui {

inline constexpr ImGuiWindowFlags kPanelFlags =
    ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoCollapse |
    ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBringToFrontOnFocus;

inline ImU32 toImColor(sf::Color c) { return IM_COL32(c.r, c.g, c.b, c.a); }
inline ImVec4 toImVec(sf::Color c) {
  return ImVec4(static_cast<float>(c.r) / 255.f, static_cast<float>(c.g) / 255.f, static_cast<float>(c.b) / 255.f,
                static_cast<float>(c.a) / 255.f);
}

inline const ImVec4 kGold = toImVec(colors::kGold);
inline const ImVec4 kDim = toImVec(colors::kTextDim);
inline const ImVec4 kBad = toImVec(colors::refuse());
inline const ImVec4 kGood = toImVec(colors::accept());

inline void heading(const char* text) {
  ImGui::Spacing();
  ImGui::TextColored(kDim, "%s", text);
  ImGui::Separator();
}

// A button drawn highlighted when `active` (the current tool, brush size...).
inline bool toggleButton(const char* label, bool active, ImVec2 size = ImVec2(0, 0)) {
  if (active) {
    ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.36f, 0.30f, 0.10f, 1.f));
    ImGui::PushStyleColor(ImGuiCol_ButtonHovered, ImVec4(0.46f, 0.38f, 0.12f, 1.f));
    ImGui::PushStyleColor(ImGuiCol_Border, kGold);
    ImGui::PushStyleVar(ImGuiStyleVar_FrameBorderSize, 1.f);
  }
  const bool pressed = ImGui::Button(label, size);
  if (active) {
    ImGui::PopStyleVar();
    ImGui::PopStyleColor(3);
  }
  return pressed;
}

inline void tooltip(const char* text) {
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", text);
}

inline std::string waveSummary(const WaveDef& wave) {
  // Summed wide: the format takes a billion a group.
  int64_t enemies = 0;
  for (const WaveGroupDef& g : wave.groups) enemies += g.count;
  return textf(trn("{0} enemy", "{0} enemies", static_cast<unsigned long>(std::max<int64_t>(enemies, 0))),
               compactNumber(static_cast<double>(enemies)));
}

// A problem of the level in the player's language: where it is, counted from 1 as the panels count, then what is
// wrong ("Wave 3, group 1, count: ..."); editor::Problem::text() says it in English.
inline std::string problemLine(const editor::Problem& problem) {
  if (problem.path.empty()) return phraseText(problem.message);
  // TRANSLATORS: {0} is where in the level a problem is ("Wave 3, group 1, count"), {1} what is wrong there.
  return textf(tr("{0}: {1}"), phraseText(problem.where()), phraseText(problem.message));
}

// Why a file could not be opened, saved or restored, each error on its own line in the player's language;
// editor::FileResult::text() says it in English.
inline std::string errorsText(const editor::FileResult& result) {
  std::string out;
  for (const JsonError& e : result.errors) out += problemText(e) + "\n";
  return out;
}

// The document as the editor names it: its file's name, or "untitled" in the player's language.
inline std::string documentName(const editor::EditorDoc& doc) {
  // TRANSLATORS: the name of a level that has no file yet, in the menu bar, the status line and the window's title.
  return doc.path().empty() ? std::string(tr("untitled")) : doc.displayName();
}

// A translated label with an ImGui id of its own after it ("###id"), so that the widget keeps its id whatever the
// language (and two labels that one language says alike stay two widgets).
inline std::string labelId(const char* text, const char* id) { return std::string(text) + "###" + id; }

// The width of a row of small buttons, to right-align it.
inline float smallButtonsWidth(std::initializer_list<const char*> labels) {
  const ImGuiStyle& style = ImGui::GetStyle();
  float width = 0.f;
  for (const char* l : labels) width += ImGui::CalcTextSize(l).x + 2.f * style.FramePadding.x;
  return width + style.ItemSpacing.x * static_cast<float>(labels.size() - 1);
}

inline constexpr const char* kUp = "\xE2\x86\x91";
inline constexpr const char* kDown = "\xE2\x86\x93";

}  // namespace td::editorui
