#include "game/persist/StoreNoticeText.h"

#include "engine/core/TextFormat.h"
#include "game/text/Catalogue.h"
#include "game/text/PhraseText.h"

namespace td {
namespace {

using persist::StoreProblem;

// One file's sentences.
struct Sentences {
  const char* unreadable;
  const char* newer;
  const char* damagedKept;
  const char* damaged;
  const char* partsKept;
  const char* parts;
  const char* notSaved;
};

const Sentences& sentencesFor(StoreKind kind) {
  static const Sentences kSettings{
      N_("The settings could not be read ({0}), so defaults are used; the file is left alone and this session's "
         "changes are not saved."),
      N_("The settings were saved by a newer version of the game; they are left alone and this session's changes "
         "are not saved."),
      N_("The saved settings were damaged, so defaults are used; the damaged file was kept as {0}."),
      N_("The saved settings were damaged, so defaults are used."),
      N_("The saved settings had parts this version cannot take ({0}), so they are left out; a copy was kept as "
         "{1}."),
      N_("The saved settings had parts this version cannot take ({0}), so they are left out; no copy could be "
         "kept."),
      N_("The settings could not be saved ({0})."),
  };
  static const Sentences kResults{
      N_("Your results could not be read ({0}); the file is left alone and this session's results are not saved."),
      N_("Your results were saved by a newer version of the game; they are left alone and this session's results "
         "are not saved."),
      N_("The saved results were damaged, so the game starts afresh; the damaged file was kept as {0}."),
      N_("The saved results were damaged, so the game starts afresh."),
      N_("The saved results had parts this version cannot take ({0}), so they are left out; a copy was kept as "
         "{1}."),
      N_("The saved results had parts this version cannot take ({0}), so they are left out; no copy could be "
         "kept."),
      N_("Your results could not be saved ({0})."),
  };
  static const Sentences kSeen{
      N_("The list of kinds you have met could not be read ({0}); their cards show again and the file is left "
         "alone."),
      N_("The list of kinds you have met was saved by a newer version of the game; it is left alone."),
      N_("The list of kinds you have met was damaged, so their cards show again; the damaged file was kept as {0}."),
      N_("The list of kinds you have met was damaged, so their cards show again."),
      N_("The list of kinds you have met had parts this version cannot take ({0}), so they are left out; a copy was "
         "kept as {1}."),
      N_("The list of kinds you have met had parts this version cannot take ({0}), so they are left out; no copy "
         "could be kept."),
      N_("The list of kinds you have met could not be saved ({0})."),
  };
  switch (kind) {
    case StoreKind::Settings:
      return kSettings;
    case StoreKind::Results:
      return kResults;
    case StoreKind::SeenCards:
      break;
  }
  return kSeen;
}

}  // namespace

std::string storeNoticeText(StoreKind kind, const persist::StoreNotice& notice, const std::string& english) {
  const Sentences& s = sentencesFor(kind);
  const bool kept = !notice.keptAs.empty();
  switch (notice.problem) {
    case StoreProblem::None:
      return english;
    case StoreProblem::Unreadable:
      return textf(tr(s.unreadable), phraseText(notice.reason));
    case StoreProblem::Newer:
      return tr(s.newer);
    case StoreProblem::Damaged:
      return kept ? textf(tr(s.damagedKept), notice.keptAs) : std::string(tr(s.damaged));
    case StoreProblem::PartsLeftOut:
      return kept ? textf(tr(s.partsKept), phraseText(notice.reason), notice.keptAs)
                  : textf(tr(s.parts), phraseText(notice.reason));
    case StoreProblem::NotSaved:
      return textf(tr(s.notSaved), phraseText(notice.reason));
  }
  return english;
}

}  // namespace td
