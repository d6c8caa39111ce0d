#!/usr/bin/env bash
# The editor driven as a designer drives it: real key presses and mouse drags
# sent by xdotool to the editor's window on a display of its own, then the
# saved file read back. Covers what the model tests cannot: that the keys and
# the mouse reach the tools. On Two Gates (30 x 20) in a 1280 x 720 window:
#   mirror painting (M, left | right) with rock at (3, 2): rock at (26, 2) too;
#   a line (N) of rock from (2, 8) to (6, 8);
#   the selection tool (V) over the mud at (4..5, 6..7), Ctrl+C, Ctrl+V laid
#   down centred on (11, 3), undone and redone: mud at (10..11, 2..3);
#   in the All waves window (Ctrl+T), wave 2's first group's count typed as 33 (its delay typed, then dropped);
#   in the Lesson tab, a step added, " Now." typed after its text and (14, 10) picked on the map;
#   in the Level tab, a message added at wave 1 and its line typed;
#   Ctrl+S saves. Everything else keeps its terrain.
# Usage: window_session.sh TD TD_CLI LEVEL RUN_DIR (run under its own X server,
# for example xvfb-run -a -s "-screen 0 1280x720x24").
set -euo pipefail

td=$1
cli=$2
level=$3
run=$4

mkdir -p "$run"
rm -rf "$run/config"
file="$run/session.json"
cp "$level" "$file"
original="$run/original.json"
cp "$level" "$original"

XDG_CONFIG_HOME="$run/config" ALSOFT_DRIVERS=null "$td" --edit "$file" --size 1280x720 >"$run/td.log" 2>&1 &
pid=$!
trap 'kill "$pid" 2>/dev/null || true' EXIT

# The display is this test's own, so the editor's is the only window (SFML
# does not name its process on the window for --pid).
window=
for _ in $(seq 1 120); do
  window=$(xdotool search --onlyvisible --name . 2>/dev/null | head -n 1 || true)
  [[ -n $window ]] && break
  if ! kill -0 "$pid" 2>/dev/null; then
    echo "the editor exited before its window opened" >&2
    cat "$run/td.log" >&2
    exit 1
  fi
  sleep 0.25
done
if [[ -z $window ]]; then
  echo "no editor window after 30 s" >&2
  exit 1
fi
# The game may open its window twice (again without smoothing on a software
# renderer): take the one that stays.
sleep 2
window=$(xdotool search --onlyvisible --name . | tail -n 1)
# Without a window manager the window may open anywhere on the screen.
xdotool windowmove --sync "$window" 0 0
xdotool windowfocus --sync "$window" || true
sleep 1

# Where a cell's centre is in the window, as EditorScreen::layout() and
# MapView::fit() place the map: panels of clamp(0.17 w, 200, 250) and
# clamp(0.31 w, 380, 480) pixels, a 26-pixel menu bar and a 28-pixel status
# bar, the map fitted with a 16-pixel margin at whole pixels per cell.
read -r map_w map_h < <(sed -n 's/.*"size": \[\([0-9]*\), \([0-9]*\)\].*/\1 \2/p' "$file")
pixel() {
  awk -v cx="$1" -v cy="$2" -v mw="$map_w" -v mh="$map_h" 'BEGIN {
    w = 1280; h = 720;
    left = w * 0.17; if (left < 200) left = 200; if (left > 250) left = 250;
    right = w * 0.31; if (right < 380) right = 380; if (right > 480) right = 480;
    aw = w - left - right; ah = h - 26 - 28;
    s = (aw - 32) / mw; if ((ah - 32) / mh < s) s = (ah - 32) / mh; if (s > 96) s = 96;
    if (s >= 4) s = int(s);
    ox = int(left + (aw - mw * s) / 2 + 0.5); oy = int(26 + (ah - mh * s) / 2 + 0.5);
    printf "%d %d\n", ox + (cx + 0.5) * s, oy + (cy + 0.5) * s }'
}
step() { sleep 0.25; }
key() {
  xdotool key "$@"
  step
}
move_to() {
  # shellcheck disable=SC2046  # two numbers
  xdotool mousemove $(pixel "$1" "$2")
  step
}
click_cell() {
  move_to "$1" "$2"
  xdotool click 1
  step
}
drag_cells() {
  move_to "$1" "$2"
  xdotool mousedown 1
  step
  # Through the cells between, as a hand would.
  local mx=$((($1 + $3) / 2)) my=$((($2 + $4) / 2))
  move_to "$mx" "$my"
  move_to "$3" "$4"
  xdotool mouseup 1
  step
}

