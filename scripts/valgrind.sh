#!/usr/bin/env bash
# Renders under valgrind memcheck and fails on any memory error or definitely-lost block.
#
#   scripts/valgrind.sh [INPUT.json ...]     (default: two examples and the hostile-text seed)
#
# Built separately (.build/valgrind) with DWARF 4 debug info: valgrind 3.19 cannot read the
# DWARF 5 that Swift 6 emits by default. scripts/valgrind.supp lists the system libraries'
# process-lifetime caches it suppresses, each with its reason.
set -euo pipefail
cd "$(dirname "$0")/.."
inputs=("$@")
[ ${#inputs[@]} -gt 0 ] || inputs=(Examples/weekend.json Examples/cjk-emoji.json Tests/Fixtures/fuzz-seeds/unicode.json)
swift build -c release --scratch-path .build/valgrind --product chatshot \
  -Xswiftc -dwarf-version=4 -Xcc -gdwarf-4 >&2
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
status=0
for input in "${inputs[@]}"; do
  log=.build/valgrind-$(basename "$input" .json).log
  if valgrind --tool=memcheck --leak-check=full --show-leak-kinds=definite,possible \
    --errors-for-leak-kinds=definite,possible --error-exitcode=99 --num-callers=40 \
    --suppressions=scripts/valgrind.supp --log-file="$log" \
    .build/valgrind/release/chatshot "$input" --scale 2 -o "$out/shot.png"; then
    result=clean
  else
    result="FAILED (exit $?)"
    status=1
  fi
  echo "valgrind: $input: $result; log $log"
  grep -E "definitely lost|indirectly lost|possibly lost|still reachable|suppressed:|ERROR SUMMARY" "$log" |
    sed 's/^==[0-9]*== */  /'
done
exit $status
