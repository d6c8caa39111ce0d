#include <gtest/gtest.h>

#include <limits>

#include "editor/model/ChallengeEdits.h"
#include "editor/model/LevelEquality.h"
#include "editor/model/SettingsEdits.h"
#include "editor/model/Validation.h"
#include "io/LevelCheck.h"
#include "io/LevelDraft.h"
#include "io/LevelJson.h"
#include "tests/editor/model/EditorTestSupport.h"

namespace td::editor {
namespace {

using test::docWith;

const std::vector<std::string> kRoad = {"S...G"};

// A road level offering a Wall, an Archer and a Cannon, in that order: the wall does not attack.
EditorDoc threeKindsDoc() {
  EditorDoc doc = docWith(kRoad);
  EXPECT_TRUE(setTowers(doc, {"wall", "arrow", "cannon"}).applied());
  return doc;
}

std::vector<std::string> challengeIds(const EditorDoc& doc) {
  std::vector<std::string> out;
  for (const ChallengeDef& c : doc.level().challenges) out.push_back(c.id);
  return out;
}

const Problem* challengeProblem(const std::vector<Problem>& problems, const std::string& path) {
  for (const Problem& p : problems) {
    if (p.path == path) return &p;
  }
  return nullptr;
}

TEST(ChallengeEdits, EachEditIsOneStepAndUndoRestoresTheLevelExactly) {
  EditorDoc doc = threeKindsDoc();
  const LevelDef start = doc.level();
  ASSERT_TRUE(addChallenge(doc).applied());
  EXPECT_EQ(doc.undoLabel().english(), "Add challenge");
  EXPECT_EQ(doc.level().challenges[0].id, "challenge_1");
  EXPECT_EQ(doc.level().challenges[0].name, "New challenge");
  ASSERT_TRUE(setChallengeId(doc, 0, "no_sale").applied());
  EXPECT_EQ(doc.undoLabel().english(), "Challenge id");
  ASSERT_TRUE(setChallengeName(doc, 0, "No Sale").applied());
  EXPECT_EQ(doc.undoLabel().english(), "Challenge name");
  ASSERT_TRUE(toggleChallengeForbid(doc, 0, "sell").applied());
  EXPECT_EQ(doc.undoLabel().english(), "Challenge's forbidden actions");
  ASSERT_TRUE(setChallengeLives(doc, 0, 3).applied());
  EXPECT_EQ(doc.undoLabel().english(), "Challenge lives");
  ASSERT_TRUE(setChallengeGold(doc, 0, 80).applied());
  EXPECT_EQ(doc.undoLabel().english(), "Challenge gold");
  ASSERT_TRUE(setChallengeWaveHealth(doc, 0, 1.5f).applied());
  EXPECT_EQ(doc.undoLabel().english(), "Challenge wave health");
  ASSERT_TRUE(toggleChallengeTower(doc, 0, "cannon").applied());
  EXPECT_EQ(doc.undoLabel().english(), "Challenge's tower kinds");
  ASSERT_TRUE(addStandardChallenges(doc).applied());
  EXPECT_EQ(doc.undoLabel().english(), "Add Iron and Heroic");
  ASSERT_TRUE(moveChallenge(doc, 0, 2).applied());
  EXPECT_EQ(doc.undoLabel().english(), "Move challenge");
  EXPECT_EQ(challengeIds(doc), (std::vector<std::string>{"iron", "heroic", "no_sale"}));
  const LevelDef full = doc.level();
  const ChallengeDef& mine = full.challenges[2];
  EXPECT_EQ(mine.name, "No Sale");
  EXPECT_EQ(mine.forbid, (std::vector<std::string>{"sell"}));
  EXPECT_EQ(mine.lives, 3);
  EXPECT_EQ(mine.gold, 80);
  EXPECT_EQ(mine.waveHealth, 1.5f);
  EXPECT_EQ(mine.towers, (std::vector<std::string>{"wall", "arrow"}));
  ASSERT_TRUE(removeChallenge(doc, 1).applied());
  EXPECT_EQ(doc.undoLabel().english(), "Remove challenge");
  EXPECT_EQ(challengeIds(doc), (std::vector<std::string>{"iron", "no_sale"}));

  ASSERT_TRUE(doc.undo());
  EXPECT_TRUE(sameLevel(doc.level(), full));
  // Eleven steps in all: undoing the ten left gives the level back as it was, and redoing them the challenges.
  for (int i = 0; i < 10; ++i) ASSERT_TRUE(doc.undo()) << i;
  EXPECT_TRUE(sameLevel(doc.level(), start));
  EXPECT_TRUE(doc.level().challenges.empty());
  EXPECT_EQ(doc.undoLabel().english(), "Allowed towers");
  for (int i = 0; i < 10; ++i) ASSERT_TRUE(doc.redo()) << i;
  EXPECT_TRUE(sameLevel(doc.level(), full));
  EXPECT_TRUE(doc.level().challenges == full.challenges);
}

// What the editor holds is what the saved file gives back, so the document is clean after a save.
TEST(ChallengeEdits, EditedChallengesSaveAndReadBackEqual) {
  EditorDoc doc = threeKindsDoc();
  addStandardChallenges(doc);
  addChallenge(doc);
  toggleChallengeTower(doc, 2, "wall");
  toggleChallengeForbid(doc, 2, "specialise");
  toggleChallengeForbid(doc, 2, "sell");
  setChallengeGold(doc, 2, 0);
  setChallengeWaveHealth(doc, 2, 0.85f);
  const LevelDraftLoad again =
      parseLevelDraft(levelToJson(doc.level()), test::palette(), "again.json", &test::gameDefs());
  ASSERT_TRUE(again.ok()) << again.errors[0].text();
  EXPECT_TRUE(sameLevel(again.level, doc.level()));
  EXPECT_TRUE(again.level.challenges == doc.level().challenges);
}

TEST(ChallengeEdits, SameValuesMakeNoStep) {
  EditorDoc doc = threeKindsDoc();
  addChallenge(doc);
  setChallengeLives(doc, 0, 2);
  const size_t steps = doc.history().undoCount();
  EXPECT_EQ(setChallengeId(doc, 0, "challenge_1").status, EditStatus::NoChange);
  EXPECT_EQ(setChallengeName(doc, 0, "New challenge").status, EditStatus::NoChange);
  EXPECT_EQ(setChallengeLives(doc, 0, 2).status, EditStatus::NoChange);
  EXPECT_EQ(setChallengeGold(doc, 0, std::nullopt).status, EditStatus::NoChange);
  EXPECT_EQ(setChallengeWaveHealth(doc, 0, 1.0f).status, EditStatus::NoChange);
  EXPECT_EQ(moveChallenge(doc, 0, 0).status, EditStatus::NoChange);
  EXPECT_EQ(doc.history().undoCount(), steps);
  // Clearing what was set is a change: the challenge goes back to the level's lives.
  ASSERT_TRUE(setChallengeLives(doc, 0, std::nullopt).applied());
  EXPECT_FALSE(doc.level().challenges[0].lives.has_value());
}

// The name's translations are edited one language at a time; an empty one goes, and the same one is no step.
TEST(ChallengeEdits, TheNamesTranslationsAreSetAndClearedPerLanguage) {
  EditorDoc doc = threeKindsDoc();
  addChallenge(doc);
  ASSERT_TRUE(setChallengeNameIn(doc, 0, "pl", "Żelazo").applied());
  ASSERT_TRUE(setChallengeNameIn(doc, 0, "ru", "Железо").applied());
  EXPECT_EQ(doc.level().challenges[0].names.at("pl"), "Żelazo");
  const size_t steps = doc.history().undoCount();
  EXPECT_EQ(setChallengeNameIn(doc, 0, "pl", "Żelazo").status, EditStatus::NoChange);
  EXPECT_EQ(doc.history().undoCount(), steps);
  ASSERT_TRUE(setChallengeNameIn(doc, 0, "pl", "").applied());
  EXPECT_FALSE(doc.level().challenges[0].names.contains("pl"));
  ASSERT_TRUE(doc.undo());
  EXPECT_EQ(doc.level().challenges[0].names.at("pl"), "Żelazo");
  EXPECT_FALSE(setChallengeNameIn(doc, 3, "pl", "x").applied());
}

TEST(ChallengeEdits, FreshIdsAreUniqueAndCountFromTheList) {
  EditorDoc doc = threeKindsDoc();
  ASSERT_TRUE(addChallenge(doc).applied());
  ASSERT_TRUE(addChallenge(doc).applied());
  EXPECT_EQ(challengeIds(doc), (std::vector<std::string>{"challenge_1", "challenge_2"}));
  // With "challenge_3" taken by the first, the next id passes it over.
  ASSERT_TRUE(setChallengeId(doc, 0, "challenge_3").applied());
  ASSERT_TRUE(addChallenge(doc).applied());
  EXPECT_EQ(challengeIds(doc), (std::vector<std::string>{"challenge_3", "challenge_2", "challenge_4"}));
}

TEST(ChallengeEdits, TheStandardOnesComeOnlyWhereTheirIdsAreFree) {
  EditorDoc doc = threeKindsDoc();
  ASSERT_TRUE(addStandardChallenges(doc).applied());
  ASSERT_EQ(challengeIds(doc), (std::vector<std::string>{"iron", "heroic"}));
  // Iron: the first two of the level's kinds that attack, the wall passed over.
  const ChallengeDef& iron = doc.level().challenges[0];
  EXPECT_EQ(iron.name, "Iron");
  EXPECT_EQ(iron.towers, (std::vector<std::string>{"arrow", "cannon"}));
  EXPECT_FALSE(iron.lives.has_value());
  EXPECT_EQ(iron.waveHealth, 1.0f);
  const ChallengeDef& heroic = doc.level().challenges[1];
  EXPECT_EQ(heroic.name, "Heroic");
  EXPECT_EQ(heroic.lives, 1);
  EXPECT_EQ(heroic.waveHealth, 1.15f);
  EXPECT_TRUE(heroic.towers.empty());
  EXPECT_TRUE(addStandardChallenges(doc).refused());
  // One of them gone: only that one comes back, at the end.
  ASSERT_TRUE(removeChallenge(doc, 0).applied());
  ASSERT_TRUE(addStandardChallenges(doc).applied());
  EXPECT_EQ(challengeIds(doc), (std::vector<std::string>{"heroic", "iron"}));
  EXPECT_TRUE(findProblems(doc.level(), doc.defs(), computeRoutes(doc.level())).empty());
}

TEST(ChallengeEdits, IronTakesTheGamesKindsWhenTheLevelListsNone) {
  EditorDoc doc = docWith(kRoad);
  ASSERT_TRUE(addStandardChallenges(doc).applied());
  std::vector<std::string> attackers;
  for (const TowerDef& t : test::gameDefs().towers) {
    if (t.attacks() && attackers.size() < 2) attackers.push_back(t.id);
  }
  EXPECT_EQ(doc.level().challenges[0].towers, attackers);
}

TEST(ChallengeEdits, WithoutKindsThatAttackOnlyHeroicIsAddedAndTheNoteSaysWhy) {
  EditorDoc doc = docWith(kRoad);
  ASSERT_TRUE(setTowers(doc, {"wall"}).applied());
  const EditResult r = addStandardChallenges(doc);
  ASSERT_TRUE(r.applied());
  EXPECT_EQ(r.message.english(), "no Iron challenge: none of the level's tower kinds attacks");
  EXPECT_EQ(challengeIds(doc), (std::vector<std::string>{"heroic"}));
  const EditResult again = addStandardChallenges(doc);
  EXPECT_TRUE(again.refused());
  EXPECT_EQ(again.message.english(), "no Iron challenge: none of the level's tower kinds attacks");
  // Without the game's definitions nothing says which kinds attack.
  EditorDoc blind = docWith(kRoad, false);
  EXPECT_EQ(addStandardChallenges(blind).message.english(),
            "no Iron challenge: the tower kinds of the game are not known");
  EXPECT_EQ(challengeIds(blind), (std::vector<std::string>{"heroic"}));
}

TEST(ChallengeEdits, KindsAreToggledInTheLevelsOrderAndAllOfThemIsNoList) {
  EditorDoc doc = threeKindsDoc();
  addChallenge(doc);
  EXPECT_EQ(challengeKindChoices(doc), (std::vector<std::string>{"wall", "arrow", "cannon"}));
  EXPECT_TRUE(challengeAllows(doc.level().challenges[0], "arrow"));
  // Forbidding one of "all the level's" lists the others.
  ASSERT_TRUE(toggleChallengeTower(doc, 0, "arrow").applied());
  EXPECT_EQ(doc.level().challenges[0].towers, (std::vector<std::string>{"wall", "cannon"}));
  EXPECT_FALSE(challengeAllows(doc.level().challenges[0], "arrow"));
  ASSERT_TRUE(toggleChallengeTower(doc, 0, "wall").applied());
  EXPECT_EQ(doc.level().challenges[0].towers, (std::vector<std::string>{"cannon"}));
  // The last kind stays.
  EXPECT_TRUE(toggleChallengeTower(doc, 0, "cannon").refused());
  // Allowed again in the level's order, whatever the order of the clicks.
  ASSERT_TRUE(toggleChallengeTower(doc, 0, "wall").applied());
  EXPECT_EQ(doc.level().challenges[0].towers, (std::vector<std::string>{"wall", "cannon"}));
  // Every kind allowed again: the challenge follows the level's list.
  ASSERT_TRUE(toggleChallengeTower(doc, 0, "arrow").applied());
  EXPECT_TRUE(doc.level().challenges[0].towers.empty());
}

TEST(ChallengeEdits, AKindTheLevelDropsStaysListedForValidationAndCanBeUnticked) {
  EditorDoc doc = threeKindsDoc();
  addChallenge(doc);
  toggleChallengeTower(doc, 0, "wall");
  ASSERT_EQ(doc.level().challenges[0].towers, (std::vector<std::string>{"arrow", "cannon"}));
  ASSERT_TRUE(setTowers(doc, {"wall", "arrow"}).applied());
  const std::vector<Problem> problems = findProblems(doc.level(), doc.defs(), computeRoutes(doc.level()));
  ASSERT_NE(challengeProblem(problems, "challenges[0].towers[1]"), nullptr);
  ASSERT_TRUE(toggleChallengeTower(doc, 0, "cannon").applied());
  EXPECT_EQ(doc.level().challenges[0].towers, (std::vector<std::string>{"arrow"}));
}

TEST(ChallengeEdits, ForbiddenActionsKeepTheFilesOrderAndOnlyTheFourAreTaken) {
  EditorDoc doc = threeKindsDoc();
  addChallenge(doc);
  ASSERT_TRUE(toggleChallengeForbid(doc, 0, "next_wave").applied());
  ASSERT_TRUE(toggleChallengeForbid(doc, 0, "sell").applied());
  ASSERT_TRUE(toggleChallengeForbid(doc, 0, "upgrade").applied());
  EXPECT_EQ(doc.level().challenges[0].forbid, (std::vector<std::string>{"sell", "upgrade", "next_wave"}));
  ASSERT_TRUE(toggleChallengeForbid(doc, 0, "sell").applied());
  EXPECT_EQ(doc.level().challenges[0].forbid, (std::vector<std::string>{"upgrade", "next_wave"}));
  EXPECT_TRUE(toggleChallengeForbid(doc, 0, "build").refused());
  // A name mistyped in the file can be taken out, as the Challenges section offers it.
  LevelDef typed = doc.level();
  typed.challenges[0].forbid.push_back("buld");
  ASSERT_TRUE(doc.adopt(typed, {}, false).applied());
  ASSERT_TRUE(toggleChallengeForbid(doc, 0, "buld").applied());
  EXPECT_EQ(doc.level().challenges[0].forbid, (std::vector<std::string>{"upgrade", "next_wave"}));
}

TEST(ChallengeEdits, OutOfRangeChallengesAndNumbersThatAreNoneAreRefused) {
  EditorDoc doc = threeKindsDoc();
  EXPECT_TRUE(removeChallenge(doc, 0).refused());
  EXPECT_TRUE(setChallengeName(doc, 0, "x").refused());
  EXPECT_TRUE(setChallengeId(doc, 0, "x").refused());
  EXPECT_TRUE(toggleChallengeTower(doc, 0, "arrow").refused());
  EXPECT_TRUE(toggleChallengeForbid(doc, 0, "sell").refused());
  EXPECT_TRUE(setChallengeLives(doc, 0, 1).refused());
  EXPECT_TRUE(setChallengeGold(doc, 0, 1).refused());
  EXPECT_TRUE(setChallengeWaveHealth(doc, 0, 1.2f).refused());
  addChallenge(doc);
  EXPECT_TRUE(moveChallenge(doc, 0, 1).refused());
  EXPECT_TRUE(setChallengeWaveHealth(doc, 0, std::numeric_limits<float>::quiet_NaN()).refused());
  EXPECT_TRUE(setChallengeWaveHealth(doc, 0, std::numeric_limits<float>::infinity()).refused());
  EXPECT_EQ(doc.history().undoCount(), 2u);
}

// A file with more challenges than io allows does not open, so the editor must not make one.
TEST(ChallengeEdits, ChallengesPastTheFilesLimitAreRefused) {
  EditorDoc doc = threeKindsDoc();
  while (doc.level().challenges.size() + 1 < kMaxChallenges) ASSERT_TRUE(addChallenge(doc).applied());
  // One place left: the two standard ones do not fit, and neither is added alone.
  EXPECT_TRUE(addStandardChallenges(doc).refused());
  ASSERT_TRUE(addChallenge(doc).applied());
  const LevelDef full = doc.level();
  EXPECT_TRUE(addChallenge(doc).refused());
  EXPECT_TRUE(sameLevel(doc.level(), full));
}

TEST(ChallengeEdits, ValuesTheGameRefusesAreProblemsNamedByTheChallenge) {
  EditorDoc doc = threeKindsDoc();
  addStandardChallenges(doc);
  ASSERT_TRUE(setChallengeLives(doc, 1, 0).applied());
  ASSERT_TRUE(setChallengeId(doc, 1, "iron").applied());
  ASSERT_TRUE(setChallengeWaveHealth(doc, 0, 20.f).applied());
  const std::vector<Problem> problems = findProblems(doc.level(), doc.defs(), computeRoutes(doc.level()));
  const Problem* lives = challengeProblem(problems, "challenges[1].lives");
  ASSERT_NE(lives, nullptr);
  EXPECT_EQ(lives->panel, ProblemPanel::Challenges);
  EXPECT_EQ(lives->challenge, 1);
  EXPECT_EQ(lives->text().rfind("Challenge 2 (Heroic), lives: ", 0), 0u) << lives->text();
  ASSERT_NE(challengeProblem(problems, "challenges[1].id"), nullptr);
  const Problem* health = challengeProblem(problems, "challenges[0].waveHealth");
  ASSERT_NE(health, nullptr);
  EXPECT_EQ(health->text().rfind("Challenge 1 (Iron), wave health: ", 0), 0u) << health->text();
}

}  // namespace
}  // namespace td::editor
