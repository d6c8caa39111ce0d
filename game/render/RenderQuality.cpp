#include "game/render/RenderQuality.h"

#include <SFML/OpenGL.hpp>
#include <string_view>

namespace td {

sf::ContextSettings smoothSettings() {
  sf::ContextSettings settings;
  settings.antialiasingLevel = 4;
  return settings;
}

sf::ContextSettings plainSettings() { return sf::ContextSettings(); }

bool softwareRenderer() {
  const auto* name = reinterpret_cast<const char*>(glGetString(GL_RENDERER));
  if (name == nullptr) return false;
  const std::string_view renderer(name);
  for (std::string_view soft : {"llvmpipe", "softpipe", "swrast", "Software Rasterizer"}) {
    if (renderer.find(soft) != std::string_view::npos) return true;
  }
  return false;
}

}  // namespace td
