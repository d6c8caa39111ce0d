#include "game/editor/ImGuiStyle.h"

#include <imgui.h>

namespace td::editorui {
namespace {

ImVec4 rgb(int r, int g, int b, float a = 1.f) {
  return ImVec4(static_cast<float>(r) / 255.f, static_cast<float>(g) / 255.f, static_cast<float>(b) / 255.f, a);
}

}  // namespace

void applyEditorStyle(ImGuiStyle& style) {
  ImGui::StyleColorsDark(&style);
  style.WindowRounding = 0.f;
  style.ChildRounding = 3.f;
  style.FrameRounding = 3.f;
  style.PopupRounding = 4.f;
  style.GrabRounding = 3.f;
  style.TabRounding = 3.f;
  style.ScrollbarRounding = 4.f;
  style.WindowBorderSize = 1.f;
  style.FrameBorderSize = 0.f;
  style.WindowPadding = ImVec2(10.f, 10.f);
  style.FramePadding = ImVec2(7.f, 4.f);
  style.ItemSpacing = ImVec2(8.f, 6.f);
  style.ItemInnerSpacing = ImVec2(6.f, 4.f);
  style.IndentSpacing = 16.f;
  style.ScrollbarSize = 13.f;

  ImVec4* c = style.Colors;
  const ImVec4 panel = rgb(20, 23, 29);
  const ImVec4 frame = rgb(36, 41, 51);
  const ImVec4 frameHover = rgb(48, 56, 70);
  const ImVec4 accent = rgb(246, 206, 96);
  const ImVec4 blue = rgb(58, 120, 170);
  const ImVec4 blueHover = rgb(72, 142, 198);
  c[ImGuiCol_Text] = rgb(236, 238, 242);
  c[ImGuiCol_TextDisabled] = rgb(130, 138, 152);
  c[ImGuiCol_WindowBg] = panel;
  c[ImGuiCol_ChildBg] = rgb(26, 30, 37);
  c[ImGuiCol_PopupBg] = rgb(24, 27, 34, 0.98f);
  c[ImGuiCol_Border] = rgb(58, 64, 76);
  c[ImGuiCol_FrameBg] = frame;
  c[ImGuiCol_FrameBgHovered] = frameHover;
  c[ImGuiCol_FrameBgActive] = rgb(56, 66, 84);
  c[ImGuiCol_TitleBg] = panel;
  c[ImGuiCol_TitleBgActive] = rgb(30, 35, 44);
  c[ImGuiCol_MenuBarBg] = rgb(15, 17, 22);
  c[ImGuiCol_Header] = rgb(44, 52, 66);
  c[ImGuiCol_HeaderHovered] = blue;
  c[ImGuiCol_HeaderActive] = blueHover;
  c[ImGuiCol_Button] = frame;
  c[ImGuiCol_ButtonHovered] = blue;
  c[ImGuiCol_ButtonActive] = blueHover;
  c[ImGuiCol_CheckMark] = accent;
  c[ImGuiCol_SliderGrab] = accent;
  c[ImGuiCol_SliderGrabActive] = rgb(255, 224, 130);
  c[ImGuiCol_Tab] = frame;
  c[ImGuiCol_TabHovered] = blue;
  c[ImGuiCol_TabActive] = rgb(52, 96, 138);
  c[ImGuiCol_Separator] = rgb(58, 64, 76);
  c[ImGuiCol_ModalWindowDimBg] = rgb(0, 0, 0, 0.55f);
  c[ImGuiCol_NavHighlight] = accent;
}

}  // namespace td::editorui
