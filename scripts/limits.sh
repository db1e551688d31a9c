#!/usr/bin/env bash
# Times chatshot on generated inputs at and beyond its limits (docs/limits.md), with the
# release build. Refusals must take well under a second of CPU time (checked loosely:
# < 1 s, user + system, so a busy machine does not fail it); renders at the limits must
# finish (their times are printed, not judged).
#
#   scripts/limits.sh
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product chatshot >&2
bin=$PWD/.build/release/chatshot
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"

python3 - <<'PY'
import json
def convo(name, texts, **extra):
    doc = {"localUser": "me", "messages": [
        {"from": "you" if i % 2 else "me", "text": t} for i, t in enumerate(texts)]}
    doc.update(extra)
    with open(name, "w", encoding="utf-8") as f:
        json.dump(doc, f, ensure_ascii=False)
# Beyond a limit: each must be refused fast.
convo("over-messages.json", ["hi"] * 100_001)
convo("over-pixels-estimate.json", ["hi %d" % i for i in range(100_000)])
convo("over-pixels-15MiB.json", ["lorem ipsum dolor sit amet " * 5] * 100_000)
convo("over-characters.json", ["x" * 20_001])
convo("over-marks.json", ["e" + "\u0301" * 31])
with open("over-depth.json", "w") as f:
    f.write("[" * 100_000 + "]" * 100_000)
with open("over-size.json", "w") as f:
    f.write('{"messages": [{"from": "me", "text": "' + "x" * (16 << 20) + '"}]}')
convo("unwrappable.json", ["👍\u200d" * 60 + "👍"])
# At the limits: each must render.
convo("word-10k.json", ["x" * 10_000])
convo("word-20k.json", ["x" * 20_000])
convo("cjk-20k.json", ["中" * 20_000])
convo("newlines-20k.json", ["a\n" * 9_999 + "a"])
convo("marks-30.json", ["e" + "\u0301" * 30 + " " for _ in range(600)])
convo("many-messages.json", ["message %d" % i for i in range(10_000)])
PY

fail=0
refuse() { # refuse FILE ARGS...: must exit non-zero within a second, without a PNG
  local file=$1
  shift
  local status ms
  set +e
  /usr/bin/time -f '%U %S %e' -o time.txt "$bin" "$file" -o out.png "$@" 2>err.txt
  status=$?
  set -e
  read -r user system wall < <(tail -1 time.txt)
  ms=$(python3 -c "print(int(($user + $system) * 1000))")
  printf '%-34s exit %-3s cpu %5d ms (wall %ss)  %s\n' "$file $*" "$status" "$ms" "$wall" \
    "$(head -1 err.txt | cut -c1-100)"
  if [ "$status" -eq 0 ] || [ "$ms" -ge 1000 ] || [ -e out.png ]; then
    echo "  ^ expected a refusal in under a second without output" >&2
    fail=1
  fi
  rm -f out.png
}
render() { # render FILE ARGS...: must succeed; prints time, peak memory and image size
  local file=$1
  shift
  /usr/bin/time -f '%e %M' -o time.txt "$bin" "$file" -o out.png "$@" 2>err.txt || {
    echo "$file: FAILED: $(cat err.txt)" >&2
    fail=1
    return
  }
  read -r seconds kb < <(tail -1 time.txt)
  local size
  size=$(python3 -c "import struct;d=open('out.png','rb').read(24);print('%dx%d'%struct.unpack('>II',d[16:24]))")
  printf '%-34s %6s s %6d MB  %s\n' "$file $*" "$seconds" "$((kb / 1024))" "$size"
  rm -f out.png
}

echo "== refused (limit exceeded)"
refuse over-size.json
refuse over-messages.json
refuse over-pixels-estimate.json --scale 2
refuse over-pixels-15MiB.json --scale 1
refuse over-characters.json
refuse over-marks.json
refuse over-depth.json
refuse unwrappable.json
refuse over-characters.json --scale 5
echo "== rendered (at the limits)"
render word-10k.json --scale 2
render word-20k.json --scale 4
render cjk-20k.json --scale 2
render newlines-20k.json --scale 1
render marks-30.json --scale 2
render many-messages.json --scale 1
exit $fail
