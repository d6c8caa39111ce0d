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
    // The labels are in the player's language, the tabs' ids ("###waves") the same in all.
    const std::string problemsLabel =
        problems == 0 ? labelId(trc("editor tab", "Problems"), "problems")
                      // TRANSLATORS: the Problems tab's label with the count of the level's problems.
                      : labelId(textf(tr("Problems ({0})"), problems).c_str(), "problems");
    const std::string wavesLabel = labelId(trc("editor tab", "Waves"), "waves");
    const std::string levelLabel = labelId(trc("editor tab", "Level"), "level");
    const std::string lessonLabel = labelId(trc("editor tab", "Lesson"), "lesson");
    const std::string rateLabel = labelId(trc("editor tab", "Rate"), "rate");
    const std::string helpLabel = labelId(trc("editor tab", "Help"), "help");
    const struct {
      SideTab tab;
      const char* label;
    } tabs[] = {
        {SideTab::Problems, problemsLabel.c_str()}, {SideTab::Waves, wavesLabel.c_str()},
        {SideTab::Level, levelLabel.c_str()},       {SideTab::Lesson, lessonLabel.c_str()},
        {SideTab::Rate, rateLabel.c_str()},         {SideTab::Help, helpLabel.c_str()},
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
