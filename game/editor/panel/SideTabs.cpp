#include "game/editor/panel/SideTabs.h"

#include <imgui.h>

#include <string>

#include "game/editor/PanelWidgets.h"
#include "game/editor/panel/Panels.h"

namespace td::editorui {

void SideTabs::draw(PanelHost& host, const sf::FloatRect& area) {
  ImGui::SetNextWindowPos(ImVec2(area.left, area.top));
  ImGui::SetNextWindowSize(ImVec2(area.width, area.height));
  ImGui::Begin("##side", nullptr, kPanelFlags);
  // Tabs padded more tightly than other widgets, so that all six, the problems' count included, fit the panel of
  // a 1280-pixel window. The tab bar reads the padding as it begins, each tab as it is submitted.
  const auto tightTabs = [] {
    ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(5.f, ImGui::GetStyle().FramePadding.y));
    ImGui::PushStyleVar(ImGuiStyleVar_ItemInnerSpacing, ImVec2(3.f, ImGui::GetStyle().ItemInnerSpacing.y));
  };
  tightTabs();
  const bool tabBar = ImGui::BeginTabBar("##tabs");
  ImGui::PopStyleVar(2);
  if (tabBar) {
    const size_t problems = host.problems().size();
    const std::string problemsLabel =
        problems == 0 ? std::string("Problems###problems") : "Problems (" + std::to_string(problems) + ")###problems";
    const struct {
      SideTab tab;
      const char* label;
    } tabs[] = {
        {SideTab::Problems, problemsLabel.c_str()},
        {SideTab::Waves, "Waves"},
        {SideTab::Level, "Level"},
        {SideTab::Lesson, "Lesson"},
        {SideTab::Rate, "Rate"},
        {SideTab::Help, "Help"},
    };
    for (const auto& t : tabs) {
      const ImGuiTabItemFlags flags = select_ && tab_ == t.tab ? ImGuiTabItemFlags_SetSelected : ImGuiTabItemFlags_None;
      tightTabs();
      const bool open = ImGui::BeginTabItem(t.label, nullptr, flags);
      ImGui::PopStyleVar(2);
      if (!open) continue;
      if (!select_) {
        if (t.tab != tab_ && tab_ != SideTab::Help) beforeHelp_ = tab_;
        tab_ = t.tab;
      }
      ImGui::BeginChild("##tab", ImVec2(0.f, 0.f), false);
      switch (t.tab) {
        case SideTab::Problems:
          problemsTab(host);
          break;
        case SideTab::Waves:
          waves.draw(host);
          break;
        case SideTab::Level:
          level.draw(host);
          break;
        case SideTab::Lesson:
          lesson.draw(host);
          break;
        case SideTab::Rate:
          if (const std::optional<int> from = rate.draw(host)) waves.setTestWave(*from);
          break;
        case SideTab::Help:
          helpTab(host);
          break;
      }
      ImGui::EndChild();
      ImGui::EndTabItem();
    }
    select_ = false;
    ImGui::EndTabBar();
  }
  ImGui::End();
  allWaves.draw(host, ImGui::GetIO().DisplaySize.x, ImGui::GetIO().DisplaySize.y);
}

}  // namespace td::editorui
