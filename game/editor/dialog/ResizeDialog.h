#pragma once

#include <cstdint>
#include <functional>
#include <string>

#include "engine/core/Cell.h"
#include "game/editor/dialog/Dialog.h"

namespace td::editorui {

// The map's new size, and which side or corner stays where it is.
class ResizeDialog final : public Dialog {
 public:
  // The new size and where the old map's corner lands in it (cells).
  using Resize = std::function<void(int32_t width, int32_t height, Cell offset)>;
  ResizeDialog(int32_t width, int32_t height, int32_t maxSide, Resize resize);
  std::string title() const override;
  ImVec2 size() const override { return {420.f, 0.f}; }
  bool show(bool escape) override;

  // Where the old map's corner lands for an anchor of the 3 x 3 grid (0..8, row-major) when the size goes
  // from `from` to `to`.
  static Cell offsetFor(int anchor, Cell from, Cell to);

 private:
  int32_t oldWidth_;
  int32_t oldHeight_;
  int32_t maxSide_;
  int width_;
  int height_;
  int anchor_ = 0;
  Resize resize_;
};

}  // namespace td::editorui
