#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>

#include "engine/core/Phrase.h"

namespace td {

// The steps of an atomic replace, in order.
enum class AtomicWriteStep : uint8_t { Create, Write, Sync, Rename };

struct AtomicWriteResult {
  bool ok = false;
  // Why it failed, e.g. "cannot create a temporary file beside it: Permission denied": in parts, for the game
  // to say in the player's language (the system's reason stays as it is); td-cli and the logs print english().
  Phrase error;
};

// Replaces `file` with `contents` so that readers, and the disk after a crash,
// see either the old file or the new one, never a torn mix: the text goes to a
// temporary file in the same folder, is flushed and synced, and is renamed
// over the target. On failure the temporary file is removed and the old file
// is left untouched.
//
// A symbolic link is followed (through any chain of links) and the file it
// names is replaced, beside itself, so the link stays a link. A path that
// names a device, a FIFO or a socket is refused. A file with other hard links
// is replaced under this name only: the other names keep the old contents
// (a rename gives the name a new file). Temporary files are named
// <file>.tmp-<pid>-<n>, with random bits added after a collision, and ours
// older than ten minutes (left by a writer that was killed) are removed.
AtomicWriteResult writeFileAtomically(const std::filesystem::path& file, std::string_view contents);

// The file symbolic links at `file` lead to (relative links are relative to the folder of the link), or `file`
// itself when it is no link; empty, with `error` set, for a loop or a link that cannot be read. What replaces
// or moves a file aside works on this one, so that links stay links.
std::filesystem::path fileBehindLinks(const std::filesystem::path& file, Phrase& error);

// Tests cannot rely on permissions to make a write fail (they may run as
// root), so a hook may fail any step on purpose. Returning true from it fails
// that step. Pass nullptr to remove it.
using AtomicWriteFault = bool (*)(AtomicWriteStep step);
void setAtomicWriteFaultForTesting(AtomicWriteFault fault);

}  // namespace td
