#!/usr/bin/env bash
# Proves that Examples/SnapshotPackage, an app package depending on chatshot by path, can use
# ChatShotTesting: its XCTest and Swift Testing snapshot tests pass against the committed
# goldens, and fail (naming the golden, the counts and the artifacts) once a golden is edited.
# Builds a second package (≈ 1 minute on 2 cores after the main build), so it is a CI step
# rather than part of `swift test`.
set -euo pipefail
cd "$(dirname "$0")/../Examples/SnapshotPackage"

snapshots=Tests/ChatFixturesTests/__Snapshots__
goldens=("$snapshots/GreetingTests/greeting.png" "$snapshots/HelloXCTests/hello.png")
backup=$(mktemp -d)
artifacts=$(mktemp -d)
restore() {
  for g in "${goldens[@]}"; do cp "$backup/$(basename "$g")" "$g"; done
  rm -rf "$backup" "$artifacts"
}
for g in "${goldens[@]}"; do cp "$g" "$backup/"; done
trap restore EXIT

echo "== committed goldens: the tests must pass"
CHATSHOT_RECORD=never swift test

echo "== edited goldens: both tests must fail"
# Each golden becomes the other test's picture: a different image that still carries
# chatshot metadata, so the failure can say what changed.
cp "$backup/hello.png" "${goldens[0]}"
cp "$backup/greeting.png" "${goldens[1]}"
set +e
output=$(CHATSHOT_RECORD=never CHATSHOT_ARTIFACTS="$artifacts" swift test 2>&1)
status=$?
set -e
if [ "$status" -eq 0 ]; then
  echo "$output"
  echo "FAIL: the tests passed against edited goldens" >&2
  exit 1
fi
for expected in "GreetingTests/greeting.png: size differs" "HelloXCTests/hello.png: size differs" \
  "conversation: " "$artifacts/GreetingTests/greeting.actual.png" \
  "$artifacts/HelloXCTests/hello.actual.png"; do
  if ! grep -qF -- "$expected" <<<"$output"; then
    echo "$output"
    echo "FAIL: the failure output does not mention: $expected" >&2
    exit 1
  fi
done
echo "ok: the snapshot package passes with its goldens and fails when they are edited"
