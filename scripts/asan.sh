#!/usr/bin/env bash
# Runs the whole test suite under AddressSanitizer (Swift and the C targets instrumented),
# in its own build folder so the normal build is left alone.
#
#   scripts/asan.sh [swift test arguments, e.g. --filter RenderTests]
#
# The end-to-end tests run the ASan-built `chatshot` too (it sits beside the test bundle).
# LeakSanitizer runs with scripts/lsan.supp: system libraries' process-lifetime caches.
set -euo pipefail
cd "$(dirname "$0")/.."
start=$(date +%s)
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1:detect_stack_use_after_return=0
export LSAN_OPTIONS=suppressions=$PWD/scripts/lsan.supp:print_suppressions=0
# Swift's own crash backtracer reads memory in ways ASan reports, and can hang under it.
export SWIFT_BACKTRACE=enable=no
swift build --build-tests --scratch-path .build/asan -Xswiftc -sanitize=address \
  -Xcc -fsanitize=address >&2
swift test --skip-build --scratch-path .build/asan "$@"
echo "asan: passed in $(($(date +%s) - start)) s"
