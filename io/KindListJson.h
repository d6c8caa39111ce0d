#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/MessageMark.h"
#include "engine/core/Phrase.h"
#include "io/JsonCheck.h"
#include "io/JsonFields.h"
#include "io/PlainId.h"

namespace td {

// What the definitions files of kinds (enemies, towers, heroes) read alike: the list, and each kind's id and name.

// uint16_t kinds in the simulation; far more than any game needs.
inline constexpr size_t kMaxKinds = 1000;

// Starts reading a list of kinds; null when there is nothing to read. `none` is the message for an empty list
// (marked N_).
const JsonCheck::Json* kindList(JsonCheck& check, const JsonCheck::Json& root, std::string_view format,
                                std::string_view key, const char* none);

// A kind's "name", which must not be empty.
void readName(JsonFields& fields, std::string& name);

// A kind's "id": a plain id (PlainId.h) that no kind before it in the file (`earlier`, read at `earlierPaths`) has.
template <typename Def>
void readId(JsonFields& fields, const std::vector<Def>& earlier, const std::vector<std::string>& earlierPaths,
            Def& def) {
  if (!fields.text("id", def.id)) return;
  if (!isPlainId(def.id)) {
    fields.fail("id", phrase(N_("expected 1..64 lowercase letters, digits, '_' or '-', found \"{0}\""), def.id));
    return;
  }
  for (size_t j = 0; j < earlier.size(); ++j) {
    if (earlier[j].id == def.id) {
      // TRANSLATORS: {1} is where in the file, such as towers[0].
      fields.fail("id", phrase(N_("\"{0}\" is already defined by {1}"), def.id, earlierPaths[j]));
      return;
    }
  }
}

}  // namespace td
