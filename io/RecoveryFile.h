#pragma once

#include <filesystem>
#include <optional>
#include <span>
#include <string>

#include "engine/grid/TerrainDef.h"
#include "engine/level/LevelDef.h"
#include "engine/sim/GameDefs.h"
#include "io/LevelDraft.h"

namespace td {

// The editor's crash-recovery file (editor/model/Recovery.h says when it is written and where): a small wrapper
// round one level, exactly as a level file holds it, and the file it belongs to:
//   {"format": "td-editor-recovery", "version": 1, "original": "levels/a.json",
//    "level": { ...the level... }}

struct RecoveryHead {
  std::string original;   // the level file it belongs to; empty for a level never saved
  std::string levelName;  // the level's name inside
};

std::string recoveryText(const LevelDef& level, const std::filesystem::path& original);

// What a listing of recovery files needs; nothing when the file is not a readable recovery file (beyond the
// limits of one, not JSON, another format or version, or memory ran out).
std::optional<RecoveryHead> readRecoveryHead(const std::filesystem::path& file);

struct RecoveryLoad {
  RecoveryHead head;
  // The level, read as a draft (io/LevelDraft.h) with its errors and warnings at paths under "level". Work in
  // progress that does not fit the map is dropped with a warning rather than refusing the rest of the work
  // (salvageLevelStructure(), io/LevelStructure.h); what is still wrong is an error, and nothing is handed out.
  LevelDraftLoad draft;

  bool ok() const { return draft.ok(); }
};

RecoveryLoad loadRecoveryFile(const std::filesystem::path& file, std::span<const TerrainDef> kinds,
                              const GameDefs* defs = nullptr);

}  // namespace td
