#include "io/ReplayJson.h"

#include <charconv>
#include <cinttypes>
#include <cstdio>

#include "engine/core/MessageMark.h"
#include "engine/sim/ChallengeRules.h"
#include "io/ActionsJson.h"
#include "io/JsonCheck.h"
#include "io/LevelJson.h"
#include "io/PlainId.h"

namespace td {
namespace {

constexpr std::string_view kFormat = "td-replay";
constexpr int64_t kVersion = 1;

// A level and a long game's actions, with room for the header.
constexpr JsonLimits kReplayJsonLimits{.maxBytes = kLevelJsonLimits.maxBytes + kActionsJsonLimits.maxBytes,
                                       .maxValues = kLevelJsonLimits.maxValues + kActionsJsonLimits.maxValues,
                                       .maxDepth = 64,
                                       .maxMembers = 1000,
                                       .maxStringBytes = 64u << 10};

std::string hashText(uint64_t hash) {
  char text[32];
  std::snprintf(text, sizeof text, "0x%016" PRIx64, hash);
  return text;
}

// Everything but the level and the actions.
void readHeader(JsonCheck& check, const JsonCheck::Json& root, ReplayDef& out) {
  if (const auto* v = check.member(root, "", "levelId")) {
    if (auto s = check.string(*v, "levelId")) out.levelId = *s;
  }
  if (const auto* v = check.member(root, "", "seed")) {
    if (auto n = check.integerIn(*v, "seed", 0, INT64_MAX)) out.seed = static_cast<uint64_t>(*n);
  }
  if (const auto* v = check.member(root, "", "difficulty")) {
    if (auto s = check.string(*v, "difficulty")) {
      if (auto d = difficultyNamed(*s)) {
        out.rules.difficulty = *d;
      } else {
        check.error("difficulty", phrase(N_("expected \"easy\", \"normal\" or \"hard\", found \"{0}\""), *s));
      }
    }
  }
  if (const auto* v = JsonCheck::find(root, "endless")) {
    if (auto b = check.boolean(*v, "endless")) out.rules.endless = *b;
  }
  if (const auto* v = JsonCheck::find(root, "challenge")) {
    if (auto s = check.string(*v, "challenge")) {
      if (isPlainId(*s)) {
        out.challenge = *s;
      } else {
        check.error("challenge", phrase(N_("expected a challenge's id such as \"iron\", found \"{0}\""), *s));
      }
    }
  }
  if (const auto* v = JsonCheck::find(root, "forbid")) {
    if (check.isArray(*v, "forbid")) {
      for (size_t i = 0; i < v->size(); ++i) {
        const std::string path = "forbid[" + std::to_string(i) + "]";
        const auto s = check.string((*v)[i], path);
        if (!s) continue;
        const std::optional<ActionKind> kind = forbiddableAction(*s);
        if (kind) {
          out.rules.forbidden |= forbiddenBit(*kind);
        } else {
          check.error(path, phrase(N_("expected one of sell, upgrade, specialise, next_wave, found \"{0}\""), *s));
        }
      }
    }
  }
  if (const auto* v = JsonCheck::find(root, "holdFirstWave")) {
    if (auto b = check.boolean(*v, "holdFirstWave")) out.holdFirstWave = *b;
  }
  if (const auto* v = JsonCheck::find(root, "result")) {
    if (auto s = check.string(*v, "result")) out.result = *s;
  }
  if (const auto* v = JsonCheck::find(root, "ticks")) {
    if (auto n = check.integerIn(*v, "ticks", 0, kMaxReplayTicks)) out.ticks = static_cast<uint64_t>(*n);
  }
  if (const auto* v = JsonCheck::find(root, "hash")) {
    if (auto s = check.string(*v, "hash")) {
      // Exactly as written: "0x" and 1 to 16 hexadecimal digits (strtoull would also take a sign, spaces and
      // no prefix).
      uint64_t h = 0;
      const bool prefixed = s->size() > 2 && s->size() <= 18 && (*s)[0] == '0' && ((*s)[1] == 'x' || (*s)[1] == 'X');
      const auto parsed = prefixed ? std::from_chars(s->data() + 2, s->data() + s->size(), h, 16)
                                   : std::from_chars_result{s->data(), std::errc::invalid_argument};
      if (parsed.ec != std::errc() || parsed.ptr != s->data() + s->size()) {
        check.error("hash", phrase(N_("expected a hexadecimal hash such as \"0x00ff...\", found \"{0}\""), *s));
      } else {
        out.hash = h;
      }
    }
  }
  if (const auto* v = JsonCheck::find(root, "rewinds")) {
    if (auto n = check.integerIn(*v, "rewinds", 0, 1'000'000)) out.rewinds = static_cast<int32_t>(*n);
  }
  if (const auto* v = JsonCheck::find(root, "score")) {
    if (auto n = check.integerIn(*v, "score", 0, INT64_MAX)) out.score = *n;
  }
}

void readReplay(JsonCheck& check, std::string_view text, std::span<const TerrainDef> kinds, const GameDefs& defs,
                ReplayDef& out) {
  const JsonDocument doc = check.parse(text, kReplayJsonLimits);
  if (!doc) return;
  const JsonCheck::Json& root = *doc;
  if (!check.isObject(root, "") || !check.header(root, kFormat, kVersion)) return;
  check.warnUnknownKeys(root, "",
                        {"format", "version", "levelId", "seed", "difficulty", "endless", "challenge", "forbid",
                         "holdFirstWave", "result", "ticks", "hash", "score", "rewinds", "level", "actions"});
  readHeader(check, root, out);
  // The level and the actions are read by their own loaders, so a replay
  // holds them to the same rules as their files do; their messages keep
  // their paths under "level" and "actions".
  const std::string source = check.source();
  if (const auto* v = check.member(root, "", "level")) {
    LevelLoad level = parseLevel(v->dump(), kinds, source + ": level", &defs);
    for (JsonError& e : level.errors) check.error("level" + (e.path.empty() ? "" : "." + e.path), e.message);
    if (level.ok()) out.level = std::move(level.level);
  }
  if (const auto* v = check.member(root, "", "actions")) {
    ActionsLoad actions = parseActions(v->dump(), source + ": actions", &defs);
    for (JsonError& e : actions.errors) check.error("actions" + e.path, e.message);
    if (actions.ok()) out.actions = std::move(actions.actions);
  }
}

}  // namespace

std::string replayToJson(const ReplayDef& r) {
  using Json = nlohmann::ordered_json;
  std::string out = "{\n";
  out += "  \"format\": \"" + std::string(kFormat) + "\",\n";
  out += "  \"version\": " + std::to_string(kVersion) + ",\n";
  out += "  \"levelId\": " + Json(r.levelId).dump(-1, ' ', false, Json::error_handler_t::replace) + ",\n";
  out += "  \"seed\": " + std::to_string(r.seed) + ",\n";
  out += "  \"difficulty\": \"" + std::string(difficultyDef(r.rules.difficulty).name) + "\",\n";
  out += std::string("  \"endless\": ") + (r.rules.endless ? "true" : "false") + ",\n";
  if (!r.challenge.empty())
    out += "  \"challenge\": " + Json(r.challenge).dump(-1, ' ', false, Json::error_handler_t::replace) + ",\n";
  if (r.rules.forbidden != 0) {
    std::string names;
    for (const char* name : kForbiddableActions) {
      const std::optional<ActionKind> kind = forbiddableAction(name);
      if (kind && forbids(r.rules, *kind)) names += std::string(names.empty() ? "" : ", ") + "\"" + name + "\"";
    }
    out += "  \"forbid\": [" + names + "],\n";
  }
  out += std::string("  \"holdFirstWave\": ") + (r.holdFirstWave ? "true" : "false") + ",\n";
  out += "  \"result\": " + Json(r.result).dump(-1, ' ', false, Json::error_handler_t::replace) + ",\n";
  out += "  \"ticks\": " + std::to_string(r.ticks) + ",\n";
  out += "  \"hash\": \"" + hashText(r.hash) + "\",\n";
  out += "  \"score\": " + std::to_string(r.score) + ",\n";
  if (r.rewinds != 0) out += "  \"rewinds\": " + std::to_string(r.rewinds) + ",\n";
  out += "  \"level\": " + levelToJson(r.level);
  out.pop_back();  // the level text's closing newline
  out += ",\n  \"actions\": " + actionsToJson(r.actions);
  out.pop_back();
  return out + "\n}\n";
}

ReplayLoad parseReplay(std::string_view text, std::span<const TerrainDef> kinds, const GameDefs& defs,
                       std::string_view source) {
  JsonCheck check{std::string(source)};
  ReplayLoad load;
  check.whileReading([&] { readReplay(check, text, kinds, defs, load.replay); });
  load.errors = check.takeErrors();
  return load;
}

ReplayLoad loadReplay(const std::filesystem::path& file, std::span<const TerrainDef> kinds, const GameDefs& defs) {
  JsonCheck check{file.string()};
  ReplayLoad load;
  check.whileReading([&] {
    if (const auto text = check.readFile(file, kReplayJsonLimits)) readReplay(check, *text, kinds, defs, load.replay);
  });
  load.errors = check.takeErrors();
  return load;
}

ReplaySummaryLoad loadReplaySummary(const std::filesystem::path& file) {
  JsonCheck check{file.string()};
  ReplaySummaryLoad load;
  check.whileReading([&] {
    const auto text = check.readFile(file, kReplayJsonLimits);
    if (!text) return;
    const JsonDocument doc = check.parse(*text, kReplayJsonLimits);
    if (!doc) return;
    const JsonCheck::Json& root = *doc;
    if (!check.isObject(root, "") || !check.header(root, kFormat, kVersion)) return;
    readHeader(check, root, load.replay);
    // The level's name only: building the level is for watching it.
    if (const auto* level = check.member(root, "", "level"); level != nullptr && level->is_object()) {
      if (const auto* name = JsonCheck::find(*level, "name"); name != nullptr && name->is_string()) {
        load.levelName = name->get<std::string>();
      }
      // And the challenge's words, read where they stand, for the same reason; a level that does not say them
      // leaves the id.
      const auto* challenges = JsonCheck::find(*level, "challenges");
      if (!load.replay.challenge.empty() && challenges != nullptr && challenges->is_array()) {
        load.challenge.id = load.replay.challenge;
        load.challenge.name = load.replay.challenge;
        for (const auto& c : *challenges) {
          const auto* id = c.is_object() ? JsonCheck::find(c, "id") : nullptr;
          if (id == nullptr || !id->is_string() || id->get<std::string>() != load.replay.challenge) continue;
          if (const auto* name = JsonCheck::find(c, "name"); name != nullptr && name->is_string()) {
            load.challenge.name = name->get<std::string>();
          }
          const auto* words = JsonCheck::find(c, "translations");
          if (words == nullptr || !words->is_object()) break;
          for (const auto& [code, entry] : words->items()) {
            const auto* name = entry.is_object() ? JsonCheck::find(entry, "name") : nullptr;
            if (name != nullptr && name->is_string()) load.challenge.names[code] = name->get<std::string>();
          }
          break;
        }
      }
    }
  });
  load.errors = check.takeErrors();
  return load;
}

}  // namespace td
