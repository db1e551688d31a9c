#!/usr/bin/env python3
"""Writes the benchmark's conversations: small.json (20 messages), medium.json (200) and
large.json (2000), seeded, byte for byte the same on every run (stdlib only).

usage: scripts/gen-bench-fixtures.py [OUTDIR] [--quiet]

OUTDIR defaults to ./bench-fixtures. scripts/bench runs this itself into a temporary
folder, so nothing needs generating or committing by hand.

Shape: {"title": "...", "messages": [{"sender": "me"|"other", "text": "...", "time": "HH:MM"}]}

Text statistics, as a chat has them: lengths 5 to 300 characters, skewed short (about 60 %
5-40, 30 % 40-120, 10 % 120-300); about 12 % of the messages are Chinese (every tenth, from
the fourth, and 3 % more at random), about 10 % carry one to three emoji (a third of those are
emoji only); the sender changes before 45 % of the messages; the time stays (75 %) or moves
on by 1 to 30 minutes (25 %), so a renderer that shows a time label whenever it changes shows
one about every fourth message.

The method and the seeds (1, 2, 3) are those of shared/bench/gen_fixtures.py, which was
written for this project and produced the fixtures of every figure in docs/benchmark.md up to
the move of the generator into the repository. This is a fresh implementation that makes the
same random draws in the same order, so that the files are identical (EXPECTED_SHA256 below;
`scripts/bench` says whether they still are) and earlier figures stay comparable. The draws
are built only on `random.Random.random()` and `getrandbits()` of Python's Mersenne Twister,
with the integer draw written out here (what CPython's `randrange` does since 3.2), so that a
change in how a later Python implements `choice` or `randint` cannot change the files.
"""
import hashlib
import json
import os
import random
import sys

# SHA-256 of each file as shared/bench/gen_fixtures.py wrote it (the figures' fixtures).
EXPECTED_SHA256 = {
    "small": "3026d891a5b6ea957efaea1795c50a11e5757856c59bf03d0ca73fe6e72071a3",
    "medium": "a1559c219a3501f2e4b9e22d9c428abd2a35545a03a58dc85b500187643fdbd7",
    "large": "8e513acb8ec64e145055e3ff1d134e113eb49f9807a50259d1eb549b62887c2a",
}

# name, messages, seed
FIXTURES = (("small", 20, 1), ("medium", 200, 2), ("large", 2000, 3))

# Words for Latin text, in this order (a draw picks an index): the most common English words,
# chat words, long words that wrap late, and a URL that has to be broken inside.
WORDS = (
    "the a to and of in is it you that for on are with as was at be this have "
    "from or one had by but not what all were we when your can said there use "
    "an each which she do how their if will up other about out many then them "
    "these so some her would make like him into time has look two more write go "
    "see number no way could people my than first water been call who oil its "
    "now find long down day did get come made may part meeting lunch tomorrow "
    "tonight coffee project deadline weekend train station office later sounds "
    "great thanks sorry okay sure maybe honestly basically literally actually "
    "photo link address restaurant reservation dinner birthday present document "
    "presentation slides internationalization misunderstanding "
    "https://example.com/some/rather/long/path?with=query&and=params"
).split()

# Simplified Chinese sentences: Han with full-width punctuation, one to two lines each.
CHINESE = (
    "你好，今天晚上一起吃饭吗？",
    "我刚到公司，等会儿给你打电话。",
    "好的，没问题！",
    "这个周末天气不错，我们去爬山吧。",
    "会议改到下午三点了，别忘了带电脑。",
    "哈哈哈，太好笑了",
    "路上有点堵车，可能要晚十分钟到。",
    "收到，谢谢你帮忙整理这些资料，辛苦了。",
    "明天见",
    "你看到我发的那张照片了吗？风景特别美。",
)

# One code point each (no ZWJ sequences, no variation selectors), all in Noto Color Emoji.
EMOJI = "😀😂👍🎉🔥🙏😅🤔👀🚀🍕🐱🌟💡📷😍🥳😎🙈💯"

TITLES = ("Alice", "Project Falcon", "Mom", "张伟", "Weekend plans 🏕")


class Draws:
    """The random draws of one conversation, from one seeded Mersenne Twister."""

    def __init__(self, seed):
        self.rng = random.Random(seed)

    def unit(self):
        """A float in [0, 1)."""
        return self.rng.random()

    def below(self, n):
        """An integer in [0, n), uniform: the fewest random bits that can hold n - 1, drawn
        again until the value is below n."""
        bits = n.bit_length()
        value = self.rng.getrandbits(bits)
        while value >= n:
            value = self.rng.getrandbits(bits)
        return value

    def between(self, low, high):
        """An integer in [low, high], both included."""
        return low + self.below(high - low + 1)

    def pick(self, items):
        return items[self.below(len(items))]


