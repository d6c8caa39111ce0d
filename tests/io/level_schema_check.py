#!/usr/bin/env python3
"""Checks levels/schema/td-level.schema.json against the shipped levels.

usage: level_schema_check.py SCHEMA LEVELS_DIR

Every shipped level must validate, and a handful of broken copies of one must
not (so the schema cannot pass by accepting anything). Exits 77, which ctest
counts as skipped, when the jsonschema module is missing.
"""

import copy
import json
import pathlib
import sys

try:
    import jsonschema
except ImportError:
    print("SKIPPED: the python3 module jsonschema is missing (Debian package python3-jsonschema)")
    sys.exit(77)


def broken_copies(level):
    """(what, document) pairs the schema must refuse."""
    def mutate(what, change):
        doc = copy.deepcopy(level)
        change(doc)
        return what, doc

    return [
        mutate("unknown key", lambda d: d.__setitem__("author", "someone")),
        mutate("missing tiles", lambda d: d.pop("tiles")),
        mutate("wrong format", lambda d: d.__setitem__("format", "td-map")),
        mutate("version 2", lambda d: d.__setitem__("version", 2)),
        mutate("space in a row", lambda d: d["tiles"].__setitem__(0, " " + d["tiles"][0][1:])),
        mutate("unknown terrain", lambda d: d["legend"].__setitem__("!", "lava")),
        mutate("two-character legend key", lambda d: d["legend"].__setitem__("ab", "grass")),
        mutate("width 0", lambda d: d["size"].__setitem__(0, 0)),
        mutate("negative gold", lambda d: d.__setitem__("gold", -1)),
        mutate("fractional lives", lambda d: d.__setitem__("lives", 2.5)),
        mutate("connectivity 6", lambda d: d.__setitem__("connectivity", 6)),
        mutate("spawn twice", lambda d: d["spawns"].append(d["spawns"][0])),
        mutate("cell of three", lambda d: d["goals"].__setitem__(0, [1, 2, 3])),
        mutate("empty towers", lambda d: d.__setitem__("towers", [])),
        mutate("unknown tower", lambda d: d.__setitem__("towers", ["laser"])),
        mutate("unknown enemy", lambda d: d["waves"][0]["groups"][0].__setitem__("enemy", "dragon")),
        mutate("count 0", lambda d: d["waves"][0]["groups"][0].__setitem__("count", 0)),
        mutate("interval too short", lambda d: d["waves"][0]["groups"][0].__setitem__("interval", 0.01)),
        mutate("wave without groups", lambda d: d["waves"][0].pop("groups")),
        mutate("unknown group key", lambda d: d["waves"][0]["groups"][0].__setitem__("speed", 2)),
        mutate("long name", lambda d: d.__setitem__("name", "x" * 101)),
        mutate("message at a wave and a time",
               lambda d: d.__setitem__("messages", [{"wave": 1, "seconds": 2.0, "text": "Now."}])),
        mutate("message at no moment", lambda d: d.__setitem__("messages", [{"text": "Now."}])),
        mutate("empty message", lambda d: d.__setitem__("messages", [{"wave": 1, "text": ""}])),
        mutate("message at wave 0", lambda d: d.__setitem__("messages", [{"wave": 0, "text": "Now."}])),
    ]


def main():
    if len(sys.argv) != 3:
        print(__doc__)
        return 2
    schema = json.loads(pathlib.Path(sys.argv[1]).read_text(encoding="utf-8"))
    jsonschema.Draft7Validator.check_schema(schema)
    validator = jsonschema.Draft7Validator(schema)
    failures = 0

    levels = sorted(pathlib.Path(sys.argv[2]).glob("*.json"))
    if not levels:
        print("no levels found in", sys.argv[2])
        return 1
    for path in levels:
        errors = list(validator.iter_errors(json.loads(path.read_text(encoding="utf-8"))))
        for error in errors:
            where = "/".join(str(p) for p in error.absolute_path)
            print(f"{path.name}: {where}: {error.message}")
        failures += len(errors)
        print(f"{path.name}: {'ok' if not errors else 'refused'}")

    for what, doc in broken_copies(json.loads(levels[0].read_text(encoding="utf-8"))):
        if validator.is_valid(doc):
            print(f"the schema accepts a broken level: {what}")
            failures += 1

    print(f"{len(levels)} levels checked, {failures} problems")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
