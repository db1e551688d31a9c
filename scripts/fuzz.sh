#!/usr/bin/env bash
# Fuzzes chatshot's decode → layout → render pipeline (Sources/ChatShotFuzz).
#
#   scripts/fuzz.sh [SECONDS]            libFuzzer with AddressSanitizer (default 600 s)
#   scripts/fuzz.sh --seeded [SECONDS]   the seeded mutation driver, no sanitizer needed
#
# Every crash, timeout or out-of-memory input is copied to Tests/Fixtures/fuzz/, where
# FuzzRegressionTests replays it on every `swift test`. The working corpus grows in
# .build/fuzz-corpus (seeded from Tests/Fixtures/fuzz-seeds) and is reused by later runs.
set -euo pipefail
cd "$(dirname "$0")/.."

mode=libfuzzer
if [ "${1:-}" = "--seeded" ]; then
  mode=seeded
  shift
fi
seconds=${1:-600}
regressions=Tests/Fixtures/fuzz
corpus=.build/fuzz-corpus
artifacts=.build/fuzz-artifacts
mkdir -p "$regressions" "$corpus" "$artifacts"
cp -n Tests/Fixtures/fuzz-seeds/* "$corpus"/ 2>/dev/null || true

keep() { # keep FILE: copy a finding into the regression inputs, named by its content
  local sum
  sum=$(sha1sum "$1" | cut -c1-16)
  cp "$1" "$regressions/$(basename "$1" | cut -d- -f1)-$sum.bin"
  echo "fuzz: kept $regressions/$(basename "$1" | cut -d- -f1)-$sum.bin"
}

if [ "$mode" = libfuzzer ]; then
  runtime="$(dirname "$(readlink -f "$(command -v swift)")")/../lib/swift/clang/lib/linux"
  # -sanitize=fuzzer would link libFuzzer's own main, which clashes with the executable's;
  # the coverage flags plus libclang_rt.fuzzer_no_main give the same instrumentation, and
  # the target calls LLVMFuzzerRunDriver itself.
  if swift build -c release --scratch-path .build/fuzz --product ChatShotFuzz \
    -Xswiftc -sanitize=address \
    -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp \
    -Xswiftc -DCHATSHOT_LIBFUZZER \
    -Xlinker "$runtime/libclang_rt.fuzzer_no_main-x86_64.a" -Xlinker -lstdc++ >&2; then
    start=$(date +%s)
    # Leaks are valgrind's job (scripts/valgrind.sh): fontconfig and Pango keep caches for
    # the life of the process, which LeakSanitizer would report after every input.
    set +e
    SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0:abort_on_error=1 \
      .build/fuzz/release/ChatShotFuzz "$corpus" \
      -max_total_time="$seconds" -max_len=4096 -timeout=10 -rss_limit_mb=4096 \
      -artifact_prefix="$artifacts/" -print_final_stats=1 2>&1 | tee .build/fuzz-last.log |
      grep -E '^#[0-9]+ +(INITED|DONE|pulse)|^stat::|ERROR|SUMMARY|artifact'
    status=${PIPESTATUS[0]}
    set -e
    found=0
    mkdir -p "$artifacts/kept"
    for f in "$artifacts"/crash-* "$artifacts"/timeout-* "$artifacts"/oom-* "$artifacts"/leak-*; do
      [ -f "$f" ] || continue
      keep "$f"
      mv "$f" "$artifacts/kept/"
      found=$((found + 1))
    done
    echo "fuzz: libFuzzer ran $(($(date +%s) - start)) s, exit $status, $found new finding(s)," \
      "corpus $(ls "$corpus" | wc -l) inputs; log in .build/fuzz-last.log"
    exit 0
  fi
  echo "fuzz: the libFuzzer build failed; falling back to the seeded driver" >&2
fi

# The seeded driver: deterministic mutations, one process per seed value so that a crash
# costs one campaign, not the whole run. The input being run is always in $current.
swift build -c release --product ChatShotFuzz >&2
current=$artifacts/current-input
deadline=$(($(date +%s) + seconds))
seed=1
found=0
while [ "$(date +%s)" -lt "$deadline" ]; do
  left=$((deadline - $(date +%s)))
  if ! .build/release/ChatShotFuzz --seed "$seed" --seconds "$((left < 120 ? left : 120))" \
    --current "$current" "$corpus"; then
    cp "$current" "$artifacts/crash-seeded"
    keep "$artifacts/crash-seeded"
    found=$((found + 1))
  fi
  seed=$((seed + 1))
done
echo "fuzz: seeded driver ran $seconds s over $((seed - 1)) seed(s), $found finding(s)"
