#!/usr/bin/env python3
"""Writes the zip fixtures of ZipImportTests (run from this folder; the chats are made up).

WhatsApp's "Export chat" zips: Android's (`WhatsApp Chat with NAME.txt` beside the media)
and iOS's (`_chat.txt` beside `00000012-PHOTO-…jpg`), and hostile zips that must be refused:
a member named with `..`, an absolute one, a symbolic link, and a member that inflates past
the 16 MiB input limit (a zip bomb of zeros). And a Slack "Export workspace data" zip of
../import/slack-export (its lists at the top, a folder of day files for each channel), and
the same zipped again in a folder of its own, and one whose second day file has a message
without "ts", and the first with direct messages (dms.json, mpims.json).
"""
import os
import zipfile

PHOTO_A = open("../import/whatsapp/IMG-20170306-WA0001.jpg", "rb").read()
PHOTO_I = open("../import/whatsapp/00000012-PHOTO-2022-03-27-21-41-35.jpg", "rb").read()
FIXED = (2024, 3, 1, 12, 0, 0)  # the same bytes on every run


def write(name, members):
    with zipfile.ZipFile(name, "w", zipfile.ZIP_DEFLATED) as z:
        for member, data, *mode in members:
            info = zipfile.ZipInfo(member, FIXED)
            info.compress_type = zipfile.ZIP_DEFLATED
            if mode:
                info.create_system = 3
                info.external_attr = mode[0] << 16
            z.writestr(info, data)


android = """06/03/2017, 00:41 - Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them. Tap to learn more.
06/03/2017, 00:45 - Ann: Are you still up?
06/03/2017, 00:46 - Mikko: Yes! Finishing the slides.
06/03/2017, 00:47 - Ann: IMG-20170306-WA0001.jpg (file attached)
This is the colour I meant
06/03/2017, 00:48 - Mikko: IMG-20170306-WA0002.jpg (file attached)
06/03/2017, 00:49 - Mikko: Nice!
"""
write("WhatsApp Chat with Mikko.zip", [
    ("WhatsApp Chat with Mikko.txt", android),
    ("IMG-20170306-WA0001.jpg", PHOTO_A),
])

ios = """\u200e[27.03.22, 21:40:10] Bake-off: \u200eJonas created group \u201cBake-off\u201d
[27.03.22, 21:41:35] Jonas: Who brings the flour?
\u200e[27.03.22, 21:42:10] Ann: \u200e<attached: 00000012-PHOTO-2022-03-27-21-41-35.jpg>
[27.03.22, 21:43:00] Jonas: Perfect
"""
write("WhatsApp Chat - Bake-off.zip", [
    ("_chat.txt", ios),
    ("00000012-PHOTO-2022-03-27-21-41-35.jpg", PHOTO_I),
])

line = "06/03/2017, 00:45 - Ann: hi\n"
write("dotdot.zip", [("chat.txt", line), ("../escape.txt", "x")])
write("absolute.zip", [("chat.txt", line), ("/tmp/absolute.txt", "x")])
write("link.zip", [("chat.txt", line), ("photo.jpg", "/etc/passwd", 0o120777)])
write("bomb.zip", [("chat.txt", line + "\0" * (17 << 20))])
write("notes.zip", [("a.txt", line), ("b.txt", line)])

slack = "../import/slack-export"
members = []
for top in sorted(os.listdir(slack)):
    path = os.path.join(slack, top)
    if os.path.isdir(path):
        members.append((top + "/", ""))
        for day in sorted(os.listdir(path)):
            members.append((top + "/" + day, open(os.path.join(path, day), "rb").read()))
    else:
        members.append((top, open(path, "rb").read()))
write("slack-export.zip", members)
write("slack-export-in-a-folder.zip", [("Acme Slack export/" + m, d) for m, d in members])
write("slack-broken.zip", [
    ("ops/2024-05-13.json", '[{"type": "message", "user": "U1", "text": "hi", "ts": "1715590000.000100"}]'),
    ("ops/2024-05-14.json", '[{"type": "message", "user": "U1", "text": "a", "ts": "1715677200.000100"},\n {"type": "message", "user": "U1", "text": "b"}]'),
])
# The same export with direct messages, as an export that includes them has: `dms.json`
# (a folder named by the conversation's id) and `mpims.json` (a folder named by its name).
dms = '[{"id": "D0M3ANNCLEO", "created": 1715500000, "members": ["U0M1ANN01", "U0M7CLEO1"]}]'
mpims = ('[{"id": "G0M4TRIO01", "name": "mpdm-ann--cleo--dean-1", "created": 1715500000,'
         ' "creator": "U0M1ANN01", "is_archived": false,'
         ' "members": ["U0M1ANN01", "U0M7CLEO1", "U0M9DEAN1"],'
         ' "topic": {"value": "", "creator": "", "last_set": 0},'
         ' "purpose": {"value": "", "creator": "", "last_set": 0}}]')
dm_day = ('[{"type": "message", "user": "U0M7CLEO1", "text": "Lunch at noon?", "ts": "1715774400.000100"},\n'
          ' {"type": "message", "user": "U0M1ANN01", "text": "Yes, see you there", "ts": "1715774460.000200"}]')
trio_day = ('[{"type": "message", "user": "U0M9DEAN1", "text": "Slides are up", "ts": "1715778000.000100"},\n'
            ' {"type": "message", "user": "U0M1ANN01", "text": "Thanks!", "ts": "1715778060.000200"}]')
write("slack-export-dms.zip", members + [
    ("dms.json", dms), ("mpims.json", mpims),
    ("D0M3ANNCLEO/", ""), ("D0M3ANNCLEO/2024-05-15.json", dm_day),
    ("mpdm-ann--cleo--dean-1/", ""), ("mpdm-ann--cleo--dean-1/2024-05-15.json", trio_day),
])