def text_length(d):
    r = d.unit()
    if r < 0.60:
        return d.between(5, 40)
    if r < 0.90:
        return d.between(40, 120)
    return d.between(120, 300)


def latin(d, length):
    """Words up to `length` characters, some capitalised, some followed by punctuation, cut
    at `length` (possibly inside a word, as a chat message may end)."""
    words = []
    total = 0
    while total < length:
        word = d.pick(WORDS)
        if not words or d.unit() < 0.12:
            word = word.capitalize()
        words.append(word)
        total += len(word) + 1
        if d.unit() < 0.08:
            words[-1] += d.pick(".,!?")
    text = " ".join(words)[:length].rstrip()
    if len(text) < 5:
        text = (text + " okay")[:max(5, len(text))]
    return text


def chinese(d, length):
    text = ""
    while len(text) < length:
        text += d.pick(CHINESE)
    return text[:max(5, length)]


def message_text(d, index):
    length = text_length(d)
    chance = d.unit()  # drawn for every message, also those that are Chinese anyway
    if index % 10 == 3 or chance < 0.03:
        text = chinese(d, min(length, 120))
    else:
        text = latin(d, length)
    if d.unit() < 0.10:
        count = d.between(1, 3)
        emoji = "".join(d.pick(EMOJI) for _ in range(count))
        if d.unit() < 0.3:
            text = emoji
        else:
            text = text[:max(2, len(text) - count - 1)].rstrip() + " " + emoji
    if len(text) < 5:
        text += " " + "".join(d.pick(EMOJI) for _ in range(5 - len(text)))
    return text[:300]


def conversation(count, seed):
    d = Draws(seed)
    minutes = 9 * 60 + d.between(0, 59)
    sender = "other"
    messages = []
    for index in range(count):
        if d.unit() < 0.45:
            sender = "me" if sender == "other" else "other"
        if messages and d.unit() >= 0.75:
            minutes += d.between(1, 30)
        clock = minutes % (24 * 60)
        messages.append({"sender": sender, "text": message_text(d, index),
                         "time": "%02d:%02d" % (clock // 60, clock % 60)})
    return {"title": d.pick(TITLES), "messages": messages}


def encoded(convo):
    """The file's bytes: UTF-8, one-space indentation, keys in the order written, a final
    newline."""
    return (json.dumps(convo, ensure_ascii=False, indent=1) + "\n").encode("utf-8")


def statistics(convo):
    messages = convo["messages"]
    chinese_count = sum(1 for m in messages if any("\u4e00" <= c <= "\u9fff" for c in m["text"]))
    emoji_count = sum(1 for m in messages if any(c in EMOJI for c in m["text"]))
    times = sum(1 for i, m in enumerate(messages) if i == 0 or m["time"] != messages[i - 1]["time"])
    return "%d messages, %d characters, %d Chinese, %d with emoji, %d time labels" % (
        len(messages), sum(len(m["text"]) for m in messages), chinese_count, emoji_count, times)


def generate(outdir, quiet=False):
    """Writes the three files into `outdir`; returns {name: path}. Each file is written to a
    temporary name and renamed, so a reader never sees half of one."""
    os.makedirs(outdir, exist_ok=True)
    paths = {}
    for name, count, seed in FIXTURES:
        convo = conversation(count, seed)
        data = encoded(convo)
        path = os.path.join(outdir, name + ".json")
        with open(path + ".tmp", "wb") as f:
            f.write(data)
        os.replace(path + ".tmp", path)
        paths[name] = path
        if not quiet:
            same = hashlib.sha256(data).hexdigest() == EXPECTED_SHA256[name]
            print("%s: %s -> %s%s" % (name, statistics(convo), path,
                                      "" if same else "  (NOT the benchmark's recorded bytes)"))
    return paths


def matches_expected(path, name):
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest() == EXPECTED_SHA256[name]


def main(argv):
    quiet = "--quiet" in argv
    rest = [a for a in argv if a != "--quiet"]
    if len(rest) > 1 or any(a.startswith("-") for a in rest):
        sys.exit(__doc__.split("\n\n")[1])
    generate(rest[0] if rest else "bench-fixtures", quiet)


if __name__ == "__main__":
    main(sys.argv[1:])
