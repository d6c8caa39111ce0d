// The lane tool's panel and the order numbers of waypoints on the map.

#include <imgui.h>

#include <cstdio>
#include <string>

#include "editor/model/LaneEdits.h"
#include "engine/core/CellText.h"
#include "engine/core/TextFormat.h"
#include "game/editor/panel/Panels.h"
#include "game/render/Palette.h"
#include "game/text/Catalogue.h"

namespace td::editorui {

void lanePanel(PanelHost& host) {
  ImGui::Spacing();
  ImGui::TextDisabled("%s", tr("Lane of spawn"));
  ImGui::Separator();
  const LevelDef& level = host.doc().level();
  if (level.spawns.empty()) {
    ImGui::TextWrapped("%s", tr("Place a spawn first: each spawn has its own lane."));
    return;
  }
  LaneTool& tool = host.tools().lane();
  const int32_t picked = tool.spawn(host.doc());
  for (size_t s = 0; s < level.spawns.size(); ++s) {
    const Lane* lane = level.laneOf(static_cast<int32_t>(s));
    const size_t count = lane != nullptr ? lane->waypoints.size() : 0;
    // TRANSLATORS: a spawn's lane in the lane tool's list: {0} is the spawn's number, {1} its cell "(3, 4)", {2}
    // the count of the lane's waypoints.
    const std::string label = textf(trn("Spawn {0} {1}: {2} waypoint", "Spawn {0} {1}: {2} waypoints", count), s + 1,
                                    cellText(level.spawns[s]), count) +
                              "###lane" + std::to_string(s);
    const sf::Color c = routeColor(s);
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(static_cast<float>(c.r) / 255.f, static_cast<float>(c.g) / 255.f,
                                                static_cast<float>(c.b) / 255.f, 1.f));
    if (ImGui::Selectable(label.c_str(), static_cast<int32_t>(s) == picked)) tool.pick(static_cast<int32_t>(s));
    ImGui::PopStyleColor();
  }
  const Lane* lane = level.laneOf(picked);
  if (lane == nullptr) {
    ImGui::TextWrapped("%s",
                       tr("No lane: flyers from this spawn fly straight. Click the map to add the first waypoint."));
    return;
  }
  ImGui::BeginChild("##waypoints",
                    ImVec2(0.f, std::min(160.f, 24.f * static_cast<float>(lane->waypoints.size()) + 8.f)), true);
  // Removing one changes the list, so the click is acted on after drawing it.
  std::optional<size_t> removed;
  for (size_t k = 0; k < lane->waypoints.size(); ++k) {
    ImGui::PushID(static_cast<int>(k));
    ImGui::Text("%zu. %s", k + 1, cellText(lane->waypoints[k]).c_str());
    ImGui::SameLine(ImGui::GetContentRegionAvail().x - 16.f);
    if (ImGui::SmallButton("x")) removed = k;
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tr("Remove this waypoint"));
    ImGui::PopID();
  }
  ImGui::EndChild();
  if (removed) host.report(editor::removeWaypoint(host.doc(), picked, *removed));
  if (ImGui::Button(tr("Clear lane"), ImVec2(-1.f, 0.f))) host.report(editor::clearLane(host.doc(), picked));
  ImGui::TextWrapped("%s", tr("Click to add a waypoint, drag one to move it, right-click or Delete to remove it."));
}

void laneNumbers(PanelHost& host) {
  const LevelDef& level = host.doc().level();
  if (level.lanes.empty() || host.view().pixelsPerCell() < 14.f) return;
  ImDrawList* draw = ImGui::GetBackgroundDrawList();
  const float radius = std::min(11.f, host.view().pixelsPerCell() * 0.3f);
  for (const Lane& lane : level.lanes) {
    for (size_t k = 0; k < lane.waypoints.size(); ++k) {
      const Cell c = lane.waypoints[k];
      const sf::Vector2f at = host.view().toPixel({static_cast<float>(c.x) + 0.5f, static_cast<float>(c.y) + 0.5f}) +
                              sf::Vector2f(radius, -radius);
      if (!host.view().inArea(at)) continue;
      const std::string text = std::to_string(k + 1);
      const ImVec2 size = ImGui::CalcTextSize(text.c_str());
      const sf::Color rim = routeColor(static_cast<size_t>(std::max(lane.spawn, 0)));
      draw->AddCircleFilled(ImVec2(at.x, at.y), std::max(radius, size.x * 0.5f + 3.f), IM_COL32(24, 26, 32, 220));
      draw->AddCircle(ImVec2(at.x, at.y), std::max(radius, size.x * 0.5f + 3.f), IM_COL32(rim.r, rim.g, rim.b, 255), 0,
                      1.5f);
      draw->AddText(ImVec2(at.x - size.x * 0.5f, at.y - size.y * 0.5f), IM_COL32(240, 240, 240, 255), text.c_str());
    }
  }
}

}  // namespace td::editorui
