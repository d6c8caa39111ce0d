#include "editor/model/SettingsEdits.h"

#include <algorithm>
#include <cmath>
#include <utility>

#include "engine/core/MessageMark.h"

namespace td::editor {
namespace {

template <typename T>
EditResult setField(EditorDoc& doc, const Phrase& label, T LevelDef::*field, T value) {
  return doc.editSettings(label, [&](LevelDef& level) {
    level.*field = std::move(value);
    return EditResult::done();
  });
}

EditResult setSeconds(EditorDoc& doc, const Phrase& label, float LevelDef::*field, float value) {
  if (!std::isfinite(value)) return EditResult::refuse(phrase(N_("expected a number")));
  return setField(doc, label, field, value);
}

}  // namespace

EditResult setName(EditorDoc& doc, const std::string& name) {
  return setField(doc, phrase(N_("Level name")), &LevelDef::name, name);
}
EditResult setHint(EditorDoc& doc, const std::string& hint) {
  return setField(doc, phrase(N_("Hint")), &LevelDef::hint, hint);
}
EditResult setGold(EditorDoc& doc, int32_t gold) {
  return setField(doc, phrase(N_("Starting gold")), &LevelDef::gold, gold);
}
EditResult setLives(EditorDoc& doc, int32_t lives) {
  return setField(doc, phrase(N_("Lives")), &LevelDef::lives, lives);
}

EditResult setConnectivity(EditorDoc& doc, Connectivity connectivity) {
  if (connectivity != Connectivity::Four && connectivity != Connectivity::Eight) {
    return EditResult::refuse(phrase(N_("expected 4 or 8 neighbours")));
  }
  return setField(doc, phrase(N_("Connectivity")), &LevelDef::connectivity, connectivity);
}

EditResult setFirstWaveDelay(EditorDoc& doc, float seconds) {
  return setSeconds(doc, phrase(N_("First wave delay")), &LevelDef::firstWaveDelay, seconds);
}
EditResult setWaveBreak(EditorDoc& doc, float seconds) {
  return setSeconds(doc, phrase(N_("Wave break")), &LevelDef::waveBreak, seconds);
}
EditResult setEarlyBonusPerSecond(EditorDoc& doc, float gold) {
  return setSeconds(doc, phrase(N_("Early call bonus")), &LevelDef::earlyBonusPerSecond, gold);
}

EditResult setTowers(EditorDoc& doc, std::vector<std::string> towers) {
  return setField(doc, phrase(N_("Allowed towers")), &LevelDef::towers, std::move(towers));
}

bool towerAllowed(const EditorDoc& doc, const std::string& id) {
  const std::vector<std::string>& towers = doc.level().towers;
  return towers.empty() || std::find(towers.begin(), towers.end(), id) != towers.end();
}

EditResult setTowerAllowed(EditorDoc& doc, const std::string& id, bool allowed) {
  if (towerAllowed(doc, id) == allowed) return EditResult::unchanged();
  const GameDefs* defs = doc.defs();
  std::vector<std::string> towers = doc.level().towers;
  if (allowed) {
    towers.push_back(id);
  } else if (towers.empty()) {
    if (defs == nullptr) return EditResult::refuse(phrase(N_("the tower kinds of the game are not known")));
    for (const TowerDef& t : defs->towers) {
      if (t.id != id) towers.push_back(t.id);
    }
    if (towers.empty()) return EditResult::refuse(phrase(N_("at least one tower kind must stay allowed")));
  } else {
    towers.erase(std::remove(towers.begin(), towers.end(), id), towers.end());
    if (towers.empty()) return EditResult::refuse(phrase(N_("at least one tower kind must stay allowed")));
  }
  if (defs != nullptr) {
    // Definition order keeps saved lists stable however they were clicked;
    // ids the definitions lack keep their place at the end for validation to flag.
    std::stable_sort(towers.begin(), towers.end(), [defs](const std::string& a, const std::string& b) {
      const auto rank = [defs](const std::string& s) {
        const int32_t i = defs->towerIndex(s);
        return i < 0 ? INT32_MAX : i;
      };
      return rank(a) < rank(b);
    });
    // Every kind allowed is stored as no list at all.
    bool all = true;
    for (const TowerDef& t : defs->towers) all = all && std::find(towers.begin(), towers.end(), t.id) != towers.end();
    if (all && towers.size() == defs->towers.size()) towers.clear();
  }
  return setTowers(doc, std::move(towers));
}

}  // namespace td::editor
