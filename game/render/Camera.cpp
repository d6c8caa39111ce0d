#include "game/render/Camera.h"

#include <algorithm>
#include <cmath>

namespace td {
namespace {

// Whole pixels per cell keep every cell the same size on screen, so the
// per-cell pattern does not shimmer; only tiny scales need fractions.
float wholePixels(float scale) { return scale >= 4.f ? std::round(scale) : scale; }

sf::Vector2f centreOf(const sf::FloatRect& r) { return {r.left + r.width * 0.5f, r.top + r.height * 0.5f}; }

// Where the map's near edge goes along one axis: centred when it fits,
// otherwise as asked but never leaving a gap at either end of the area.
float placeAxis(float wanted, float extent, float areaStart, float areaSize) {
  if (extent <= areaSize + 0.5f) return std::round(areaStart + (areaSize - extent) * 0.5f);
  return std::round(std::clamp(wanted, areaStart + areaSize - extent, areaStart));
}

}  // namespace

void Camera::fit(sf::Vector2f mapSize, const sf::FloatRect& area, sf::Vector2u window) {
  mapSize_ = {std::max(mapSize.x, 1.f), std::max(mapSize.y, 1.f)};
  area_ = area;
  window_ = window;
  fitScale_ = std::max(std::min(area.width / mapSize_.x, area.height / mapSize_.y), 0.01f);
  if (fitScale_ >= 4.f) fitScale_ = std::floor(fitScale_);
  maxScale_ = std::max(fitScale_, kMaxPixelsPerCell);
  scale_ = fitScale_;
  opening_.reset();
  settle();
}

void Camera::setArea(const sf::FloatRect& area, sf::Vector2u window) {
  const std::optional<sf::Vector2f> opening = opening_;
  const sf::Vector2f centre = toWorld(centreOf(area_));
  const float z = zoom();
  fit(mapSize_, area, window);
  if (opening) {
    open(*opening);
  } else {
    look(centre, z);
  }
}

void Camera::reset() {
  scale_ = fitScale_;
  opening_.reset();
  settle();
}

void Camera::open(sf::Vector2f world) {
  look(world, kReadablePixelsPerCell / unitPixels_ / fitScale_);
  opening_ = world;
}

bool Camera::zoomAt(sf::Vector2f pixel, float factor) {
  if (!(factor > 0.f)) return false;
  float target = wholePixels(std::clamp(scale_ * factor, fitScale_, maxScale_));
  // Rounding must not swallow a small step.
  if (factor > 1.f && target <= scale_) target = scale_ + 1.f;
  if (factor < 1.f && target >= scale_) target = scale_ - 1.f;
  target = std::clamp(target, fitScale_, maxScale_);
  if (target == scale_) return false;
  const sf::Vector2f world = toWorld(pixel);
  opening_.reset();
  scale_ = target;
  origin_ = pixel - world * scale_;
  settle();
  return true;
}

bool Camera::panBy(sf::Vector2f pixels) {
  const sf::Vector2f before = origin_;
  origin_ += pixels;
  settle();
  if (origin_ == before) return false;
  opening_.reset();
  return true;
}

void Camera::look(sf::Vector2f world, float zoom) {
  opening_.reset();
  scale_ = std::clamp(wholePixels(std::clamp(fitScale_ * zoom, fitScale_, maxScale_)), fitScale_, maxScale_);
  origin_ = centreOf(area_) - world * scale_;
  settle();
}

void Camera::settle() {
  origin_.x = placeAxis(origin_.x, mapSize_.x * scale_, area_.left, area_.width);
  origin_.y = placeAxis(origin_.y, mapSize_.y * scale_, area_.top, area_.height);
  const sf::Vector2f windowSize(static_cast<float>(window_.x), static_cast<float>(window_.y));
  view_.reset({-origin_.x / scale_, -origin_.y / scale_, windowSize.x / scale_, windowSize.y / scale_});
}

sf::View Camera::clippedView(const sf::FloatRect& pixels) const {
  const sf::Vector2f corner = toWorld(sf::Vector2f(pixels.left, pixels.top));
  sf::View view({corner.x, corner.y, pixels.width / scale_, pixels.height / scale_});
  const auto w = static_cast<float>(std::max(window_.x, 1u));
  const auto h = static_cast<float>(std::max(window_.y, 1u));
  view.setViewport({pixels.left / w, pixels.top / h, pixels.width / w, pixels.height / h});
  return view;
}

sf::Vector2f Camera::toWorld(sf::Vector2f pixel) const { return (pixel - origin_) / scale_; }

sf::Vector2f Camera::toWorld(sf::Vector2i pixel) const { return toWorld(sf::Vector2f(pixel)); }

sf::Vector2f Camera::toPixel(sf::Vector2f world) const { return origin_ + world * scale_; }

Cell Camera::cellAt(sf::Vector2i pixel) const {
  const sf::Vector2f w = toWorld(pixel);
  return {static_cast<int32_t>(std::floor(w.x)), static_cast<int32_t>(std::floor(w.y))};
}

sf::Vector2i Camera::pixelOf(Cell cell) const {
  const sf::Vector2f p = toPixel({static_cast<float>(cell.x) + 0.5f, static_cast<float>(cell.y) + 0.5f});
  return {static_cast<int>(std::floor(p.x)), static_cast<int>(std::floor(p.y))};
}

}  // namespace td
