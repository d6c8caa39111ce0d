#include "game/editor/WindowGuard.h"

namespace td::editorui {
namespace {

WindowGuard* registered = nullptr;

}  // namespace

WindowGuard* activeWindowGuard() { return registered; }

void registerWindowGuard(WindowGuard* guard) { registered = guard; }

void unregisterWindowGuard(WindowGuard* guard) {
  if (registered == guard) registered = nullptr;
}

}  // namespace td::editorui
