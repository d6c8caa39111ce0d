// td-icon: paints the game's icon (game/icon/IconPainter.h) at the given sizes, for the install's hicolor theme.
//   td-icon OUT_DIR NAME SIZE...   writes OUT_DIR/<SIZE>x<SIZE>/apps/NAME.png for each size
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <system_error>

#include "game/icon/IconPainter.h"

int main(int argc, char** argv) {
  if (argc < 4) {
    std::fprintf(stderr, "usage: td-icon OUT_DIR NAME SIZE...\n");
    return 2;
  }
  const std::filesystem::path out = argv[1];
  const std::string name = argv[2];
  for (int i = 3; i < argc; ++i) {
    char* end = nullptr;
    const long size = std::strtol(argv[i], &end, 10);
    if (end == argv[i] || *end != '\0' || size < 8 || size > 1024) {
      std::fprintf(stderr, "td-icon: %s: a size is a whole number of pixels from 8 to 1024\n", argv[i]);
      return 2;
    }
    const std::string side = std::to_string(size);
    const std::filesystem::path dir = out / (side + "x" + side) / "apps";
    std::error_code ec;
    std::filesystem::create_directories(dir, ec);
    const std::filesystem::path file = dir / (name + ".png");
    if (ec || !td::paintIcon(static_cast<unsigned>(size)).saveToFile(file.string())) {
      std::fprintf(stderr, "td-icon: cannot write %s\n", file.c_str());
      return 1;
    }
  }
  return 0;
}
