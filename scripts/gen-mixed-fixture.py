#!/usr/bin/env python3
"""Writes mixed.json: the benchmark's large conversation (2000 messages, from
gen-bench-fixtures.py) turned into a group chat with every kind of rich message, seeded and
byte for byte the same on every run (stdlib only), plus the two photos it shows.

usage: scripts/gen-mixed-fixture.py [OUTDIR]   (default ./bench-fixtures)

What it adds, by message index i (counted over the large file's messages):
- four people: the local user and three others, who take turns as the other side (a group,
  so names and avatars show);
- every message an id (m0, m1, ...);
- i % 3 == 1: Markdown (format "markdown"), its first word bold and a later one as inline code;
- i % 10 == 5: a photo (photos/beach.jpg or photos/lighthouse.jpg, beside the file), the
  text its caption;
- i % 7 == 3: a reply to the message before;
- i % 5 == 2: one to three reactions.
The photos are copied from Examples/photos, so the folder is self-contained.
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
REACTIONS = ["👍", "❤️", "😂", "🎉", "🔥"]


def large():
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run(
            [sys.executable, os.path.join(REPO, "scripts", "gen-bench-fixtures.py"), tmp, "--quiet"],
            check=True)
        with open(os.path.join(tmp, "large.json"), encoding="utf-8") as f:
            return json.load(f)


def markdown(text):
    words = text.split(" ")
    if len(words) < 3 or any(c in text for c in "*_`[]<>#\\~|"):
        return None
    words[0] = "**" + words[0] + "**"
    words[2] = "`" + words[2] + "`"
    return " ".join(words)


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else "bench-fixtures"
    os.makedirs(os.path.join(out, "photos"), exist_ok=True)
    for name in ["beach.jpg", "lighthouse.jpg"]:
        shutil.copyfile(os.path.join(REPO, "Examples", "photos", name),
                        os.path.join(out, "photos", name))
    source = large()
    others = ["ana", "raj", "li"]
    messages = []
    turn = 0
    previous_sender = None
    for i, m in enumerate(source["messages"]):
        if m["sender"] == "me":
            sender = "me"
        else:
            if previous_sender == "me" or previous_sender is None:
                turn += 1
            sender = others[turn % 3]
        previous_sender = m["sender"]
        message = {"id": "m%d" % i, "from": sender, "text": m["text"]}
        if "time" in m:
            message["time"] = m["time"]
        if i % 3 == 1:
            md = markdown(m["text"])
            if md:
                message["text"] = md
                message["format"] = "markdown"
        if i % 10 == 5:
            message["image"] = "photos/" + ("beach.jpg" if i % 20 == 5 else "lighthouse.jpg")
        if i % 7 == 3 and i > 0:
            message["replyTo"] = "m%d" % (i - 1)
        if i % 5 == 2:
            message["reactions"] = [
                {"emoji": REACTIONS[(i + k) % len(REACTIONS)], "count": 1 + (i + k) % 4}
                for k in range(1 + i % 3)
            ]
        messages.append(message)
    conversation = {
        "title": "Mixed: groups, Markdown, photos, replies, reactions",
        "participants": [
            {"id": "me", "name": "Sam"}, {"id": "ana", "name": "Ana María"},
            {"id": "raj", "name": "Raj"}, {"id": "li", "name": "李雷"},
        ],
        "localUser": "me",
        "messages": messages,
    }
    with open(os.path.join(out, "mixed.json"), "w", encoding="utf-8") as f:
        json.dump(conversation, f, ensure_ascii=False, indent=1, sort_keys=True)
        f.write("\n")


if __name__ == "__main__":
    main()
