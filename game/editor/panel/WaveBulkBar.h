#pragma once

#include "game/editor/panel/PanelHost.h"

namespace td::editorui {

// The All waves window's edits of many waves at once (editor/model/WaveBulk.h): counts, intervals or bonuses by a
// percentage from a wave on, and a group copied to a range of waves. Each is one undo step; the fields keep their
// values between uses, so "+10 %" can be applied to counts and then bonuses.
class WaveBulkBar {
 public:
  void draw(PanelHost& host);

 private:
  int percent_ = 10;  // waves and groups from 1, as the table numbers them
  int fromWave_ = 1;
  int copyWave_ = 1;
  int copyGroup_ = 1;
  int copyFirst_ = 2;
  int copyLast_ = 2;
};

}  // namespace td::editorui
