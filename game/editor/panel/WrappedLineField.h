#pragma once

#include <functional>
#include <string>
#include <string_view>

namespace td::editorui {

// `text` with spaces turned into line breaks so that each line fits `width` (as `measure` measures a piece of
// text), where a space allows: a word wider than `width` keeps its line. The length never changes, so a cursor
// in the text keeps its place, and turning every line break back into a space gives `text` again (as long as
// `text` has none of its own).
std::string wrapAtSpaces(std::string_view text, float width, const std::function<float(std::string_view)>& measure);

// A one-line text (a lesson step's line: the file holds no line breaks) typed into a field several lines high,
// wrapped at spaces as it is typed, since ImGui's multi-line field does not wrap. Enter ends the typing, as in a
// one-line field; a line break pasted in becomes a space.
class WrappedLineField {
 public:
  // Draws the field as wide as the panel and `lines` lines high; true when typed into, the new text in line().
  bool draw(const char* id, float lines);
  // The text as typed, on one line.
  std::string line() const;
  // After the field (and the undo step around it): unless it is being typed in, it shows `text`.
  void follow(const std::string& text);

 private:
  std::string shown_;    // the text wrapped, as the field shows it
  float wrapWidth_ = 0;  // the field's width for text, in pixels
};

}  // namespace td::editorui
