#pragma once

#include <functional>
#include <string>
#include <vector>

#include "engine/grid/TerrainDef.h"
#include "game/editor/NewLevelForm.h"
#include "game/editor/dialog/Dialog.h"

namespace td::editorui {

// A new level's name, size and ground (NewLevelForm holds the fields and their checks), or a way to open a
// level instead.
class NewLevelDialog final : public Dialog {
 public:
  struct Hooks {
    std::function<void(const NewLevelForm&)> create;
    std::function<void()> openInstead;
  };
  // `palette` is the document's terrain palette, which outlives the dialog.
  NewLevelDialog(NewLevelForm form, const std::vector<TerrainDef>& palette, int32_t maxSide, Hooks hooks)
      : form_(std::move(form)), palette_(palette), maxSide_(maxSide), hooks_(std::move(hooks)) {}
  std::string title() const override;
  ImVec2 size() const override { return {440.f, 0.f}; }
  bool show(bool escape) override;

 private:
  NewLevelForm form_;
  const std::vector<TerrainDef>& palette_;
  int32_t maxSide_;
  Hooks hooks_;
};

}  // namespace td::editorui
