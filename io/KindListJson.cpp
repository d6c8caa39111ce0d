#include "io/KindListJson.h"

namespace td {

const JsonCheck::Json* kindList(JsonCheck& check, const JsonCheck::Json& root, std::string_view format,
                                std::string_view key, const char* none) {
  if (!check.isObject(root, "")) return nullptr;
  check.warnUnknownKeys(root, "", {"format", "version", key});
  if (!check.header(root, format, 1)) return nullptr;
  const JsonCheck::Json* list = check.member(root, "", key);
  const std::string path(key);
  if (list == nullptr || !check.isArray(*list, path)) return nullptr;
  if (list->empty()) {
    check.error(path, phrase(none));
    return nullptr;
  }
  if (list->size() > kMaxKinds) {
    check.error(path, phrasePlural(NP_("expected at most {0} kind, found {1}", "expected at most {0} kinds, found {1}"),
                                   kMaxKinds, kMaxKinds, list->size()));
    return nullptr;
  }
  return list;
}

void readName(JsonFields& fields, std::string& name) {
  if (fields.text("name", name) && name.empty()) fields.fail("name", phrase(N_("expected a non-empty name")));
}

}  // namespace td
