#include "engine/core/Phrase.h"

#include <array>

#include "engine/core/TextFormat.h"

namespace td {
namespace {

// A pattern that its place fills whole: how text that is not kept in parts travels.
constexpr const char* kWhole = "{0}";

}  // namespace

Phrase Phrase::verbatim(std::string text) {
  Phrase out;
  out.pattern_ = kWhole;
  out.add(std::move(text));
  return out;
}

void Phrase::add(std::string text) { args_.push_back(PhraseArg{std::move(text), nullptr, {}, false}); }

void Phrase::add(Word word) { args_.push_back(PhraseArg{{}, word.msgid, {}, false}); }

void Phrase::add(Phrase inner) {
  PhraseArg arg;
  arg.inner.push_back(std::move(inner));
  args_.push_back(std::move(arg));
}

std::string Phrase::english() const {
  if (empty()) return {};
  // English has two forms: one for 1, the other for every other count.
  const char* pattern = plural_ != nullptr && count_ != 1 ? plural_ : pattern_;
  std::vector<std::string> filled;
  filled.reserve(args_.size());
  for (const PhraseArg& arg : args_) {
    if (arg.word != nullptr)
      filled.emplace_back(arg.word);
    else if (!arg.inner.empty())
      filled.push_back(arg.inner.front().english());
    else
      filled.push_back(arg.text);
  }
  std::vector<std::string_view> views(filled.begin(), filled.end());
  return textFormat(pattern, views.data(), views.size());
}

}  // namespace td
