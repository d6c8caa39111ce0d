#!/bin/sh
# memory_limit.sh TD_CLI DEFS LEVEL
#
# td-cli under a memory limit (`ulimit -v`) on large generated inputs. Each
# case must end with its exit status and message: loaded, refused by a limit
# of the input, or "out of memory while reading" with status 2; never killed
# by a signal (an abort from std::bad_alloc was what the old code did).
#
# 190 MB fits td-cli check on a level at the format's maxima (4096 x 4096,
# 1000 waves of 100 groups, 25 MB of text), which needs about 165 MB since
# the text and the document are dropped before the map is checked; the code
# before needed 212 MB and aborted below that. 100 MB does not fit it.
cli=$1
defs=$2
level=$3

dir=$(mktemp -d) || exit 1
trap 'rm -rf "$dir"' EXIT
failed=0

# expect NAME LIMIT_KB CODE REGEX command args...
expect() {
  name=$1 limit=$2 want=$3 regex=$4
  shift 4
  ( ulimit -v "$limit" || exit 99; exec "$@" ) > "$dir/out" 2>&1
  code=$?
  if [ "$code" -ne "$want" ] || ! grep -Eq "$regex" "$dir/out"; then
    echo "FAILED: $name: expected exit status $want and '$regex', got $code:"
    head -c 2000 "$dir/out"
    failed=1
  else
    echo "ok: $name (exit status $code)"
  fi
}

# A level at the format's maxima.
awk 'BEGIN {
  side = 4096
  row = sprintf("%" side "s", ""); gsub(/ /, ".", row)
  printf "{\n  \"format\": \"td-level\",\n  \"version\": 1,\n  \"name\": \"Big\",\n"
  printf "  \"size\": [%d, %d],\n  \"legend\": {\".\": \"grass\"},\n  \"tiles\": [\n", side, side
  for (y = 0; y < side; y++) printf "    \"%s\"%s\n", row, (y + 1 < side ? "," : "")
  printf "  ],\n  \"spawns\": [[0, 0]],\n  \"goals\": [[%d, %d]],\n", side - 1, side - 1
  printf "  \"connectivity\": 8,\n  \"gold\": 100,\n  \"lives\": 10,\n  \"waves\": [\n"
  for (w = 0; w < 1000; w++) {
    printf "    {\"bonus\": 1, \"groups\": [\n"
    for (g = 0; g < 100; g++)
      printf "      {\"enemy\": \"normal\", \"count\": 1, \"interval\": 1.0, \"spawn\": 0, \"delay\": 0.0}%s\n", (g < 99 ? "," : "")
    printf "    ]}%s\n", (w < 999 ? "," : "")
  }
  printf "  ]\n}\n"
}' > "$dir/max-level.json"

# A valid small level with 30 MB of numbers under an unknown key: under the
# size limit, over the count of values.
{
  head -c -2 "$level"
  printf ',\n  "extra": [1'
  yes ',1' | head -n 15000000 | tr -d '\n'
  printf ']\n}\n'
} > "$dir/numbers-level.json"

# Actions: a million (47 MB, over the size limit), and the most a script
# may hold.
actions() {
  printf '[\n'
  yes '  {"tick": 0, "build": "arrow", "cell": [5, 3]},' | head -n "$1"
  printf '  {"tick": 0, "next_wave": true}\n]\n'
}
actions 1000000 > "$dir/million-actions.json"
actions 99999 > "$dir/most-actions.json"

expect "a level at the maxima fits" 190000 0 "max-level\\.json: ok" \
  "$cli" check --defs "$defs" "$dir/max-level.json"
expect "a level at the maxima runs out of memory" 100000 2 "max-level\\.json: out of memory while reading the file" \
  "$cli" check --defs "$defs" "$dir/max-level.json"
expect "a level of numbers is refused by count" 190000 1 "more than 1000000 values" \
  "$cli" check --defs "$defs" "$dir/numbers-level.json"
expect "a million actions are refused by size" 190000 2 "million-actions\\.json: the file is too large" \
  "$cli" sim --defs "$defs" --level "$level" --actions "$dir/million-actions.json" --max-ticks 1
expect "the most actions fit" 190000 0 "\"result\"" \
  "$cli" sim --defs "$defs" --level "$level" --actions "$dir/most-actions.json" --max-ticks 1
exit $failed
