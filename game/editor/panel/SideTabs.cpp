#include "game/editor/panel/SideTabs.h"

#include <imgui.h>

#include <array>
#include <cfloat>
#include <iterator>
#include <string>

#include "game/editor/PanelWidgets.h"
#include "game/editor/panel/Panels.h"

namespace td::editorui {
namespace {

struct TabRow {
  SideTab tab;
  const char* id;
};
constexpr TabRow kTabs[] = {
    {SideTab::Problems, "problems"}, {SideTab::Waves, "waves"}, {SideTab::Level, "level"},
    {SideTab::Lesson, "lesson"},     {SideTab::Rate, "rate"},   {SideTab::Help, "help"},
};
constexpr size_t kTabCount = std::size(kTabs);

// The tabs' labels in the player's language, in kTabs' order.
std::array<std::string, kTabCount> tabLabels(size_t problems) {
  return {
      problems == 0 ? std::string(trc("editor tab", "Problems"))
                    // TRANSLATORS: the Problems tab's label with the count of the level's problems.
                    : textf(tr("Problems ({0})"), problems),
      trc("editor tab", "Waves"),
      trc("editor tab", "Level"),
      trc("editor tab", "Lesson"),
      trc("editor tab", "Rate"),
      trc("editor tab", "Help"),
  };
}

// Tabs padded more tightly than other widgets, so that all six, the problems' count included, fit the panel of
// a 1280-pixel window in English. The tab bar reads the padding as it begins, each tab as it is submitted.
constexpr float kTabPadding = 5.f;
constexpr float kTabSpacing = 3.f;
void tightTabs() {
  ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(kTabPadding, ImGui::GetStyle().FramePadding.y));
  ImGui::PushStyleVar(ImGuiStyleVar_ItemInnerSpacing, ImVec2(kTabSpacing, ImGui::GetStyle().ItemInnerSpacing.y));
}

}  // namespace

float SideTabs::wantedWidth() {
  if (ImGui::GetCurrentContext() == nullptr) return 0.f;
  const ImGuiIO& io = ImGui::GetIO();
  if (io.Fonts->Fonts.empty()) return 0.f;
  // Measuring needs the glyphs: the atlas is built now rather than at the first frame.
  if (!io.Fonts->IsBuilt()) io.Fonts->Build();
  const ImFont* font = io.Fonts->Fonts[0];
  // Two digits of problems: the count the panel shows most often once a level has a few.
  float width = -kTabSpacing;  // spacing between tabs, not after the last
  for (const std::string& label : tabLabels(99)) {
    width += font->CalcTextSizeA(font->FontSize, FLT_MAX, 0.f, label.c_str()).x + 2.f * kTabPadding + kTabSpacing;
  }
  return width + 2.f * ImGui::GetStyle().WindowPadding.x;
}

void SideTabs::draw(PanelHost& host, const sf::FloatRect& area) {
  ImGui::SetNextWindowPos(ImVec2(area.left, area.top));
  ImGui::SetNextWindowSize(ImVec2(area.width, area.height));
  ImGui::Begin("##side", nullptr, kPanelFlags);
  tightTabs();
  const bool tabBar = ImGui::BeginTabBar("##tabs");
  ImGui::PopStyleVar(2);
  if (tabBar) {
    const std::array<std::string, kTabCount> labels = tabLabels(host.problems().size());
    // The labels are in the player's language, the tabs' ids ("###waves") the same in all.
    std::array<std::string, kTabCount> ids;
    for (size_t i = 0; i < kTabCount; ++i) ids[i] = labelId(labels[i].c_str(), kTabs[i].id);
    for (size_t i = 0; i < kTabCount; ++i) {
      const auto& t = kTabs[i];
      const ImGuiTabItemFlags flags = select_ && tab_ == t.tab ? ImGuiTabItemFlags_SetSelected : ImGuiTabItemFlags_None;
      tightTabs();
      const bool open = ImGui::BeginTabItem(ids[i].c_str(), nullptr, flags);
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
