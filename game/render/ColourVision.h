#pragma once

#include <SFML/Graphics/Color.hpp>
#include <SFML/Graphics/Image.hpp>
#include <cstdint>
#include <optional>
#include <string_view>

namespace td {

// The three common colour-vision deficiencies, simulated at full severity, so that the game's colours that carry
// meaning can be checked to stay apart for players who have them (tests/game/ColourVisionTest.cpp) and a
// screenshot can be looked at as they see it (`td --screenshot F --colour-vision deuteranopia`).
enum class ColourVision : uint8_t { Normal, Protanopia, Deuteranopia, Tritanopia };

std::optional<ColourVision> colourVisionNamed(std::string_view name);
std::string_view colourVisionName(ColourVision vision);

// `c` as a viewer with `vision` sees it: the deficiency's matrix applied in linear RGB (Machado, Oliveira and
// Fernandes, 2009, severity 1). Alpha is kept.
sf::Color seenAs(sf::Color c, ColourVision vision);
void seenAs(sf::Image& image, ColourVision vision);

// How far apart two colours look (CIE 1976 distance in L*a*b*, D65): about 2.3 is a just noticeable
// difference, 10 and more tells two things apart at a glance.
float colourDistance(sf::Color a, sf::Color b);

}  // namespace td
