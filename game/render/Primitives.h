#pragma once

#include <SFML/Graphics/Color.hpp>
#include <SFML/Graphics/Rect.hpp>
#include <SFML/Graphics/VertexArray.hpp>
#include <SFML/System/Vector2.hpp>
#include <cstddef>

namespace td {

// Shapes appended to an sf::Triangles vertex array, so that a whole layer of
// the map is drawn with one draw call instead of one per cell.
void addTriangle(sf::VertexArray& out, sf::Vector2f a, sf::Vector2f b, sf::Vector2f c, sf::Color color);
// Corners in order around the quad.
void addQuad(sf::VertexArray& out, sf::Vector2f a, sf::Vector2f b, sf::Vector2f c, sf::Vector2f d, sf::Color color);
void addRect(sf::VertexArray& out, const sf::FloatRect& rect, sf::Color color);
// A rectangle with a different colour at its top and its bottom edge.
void addRectGradient(sf::VertexArray& out, const sf::FloatRect& rect, sf::Color top, sf::Color bottom);
// The border of a rectangle, `thickness` wide, inside the rectangle.
void addRectFrame(sf::VertexArray& out, const sf::FloatRect& rect, float thickness, sf::Color color);
// A straight segment `width` wide with square ends.
void addLine(sf::VertexArray& out, sf::Vector2f from, sf::Vector2f to, float width, sf::Color color);
void addDisc(sf::VertexArray& out, sf::Vector2f centre, float radius, sf::Color color, int segments = 20);
void addRing(sf::VertexArray& out, sf::Vector2f centre, float inner, float outer, sf::Color color, int segments = 28);
// A regular polygon of radius `r` with a corner at `rotation` (radians).
void addPolygon(sf::VertexArray& out, sf::Vector2f centre, float r, int sides, float rotation, sf::Color color);
// The point `r` away from the origin at `angle` (radians).
sf::Vector2f polar(float angle, float r);
// Scales the alpha of every vertex from index `first` on: a shape appended
// since then drawn faded (a ghost, an unaffordable icon).
void fadeFrom(sf::VertexArray& out, size_t first, float factor);

}  // namespace td
