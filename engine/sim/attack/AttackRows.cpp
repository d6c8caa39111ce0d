// The table of attack kinds: one row per kind, in AttackKind's order.
#include <array>

#include "engine/sim/attack/Arrow.h"
#include "engine/sim/attack/AttackRow.h"
#include "engine/sim/attack/Disc.h"
#include "engine/sim/attack/Frost.h"
#include "engine/sim/attack/Lightning.h"
#include "engine/sim/attack/Shell.h"

namespace td {
namespace {

float one(const TowerLevelDef&) { return 1.0f; }
// A splash hits the one struck and, in a crowd, about one more.
float splashTargets(float radius) { return radius > 0.0f ? 2.0f : 1.0f; }
float shellTargets(const TowerLevelDef& l) { return splashTargets(l.kindParams<ShellParams>().splashRadius); }
float frostTargets(const TowerLevelDef& l) { return splashTargets(l.kindParams<FrostParams>().splashRadius); }
float chainTargets(const TowerLevelDef& l) { return 1.0f + static_cast<float>(l.kindParams<LightningParams>().chain); }
float volleyTargets(const TowerLevelDef& l) {
  return static_cast<float>(std::max(1, l.kindParams<ArrowParams>().volley));
}

constexpr std::array<AttackRow, kAttackKindCount> kRows{{
    {AttackKind::Arrow, "arrow", fireArrow, nullptr, volleyTargets},
    {AttackKind::Shell, "shell", fireShell, landShell, shellTargets},
    {AttackKind::Frost, "frost", fireFrost, landFrost, frostTargets},
    {AttackKind::Lightning, "lightning", fireLightning, nullptr, chainTargets},
    {AttackKind::Disc, "disc", fireDisc, nullptr, one},
    {AttackKind::None, "none", nullptr, nullptr, one},
}};

}  // namespace

const AttackRow& attackRow(AttackKind kind) { return kRows[static_cast<size_t>(kind)]; }

std::span<const AttackRow> attackRows() { return kRows; }

}  // namespace td
