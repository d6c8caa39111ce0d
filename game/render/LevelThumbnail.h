#pragma once

#include <SFML/Graphics/Color.hpp>
#include <SFML/Graphics/Rect.hpp>
#include <SFML/Graphics/RenderTexture.hpp>
#include <SFML/Graphics/Texture.hpp>
#include <SFML/System/Vector2.hpp>
#include <memory>

#include "engine/level/LevelDef.h"
#include "game/render/Palette.h"

namespace td {

// A picture of a level's map for a list of levels, drawn once into a texture
// of a given size by the renderers play uses: the terrain in its colours of
// play, spawns and goals marked. The map keeps its shape and is centred; the
// bars left over are the background colour.
//
// Make them with one ThumbnailPainter when the screen opens, and keep them
// while it is shown (an sf::Sprite only points at the texture):
//
//   ThumbnailPainter painter;
//   std::vector<LevelThumbnail> thumbs;
//   for (const LevelDef& level : levels) thumbs.push_back(painter.paint(level, {240, 150}));
//   ...
//   sf::Sprite sprite(thumbs[i].texture);
//   sprite.setPosition(cardLeft, cardTop);
//   target.draw(sprite);
struct LevelThumbnail {
  sf::Texture texture;  // the picture, ready to be drawn as a sprite; empty when there is none
  // Where the map lies in the texture, in pixels from its top-left corner.
  sf::FloatRect mapPixels;
  float pixelsPerCell = 0.f;

  bool ok() const { return texture.getSize() != sf::Vector2u(0, 0); }
};

// Draws level thumbnails through one off-screen target, made again only when
// the size changes: making it is the slow part (about 0.1 s on a software
// renderer), drawing a map into it is not. Needs an OpenGL context, as any
// SFML texture does (a window, or none: SFML makes one).
//
// Cells of kDetailPixelsPerCell pixels or more are drawn with the ground's
// full detail (grass, boulders, shores, the build grid). Below that the
// detail would be a blur of a pixel or two, so each pixel takes the flat
// ground colour of the cell under it instead: the work is then bounded by
// the picture's size, not the map's, and a 256x256 map costs about what a
// small one does. Markers stay at least kMinMarkerPixels across, so a spawn
// on a map of one pixel a cell can still be found.
class ThumbnailPainter {
 public:
  static constexpr float kDetailPixelsPerCell = 8.f;
  static constexpr float kMinMarkerPixels = 10.f;

  ThumbnailPainter();
  ~ThumbnailPainter();
  ThumbnailPainter(const ThumbnailPainter&) = delete;
  ThumbnailPainter& operator=(const ThumbnailPainter&) = delete;

  // No picture for a level of no cells or inconsistent tiles, a size of no
  // pixels, or when no off-screen target could be made.
  LevelThumbnail paint(const LevelDef& level, sf::Vector2u size, sf::Color background = colors::kBackground);

 private:
  std::unique_ptr<sf::RenderTexture> target_;
};

}  // namespace td
