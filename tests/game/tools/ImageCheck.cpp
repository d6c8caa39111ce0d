// td_image_check FILE WIDTH HEIGHT
//
// Passes (exit 0) when FILE is an image of WIDTH x HEIGHT pixels holding a
// real picture: many distinct colours, and no single colour covering almost
// all of it (a blank or failed render is one flat colour).

#include <SFML/Graphics/Image.hpp>
#include <cstdio>
#include <cstdlib>
#include <unordered_map>

int main(int argc, char** argv) {
  if (argc != 4) {
    std::fprintf(stderr, "usage: td_image_check FILE WIDTH HEIGHT\n");
    return 2;
  }
  sf::Image image;
  if (!image.loadFromFile(argv[1])) {
    std::fprintf(stderr, "td_image_check: cannot load %s\n", argv[1]);
    return 1;
  }
  const auto width = static_cast<unsigned>(std::strtoul(argv[2], nullptr, 10));
  const auto height = static_cast<unsigned>(std::strtoul(argv[3], nullptr, 10));
  const sf::Vector2u size = image.getSize();
  if (size.x != width || size.y != height) {
    std::fprintf(stderr, "td_image_check: %s is %ux%u, expected %ux%u\n", argv[1], size.x, size.y, width, height);
    return 1;
  }
  std::unordered_map<sf::Uint32, unsigned> counts;
  for (unsigned y = 0; y < size.y; ++y) {
    for (unsigned x = 0; x < size.x; ++x) ++counts[image.getPixel(x, y).toInteger()];
  }
  unsigned most = 0;
  for (const auto& [color, count] : counts) most = count > most ? count : most;
  const double share = static_cast<double>(most) / (static_cast<double>(size.x) * size.y);
  std::printf("%s: %zu distinct colours, the most common covers %.1f%%\n", argv[1], counts.size(), share * 100.0);
  // The map alone has hundreds of shades; a flat or nearly empty frame has few.
  if (counts.size() < 64 || share > 0.6) {
    std::fprintf(stderr, "td_image_check: %s does not look like a rendered frame\n", argv[1]);
    return 1;
  }
  return 0;
}
