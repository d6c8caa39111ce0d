#include "game/render/LevelThumbnail.h"

#include <SFML/Graphics/Image.hpp>
#include <SFML/Graphics/RenderTexture.hpp>
#include <SFML/Graphics/Sprite.hpp>
#include <algorithm>
#include <cmath>
#include <vector>

#include "engine/level/LevelGrid.h"
#include "game/render/EndpointRenderer.h"
#include "game/render/GridRenderer.h"
#include "game/render/RenderQuality.h"

namespace td {
namespace {

// The loader guarantees this; a level built by hand might not, and a picture
// is not worth reading past the end of its tiles for.
bool consistent(const LevelDef& level) {
  if (level.tiles.size() != static_cast<size_t>(level.width) * static_cast<size_t>(level.height)) return false;
  return std::all_of(level.tiles.begin(), level.tiles.end(), [&](uint8_t t) { return t < level.terrains.size(); });
}

// One pixel per pixel of the map, each the flat colour of the cell under its
// centre: as cheap for a huge map as for a small one.
sf::Image flatGround(const LevelDef& level, sf::Vector2u pixels, float scale) {
  std::vector<TerrainStyle> styles;
  for (const TerrainDef& kind : level.terrains) styles.push_back(terrainStyle(kind));
  const auto cellOf = [scale](unsigned pixel, int32_t cells) {
    return std::min(static_cast<int32_t>((static_cast<float>(pixel) + 0.5f) / scale), cells - 1);
  };
  sf::Image image;
  image.create(pixels.x, pixels.y);
  for (unsigned py = 0; py < pixels.y; ++py) {
    const int32_t cy = cellOf(py, level.height);
    for (unsigned px = 0; px < pixels.x; ++px) {
      const Cell c{cellOf(px, level.width), cy};
      image.setPixel(px, py, groundColor(styles[level.tile(c)], c));
    }
  }
  return image;
}

}  // namespace

ThumbnailPainter::ThumbnailPainter() = default;
ThumbnailPainter::~ThumbnailPainter() = default;

LevelThumbnail ThumbnailPainter::paint(const LevelDef& level, sf::Vector2u size, sf::Color background) {
  LevelThumbnail thumb;
  if (level.width <= 0 || level.height <= 0 || size.x == 0 || size.y == 0 || !consistent(level)) return thumb;
  if (!target_ || target_->getSize() != size) {
    target_ = std::make_unique<sf::RenderTexture>();
    if (!target_->create(size.x, size.y, smoothSettings()) && !target_->create(size.x, size.y, plainSettings())) {
      target_.reset();
      return thumb;
    }
  }
  const auto w = static_cast<float>(level.width);
  const auto h = static_cast<float>(level.height);
  const sf::Vector2f pixels(size);
  float scale = std::min(pixels.x / w, pixels.y / h);
  // Whole pixels a cell keep every cell the same size, as the play camera does.
  if (scale >= 4.f) scale = std::floor(scale);
  const sf::FloatRect map(std::round((pixels.x - w * scale) * 0.5f), std::round((pixels.y - h * scale) * 0.5f),
                          w * scale, h * scale);

  sf::RenderTexture& target = *target_;
  target.clear(background);
  // World units are cells, as in play.
  target.setView(sf::View({-map.left / scale, -map.top / scale, pixels.x / scale, pixels.y / scale}));
  if (scale >= kDetailPixelsPerCell) {
    GridRenderer ground;
    ground.buildGround(makeGrid(level));
    ground.drawFrame(target, {}, scale);
    ground.drawGround(target, {});
  } else {
    const sf::Vector2u mapSize(static_cast<unsigned>(std::max(1.f, std::round(map.width))),
                               static_cast<unsigned>(std::max(1.f, std::round(map.height))));
    sf::Texture cells;
    if (!cells.loadFromImage(flatGround(level, mapSize, scale))) return thumb;
    sf::Sprite sprite(cells);
    sprite.setScale(1.f / scale, 1.f / scale);
    target.draw(sprite);
  }
  EndpointRenderer endpoints;
  endpoints.build(level, std::max(1.f, kMinMarkerPixels / scale));
  endpoints.draw(target, {});
  target.display();
  // Through an image: copying one texture to another directly costs as much
  // as making the target.
  if (!thumb.texture.loadFromImage(target.getTexture().copyToImage())) return thumb;
  thumb.mapPixels = map;
  thumb.pixelsPerCell = scale;
  return thumb;
}

}  // namespace td
