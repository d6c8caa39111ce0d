#!/usr/bin/env bash
# Time undone and games kept, driven as a player drives them: real key presses sent by xdotool to the game's
# window on a display of its own, with the files the game keeps read back. On First Steps in a 1280 x 720
# window:
#   1. the first wave is started (N), the second called early (N) at 4x, then Backspace goes back to just
#      before the second wave; the level is left from the pause menu (Esc, the last entry, Yes): the game is
#      kept, with one wave call (the second's is undone) and one rewind;
#   2. the game opens again on its title: Play, the first level, "Continue the game you left?" Yes; the next
#      wave is called and the level left again: the kept game now holds two wave calls and still the rewind;
#   3. the kept game, copied in as a replay, is in the title's Replays: watched (Enter), left back to the list
#      (Esc, the last entry), deleted (Delete, Yes): the file is gone;
#   4. Crossroads' share code, copied in the editor and pasted in My levels, is a level file there.
# Pictures of each step are left in RUN_DIR for a look.
# Usage: window_session.sh TD RUN_DIR (under its own X server that does not reset between its clients, e.g.
# xvfb-run -a -s "-screen 0 1280x720x24 -noreset").
set -euo pipefail

td=$1
run=$2

rm -rf "$run"
mkdir -p "$run"
export XDG_CONFIG_HOME="$run/config" XDG_DATA_HOME="$run/data" ALSOFT_DRIVERS=null
saves="$XDG_DATA_HOME/tower-defence/saves"
replays="$XDG_DATA_HOME/tower-defence/replays"
pid=
trap '[[ -n $pid ]] && kill "$pid" 2>/dev/null || true' EXIT

fail() {
  echo "$1" >&2
  [[ -f $run/td.log ]] && cat "$run/td.log" >&2
  exit 1
}

# Starts the game with the given arguments and waits for its window (the only one on this display).
start() {
  "$td" --size 1280x720 "$@" >>"$run/td.log" 2>&1 &
  pid=$!
  local window=
  for _ in $(seq 1 120); do
    window=$(xdotool search --onlyvisible --name . 2>/dev/null | head -n 1 || true)
    [[ -n $window ]] && break
    kill -0 "$pid" 2>/dev/null || fail "the game exited before its window opened"
    sleep 0.25
  done
  [[ -n $window ]] || fail "no game window after 30 s"
  # It may open its window twice (again without smoothing on a software renderer): take the one that stays.
  sleep 2
  window=$(xdotool search --onlyvisible --name . | tail -n 1)
  xdotool windowmove --sync "$window" 0 0
  xdotool windowfocus --sync "$window" || true
  sleep 1
}
stop() {
  kill "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
  pid=
}
key() {
  xdotool key "$@"
  sleep 0.4
}
picture() {
  command -v xwd >/dev/null || return 0
  xwd -root -silent >"$run/$1.xwd" 2>/dev/null || return 0
  if command -v xwdtopnm >/dev/null && command -v pnmtopng >/dev/null; then
    xwdtopnm "$run/$1.xwd" 2>/dev/null | pnmtopng >"$run/$1.png" 2>/dev/null && rm -f "$run/$1.xwd"
  fi
  return 0
}
# How many times the kept game's journal calls a wave, and its rewinds.
kept() { ls "$saves"/*.json 2>/dev/null | head -n 1; }
calls() { grep -c '"next_wave"' "$(kept)" || true; }
rewinds() { sed -n 's/.*"rewinds": \([0-9]*\).*/\1/p' "$(kept)"; }
leave_level() {
  key Escape  # the pause menu
  key Up      # round to its last entry: the way out
  key Return
  key Return  # "Quit the level?" Yes: kept to continue later
  for _ in $(seq 1 40); do
    [[ -n $(kept) ]] && break
    sleep 0.25
  done
}

# 1. Two waves, one rewind, left. At 4x (F twice) the first wave is out within three seconds, and the
# second can be called before any enemy reaches the goal.
start --level first_steps
key n
key f
key f
sleep 3.5
key n
sleep 0.3
key BackSpace
sleep 1
picture 1-rewound
leave_level
[[ -n $(kept) ]] || fail "leaving the level kept no game in $saves"
[[ $(calls) == 1 ]] || fail "the kept game calls $(calls) waves, not 1: the rewind did not undo the second"
[[ $(rewinds) == 1 ]] || fail "the kept game records '$(rewinds)' rewinds, not 1"
stop

# 2. Continued from the level select, the next wave called, left again.
start
key Return  # Play
key Return  # the first level
sleep 0.5
picture 2-continue-asked
key Return  # Continue: yes
sleep 1
picture 2-continued
key p       # it opens paused: play on
key n
sleep 1
leave_level
[[ $(calls) == 2 ]] || fail "the continued game calls $(calls) waves, not 2: it did not go on from where it stopped"
[[ $(rewinds) == 1 ]] || fail "the continued game lost its rewind ('$(rewinds)')"
stop

# 3. The kept game as a replay: watched, then deleted, from the title's Replays.
mkdir -p "$replays"
cp "$(kept)" "$replays/01_first_steps-20261201-100000.json"
start
key Down
key Return  # Replays
sleep 0.5
picture 3-replays
key Return  # watch the newest
sleep 2
picture 3-watching
# Out of the pause menu's last entry, back to the list: no question, a replay has nothing to lose.
key Escape
key Up
key Return
sleep 0.5
key Delete
key y
sleep 0.5
picture 3-deleted
[[ ! -e $replays/01_first_steps-20261201-100000.json ]] || fail "the replay was not deleted"
stop

# 4. A share code: copied in the editor (Ctrl+Shift+C), pasted in My levels (Ctrl+V): the level's file.
cp "$(dirname "$0")/../../../levels/03_crossroads.json" "$run/shared.json"
start --edit "$run/shared.json"
xdotool mousemove 600 300
key ctrl+shift+c
key Escape  # back to the title (the level is saved)
sleep 0.5
key Return  # Play
key Tab     # My levels
key ctrl+v
sleep 1
picture 4-pasted
[[ -f $XDG_DATA_HOME/tower-defence/levels/crossroads.json ]] || fail "the pasted share code made no level file"
stop
echo "rewind, continue, the replay browser and share codes: as expected"
