#include "editor/model/ChallengeEdits.h"

#include <algorithm>
#include <cmath>
#include <iterator>
#include <utility>

#include "engine/core/MessageMark.h"
#include "io/LevelCheck.h"

namespace td::editor {
namespace {

EditResult noChallenge(size_t index) { return EditResult::refuse(phrase(N_("there is no challenge {0}"), index + 1)); }

// A file with more challenges does not open (io/LevelChallengesJson), so the editor never makes one.
EditResult tooMany() {
  return EditResult::refuse(
      phrasePlural(NP_("a level holds at most {0} challenge", "a level holds at most {0} challenges"),
                   static_cast<int64_t>(kMaxChallenges), kMaxChallenges));
}

bool idTaken(const LevelDef& level, const std::string& id) {
  return std::any_of(level.challenges.begin(), level.challenges.end(),
                     [&](const ChallengeDef& c) { return c.id == id; });
}

// "challenge_N", N from one past the count: the number the designer sees in the list, unless another has that id.
std::string freshId(const LevelDef& level) {
  for (size_t n = level.challenges.size() + 1;; ++n) {
    std::string id = "challenge_" + std::to_string(n);
    if (!idTaken(level, id)) return id;
  }
}

// Sorts `list` by where each name stands in `order`, names it lacks after those (in their own order): a saved
// list keeps one order however it was clicked.
void keepOrder(std::vector<std::string>& list, const std::vector<std::string>& order) {
  const auto rank = [&order](const std::string& name) {
    return static_cast<size_t>(std::find(order.begin(), order.end(), name) - order.begin());
  };
  std::stable_sort(list.begin(), list.end(),
                   [&rank](const std::string& a, const std::string& b) { return rank(a) < rank(b); });
}

// Runs `change` on challenge `index` as one settings edit named `label`. A change that leaves the challenge as it
// was makes no step (the document compares the levels).
template <typename Change>
EditResult editChallenge(EditorDoc& doc, size_t index, const Phrase& label, Change change) {
  if (index >= doc.level().challenges.size()) return noChallenge(index);
  return doc.editSettings(label, [&](LevelDef& level) { return change(level.challenges[index]); });
}

// Iron: the first two of the level's kinds that attack, or why there is none.
std::optional<ChallengeDef> ironChallenge(const EditorDoc& doc, Phrase& why) {
  const GameDefs* defs = doc.defs();
  if (defs == nullptr) {
    why = phrase(N_("the tower kinds of the game are not known"));
    return std::nullopt;
  }
  ChallengeDef iron;
  iron.id = "iron";
  iron.name = "Iron";
  for (const std::string& id : challengeKindChoices(doc)) {
    const int32_t k = defs->towerIndex(id);
    if (k >= 0 && defs->towers[static_cast<size_t>(k)].attacks() && iron.towers.size() < 2) iron.towers.push_back(id);
  }
  if (iron.towers.empty()) {
    why = phrase(N_("none of the level's tower kinds attacks"));
    return std::nullopt;
  }
  return iron;
}

ChallengeDef heroicChallenge() {
  ChallengeDef heroic;
  heroic.id = "heroic";
  heroic.name = "Heroic";
  heroic.lives = 1;
  heroic.waveHealth = 1.15f;
  return heroic;
}

}  // namespace

EditResult addChallenge(EditorDoc& doc) {
  if (doc.level().challenges.size() >= kMaxChallenges) return tooMany();
  return doc.editSettings(phrase(N_("Add challenge")), [&](LevelDef& level) {
    ChallengeDef challenge;
    challenge.id = freshId(level);
    challenge.name = "New challenge";
    level.challenges.push_back(std::move(challenge));
    return EditResult::done();
  });
}

EditResult addStandardChallenges(EditorDoc& doc) {
  const LevelDef& level = doc.level();
  std::vector<ChallengeDef> added;
  Phrase noIron;
  if (!idTaken(level, "iron")) {
    if (std::optional<ChallengeDef> iron = ironChallenge(doc, noIron)) added.push_back(std::move(*iron));
  }
  if (!idTaken(level, "heroic")) added.push_back(heroicChallenge());
  // TRANSLATORS: {0} says why, e.g. "none of the level's tower kinds attacks".
  const char* const noIronPattern = N_("no Iron challenge: {0}");
  if (added.empty() && !noIron.empty()) return EditResult::refuse(phrase(noIronPattern, std::move(noIron)));
  if (added.empty()) return EditResult::refuse(phrase(N_("the level has its Iron and Heroic challenges already")));
  if (level.challenges.size() + added.size() > kMaxChallenges) return tooMany();
  EditResult result = doc.editSettings(phrase(N_("Add Iron and Heroic")), [&](LevelDef& edited) {
    std::move(added.begin(), added.end(), std::back_inserter(edited.challenges));
    return EditResult::done();
  });
  // Heroic went in alone: the designer learns why Iron did not.
  if (result.applied() && !noIron.empty()) return EditResult::done(phrase(noIronPattern, std::move(noIron)));
  return result;
}

EditResult removeChallenge(EditorDoc& doc, size_t index) {
  if (index >= doc.level().challenges.size()) return noChallenge(index);
  return doc.editSettings(phrase(N_("Remove challenge")), [&](LevelDef& level) {
    level.challenges.erase(level.challenges.begin() + static_cast<std::ptrdiff_t>(index));
    return EditResult::done();
  });
}

EditResult moveChallenge(EditorDoc& doc, size_t from, size_t to) {
  const size_t n = doc.level().challenges.size();
  if (from >= n) return noChallenge(from);
  if (to >= n) return noChallenge(to);
  if (from == to) return EditResult::unchanged();
  return doc.editSettings(phrase(N_("Move challenge")), [&](LevelDef& level) {
    ChallengeDef moved = std::move(level.challenges[from]);
    level.challenges.erase(level.challenges.begin() + static_cast<std::ptrdiff_t>(from));
    level.challenges.insert(level.challenges.begin() + static_cast<std::ptrdiff_t>(to), std::move(moved));
    return EditResult::done();
  });
}

EditResult setChallengeId(EditorDoc& doc, size_t index, const std::string& id) {
  return editChallenge(doc, index, phrase(N_("Challenge id")), [&](ChallengeDef& c) {
    c.id = id;
    return EditResult::done();
  });
}

EditResult setChallengeName(EditorDoc& doc, size_t index, const std::string& name) {
  return editChallenge(doc, index, phrase(N_("Challenge name")), [&](ChallengeDef& c) {
    c.name = name;
    return EditResult::done();
  });
}

EditResult setChallengeNameIn(EditorDoc& doc, size_t index, const std::string& code, const std::string& name) {
  return editChallenge(doc, index, phrase(N_("Challenge name")), [&](ChallengeDef& c) {
    if (name.empty()) {
      c.names.erase(code);
    } else {
      c.names[code] = name;
    }
    return EditResult::done();
  });
}

std::vector<std::string> challengeKindChoices(const EditorDoc& doc) {
  if (!doc.level().towers.empty()) return doc.level().towers;
  std::vector<std::string> kinds;
  if (const GameDefs* defs = doc.defs()) {
    for (const TowerDef& t : defs->towers) kinds.push_back(t.id);
  }
  return kinds;
}

bool challengeAllows(const ChallengeDef& challenge, const std::string& id) {
  return challenge.towers.empty() ||
         std::find(challenge.towers.begin(), challenge.towers.end(), id) != challenge.towers.end();
}

EditResult toggleChallengeTower(EditorDoc& doc, size_t index, const std::string& id) {
  const std::vector<std::string> choices = challengeKindChoices(doc);
  return editChallenge(doc, index, phrase(N_("Challenge's tower kinds")), [&](ChallengeDef& c) {
    std::vector<std::string> towers = c.towers;
    if (challengeAllows(c, id)) {
      // An empty list allows the level's every kind: forbidding one lists the others.
      if (towers.empty()) towers = choices;
      if (towers.empty()) return EditResult::refuse(phrase(N_("the tower kinds of the game are not known")));
      towers.erase(std::remove(towers.begin(), towers.end(), id), towers.end());
      if (towers.empty()) return EditResult::refuse(phrase(N_("at least one tower kind must stay allowed")));
    } else {
      if (towers.size() >= kMaxTowerKinds) {
        return EditResult::refuse(
            phrasePlural(NP_("a challenge allows at most {0} tower kind", "a challenge allows at most {0} tower kinds"),
                         static_cast<int64_t>(kMaxTowerKinds), kMaxTowerKinds));
      }
      towers.push_back(id);
    }
    keepOrder(towers, choices);
    // Every kind allowed again: no list, so that the challenge follows the level's kinds as they change.
    if (towers == choices) towers.clear();
    c.towers = std::move(towers);
    return EditResult::done();
  });
}

EditResult setChallengeLives(EditorDoc& doc, size_t index, std::optional<int32_t> lives) {
  return editChallenge(doc, index, phrase(N_("Challenge lives")), [&](ChallengeDef& c) {
    c.lives = lives;
    return EditResult::done();
  });
}

EditResult setChallengeGold(EditorDoc& doc, size_t index, std::optional<int32_t> gold) {
  return editChallenge(doc, index, phrase(N_("Challenge gold")), [&](ChallengeDef& c) {
    c.gold = gold;
    return EditResult::done();
  });
}

EditResult setChallengeWaveHealth(EditorDoc& doc, size_t index, float factor) {
  if (!std::isfinite(factor)) return EditResult::refuse(phrase(N_("expected a number")));
  return editChallenge(doc, index, phrase(N_("Challenge wave health")), [&](ChallengeDef& c) {
    c.waveHealth = factor;
    return EditResult::done();
  });
}

EditResult toggleChallengeForbid(EditorDoc& doc, size_t index, const std::string& action) {
  const std::vector<std::string> actions(std::begin(kForbiddableActions), std::end(kForbiddableActions));
  return editChallenge(doc, index, phrase(N_("Challenge's forbidden actions")), [&](ChallengeDef& c) {
    if (std::find(c.forbid.begin(), c.forbid.end(), action) != c.forbid.end()) {
      // Whatever its name: a file's mistyped action is taken out as any other.
      c.forbid.erase(std::remove(c.forbid.begin(), c.forbid.end(), action), c.forbid.end());
      return EditResult::done();
    }
    if (std::find(actions.begin(), actions.end(), action) == actions.end()) {
      // TRANSLATORS: {0} is the name of a player action as actions files write it ("sell").
      return EditResult::refuse(phrase(N_("\"{0}\" is not an action a challenge can forbid"), action));
    }
    c.forbid.push_back(action);
    keepOrder(c.forbid, actions);
    return EditResult::done();
  });
}

}  // namespace td::editor
