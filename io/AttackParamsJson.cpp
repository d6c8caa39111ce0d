#include "io/AttackParamsJson.h"

#include <array>

#include "engine/core/MessageMark.h"

namespace td {
namespace {

constexpr std::array<std::string_view, 0> kNoKeys{};
constexpr std::array<std::string_view, 1> kShellKeys{"splashRadius"};
constexpr std::array<std::string_view, 3> kFrostKeys{"splashRadius", "slowFactor", "slowDuration"};
constexpr std::array<std::string_view, 1> kLightningKeys{"chain"};
constexpr std::array<std::string_view, 2> kDiscKeys{"friction", "restitution"};

void readArrow(JsonFields&, AttackParams& params) { params.emplace<ArrowParams>(); }

void readWall(JsonFields&, AttackParams& params) { params.emplace<NoAttackParams>(); }

void readShell(JsonFields& fields, AttackParams& params) {
  ShellParams& p = params.emplace<ShellParams>();
  fields.real("splashRadius", p.splashRadius, 0.0, 5.0);
}

void readFrost(JsonFields& fields, AttackParams& params) {
  FrostParams& p = params.emplace<FrostParams>();
  fields.real("splashRadius", p.splashRadius, 0.0, 5.0);
  fields.real("slowFactor", p.slowFactor, 0.05, 1.0);
  fields.real("slowDuration", p.slowDuration, 0.0, 60.0);
}

void readLightning(JsonFields& fields, AttackParams& params) {
  fields.whole("chain", params.emplace<LightningParams>().chain, 0, 20);
}

void readDisc(JsonFields& fields, AttackParams& params) {
  DiscParams& p = params.emplace<DiscParams>();
  fields.real("friction", p.friction, 0.0, 50.0);
  fields.real("restitution", p.restitution, 0.0, 1.0);
}

const std::array<AttackParamsReader, kAttackKindCount> kReaders{{
    {AttackKind::Arrow, kNoKeys, readArrow, true, nullptr},
    {AttackKind::Shell, kShellKeys, readShell, true,
     N_("expected false: shells burst on the ground and cannot hit flying enemies")},
    {AttackKind::Frost, kFrostKeys, readFrost, true, nullptr},
    {AttackKind::Lightning, kLightningKeys, readLightning, false, nullptr},
    {AttackKind::Disc, kDiscKeys, readDisc, true,
     N_("expected false: discs slide on the ground and cannot hit flying enemies")},
    {AttackKind::None, kNoKeys, readWall, false, nullptr},
}};

}  // namespace

const AttackParamsReader& attackParamsReader(AttackKind kind) { return kReaders[static_cast<size_t>(kind)]; }

}  // namespace td
