#include "io/JsonScan.h"

#include <unordered_set>
#include <vector>

#include "engine/core/MessageMark.h"
#include "io/JsonCheck.h"

namespace td {
namespace {

using Json = JsonCheck::Json;

}  // namespace

std::string jsonLibraryMessage(const std::string& what) {
  std::string text = what;
  if (const size_t cut = text.find("] "); text.rfind("[json.exception", 0) == 0 && cut != std::string::npos) {
    text = text.substr(cut + 2);
  }
  // A quoted token of the file ("number overflow parsing '1e999...'", "last read: '...'") is shortened: a
  // 30 MB number must not become a 30 MB message.
  constexpr size_t kKeep = 40;
  for (size_t open = text.find('\''); open != std::string::npos; open = text.find('\'', open + 1)) {
    const size_t close = text.find('\'', open + 1);
    if (close == std::string::npos) break;
    const size_t length = close - open - 1;
    if (length > 2 * kKeep) {
      size_t cut = open + 1 + kKeep;
      while (cut > open + 1 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80) --cut;  // between characters
      const std::string note = "... (" + std::to_string(length) + " bytes)";
      text.replace(cut, close - cut, note);
      open = cut + note.size();
    } else {
      open = close;
    }
  }
  return text;
}

namespace {

// The SAX handler: every event is counted against the limits before the
// parser reads on.
class Scanner {
 public:
  using number_integer_t = Json::number_integer_t;
  using number_unsigned_t = Json::number_unsigned_t;
  using number_float_t = Json::number_float_t;
  using string_t = Json::string_t;
  using binary_t = Json::binary_t;

  Scanner(const JsonLimits& limits, const std::function<void(const std::string&)>& onDuplicate)
      : limits_(limits), onDuplicate_(onDuplicate) {}

  JsonScanResult& result() { return result_; }

  bool null() { return element(); }
  bool boolean(bool) { return element(); }
  bool number_integer(number_integer_t) { return element(); }
  bool number_unsigned(number_unsigned_t) { return element(); }
  bool number_float(number_float_t, const string_t&) { return element(); }
  bool string(string_t& text) {
    if (!element()) return false;
    if (text.size() > limits_.maxStringBytes) {
      return stop(JsonScanStatus::StringTooLong, pathOf(stack_.size()),
                  phrasePlural(NP_("a string of more than {0} byte; no file of this kind needs one so long (see "
                                   "docs/input-limits.md)",
                                   "a string of more than {0} bytes; no file of this kind needs one so long (see "
                                   "docs/input-limits.md)"),
                               static_cast<int64_t>(limits_.maxStringBytes), limits_.maxStringBytes));
    }
    return true;
  }
  bool binary(binary_t&) { return element(); }
  bool start_object(std::size_t) { return open(true); }
  bool start_array(std::size_t) { return open(false); }
  bool end_object() { return close(); }
  bool end_array() { return close(); }

  bool key(string_t& name) {
    Frame& frame = stack_.back();
    if (name.size() > limits_.maxStringBytes) {
      return stop(JsonScanStatus::StringTooLong, pathOf(stack_.size() - 1),
                  phrasePlural(NP_("a key of more than {0} byte; no file of this kind needs one so long (see "
                                   "docs/input-limits.md)",
                                   "a key of more than {0} bytes; no file of this kind needs one so long (see "
                                   "docs/input-limits.md)"),
                               static_cast<int64_t>(limits_.maxStringBytes), limits_.maxStringBytes));
    }
    if (++frame.members > limits_.maxMembers) {
      return stop(JsonScanStatus::TooManyMembers, pathOf(stack_.size() - 1),
                  phrasePlural(NP_("more than {0} key in one object; no file of this kind needs so many (see "
                                   "docs/input-limits.md)",
                                   "more than {0} keys in one object; no file of this kind needs so many (see "
                                   "docs/input-limits.md)"),
                               static_cast<int64_t>(limits_.maxMembers), limits_.maxMembers));
    }
    if (!frame.keys.insert(name).second && onDuplicate_) onDuplicate_(JsonCheck::key(pathOf(stack_.size() - 1), name));
    frame.lastKey = name;
    return true;
  }

  bool parse_error(std::size_t, const std::string&, const Json::exception& e) {
    // TRANSLATORS: {0} is the JSON library's own explanation, in English.
    return stop(JsonScanStatus::SyntaxError, "", phrase(N_("invalid JSON: {0}"), jsonLibraryMessage(e.what())));
  }

 private:
  struct Frame {
    bool object = false;
    size_t count = 0;    // elements seen so far, in an array
    size_t members = 0;  // keys seen so far, in an object
    std::string lastKey;
    std::unordered_set<std::string> keys;
  };

  bool stop(JsonScanStatus status, std::string path, Phrase message) {
    result_ = {status, std::move(path), std::move(message)};
    return false;
  }
  // Every value, container or not, counts, and is one more element of an
  // enclosing array.
  bool element() {
    if (++values_ > limits_.maxValues) {
      return stop(JsonScanStatus::TooManyValues, "",
                  phrasePlural(NP_("more than {0} value (numbers, strings, arrays and objects); no file of this kind "
                                   "needs so many (see docs/input-limits.md)",
                                   "more than {0} values (numbers, strings, arrays and objects); no file of this kind "
                                   "needs so many (see docs/input-limits.md)"),
                               static_cast<int64_t>(limits_.maxValues), limits_.maxValues));
    }
    if (!stack_.empty() && !stack_.back().object) ++stack_.back().count;
    return true;
  }
  bool open(bool object) {
    if (!element()) return false;
    if (stack_.size() >= limits_.maxDepth) {
      return stop(JsonScanStatus::TooDeep, "",
                  phrasePlural(NP_("invalid JSON: nested more than {0} level deep",
                                   "invalid JSON: nested more than {0} levels deep"),
                               static_cast<int64_t>(limits_.maxDepth), limits_.maxDepth));
    }
    stack_.push_back(Frame{object, 0, 0, {}, {}});
    return true;
  }
  bool close() {
    stack_.pop_back();
    return true;
  }
  // The path of the value at `depth` (0 is the root): each open container
  // names its child by the last key or index seen.
  std::string pathOf(size_t depth) const {
    std::string path;
    for (size_t i = 0; i < depth && i < stack_.size(); ++i) {
      const Frame& f = stack_[i];
      path = f.object ? JsonCheck::key(path, f.lastKey) : JsonCheck::index(path, f.count - 1);
    }
    return path;
  }

  const JsonLimits& limits_;
  const std::function<void(const std::string&)>& onDuplicate_;
  std::vector<Frame> stack_;
  size_t values_ = 0;
  JsonScanResult result_;
};

}  // namespace

JsonScanResult scanJson(std::string_view text, const JsonLimits& limits,
                        const std::function<void(const std::string& path)>& onDuplicate) {
  Scanner scanner(limits, onDuplicate);
  if (!Json::sax_parse(text.begin(), text.end(), &scanner) && scanner.result().ok()) {
    scanner.result() = {JsonScanStatus::SyntaxError, "", phrase(N_("invalid JSON"))};
  }
  return std::move(scanner.result());
}

}  // namespace td
