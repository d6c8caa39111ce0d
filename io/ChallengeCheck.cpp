#include "io/ChallengeCheck.h"

#include <algorithm>
#include <iterator>
#include <string>

#include "engine/core/MessageMark.h"
#include "io/JsonCheck.h"
#include "io/LevelCheck.h"
#include "io/PlainId.h"

namespace td {
namespace {

// "a", "b" and "c" as the file spells them.
std::string quotedList(std::span<const char* const> names) {
  std::string out;
  for (size_t i = 0; i < names.size(); ++i) {
    out += i == 0 ? "" : (i + 1 == names.size() ? " or " : ", ");
    out += "\"" + std::string(names[i]) + "\"";
  }
  return out;
}

void checkChallengeTowers(const LevelDef& level, const ChallengeDef& c, const std::string& path, bool towersKnown,
                          const GameDefs* defs, JsonCheck& check) {
  for (size_t i = 0; i < c.towers.size(); ++i) {
    const std::string& id = c.towers[i];
    const std::string at = JsonCheck::index(JsonCheck::key(path, "towers"), i);
    if (defs != nullptr && defs->towerIndex(id) < 0) {
      check.error(at, phrase(N_("unknown tower kind \"{0}\""), id));
    } else if (towersKnown && !level.towers.empty() &&
               std::find(level.towers.begin(), level.towers.end(), id) == level.towers.end()) {
      // TRANSLATORS: {0} is a tower kind's id; a challenge may only narrow the level's own list ("towers").
      check.error(at, phrase(N_("\"{0}\" is not one of the level's tower kinds"), id));
    }
    if (std::find(c.towers.begin(), c.towers.begin() + static_cast<std::ptrdiff_t>(i), id) !=
        c.towers.begin() + static_cast<std::ptrdiff_t>(i)) {
      check.error(at, phrase(N_("\"{0}\" is named twice"), id));
    }
  }
}

}  // namespace

void checkChallenges(const LevelDef& level, bool towersKnown, const GameDefs* defs, JsonCheck& check) {
  if (level.challenges.size() > kMaxChallenges) {
    check.error(
        "challenges",
        phrasePlural(NP_("expected at most {0} challenge, found {1}", "expected at most {0} challenges, found {1}"),
                     static_cast<int64_t>(kMaxChallenges), kMaxChallenges, level.challenges.size()));
    return;
  }
  for (size_t i = 0; i < level.challenges.size(); ++i) {
    const ChallengeDef& c = level.challenges[i];
    const std::string path = JsonCheck::index("challenges", i);
    if (!isPlainId(c.id)) {
      check.error(JsonCheck::key(path, "id"),
                  phrase(N_("expected 1..64 lowercase letters, digits, '_' or '-', found \"{0}\""), c.id));
    }
    for (size_t j = 0; j < i; ++j) {
      if (level.challenges[j].id == c.id) {
        // TRANSLATORS: {1} is where in the file, such as challenges[0].
        check.error(JsonCheck::key(path, "id"),
                    phrase(N_("\"{0}\" is already defined by {1}"), c.id, JsonCheck::index("challenges", j)));
      }
    }
    if (c.name.empty()) {
      check.error(JsonCheck::key(path, "name"), phrase(N_("expected a name, found an empty string")));
    } else {
      checkOneLine(c.name, JsonCheck::key(path, "name"), check, kMaxNameLength);
    }
    checkChallengeTowers(level, c, path, towersKnown, defs, check);
    if (c.lives && (*c.lives < 1 || *c.lives > kMaxLives)) {
      // TRANSLATORS: {0}..{1} is the range of integers allowed, {2} the one the file holds.
      check.error(JsonCheck::key(path, "lives"),
                  phrase(N_("expected an integer in {0}..{1}, found {2}"), 1, kMaxLives, *c.lives));
    }
    if (c.gold && (*c.gold < 0 || *c.gold > kMaxGold)) {
      // TRANSLATORS: {0}..{1} is the range of integers allowed, {2} the one the file holds.
      check.error(JsonCheck::key(path, "gold"),
                  phrase(N_("expected an integer in {0}..{1}, found {2}"), 0, kMaxGold, *c.gold));
    }
    if (!(c.waveHealth >= 0.1f && c.waveHealth <= 10.0f)) {
      check.error(JsonCheck::key(path, "waveHealth"),
                  phrase(N_("expected a number in 0.1..10, found {0}"),
                         JsonCheck::formatNumber(static_cast<double>(c.waveHealth))));
    }
    for (size_t k = 0; k < c.forbid.size(); ++k) {
      const std::string at = JsonCheck::index(JsonCheck::key(path, "forbid"), k);
      const std::string& name = c.forbid[k];
      if (std::none_of(std::begin(kForbiddableActions), std::end(kForbiddableActions),
                       [&](const char* a) { return name == a; })) {
        // TRANSLATORS: {0} is a list of quoted action names, {1} the name the file holds.
        check.error(at, phrase(N_("expected {0}, found \"{1}\""), quotedList(kForbiddableActions), name));
      } else if (std::find(c.forbid.begin(), c.forbid.begin() + static_cast<std::ptrdiff_t>(k), name) !=
                 c.forbid.begin() + static_cast<std::ptrdiff_t>(k)) {
        check.error(at, phrase(N_("\"{0}\" is named twice"), name));
      }
    }
  }
}

}  // namespace td
