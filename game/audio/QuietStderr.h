#pragma once

#include <sstream>
#include <streambuf>
#include <string>

namespace td {

// Keeps a noisy library start-up off the terminal: while alive, SFML's error
// stream is collected into a string, and the process's standard error (where
// OpenAL and ALSA print directly) goes to /dev/null. Meant for a short,
// single-threaded stretch of start-up; anything else written to standard
// error meanwhile is lost too.
class QuietStderr {
 public:
  QuietStderr();
  ~QuietStderr();
  QuietStderr(const QuietStderr&) = delete;
  QuietStderr& operator=(const QuietStderr&) = delete;

  // What SFML reported so far.
  std::string sfmlErrors() const { return sfml_.str(); }

 private:
  std::ostringstream sfml_;
  std::streambuf* oldSfml_ = nullptr;
  int savedFd_ = -1;
};

}  // namespace td
