#include "game/editor/MapView.h"

#include <algorithm>
#include <cmath>

namespace td::editorui {
namespace {

// The map is framed by a margin of this many pixels when fitted.
constexpr float kFitMargin = 16.f;

}  // namespace

void MapView::setArea(const sf::FloatRect& area, sf::Vector2u window) {
  const bool first = !placed_;
  placed_ = true;
  const sf::Vector2f centre = toWorld({area_.left + area_.width * 0.5f, area_.top + area_.height * 0.5f});
  area_ = {area.left, area.top, std::max(area.width, 1.f), std::max(area.height, 1.f)};
  window_ = {std::max(window.x, 1u), std::max(window.y, 1u)};
  if (first) {
    fit();
    return;
  }
  scale_ = std::clamp(scale_, minPixelsPerCell(), kMaxPixelsPerCell);
  centreOn(centre);
}

void MapView::setMapSize(sf::Vector2i cells) {
  map_ = {static_cast<float>(std::max(cells.x, 1)), static_cast<float>(std::max(cells.y, 1))};
  fit();
}

float MapView::minPixelsPerCell() const {
  // Zooming out further than a quarter of the fitted size shows nothing new.
  const float fitted = std::min(area_.width / map_.x, area_.height / map_.y);
  return std::max(std::min(fitted * 0.25f, 2.f), 0.5f);
}

void MapView::fit() {
  const float w = std::max(area_.width - 2.f * kFitMargin, 1.f);
  const float h = std::max(area_.height - 2.f * kFitMargin, 1.f);
  scale_ = std::min({w / map_.x, h / map_.y, kMaxPixelsPerCell});
  // Whole pixels per cell keep the per-cell pattern of the ground steady.
  if (scale_ >= 4.f) scale_ = std::floor(scale_);
  scale_ = std::max(scale_, 0.5f);
  origin_ = {std::round(area_.left + (area_.width - map_.x * scale_) * 0.5f),
             std::round(area_.top + (area_.height - map_.y * scale_) * 0.5f)};
}

void MapView::zoomAt(sf::Vector2f pixel, float steps) {
  const sf::Vector2f anchor = toWorld(pixel);
  const float wanted = scale_ * std::pow(kZoomStep, steps);
  scale_ = std::clamp(wanted, minPixelsPerCell(), kMaxPixelsPerCell);
  origin_ = {pixel.x - anchor.x * scale_, pixel.y - anchor.y * scale_};
  clampPan();
}

void MapView::panBy(sf::Vector2f pixels) {
  origin_ += pixels;
  clampPan();
}

void MapView::centreOn(sf::Vector2f world, float minPixelsPerCell) {
  scale_ = std::clamp(std::max(scale_, minPixelsPerCell), this->minPixelsPerCell(), kMaxPixelsPerCell);
  origin_ = {area_.left + area_.width * 0.5f - world.x * scale_, area_.top + area_.height * 0.5f - world.y * scale_};
  clampPan();
}

void MapView::clampPan() {
  // At least a quarter of the area (or the whole map, if smaller) stays
  // covered by the map along each axis.
  const float keepX = std::min(area_.width * 0.25f, map_.x * scale_);
  const float keepY = std::min(area_.height * 0.25f, map_.y * scale_);
  origin_.x = std::clamp(origin_.x, area_.left + keepX - map_.x * scale_, area_.left + area_.width - keepX);
  origin_.y = std::clamp(origin_.y, area_.top + keepY - map_.y * scale_, area_.top + area_.height - keepY);
}

sf::View MapView::view() const {
  sf::View v;
  const sf::Vector2f topLeft = toWorld({area_.left, area_.top});
  v.reset({topLeft.x, topLeft.y, area_.width / scale_, area_.height / scale_});
  v.setViewport({area_.left / static_cast<float>(window_.x), area_.top / static_cast<float>(window_.y),
                 area_.width / static_cast<float>(window_.x), area_.height / static_cast<float>(window_.y)});
  return v;
}

sf::Vector2f MapView::toWorld(sf::Vector2f pixel) const {
  return {(pixel.x - origin_.x) / scale_, (pixel.y - origin_.y) / scale_};
}

sf::Vector2f MapView::toPixel(sf::Vector2f world) const {
  return {origin_.x + world.x * scale_, origin_.y + world.y * scale_};
}

Cell MapView::cellAt(sf::Vector2f pixel) const {
  const sf::Vector2f w = toWorld(pixel);
  return {static_cast<int32_t>(std::floor(w.x)), static_cast<int32_t>(std::floor(w.y))};
}

}  // namespace td::editorui
