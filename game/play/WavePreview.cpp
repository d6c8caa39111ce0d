#include "game/play/WavePreview.h"

#include <algorithm>

namespace td {

std::vector<WavePreviewLine> wavePreview(const WaveDef& wave, const GameDefs& defs) {
  std::vector<WavePreviewLine> lines;
  for (const WaveGroupDef& g : wave.groups) {
    const int32_t kind = defs.enemyIndex(g.enemy);
    if (kind < 0 || g.count <= 0) continue;
    const auto k = static_cast<uint16_t>(kind);
    const auto same = std::find_if(lines.begin(), lines.end(), [k](const WavePreviewLine& l) { return l.kind == k; });
    if (same != lines.end()) {
      same->count += g.count;
    } else {
      lines.push_back({k, g.count});
    }
  }
  return lines;
}

}  // namespace td