# A key held for a moment, as a hand presses it: ImGui 1.86 reads keys as held or not once a frame, so a field
# misses an Enter or Esc pressed and released between two frames, as `xdotool key` sends them.
hold() {
  xdotool keydown "$1"
  sleep 0.1
  xdotool keyup "$1"
  step
}
# The All waves window (Ctrl+T) from the keyboard: down to wave 2's first group, 33 typed (a digit starts the edit
# of its count) and kept with Enter; then its delay opened with Enter, 9 typed and dropped with Esc. Ctrl+T closes
# the window.
key ctrl+t
key Down
key Down
hold 3
hold 3
hold Return
key Right
key Right
key Return
hold 9
hold Escape
key ctrl+t
# Mirror painting: rock (the palette's fourth kind) with a one-cell brush.
key b
key 4
key m
click_cell 3 2
key m
key m
key m
key m  # back to off: the line below is not mirrored
# A line of rock.
key n
drag_cells 2 8 6 8
# Copy the mud and paste it elsewhere; undo and redo the paste.
key v
drag_cells 4 6 5 7
key ctrl+c
key ctrl+v
click_cell 11 3
key ctrl+z
key ctrl+y
key Escape  # drop the selection
# The Lesson tab: a step added, its text typed on to, and a cell picked on the map for it.
click_at() {
  xdotool mousemove "$1" "$2"
  step
  xdotool mousedown 1
  sleep 0.15
  xdotool mouseup 1
  step
}
click_at 1130 47   # the Lesson tab
click_at 938 154   # + Add step: "Build a tower."
click_at 1260 234  # the end of its text
xdotool type --delay 250 " Now."
step
click_at 972 362  # Pick cells on the map
click_cell 14 10
click_at 1130 47  # leaves the text field and the picking as they are; the tab stays
# The Level tab's messages: one added (at wave 1) and its line typed.
click_at 1066 47   # the Level tab
click_at 955 440   # + Add message
click_at 1070 416  # its text
xdotool type --delay 250 "Storm towers next."
step
click_at 1066 47
before=$(stat -c %Y "$file")
sleep 1.1  # so that the save gives another modification time
key ctrl+s
for _ in $(seq 1 40); do
  [[ $(stat -c %Y "$file") != "$before" ]] && break
  sleep 0.25
done

rows() {
  sed -n '/"tiles": \[/,/\]/p' "$1" | sed '1d;$d' | sed 's/^ *"\(.*\)",\{0,1\}$/\1/'
}
mapfile -t saved < <(rows "$file")
mapfile -t was < <(rows "$original")
if ((${#saved[@]} != map_h)); then
  echo "the saved level has ${#saved[@]} rows, not $map_h" >&2
  cat "$run/td.log" >&2
  exit 1
fi
expected=("${was[@]}")
set_cell() {
  local row=${expected[$2]}
  expected[$2]="${row:0:$1}$3${row:$(($1 + 1))}"
}
set_cell 3 2 '#'
set_cell 26 2 '#'
for x in 2 3 4 5 6; do set_cell "$x" 8 '#'; done
for y in 2 3; do
  for x in 10 11; do set_cell "$x" "$y" ','; done
done
status=0
for ((y = 0; y < map_h; ++y)); do
  if [[ ${saved[$y]} != "${expected[$y]}" ]]; then
    echo "row $y: saved   ${saved[$y]}" >&2
    echo "row $y: expected ${expected[$y]}" >&2
    status=1
  fi
done
group=$(python3 -c 'import json, sys
saved, was = (json.load(open(f))["waves"][1]["groups"][0] for f in sys.argv[1:])
print(saved["count"], saved.get("delay", 0) == was.get("delay", 0))' "$file" "$original")
if [[ $group != "33 True" ]]; then
  echo "wave 2's first group is '$group', not 33 enemies with its delay as it was (count, delay kept)" >&2
  status=1
fi
lesson=$(python3 -c 'import json, sys
steps = json.load(open(sys.argv[1])).get("lesson", [])
print(steps[0]["text"] + "|" + str(steps[0].get("cells")) if len(steps) == 1 else len(steps))' "$file")
if [[ $lesson != "Build a tower. Now.|[[14, 10]]" ]]; then
  echo "the saved lesson is '$lesson', not one step \"Build a tower. Now.\" marking (14, 10)" >&2
  status=1
fi
message=$(python3 -c 'import json, sys
m = json.load(open(sys.argv[1])).get("messages", [])
print(str(m[0].get("wave")) + "|" + m[0]["text"] if len(m) == 1 else len(m))' "$file")
if [[ $message != "1|Storm towers next." ]]; then
  echo "the saved message is '$message', not \"Storm towers next.\" at wave 1" >&2
  status=1
fi
if ((status == 0)); then
  "$cli" check "$file"
  echo "the session's edits are in the saved file, and nothing else changed"
fi
exit "$status"
