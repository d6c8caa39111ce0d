#include "game/persist/SavedGames.h"

#include <system_error>

#include "game/persist/ConfigDir.h"
#include "game/persist/ReplayStore.h"
#include "game/text/PhraseText.h"
#include "io/AtomicFile.h"

namespace td::persist {

std::filesystem::path savesDir() {
  const std::filesystem::path dir = dataDir();
  return dir.empty() ? dir : dir / "saves";
}

std::string savedGameKey(const std::string& recordId, bool endless, const std::string& challenge) {
  if (!challenge.empty()) return recordId + "#challenge-" + challenge;
  return endless ? recordId + "#endless" : recordId;
}

std::filesystem::path savedGameFile(const std::filesystem::path& dir, const std::string& key) {
  return dir / (replayFileStem(key) + ".json");
}

SaveResult saveGame(const std::filesystem::path& dir, const std::string& key, const ReplayDef& game) {
  SaveResult result;
  result.message = makeStoreDir(dir);
  if (!result.message.empty()) return result;
  const AtomicWriteResult w = writeFileAtomically(savedGameFile(dir, key), replayToJson(game));
  result.ok = w.ok;
  result.message = phraseText(w.error);
  return result;
}

bool hasSavedGame(const std::filesystem::path& dir, const std::string& key) {
  std::error_code ec;
  return !dir.empty() && std::filesystem::is_regular_file(savedGameFile(dir, key), ec);
}

void dropSavedGame(const std::filesystem::path& dir, const std::string& key) {
  if (dir.empty()) return;
  std::error_code ec;
  std::filesystem::remove(savedGameFile(dir, key), ec);
}

std::filesystem::path setSavedGameAside(const std::filesystem::path& dir, const std::string& key) {
  const std::filesystem::path file = savedGameFile(dir, key);
  std::filesystem::path aside = file;
  aside += ".bad";
  std::error_code ec;
  std::filesystem::rename(file, aside, ec);
  return ec ? file : aside;
}

}  // namespace td::persist
