#include <gtest/gtest.h>

#include <array>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "tools/cli/ArgScanner.h"

namespace td::cli {
namespace {

constexpr std::array kOptions{OptionSpec{"--strict"}, OptionSpec{"--defs", true}, OptionSpec{"-o", true}};

// The items of a whole command line, one string each ("--defs=dir", "file:x"),
// then "problem: ..." if the scan stopped at one.
std::vector<std::string> scan(std::initializer_list<std::string_view> words, ArgRules rules) {
  const std::vector<std::string_view> args(words);
  ArgScanner scanner(args, rules);
  std::vector<std::string> items;
  while (const std::optional<Arg> arg = scanner.next()) {
    if (arg->isOperand()) {
      items.push_back("file:" + std::string(arg->value));
    } else {
      items.push_back(std::string(arg->option) + "=" + std::string(arg->value));
    }
  }
  if (!scanner.problem().empty()) items.push_back("problem: " + scanner.problem());
  return items;
}

std::vector<std::string> scanFiles(std::initializer_list<std::string_view> words) {
  return scan(words, {.options = kOptions, .operands = true});
}

using Items = std::vector<std::string>;

TEST(ArgScanner, ValueAfterEquals) {
  EXPECT_EQ(scanFiles({"--defs=assets/defs"}), Items{"--defs=assets/defs"});
  // Only the first '=' separates; the value may hold more.
  EXPECT_EQ(scanFiles({"--defs=a=b"}), Items{"--defs=a=b"});
}

TEST(ArgScanner, ValueFromNextArgument) {
  EXPECT_EQ(scanFiles({"--defs", "dir", "level.json"}), (Items{"--defs=dir", "file:level.json"}));
  // The next argument is the value even when it looks like an option or ends them.
  EXPECT_EQ(scanFiles({"--defs", "--strict"}), Items{"--defs=--strict"});
  EXPECT_EQ(scanFiles({"--defs", "--", "-x"}), (Items{"--defs=--", "problem: unknown option '-x'"}));
  EXPECT_EQ(scanFiles({"level.json", "-o", "-"}), (Items{"file:level.json", "-o=-"}));
}

TEST(ArgScanner, MissingValueAtTheEnd) {
  EXPECT_EQ(scanFiles({"level.json", "--defs"}), (Items{"file:level.json", "problem: option --defs needs a value"}));
  EXPECT_EQ(scanFiles({"-o"}), Items{"problem: option -o needs a value"});
}

TEST(ArgScanner, EmptyValueIsRefusedUnlessAllowed) {
  EXPECT_EQ(scanFiles({"--defs="}), Items{"problem: option --defs needs a value"});
  EXPECT_EQ(scanFiles({"--defs", ""}), Items{"problem: option --defs needs a value"});
  const ArgRules allowEmpty{.options = kOptions, .emptyValueOk = true};
  EXPECT_EQ(scan({"--defs="}, allowEmpty), Items{"--defs="});
  EXPECT_EQ(scan({"--defs", "", "--strict"}, allowEmpty), (Items{"--defs=", "--strict="}));
}

TEST(ArgScanner, UnknownOption) {
  EXPECT_EQ(scanFiles({"--fix", "level.json"}), Items{"problem: unknown option '--fix'"});
  // The message names the option, not the value given to it.
  EXPECT_EQ(scanFiles({"--fix=all"}), Items{"problem: unknown option '--fix'"});
  EXPECT_EQ(scanFiles({"-x"}), Items{"problem: unknown option '-x'"});
  // A short option takes no "=value", so this is not -o.
  EXPECT_EQ(scanFiles({"-o=out.json"}), Items{"problem: unknown option '-o=out.json'"});
}

TEST(ArgScanner, FlagTakesNoValue) {
  EXPECT_EQ(scanFiles({"--strict=yes"}), Items{"problem: option --strict takes no value"});
  EXPECT_EQ(scanFiles({"--help=1"}), Items{"problem: option --help takes no value"});
}

TEST(ArgScanner, DoubleDashEndsOptions) {
  EXPECT_EQ(scanFiles({"--strict", "--", "-x", "--defs", "--"}),
            (Items{"--strict=", "file:-x", "file:--defs", "file:--"}));
}

TEST(ArgScanner, DashIsAFile) { EXPECT_EQ(scanFiles({"-", "--strict"}), (Items{"file:-", "--strict="})); }

TEST(ArgScanner, OptionsAndFilesKeepTheirOrder) {
  EXPECT_EQ(scanFiles({"a.json", "--strict", "b.json", "--defs=d", "c.json"}),
            (Items{"file:a.json", "--strict=", "file:b.json", "--defs=d", "file:c.json"}));
}

TEST(ArgScanner, PlainWordIsUnexpectedWithoutOperands) {
  const ArgRules noOperands{.options = kOptions};
  EXPECT_EQ(scan({"--strict", "level.json", "--defs=d"}, noOperands),
            (Items{"--strict=", "problem: unexpected argument 'level.json'"}));
  EXPECT_EQ(scan({"-"}, noOperands), Items{"problem: unexpected argument '-'"});
  EXPECT_EQ(scan({"--", "--strict"}, noOperands), Items{"problem: unexpected argument '--strict'"});
}

TEST(ArgScanner, StopsAtTheFirstProblem) {
  const std::vector<std::string_view> args{"--fix", "--defs"};
  ArgScanner scanner(args, {.options = kOptions, .operands = true});
  EXPECT_FALSE(scanner.next());
  EXPECT_FALSE(scanner.next());
  EXPECT_EQ(scanner.problem(), "unknown option '--fix'");
}

TEST(ArgScanner, HelpIsReadNotReturned) {
  for (const std::string_view help : {"-h", "--help"}) {
    const std::vector<std::string_view> args{"a.json", help};
    ArgScanner scanner(args, {.options = kOptions, .operands = true});
    const std::optional<Arg> first = scanner.next();
    ASSERT_TRUE(first);
    EXPECT_EQ(first->value, "a.json");
    EXPECT_FALSE(scanner.next());
    EXPECT_TRUE(scanner.problem().empty());
    EXPECT_TRUE(scanner.help());
  }
}

TEST(ArgScanner, NothingToScan) {
  const std::vector<std::string_view> args;
  ArgScanner scanner(args, {.options = kOptions});
  EXPECT_FALSE(scanner.next());
  EXPECT_TRUE(scanner.problem().empty());
  EXPECT_FALSE(scanner.help());
}

}  // namespace
}  // namespace td::cli
