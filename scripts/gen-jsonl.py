#!/usr/bin/env python3
"""Writes a JSON Lines corpus for `chatshot --jsonl`: COUNT conversations, one per line, each
with an "id" (c00000, c00001, ...) and 2 to 12 messages with the text statistics of the
benchmark's fixtures (scripts/gen-bench-fixtures.py, the same draws), seeded: the same bytes
on every run (stdlib only). docs/scaling.md measures 10,000 of them.

usage: scripts/gen-jsonl.py OUT.jsonl [COUNT] [--seed N]
"""
import importlib.util
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def load_generator():
    sys.dont_write_bytecode = True
    spec = importlib.util.spec_from_file_location(
        "gen_bench_fixtures", os.path.join(HERE, "gen-bench-fixtures.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def main(argv):
    if not argv or argv[0].startswith("-"):
        sys.exit(__doc__.strip())
    out = argv[0]
    count = int(argv[1]) if len(argv) > 1 and not argv[1].startswith("-") else 10000
    seed = int(argv[argv.index("--seed") + 1]) if "--seed" in argv else 4
    gen = load_generator()
    # One long seeded conversation, cut into windows of 2 to 12 messages.
    pool = gen.conversation(max(2000, count), seed)["messages"]
    with open(out, "w", encoding="utf-8", newline="\n") as f:
        start = 0
        for i in range(count):
            size = 2 + (i * 7 + 3) % 11
            if start + size > len(pool):
                start = 0
            messages = [dict(m) for m in pool[start:start + size]]
            # Someone must be "me" (the local user), or the conversation is refused.
            if all(m["sender"] != "me" for m in messages):
                messages[-1]["sender"] = "me"
            line = {"id": "c%05d" % i, "messages": messages}
            start += size
            f.write(json.dumps(line, ensure_ascii=False, separators=(",", ":")) + "\n")


if __name__ == "__main__":
    main(sys.argv[1:])
