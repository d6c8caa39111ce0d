#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>

#include "editor/model/EditResult.h"
#include "editor/model/EditorDoc.h"
#include "engine/level/WaveDef.h"

namespace td::editor {

// Edits of the waves panel, each one undo step (or part of the open stroke:
// wrap a dragged number in beginStroke/endStroke to make the drag one step).
// Indices out of range are refused. Values out of the allowed ranges are
// accepted and reported by validation, so a designer can type freely; numbers
// that are not finite are refused, as no file could hold them.

// The group a new wave (or the first group of an empty one) starts with: a copy of the largest group of the
// last wave that has any (its kind, count, interval and spawn, without its delay); with no waves yet, 10 of
// the first enemy kind of the game definitions one second apart from spawn 0.
WaveGroupDef defaultGroup(const EditorDoc& doc);

// Inserts a wave with one default group at `at` (the end when nullopt or
// past the end).
EditResult addWave(EditorDoc& doc, std::optional<size_t> at = std::nullopt);
// Inserts a copy of wave `wave` right after it.
EditResult duplicateWave(EditorDoc& doc, size_t wave);
EditResult removeWave(EditorDoc& doc, size_t wave);
// Moves wave `from` so that it ends up at index `to`.
EditResult moveWave(EditorDoc& doc, size_t from, size_t to);
EditResult setWaveBonus(EditorDoc& doc, size_t wave, int32_t bonus);
// The wave's health factor (WaveDef::health).
EditResult setWaveHealth(EditorDoc& doc, size_t wave, float factor);

EditResult addGroup(EditorDoc& doc, size_t wave, std::optional<size_t> at = std::nullopt);
EditResult removeGroup(EditorDoc& doc, size_t wave, size_t group);
// Moves a group within its wave, so that it ends up at index `to`.
EditResult moveGroup(EditorDoc& doc, size_t wave, size_t from, size_t to);
// Replaces a whole group (for a panel that edits a copy).
EditResult setGroup(EditorDoc& doc, size_t wave, size_t group, const WaveGroupDef& value);
EditResult setGroupEnemy(EditorDoc& doc, size_t wave, size_t group, const std::string& enemy);
EditResult setGroupCount(EditorDoc& doc, size_t wave, size_t group, int32_t count);
EditResult setGroupInterval(EditorDoc& doc, size_t wave, size_t group, float seconds);
EditResult setGroupSpawn(EditorDoc& doc, size_t wave, size_t group, int32_t spawn);
EditResult setGroupDelay(EditorDoc& doc, size_t wave, size_t group, float seconds);

}  // namespace td::editor
