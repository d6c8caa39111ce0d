#include "game/audio/QuietStderr.h"

#include <fcntl.h>
#include <unistd.h>

#include <SFML/System/Err.hpp>
#include <cstdio>
#include <iostream>

namespace td {

QuietStderr::QuietStderr() {
  oldSfml_ = sf::err().rdbuf(sfml_.rdbuf());
  std::cerr.flush();
  std::fflush(stderr);
  const int devNull = ::open("/dev/null", O_WRONLY | O_CLOEXEC);
  if (devNull < 0) return;
  savedFd_ = ::dup(STDERR_FILENO);
  if (savedFd_ >= 0 && ::dup2(devNull, STDERR_FILENO) < 0) {
    ::close(savedFd_);
    savedFd_ = -1;
  }
  ::close(devNull);
}

QuietStderr::~QuietStderr() {
  std::fflush(stderr);
  if (savedFd_ >= 0) {
    (void)::dup2(savedFd_, STDERR_FILENO);
    ::close(savedFd_);
  }
  sf::err().rdbuf(oldSfml_);
}

}  // namespace td
