#include "game/text/PhraseText.h"

#include <string_view>
#include <vector>

#include "engine/core/TextFormat.h"
#include "game/text/Catalogue.h"

namespace td {

std::string phraseText(const Phrase& message) {
  if (message.empty()) return {};
  const char* pattern = message.pluralPattern() == nullptr
                            ? tr(message.pattern())
                            : trn(message.pattern(), message.pluralPattern(),
                                  static_cast<unsigned long>(message.count() < 0 ? -message.count() : message.count()));
  std::vector<std::string> filled;
  filled.reserve(message.args().size());
  for (const PhraseArg& arg : message.args()) {
    if (arg.word != nullptr)
      filled.emplace_back(tr(arg.word));
    else if (!arg.inner.empty())
      filled.push_back(phraseText(arg.inner.front()));
    else if (arg.integer && arg.text.size() >= 5 && arg.text.size() <= 18)
      // Thousands grouped from five digits, as the languages set them: 1024 x 1024, but 1,048,576. Within a long
      // long whatever the sign.
      filled.push_back(groupedText(std::stoll(arg.text)));
    else
      filled.push_back(arg.text);
  }
  const std::vector<std::string_view> views(filled.begin(), filled.end());
  return textFormat(pattern, views.data(), views.size());
}

std::string problemText(const JsonError& problem) {
  std::string out = problem.source;
  if (!problem.path.empty()) out += ": " + problem.path;
  out += ": " + phraseText(problem.message);
  return out;
}

}  // namespace td
