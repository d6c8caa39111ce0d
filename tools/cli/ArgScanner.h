#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "tools/cli/Command.h"

namespace td::cli {

// One option a command accepts, spelled as on the command line ("--defs", "-o").
struct OptionSpec {
  std::string_view name;
  bool takesValue = false;
};

// What a command accepts. -h and --help are accepted everywhere, and read by help().
struct ArgRules {
  std::span<const OptionSpec> options;
  // Whether plain words are operands (files) or a mistake ("unexpected argument").
  bool operands = false;
  // Some commands read an empty value as "use the default", others as a mistake.
  bool emptyValueOk = false;
};

// One item of the command line: an option, or an operand.
struct Arg {
  std::string_view option;  // as written, without "=value"; empty for an operand
  std::string_view value;   // the option's value (empty for an option without one), or the operand

  bool isOperand() const { return option.empty(); }
};

// Splits a command line the same way for every subcommand: "--name=value" or
// "--name value", '-' and everything after "--" are operands. The command only
// says which options exist and what they mean; the messages for a malformed
// command line come from here, so they read the same in every command.
class ArgScanner {
 public:
  ArgScanner(CommandArgs args, ArgRules rules) : args_(args), rules_(rules) {}

  // The next item, or nothing at the end of the command line or at its first
  // problem: a later problem would only be noise after the first.
  std::optional<Arg> next();

  // What is wrong with the command line; empty if nothing.
  const std::string& problem() const { return problem_; }
  bool help() const { return help_; }

 private:
  const OptionSpec* find(std::string_view name) const {
    for (const OptionSpec& spec : rules_.options) {
      if (spec.name == name) return &spec;
    }
    return nullptr;
  }

  CommandArgs args_;
  ArgRules rules_;
  size_t index_ = 0;
  bool optionsEnded_ = false;
  bool help_ = false;
  std::string problem_;
};

inline std::optional<Arg> ArgScanner::next() {
  while (problem_.empty() && index_ < args_.size()) {
    const std::string_view arg = args_[index_++];
    // '-' names standard input or output, so it is a file like any plain word.
    if (optionsEnded_ || arg == "-" || !arg.starts_with("-")) {
      if (rules_.operands) return Arg{{}, arg};
      problem_ = "unexpected argument '" + std::string(arg) + "'";
      break;
    }
    if (arg == "--") {
      optionsEnded_ = true;
      continue;
    }
    // Only long options take "=value": "-o=x" is not an option anyone means.
    std::string_view name = arg;
    std::optional<std::string_view> value;
    if (const size_t eq = arg.find('='); eq != std::string_view::npos && arg.starts_with("--")) {
      name = arg.substr(0, eq);
      value = arg.substr(eq + 1);
    }
    const bool isHelp = name == "-h" || name == "--help";
    const OptionSpec* spec = find(name);
    if (!isHelp && !spec) {
      problem_ = "unknown option '" + std::string(name) + "'";
    } else if (spec && spec->takesValue) {
      // The next argument is the value whatever it looks like, so that "-o -" writes to standard output.
      if (!value && index_ < args_.size()) value = args_[index_++];
      if (!value || (value->empty() && !rules_.emptyValueOk)) {
        problem_ = "option " + std::string(name) + " needs a value";
      } else {
        return Arg{name, *value};
      }
    } else if (value) {
      problem_ = "option " + std::string(name) + " takes no value";
    } else if (isHelp) {
      help_ = true;
    } else {
      return Arg{name, {}};
    }
  }
  return std::nullopt;
}

}  // namespace td::cli
