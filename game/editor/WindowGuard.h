#pragma once

#include <string>

namespace td::editorui {

// A screen holding work that must not be lost when the window closes, and
// that names itself in the window's title ("level.json * – Level Editor").
// It may be covered by other screens (test play), so the app asks the one
// registered rather than the top of the stack.
class WindowGuard {
 public:
  // The window's close button was pressed. True when the guard takes over:
  // it asks about unsaved work and ends the game itself when told to.
  virtual bool interceptClose() = 0;
  // The window title while the guard is alive.
  virtual std::string windowTitle() const = 0;

 protected:
  ~WindowGuard() = default;
};

// The guard alive now, if any (there is at most one editor at a time).
WindowGuard* activeWindowGuard();
void registerWindowGuard(WindowGuard* guard);
// Only clears the registration when `guard` is the registered one.
void unregisterWindowGuard(WindowGuard* guard);

}  // namespace td::editorui
