# shellcheck shell=bash
# Shared set-up for scripts/play and scripts/test. Source it; it defines functions only.
#
# td_setup installs whatever Debian packages the build needs and are missing, then
# td_configure and td_build produce the Release build in build/ that both commands share,
# so running one after the other, or either one twice, only rebuilds what changed.

TD_PACKAGES=(
  build-essential cmake pkg-config
  libsfml-dev nlohmann-json3-dev zlib1g-dev
  libgtest-dev libgmock-dev libbenchmark-dev
  libboost-graph-dev librecast-dev libimgui-dev
  xvfb xauth libgl1-mesa-dri fonts-dejavu-core
  clang-14 libfuzzer-14-dev clang-format-14 clang-tidy-14 xdotool ccache
  python3-jsonschema
  file desktop-file-utils appstream lintian
  gettext fonts-noto-cjk
)

TD_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
TD_BUILD_DIR="$TD_ROOT/build"

td_log() { printf '==> %s\n' "$*" >&2; }

# Phase timing. td_timed LABEL CMD... runs CMD and records how long it took, whether it passed or not, in
# TD_TIMING_LOG (one "seconds<TAB>status<TAB>label" line per phase); td_timing_summary prints the table.
# A script that calls another passes its log down (exported), so .ci/run prints every phase of both
# scripts in one table and the scripts it calls print none of their own.
if [[ -z "${TD_TIMING_LOG:-}" ]]; then
  TD_TIMING_LOG="$(mktemp "${TMPDIR:-/tmp}/td-timing.XXXXXX")"
  TD_TIMING_OWNER=$$
  TD_TIMING_STARTED=$SECONDS
  export TD_TIMING_LOG
fi

td_timed() {
  local label="$1" started=$SECONDS status=0
  shift
  "$@" || status=$?
  printf '%d\t%s\t%s\n' $((SECONDS - started)) "$([[ $status -eq 0 ]] && echo ok || echo "failed ($status)")" \
    "$label" >>"$TD_TIMING_LOG"
  return "$status"
}

# Prints the table when called by the script that started the log, then removes the log. Meant for an EXIT trap,
# so a failing run still says where its time went.
td_timing_summary() {
  [[ "${TD_TIMING_OWNER:-}" == "$$" && -f "$TD_TIMING_LOG" ]] || return 0
  local total=0 seconds status label
  {
    printf '\n==> timing (seconds)\n'
    while IFS=$'\t' read -r seconds status label; do
      printf '%7d  %-52s %s\n' "$seconds" "$label" "$status"
      total=$((total + seconds))
    done <"$TD_TIMING_LOG"
    printf '%7d  %s\n' "$total" "the phases above"
    printf '%7d  %s\n' $((SECONDS - TD_TIMING_STARTED)) "in all (wall clock)"
  } >&2
  rm -f "$TD_TIMING_LOG"
}

# Prints the packages of TD_PACKAGES that are not fully installed, one a line.
td_missing_packages() {
  local installed
  # dpkg-query exits non-zero when it knows nothing of a package; those are missing too.
  installed="$(dpkg-query -W -f='${Package} ${db:Status-Status}\n' "${TD_PACKAGES[@]}" 2>/dev/null || true)"
  local pkg
  for pkg in "${TD_PACKAGES[@]}"; do
    if ! grep -qx "$pkg installed" <<<"$installed"; then
      printf '%s\n' "$pkg"
    fi
  done
}

# Kept as functions so the privilege decision can be exercised without changing the machine.
td_is_root() { [[ "$(id -u)" -eq 0 ]]; }
td_can_sudo() { command -v sudo >/dev/null 2>&1 && sudo -n true >/dev/null 2>&1; }

# Installs missing packages as root, or through password-less sudo; otherwise says exactly
# what to run and fails.
td_setup() {
  local -a missing
  mapfile -t missing < <(td_missing_packages)
  if ((${#missing[@]} == 0)); then
    return 0
  fi
  td_log "missing packages: ${missing[*]}"

  local -a as_root
  if td_is_root; then
    as_root=()
  elif td_can_sudo; then
    as_root=(sudo -n)
  else
    {
      echo "error: these packages are missing and this user cannot install them: ${missing[*]}"
      echo "Run as root, then try again:"
      echo "  apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends ${missing[*]}"
    } >&2
    return 1
  fi

  "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update || return 1
  "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}" ||
    return 1

  mapfile -t missing < <(td_missing_packages)
  if ((${#missing[@]} != 0)); then
    echo "error: still missing after apt-get install: ${missing[*]}" >&2
    return 1
  fi
}

# Configures build/ as a Release build; extra arguments are passed to cmake as cache settings.
td_configure() {
  td_log "configuring $(basename "$TD_BUILD_DIR")/"
  cmake -S "$TD_ROOT" -B "$TD_BUILD_DIR" -DCMAKE_BUILD_TYPE=Release "$@"
}

# Builds build/; arguments are passed to cmake --build (e.g. --target td).
td_build() {
  td_log "building $(basename "$TD_BUILD_DIR")/"
  cmake --build "$TD_BUILD_DIR" -j2 "$@"
}
