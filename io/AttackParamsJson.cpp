#include "io/AttackParamsJson.h"

#include <array>

#include "engine/core/MessageMark.h"

namespace td {
namespace {

constexpr std::array<std::string_view, 0> kNoKeys{};
constexpr std::array<std::string_view, 1> kShellKeys{"splashRadius"};
constexpr std::array<std::string_view, 3> kFrostKeys{"splashRadius", "slowFactor", "slowDuration"};
constexpr std::array<std::string_view, 1> kArrowKeys{"volley"};
constexpr std::array<std::string_view, 2> kLightningKeys{"chain", "stun"};
constexpr std::array<std::string_view, 2> kDiscKeys{"friction", "restitution"};
constexpr std::array<std::string_view, 1> kArrowOptional{"volley"};
constexpr std::array<std::string_view, 1> kLightningOptional{"stun"};

// Optional: a level without it looses one arrow a shot.
void readArrow(JsonFields& fields, AttackParams& params) {
  fields.whole("volley", params.emplace<ArrowParams>().volley, 1, 8, false);
}

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

// "stun" is optional: a bolt without it stuns no one.
void readLightning(JsonFields& fields, AttackParams& params) {
  LightningParams& p = params.emplace<LightningParams>();
  fields.whole("chain", p.chain, 0, 20);
  fields.real("stun", p.stun, 0.0, 5.0, false);
}

void readDisc(JsonFields& fields, AttackParams& params) {
  DiscParams& p = params.emplace<DiscParams>();
  fields.real("friction", p.friction, 0.0, 50.0);
  fields.real("restitution", p.restitution, 0.0, 1.0);
}

const std::array<AttackParamsReader, kAttackKindCount> kReaders{{
    {AttackKind::Arrow, kArrowKeys, kArrowOptional, readArrow, true, nullptr},
    {AttackKind::Shell, kShellKeys, kNoKeys, readShell, true,
     N_("expected false: shells burst on the ground and cannot hit flying enemies")},
    {AttackKind::Frost, kFrostKeys, kNoKeys, readFrost, true, nullptr},
    {AttackKind::Lightning, kLightningKeys, kLightningOptional, readLightning, false, nullptr},
    {AttackKind::Disc, kDiscKeys, kNoKeys, readDisc, true,
     N_("expected false: discs slide on the ground and cannot hit flying enemies")},
    {AttackKind::None, kNoKeys, kNoKeys, readWall, false, nullptr},
}};

}  // namespace

const AttackParamsReader& attackParamsReader(AttackKind kind) { return kReaders[static_cast<size_t>(kind)]; }

}  // namespace td
