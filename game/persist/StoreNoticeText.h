#pragma once

#include <string>

#include "io/store/StoreStatus.h"

namespace td {

// Which of the player's files a notice is about.
enum class StoreKind { Settings, Results, SeenCards };

// What a problem with one of the player's files says on screen, in the language in use: io/store says it in
// English (`english`, the stores' message) and in parts (`notice`), and the game puts the parts into whole
// sentences of its catalogue, one for each file and problem, since the grammar of each language differs.
std::string storeNoticeText(StoreKind kind, const persist::StoreNotice& notice, const std::string& english);

}  // namespace td
