#pragma once

#include <concepts>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace td {

// A plural message's two English forms, marked for the catalogue where they are written (the catalogue's
// keyword NP_:1,2, po/CMakeLists.txt): NP_("{0} group lost its spawn", "{0} groups lost their spawn").
struct PluralMark {
  const char* one;
  const char* many;
};
constexpr PluralMark NP_(const char* one, const char* many) { return {one, many}; }

// An English word or short phrase that fills a place of another message and is translated with it:
// phrase(N_("expected {0}"), Word{N_("a string")}).
struct Word {
  const char* msgid;
};

class Phrase;
struct PhraseArg;

// A message for a person kept in its parts: the English pattern marked for the catalogue (N_ or NP_,
// engine/core/MessageMark.h) with numbered places {0}..{9} (engine/core/TextFormat.h), and what fills them.
// The engine, io and the editor's model say what is wrong in these parts rather than in finished English, so
// that the game can say it in the player's language (game/text/PhraseText.h) while td-cli and the logs print
// english(). Names, cells and paths fill places as they are, integers in plain digits (the game groups the
// thousands of long ones as the language does); a Word or a Phrase in a place is translated as well.
class Phrase {
 public:
  Phrase() = default;
  // Text that is never translated: a message of the system or of a library, a name read from a file.
  static Phrase verbatim(std::string text);

  // The pattern (marked with N_) and what fills its places, in order.
  template <typename... Args>
  friend Phrase phrase(const char* pattern, Args&&... args);
  // The form for `count` of a plural pattern (marked with NP_); `count` fills no place by itself.
  template <typename... Args>
  friend Phrase phrasePlural(PluralMark forms, int64_t count, Args&&... args);

  bool empty() const { return pattern_ == nullptr || *pattern_ == '\0'; }
  // The pattern for `count` in English, for callers that read it (the game asks the catalogue instead).
  const char* pattern() const { return pattern_; }
  const char* pluralPattern() const { return plural_; }
  int64_t count() const { return count_; }
  const std::vector<PhraseArg>& args() const { return args_; }

  // The message in English: td-cli, the logs and tests read this.
  std::string english() const;

  // Passes every text that fills a place, inner phrases' included, through `change`: a reader escapes the
  // bytes of a file quoted in a message this way.
  template <typename Change>
  void changeTexts(const Change& change);

 private:
  void add(std::string text);
  void add(Word word);
  void add(Phrase inner);
  void add(std::string_view text) { add(std::string(text)); }
  void add(const char* text) { add(std::string(text)); }
  template <std::integral T>
  void add(T n);

  const char* pattern_ = "";
  const char* plural_ = nullptr;  // set for a plural message: pattern_ is then its singular form
  int64_t count_ = 0;
  std::vector<PhraseArg> args_;
};

// One filled place: text as it is, a Word (translated), or a Phrase (translated, places and all).
struct PhraseArg {
  std::string text;
  const char* word = nullptr;
  std::vector<Phrase> inner;  // at most one
  bool integer = false;       // `text` is an integer's digits, which the game writes as the language groups them
};

template <std::integral T>
void Phrase::add(T n) {
  args_.push_back(PhraseArg{std::to_string(n), nullptr, {}, true});
}

template <typename Change>
void Phrase::changeTexts(const Change& change) {
  for (PhraseArg& arg : args_) {
    if (!arg.inner.empty())
      arg.inner.front().changeTexts(change);
    else if (arg.word == nullptr)
      arg.text = change(arg.text);
  }
}

template <typename... Args>
Phrase phrase(const char* pattern, Args&&... args) {
  Phrase out;
  out.pattern_ = pattern;
  (out.add(std::forward<Args>(args)), ...);
  return out;
}

template <typename... Args>
Phrase phrasePlural(PluralMark forms, int64_t count, Args&&... args) {
  Phrase out;
  out.pattern_ = forms.one;
  out.plural_ = forms.many;
  out.count_ = count;
  (out.add(std::forward<Args>(args)), ...);
  return out;
}

}  // namespace td
