#!/usr/bin/env python3
"""Writes Examples/marathon-300.json: a seeded 300-message chat (byte for byte reproducible)."""
import json
import random
import sys

rng = random.Random(300)
WORDS = ("sounds good the train is late again did you see that new place on the corner "
         "I think we should leave early tomorrow maybe bring an umbrella just in case "
         "honestly the best part was the music and the food was great too").split()
EXTRA = ["😄", "👍", "🎉", "☕️", "周末愉快", "好的", "明天见", "🙈", "ok", "lol"]

messages = []
minute = 8 * 60
for i in range(300):
    if rng.random() < 0.3:
        minute += rng.randint(1, 20)
    n = rng.choice([1, 2, 3, 5, 8, 13, 21, 30])
    text = " ".join(rng.choice(WORDS) for _ in range(n)).capitalize()
    if rng.random() < 0.25:
        text += " " + rng.choice(EXTRA)
    messages.append({
        "from": rng.choice(["me", "kai"]),
        "text": text,
        "time": "%02d:%02d" % (minute // 60 % 24, minute % 60),
    })
doc = {"title": "Marathon", "participants": [{"id": "me", "name": "Sam"}, {"id": "kai", "name": "Kai"}],
       "messages": messages}
out = sys.argv[1] if len(sys.argv) > 1 else "Examples/marathon-300.json"
with open(out, "w", encoding="utf-8") as f:
    json.dump(doc, f, ensure_ascii=False, indent=1, sort_keys=True)
    f.write("\n")
