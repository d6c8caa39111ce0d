#include "game/render/HeroLook.h"

#include <cmath>

#include "game/render/Palette.h"
#include "game/render/Primitives.h"

namespace td {
namespace {

sf::Color tone(sf::Color c, const HeroPose& pose) {
  if (pose.ghost) {
    const auto grey = static_cast<uint8_t>((c.r * 3 + c.g * 5 + c.b * 2) / 10);
    c = mix({grey, grey, grey}, {200, 210, 230}, 0.35f);
  }
  return withAlpha(c, static_cast<uint8_t>(static_cast<int>(c.a) * pose.alpha / 255));
}

}  // namespace

void addHeroShape(sf::VertexArray& out, sf::Vector2f c, float r, const HeroPose& pose) {
  const sf::Vector2f dir = polar(pose.facing, 1.f);
  const sf::Vector2f side = polar(pose.facing + 1.5708f, 1.f);
  if (!pose.ghost) addDisc(out, c + sf::Vector2f(r * 0.12f, r * 0.3f), r * 1.05f, tone({0, 0, 0, 80}, pose), 16);
  // Feet under the body, one ahead and one behind while it walks.
  const sf::Color boot = tone({36, 30, 28}, pose);
  addDisc(out, c + side * (r * 0.45f) + dir * (r * 0.5f * pose.stride), r * 0.26f, boot, 8);
  addDisc(out, c - side * (r * 0.45f) - dir * (r * 0.5f * pose.stride), r * 0.26f, boot, 8);
  // The cape streams out behind, so the back is told from the front even
  // when the sword is hidden under an enemy.
  const sf::Color cape = tone(heroColors::kCape, pose);
  addTriangle(out, c + side * (r * 0.9f), c - side * (r * 0.9f),
              c - dir * (r * 1.35f) + side * (r * 0.2f * pose.stride), cape);
  addDisc(out, c, r, tone(heroColors::kTrim, pose), 18);
  addDisc(out, c, r * 0.8f, tone(heroColors::kCloth, pose), 18);
  // A kite shield on the left arm.
  const sf::Vector2f shield = c - side * (r * 0.78f) + dir * (r * 0.15f);
  const sf::Color trim = tone(heroColors::kTrim, pose);
  addQuad(out, shield + dir * (r * 0.42f), shield + side * (r * 0.3f), shield - dir * (r * 0.5f),
          shield - side * (r * 0.3f), trim);
  addQuad(out, shield + dir * (r * 0.3f), shield + side * (r * 0.2f), shield - dir * (r * 0.36f),
          shield - side * (r * 0.2f), tone(heroColors::kCape, pose));
  // The sword in the right hand: forward at rest, across the front at a blow.
  const sf::Vector2f blade = polar(pose.facing + 0.35f - 1.2f * pose.swing, 1.f);
  const sf::Vector2f hand = c + side * (r * 0.62f) + dir * (r * 0.2f);
  const sf::Vector2f across(-blade.y, blade.x);
  addLine(out, hand, hand + blade * (r * 1.55f), r * 0.2f, tone({40, 44, 52}, pose));
  addLine(out, hand, hand + blade * (r * 1.5f), r * 0.12f, tone(heroColors::kSteel, pose));
  addLine(out, hand + blade * (r * 0.15f) - across * (r * 0.28f), hand + blade * (r * 0.15f) + across * (r * 0.28f),
          r * 0.12f, trim);
  // The helmet with a crest along the facing.
  addDisc(out, c + dir * (r * 0.05f), r * 0.42f, tone({180, 188, 204}, pose), 12);
  addLine(out, c - dir * (r * 0.3f), c + dir * (r * 0.45f), r * 0.14f, trim);
  // A gold chevron at the front rim: the facing, readable even when small.
  addTriangle(out, c + dir * (r * 1.7f), c + dir * (r * 0.8f) + side * (r * 0.5f),
              c + dir * (r * 0.8f) - side * (r * 0.5f), tone({40, 30, 10}, pose));
  addTriangle(out, c + dir * (r * 1.55f), c + dir * (r * 0.88f) + side * (r * 0.36f),
              c + dir * (r * 0.88f) - side * (r * 0.36f), trim);
}

}  // namespace td
