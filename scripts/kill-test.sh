#!/usr/bin/env bash
# Kills renders of a long conversation at random moments and checks what is left:
# the target must be byte for byte the old file or the complete new image (renders are
# deterministic), never a part; after SIGINT or SIGTERM no temporary file may remain.
# SIGKILL cannot be caught, so its temporary file (.NAME.chatshot-XXXXXX) is counted,
# reported and removed.
#
#   scripts/kill-test.sh [ROUNDS]     (default 60; needs python3)
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${1:-60}
swift build -c release --product chatshot >&2
bin=$PWD/.build/release/chatshot
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
input=$PWD/Examples/marathon-300.json
args=("$input" --scale 3 --compression 9)

printf 'old' >"$work/old"
"$bin" "${args[@]}" -o "$work/reference.png"
reference=$(sha256sum <"$work/reference.png")
start=$(date +%s%N)
"$bin" "${args[@]}" -o "$work/timing.png"
duration_ms=$((($(date +%s%N) - start) / 1000000))
echo "kill-test: one render takes ${duration_ms} ms; killing $rounds renders at random moments"

signals=(TERM INT KILL)
old=0 new=0 stale=0 bad=0
for ((round = 1; round <= rounds; round++)); do
  dir=$work/round-$round
  mkdir "$dir"
  printf 'old' >"$dir/shot.png"
  signal=${signals[$((RANDOM % 3))]}
  delay_ms=$((RANDOM % (duration_ms + duration_ms / 5 + 1)))
  "$bin" "${args[@]}" -o "$dir/shot.png" 2>/dev/null &
  pid=$!
  sleep "$(awk "BEGIN { print $delay_ms / 1000 }")"
  kill -s "$signal" "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
  content=$(sha256sum <"$dir/shot.png")
  if cmp -s "$dir/shot.png" "$work/old"; then
    old=$((old + 1))
  elif [ "$content" = "$reference" ]; then
    new=$((new + 1))
  else
    echo "kill-test: round $round (SIG$signal after ${delay_ms} ms): shot.png is neither old nor complete" >&2
    bad=$((bad + 1))
  fi
  leftovers=$(find "$dir" -name '.shot.png.chatshot-*' | wc -l)
  if [ "$leftovers" -gt 0 ]; then
    if [ "$signal" = KILL ]; then
      stale=$((stale + leftovers))
    else
      echo "kill-test: round $round (SIG$signal after ${delay_ms} ms): temporary file left behind" >&2
      bad=$((bad + 1))
    fi
  fi
  rm -rf "$dir"
done
echo "kill-test: $rounds rounds: $old left the old file, $new the complete new one, $bad bad;" \
  "$stale stale temporary file(s) after SIGKILL"
[ "$bad" -eq 0 ]
