#!/usr/bin/env bash
# Diff throughput in megapixels per second, release build.
#
#   scripts/bench-diff.sh [FIXTURE-DIR]     (N=20 rounds end to end by default)
#
# 1. In process (Sources/DiffBench): pixelmatch's own bench.js workload (fixture pairs 1-7,
#    default options, no diff image, 100 rounds), directly comparable with the JavaScript
#    reference (about 19 MP/s on this machine kind); then with a diff image.
# 2. End to end: the release `chatshot diff` binary on the same pairs, N rounds, PNG
#    decoding and process start included.
# 3. A tall chat screenshot (Examples/marathon-300.json at scale 2) against a copy with one
#    word changed, with a diff image written: the golden-test case.
set -euo pipefail
cd "$(dirname "$0")/.."

fixtures=${1:-Tests/Fixtures/pixelmatch}
[[ -n $fixtures && -f $fixtures/1a.png ]] || { echo "bench-diff: pixelmatch fixtures not found" >&2; exit 2; }
rounds=${N:-20}

swift build -c release --product chatshot >/dev/null
swift build -c release --product DiffBench >/dev/null
chatshot=.build/release/chatshot

echo "== in process (DiffBench)"
.build/release/DiffBench "$fixtures" 100

# Prints "<label>: X MP/s" for `rounds` runs of the diff command lines given as arguments
# (each "EXPECTED ACTUAL [options]"), counting totalPixels from --json.
time_diffs() {
  local label=$1 pixels=0 line
  shift
  for line in "$@"; do
    # shellcheck disable=SC2086
    pixels=$((pixels + $({ "$chatshot" diff $line --json || true; } | awk -F': ' '/totalPixels/ {print $2+0}')))
  done
  local start end
  start=$(date +%s%N)
  for ((i = 0; i < rounds; i++)); do
    for line in "$@"; do
      # shellcheck disable=SC2086
      "$chatshot" diff $line >/dev/null || [[ $? == 1 ]]
    done
  done
  end=$(date +%s%N)
  awk -v label="$label" -v px=$((pixels * rounds)) -v ns=$((end - start)) -v n="$rounds" \
    'BEGIN { printf "%s: %.1f MP/s (%d px in %.3f s, %d rounds)\n", label, px / (ns / 1e9) / 1e6, px, ns / 1e9, n }'
}

echo "== end to end (chatshot diff, PNG decoding and process start included)"
pairs=()
for i in 1 2 3 4 5 6 7; do pairs+=("$fixtures/${i}a.png $fixtures/${i}b.png"); done
time_diffs "fixture pairs 1-7, defaults" "${pairs[@]}"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
sed '0,/Sounds/s//Soundz/' Examples/marathon-300.json >"$work/changed.json"
"$chatshot" Examples/marathon-300.json --scale 2 -o "$work/golden.png"
"$chatshot" "$work/changed.json" --scale 2 -o "$work/actual.png"
echo "tall chat: $("$chatshot" diff "$work/golden.png" "$work/actual.png" || true)"
time_diffs "tall chat, one word changed, with diff image" \
  "$work/golden.png $work/actual.png -o $work/diff.png"
time_diffs "tall chat, identical" "$work/golden.png $work/golden.png"
