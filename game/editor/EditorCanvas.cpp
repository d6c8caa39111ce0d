// The map part of the editor: where it goes, and drawing it with the game's
// own renderers plus the editor's overlays (routes, sealed spawns, the hero's
// start, the brush outline and its mirror images, the shape being spanned,
// the selection, a pending paste, the mirror axes, a located problem) and
// the minimap.
#include <SFML/Graphics/RenderTarget.hpp>
#include <SFML/Graphics/Text.hpp>
#include <SFML/Graphics/VertexArray.hpp>
#include <algorithm>
#include <cmath>
#include <optional>
#include <stdexcept>

#include "editor/model/HeroStart.h"
#include "engine/level/LevelGrid.h"
#include "game/editor/EditorScreen.h"
#include "game/editor/HeroMarker.h"
#include "game/editor/Minimap.h"
#include "game/render/MarkerScale.h"
#include "game/render/Palette.h"
#include "game/render/Primitives.h"

namespace td::editorui {
namespace {

sf::Vector2f centreOf(Cell c) { return {static_cast<float>(c.x) + 0.5f, static_cast<float>(c.y) + 0.5f}; }

sf::FloatRect rectOf(const editor::CellRect& r) {
  return {static_cast<float>(r.x), static_cast<float>(r.y), static_cast<float>(r.width), static_cast<float>(r.height)};
}

sf::FloatRect cellRect(Cell c) { return {static_cast<float>(c.x), static_cast<float>(c.y), 1.f, 1.f}; }

// A frame of dashes in two colours, so that it shows on any ground, and
// that crawl with time (the selection's "marching ants").
void addDashedFrame(sf::VertexArray& v, const sf::FloatRect& r, float width, float dash, float phase) {
  const sf::Vector2f corners[] = {
      {r.left, r.top}, {r.left + r.width, r.top}, {r.left + r.width, r.top + r.height}, {r.left, r.top + r.height}};
  for (int side = 0; side < 4; ++side) {
    const sf::Vector2f a = corners[side];
    const sf::Vector2f b = corners[(side + 1) % 4];
    const float length = std::abs(b.x - a.x) + std::abs(b.y - a.y);
    const sf::Vector2f dir = {(b.x - a.x) / length, (b.y - a.y) / length};
    addLine(v, a, b, width, sf::Color(20, 20, 24, 230));
    for (float t = std::fmod(phase, 2.f * dash) - dash; t < length; t += 2.f * dash) {
      const float t0 = std::max(t, 0.f);
      const float t1 = std::min(t + dash, length);
      if (t1 > t0) addLine(v, a + dir * t0, a + dir * t1, width, sf::Color::White);
    }
  }
}

const sf::Color kMirrorAxis(120, 230, 255);

}  // namespace

void EditorScreen::layout() {
  const auto w = static_cast<float>(size_.x);
  const auto h = static_cast<float>(size_.y);
  // The menu bar is one ImGui frame high: the font plus the frame padding.
  menuHeight_ = 16.f + 2.f * 4.f + 2.f;
  statusHeight_ = 28.f;
  leftWidth_ = std::clamp(w * 0.17f, 200.f, 250.f);
  // Wider where the language's tab labels need it (Russian), though never past two fifths of the window.
  imgui_.makeCurrent();
  rightWidth_ = std::max(std::clamp(w * 0.31f, 380.f, 480.f), std::min(editorui::SideTabs::wantedWidth(), w * 0.4f));
  const float mapWidth = std::max(w - leftWidth_ - rightWidth_, 1.f);
  const float mapHeight = std::max(h - menuHeight_ - statusHeight_, 1.f);
  view_.setArea({leftWidth_, menuHeight_, mapWidth, mapHeight}, size_);
}

void EditorScreen::refreshMap() {
  const LevelDef& level = doc_.level();
  if (level.width != drawnSize_.x || level.height != drawnSize_.y) {
    // A resized map (or an undone resize) is fitted anew.
    view_.setMapSize({level.width, level.height});
    drawnSize_ = {level.width, level.height};
  }
  if (drawnRevision_ == doc_.revision()) return;
  drawnRevision_ = doc_.revision();
  // An undone resize may leave the selection hanging over the edge.
  tools_.select().fit(doc_);
  try {
    ground_.buildGround(makeGrid(level));
  } catch (const std::invalid_argument&) {
    // The model keeps levels consistent; should one slip through, the map
    // stays as last drawn rather than taking the editor down.
  }
  endpoints_.build(level, endpoints_.size());
  routeCells_.clear();
  sealed_.clear();
  for (const editor::SpawnRoute& r : live_.routes(doc_)) {
    if (r.reachable) {
      routeCells_.push_back(r.cells);
    } else {
      // Kept as an empty route, so each spawn keeps its route's colour.
      routeCells_.emplace_back();
      sealed_.push_back(r.spawn);
    }
  }
  routes_.build(routeCells_);
}

void EditorScreen::drawMap(sf::RenderTarget& target) {
  target.setView(view_.view());
  const LevelDef& level = doc_.level();
  const auto w = static_cast<float>(level.width);
  const auto h = static_cast<float>(level.height);
  ground_.drawFrame(target, sf::RenderStates::Default, view_.pixelsPerCell());
  ground_.drawGround(target, sf::RenderStates::Default);
  // Far out, the markers and routes are drawn larger than their cells, so that a big map still shows them.
  if (const float markers = markerScale(view_.pixelsPerCell(), kMarkerPixels); markers != endpoints_.size()) {
    endpoints_.build(level, markers);
  }
  routes_.setThickness(markerScale(view_.pixelsPerCell(), kRoutePixels));

  const float ppc = view_.pixelsPerCell();
  if (layers_.grid && ppc >= 10.f) {
    // Cell lines one pixel wide whatever the zoom, fainter when cells are small.
    gridLines_.clear();
    const float line = 1.f / ppc;
    const sf::Color color(0, 0, 0, static_cast<uint8_t>(std::min(60.f, ppc * 2.f)));
    for (int32_t x = 1; x < level.width; ++x) addRect(gridLines_, {static_cast<float>(x), 0.f, line, h}, color);
    for (int32_t y = 1; y < level.height; ++y) addRect(gridLines_, {0.f, static_cast<float>(y), w, line}, color);
    target.draw(gridLines_);
  }
  if (layers_.navMesh) {
    if (navRevision_ != doc_.revision()) {
      try {
        nav_.build(makeGrid(level));
        navOverlay_.buildMesh(nav_.mesh());
      } catch (const std::invalid_argument&) {
        // As for the ground: the mesh stays as last drawn.
      }
      navRevision_ = doc_.revision();
    }
    navOverlay_.draw(target, sf::RenderStates::Default);
  }
  const bool findings = side_.shown() == SideTab::Rate;
  if (layers_.routes && !(findings && side_.rate.drawsRoutes(*this))) {
    routes_.animate(time_);
    routes_.draw(target, sf::RenderStates::Default);
  }
  // Every lane, the one being edited picked out.
  lanes_.build(level, {150, tools_.tool() == Tool::Lane ? tools_.lane().spawn(doc_) : -1,
                       markerScale(view_.pixelsPerCell(), kRoutePixels)});
  lanes_.draw(target, sf::RenderStates::Default);
  // A rating's findings while its tab is open: the heat, the leaks and the defence's towers.
  if (findings) side_.rate.drawOnMap(target, *this);
  if (side_.shown() == SideTab::Lesson) {
    side_.lesson.drawMarks(target, level, time_, side_.lessonPicking() ? hover_ : std::nullopt);
  }
  endpoints_.draw(target, sf::RenderStates::Default);
  drawOverlay(target);
  target.setView(target.getDefaultView());
  drawSpawnNumbers(target);
  // The chosen lesson step's line, on a card as play shows it.
  if (side_.shown() == SideTab::Lesson) side_.lesson.drawCard(target, ctx_.res.font, level, view_.area());
}

void EditorScreen::drawSpawnNumbers(sf::RenderTarget& target) {
  // Where there is more than one spawn, each carries its number, as in play, the Waves tab and Problems.
  const LevelDef& level = doc_.level();
  if (level.spawns.size() < 2) return;
  const auto badgeOf = [&](size_t i) -> std::optional<sf::FloatRect> {
    const Cell c = level.spawns[i];
    const sf::Vector2f centre = view_.toPixel({static_cast<float>(c.x) + 0.5f, static_cast<float>(c.y) + 0.5f});
    const float w = i + 1 < 10 ? 16.f : 24.f;
    const sf::FloatRect badge(std::round(centre.x - w * 0.5f),
                              std::round(centre.y - view_.pixelsPerCell() * 0.5f - 19.f), w, 17.f);
    if (!view_.inArea({badge.left, badge.top}) || !view_.inArea({badge.left + badge.width, badge.top + badge.height})) {
      return std::nullopt;
    }
    return badge;
  };
  spawnBadges_.clear();
  for (size_t i = 0; i < level.spawns.size(); ++i) {
    if (const auto badge = badgeOf(i)) {
      addRect(spawnBadges_, *badge, colors::kSpawn);
      addRect(spawnBadges_, {badge->left + 1.f, badge->top + 1.f, badge->width - 2.f, badge->height - 2.f},
              {14, 16, 22, 230});
    }
  }
  target.draw(spawnBadges_);
  for (size_t i = 0; i < level.spawns.size(); ++i) {
    if (const auto badge = badgeOf(i)) {
      sf::Text number(std::to_string(i + 1), ctx_.res.font, 13);
      number.setFillColor(colors::kText);
      number.setPosition(badge->left + 4.f, badge->top);
      target.draw(number);
    }
  }
}

void EditorScreen::drawOverlay(sf::RenderTarget& target) {
  const LevelDef& level = doc_.level();
  const float px = 1.f / view_.pixelsPerCell();
  sf::VertexArray& v = overlay_;
  v.clear();
  // The map's edge, so a map of one kind still shows where it ends.
  addRectFrame(
      v,
      {-2.f * px, -2.f * px, static_cast<float>(level.width) + 4.f * px, static_cast<float>(level.height) + 4.f * px},
      2.f * px, colors::kPanelLine);

  // Sealed spawns: a pulsing red ring and a cross.
  const float pulse = 0.5f + 0.5f * std::sin(time_ * 5.f);
  for (size_t s : sealed_) {
    if (s >= level.spawns.size()) continue;
    const sf::Vector2f c = centreOf(level.spawns[s]);
    addRing(v, c, 0.55f + 0.1f * pulse, 0.68f + 0.1f * pulse, withAlpha(colors::refuse(), 220), 32);
    addLine(v, {c.x - 0.3f, c.y - 0.3f}, {c.x + 0.3f, c.y + 0.3f}, 0.09f, colors::refuse());
    addLine(v, {c.x - 0.3f, c.y + 0.3f}, {c.x + 0.3f, c.y - 0.3f}, 0.09f, colors::refuse());
  }

  // The hero's start where the file puts it (not always a cell's centre),
  // lifted while it is dragged.
  if (level.hero && editor::heroCell(level)) {
    const float far = markerScale(view_.pixelsPerCell(), kMarkerPixels);
    addHeroMarker(v, {level.hero->start.x, level.hero->start.y}, (tools_.movingHero() ? 1.15f : 1.f) * far);
  }

  // A problem just clicked in the problems panel.
  if (flash_ && flashLeft_ > 0.f) {
    const float a = std::min(1.f, flashLeft_) * (0.6f + 0.4f * std::sin(time_ * 10.f));
    const sf::FloatRect r = rectOf(*flash_);
    addRect(v, r, sf::Color(255, 96, 84, static_cast<uint8_t>(70.f * a)));
    addRectFrame(v, {r.left - 0.1f, r.top - 0.1f, r.width + 0.2f, r.height + 0.2f}, 0.12f,
                 sf::Color(255, 96, 84, static_cast<uint8_t>(255.f * a)));
  }

  addSelectionOverlay(v, px);

  // What the tool would do: the shape being spanned, else the cells
  // under the brush.
  if (const auto rect = tools_.rectPreview()) {
    const size_t kind = tools_.kind();
    const sf::Color fill =
        kind < doc_.palette().size() ? terrainStyle(doc_.palette()[kind]).base : sf::Color(255, 255, 255);
    for (const Cell c : tools_.shapeCells(doc_)) addRect(v, cellRect(c), withAlpha(fill, 170));
    addRectFrame(v, rectOf(*rect), 1.5f * px, sf::Color(255, 255, 255, 160));
  } else if (hover_ && !dialogs_.isOpen() && !tools_.select().pasting() && !side_.lessonPicking()) {
    const Tool tool = tools_.tool();
    sf::Color tint(255, 255, 255, 70);
    if (tool == Tool::Brush || tool == Tool::Rect || tool == Tool::Fill || tool == Tool::Line ||
        tool == Tool::RectOutline || tool == Tool::Ellipse || tool == Tool::EllipseOutline) {
      const size_t kind = tools_.kind();
      if (kind < doc_.palette().size()) tint = withAlpha(terrainStyle(doc_.palette()[kind]).base, 140);
    } else if (tool == Tool::Spawn) {
      tint = withAlpha(colors::kSpawn, 90);
    } else if (tool == Tool::Goal) {
      tint = withAlpha(colors::kGoal, 90);
    } else if (tool == Tool::Hero) {
      tint = withAlpha(colors::kGold, 60);
    }
    const auto cells = tools_.cursorCells(doc_, *hover_);
    for (const Cell c : cells) addRect(v, cellRect(c), tint);
    // Where mirror painting would paint too.
    for (const Cell c : tools_.mirroredCursorCells(doc_, *hover_)) {
      addRect(v, cellRect(c), withAlpha(tint, tint.a / 2));
      addRectFrame(v, cellRect(c), 1.f * px, withAlpha(kMirrorAxis, 200));
    }
    if (!cells.empty()) {
      int32_t x0 = cells.front().x, y0 = cells.front().y, x1 = x0, y1 = y0;
      for (const Cell c : cells) {
        x0 = std::min(x0, c.x);
        y0 = std::min(y0, c.y);
        x1 = std::max(x1, c.x);
        y1 = std::max(y1, c.y);
      }
      addRectFrame(v,
                   {static_cast<float>(x0), static_cast<float>(y0), static_cast<float>(x1 - x0 + 1),
                    static_cast<float>(y1 - y0 + 1)},
                   2.f * px, sf::Color(255, 255, 255, 220));
    }
    // Where a click would put the hero.
    if (tool == Tool::Hero && !tools_.dragging() && !cells.empty() && !editor::heroAt(doc_, *hover_)) {
      addHeroMarker(v, centreOf(*hover_), 1.f, 110);
    }
  }
  target.draw(v);
}

void EditorScreen::addSelectionOverlay(sf::VertexArray& v, float px) {
  const LevelDef& level = doc_.level();
  const auto w = static_cast<float>(level.width);
  const auto h = static_cast<float>(level.height);
  // The mirror axes through the map's centre (a half turn: its centre).
  const editor::MirrorMode mirror = tools_.mirror();
  const sf::Color axis = withAlpha(kMirrorAxis, 190);
  const float dash = 0.6f;
  if (mirror == editor::MirrorMode::Horizontal || mirror == editor::MirrorMode::Both) {
    for (float y = 0.f; y < h; y += 2.f * dash)
      addLine(v, {w * 0.5f, y}, {w * 0.5f, std::min(y + dash, h)}, 3.f * px, axis);
  }
  if (mirror == editor::MirrorMode::Vertical || mirror == editor::MirrorMode::Both) {
    for (float x = 0.f; x < w; x += 2.f * dash)
      addLine(v, {x, h * 0.5f}, {std::min(x + dash, w), h * 0.5f}, 3.f * px, axis);
  }
  if (mirror != editor::MirrorMode::Off) {
    addRing(v, {w * 0.5f, h * 0.5f}, 0.35f, 0.35f + 3.f * px, axis, 24);
    if (mirror == editor::MirrorMode::Point) addDisc(v, {w * 0.5f, h * 0.5f}, 0.12f, axis, 12);
  }

  const SelectTool& select = tools_.select();
  const float ants = time_ * 10.f * px;
  if (const auto moving = select.movingSelection() ? select.dragRect() : std::nullopt) {
    // The selection being dragged: where it was, faintly, and where it goes.
    if (select.selection()) addRectFrame(v, rectOf(*select.selection()), 1.f * px, sf::Color(255, 255, 255, 90));
    addRect(v, rectOf(*moving), sf::Color(255, 255, 255, 40));
    addDashedFrame(v, rectOf(*moving), 2.f * px, 6.f * px, ants);
  } else if (const auto spanning = select.dragRect()) {
    addRect(v, rectOf(*spanning), sf::Color(120, 200, 255, 45));
    addDashedFrame(v, rectOf(*spanning), 2.f * px, 6.f * px, ants);
  } else if (select.selection() && !select.pasting()) {
    addRect(v, rectOf(*select.selection()), sf::Color(120, 200, 255, 35));
    addDashedFrame(v, rectOf(*select.selection()), 2.f * px, 6.f * px, ants);
  }
  // A pending paste: the clipboard's terrain under the mouse.
  if (select.pasting() && hover_ && !dialogs_.isOpen()) {
    const editor::Clipboard& clip = select.clipboard();
    const editor::CellRect at = select.pasteRect(*hover_);
    std::vector<sf::Color> colours;
    for (const std::string& name : clip.kinds) {
      const auto k = doc_.paletteIndex(name);
      colours.push_back(k ? terrainStyle(doc_.palette()[*k]).base : sf::Color(255, 0, 255));
    }
    for (int32_t y = 0; y < clip.height; ++y) {
      for (int32_t x = 0; x < clip.width; ++x) {
        const Cell c{at.x + x, at.y + y};
        if (!level.contains(c)) continue;
        addRect(v, cellRect(c), withAlpha(colours[clip.cells[static_cast<size_t>(y * clip.width + x)]], 190));
      }
    }
    for (const editor::ClipEndpoint& e : clip.endpoints) {
      const Cell c{at.x + e.offset.x, at.y + e.offset.y};
      if (level.contains(c)) {
        addRing(v, centreOf(c), 0.25f, 0.4f, e.kind == editor::EndpointKind::Spawn ? colors::kSpawn : colors::kGoal);
      }
    }
    addDashedFrame(v, rectOf(at), 2.f * px, 6.f * px, ants);
  }
}

void EditorScreen::drawMinimap(sf::RenderTarget& target) {
  const LevelDef& level = doc_.level();
  const Minimap minimap(view_, {level.width, level.height});
  if (!minimap.shown()) return;
  const sf::FloatRect r = minimap.rect();
  // A frame and shadow in window pixels, then the ground itself through a
  // view that maps the whole map onto the minimap.
  target.setView(target.getDefaultView());
  minimapShapes_.clear();
  addRect(minimapShapes_, {r.left - 3.f, r.top - 3.f, r.width + 6.f, r.height + 6.f}, sf::Color(12, 14, 18, 230));
  target.draw(minimapShapes_);
  sf::View whole({0.f, 0.f, static_cast<float>(level.width), static_cast<float>(level.height)});
  const sf::Vector2u size = target.getSize();
  whole.setViewport({r.left / static_cast<float>(size.x), r.top / static_cast<float>(size.y),
                     r.width / static_cast<float>(size.x), r.height / static_cast<float>(size.y)});
  target.setView(whole);
  ground_.drawGround(target, sf::RenderStates::Default);
  target.setView(target.getDefaultView());
  minimapShapes_.clear();
  const float dot = std::max(2.5f, minimap.pixelsPerCell() * 0.8f);
  for (const Cell c : level.spawns) addDisc(minimapShapes_, minimap.toPixel(centreOf(c)), dot, colors::kSpawn, 10);
  for (const Cell c : level.goals) addDisc(minimapShapes_, minimap.toPixel(centreOf(c)), dot, colors::kGoal, 10);
  if (const auto& sel = tools_.select().selection()) {
    const sf::Vector2f a = minimap.toPixel({static_cast<float>(sel->x), static_cast<float>(sel->y)});
    addRectFrame(minimapShapes_,
                 {a.x, a.y, static_cast<float>(sel->width) * minimap.pixelsPerCell(),
                  static_cast<float>(sel->height) * minimap.pixelsPerCell()},
                 1.f, sf::Color(120, 200, 255));
  }
  const sf::FloatRect seen = minimap.viewRect();
  addRect(minimapShapes_, seen, sf::Color(255, 255, 255, 40));
  addRectFrame(minimapShapes_, seen, 2.f, sf::Color::White);
  addRectFrame(minimapShapes_, {r.left - 1.f, r.top - 1.f, r.width + 2.f, r.height + 2.f}, 1.f, colors::kPanelLine);
  target.draw(minimapShapes_);
}

void EditorScreen::draw(sf::RenderTarget& target) {
  target.clear(colors::kBackground);
  refreshMap();
  drawMap(target);
  drawMinimap(target);
  imgui_.beginFrame(target);
  buildUi();
  imgui_.render(target);
}

}  // namespace td::editorui
