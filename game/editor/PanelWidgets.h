#pragma once

// Small widgets and colours shared by the editor's panels.
#include <imgui.h>

#include <SFML/Graphics/Color.hpp>
#include <cstddef>
#include <initializer_list>
#include <string>

#include "engine/level/LevelDef.h"
#include "game/editor/BalanceText.h"
#include "game/render/Palette.h"

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
  return compactNumber(static_cast<double>(enemies)) + (enemies == 1 ? " enemy" : " enemies");
}

// The width of a row of small buttons, to right-align it.
inline float smallButtonsWidth(std::initializer_list<const char*> labels) {
  const ImGuiStyle& style = ImGui::GetStyle();
  float width = 0.f;
  for (const char* l : labels) width += ImGui::CalcTextSize(l).x + 2.f * style.FramePadding.x;
  return width + style.ItemSpacing.x * static_cast<float>(labels.size() - 1);
}

inline std::string counted(size_t n, const char* one, const char* many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

inline constexpr const char* kUp = "\xE2\x86\x91";
inline constexpr const char* kDown = "\xE2\x86\x93";

}  // namespace td::editorui
