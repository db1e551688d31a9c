import ChatShot

/// `chatshot --help`: usage, options, an example and the exit codes.
let chatshotHelp = """
  chatshot: renders a chat conversation as an iOS-style chat screenshot PNG.

  Usage: chatshot <input.json> [-o <output.png>] [options]
         chatshot <input.json|dir>… --out-dir <dir> [-j <n>] [options]
         chatshot --jsonl <file|-> --out-dir <dir> [--shard <i>/<n>] [options]
         chatshot <command> [arguments]

  Arguments:
    <input.json>            conversation file (see README: Input format); - reads stdin;
                            with --out-dir also a directory (its *.json) or a quoted glob;
                            or a chat export: WhatsApp .txt, Telegram, Discord, Slack
                            folder, chatbot transcript, .chat script (docs/import.md)

  Options:
    -o, --output <file>     picture to write; - writes to stdout (default: input with .png)
    --format <f>            png, svg, pdf or webp (default: the output's extension, else png)
    --scale <n>[,<n>…]      device pixels per point, 0.5 to 4 (default 2); several (1,2,3)
                            write one file each: shot.png, shot@2x.png, shot@3x.png
    --page-height <pt>      PDF pages at most this tall, cut between rows (default 842)
    --animate               draw the conversation appearing message by message, as an
                            APNG (-o chat.png) or a WebP (-o chat.webp); see docs/output-formats.md#animation
    --pace <n>              with --animate: speed, 0.1 to 10 (default 1; 2 twice as fast)
    --hold <s>              with --animate: seconds on the last frame, 0.1 to 60 (default 3)
    --loop, --no-loop       with --animate: play forever (the default) or once
    --html <file>           also write a <picture>/<img> snippet for the files (- stdout)
    --alt-text <file>       also write the plain transcript of the picture (- stdout)
    --if-changed            leave each output that is already what this render would
                            write (judged by its metadata) untouched
    --highlight <rows>      veil every other row; rows: indexes as in the layout dump,
                            ranges 3..5 or message ids, separated by commas
    --callouts <rows>       numbered markers 1, 2, 3 … beside those rows' bubbles
    --width <pt>            timeline width in points, 160 to 2048 (default 320)
    --compression <0-9>     PNG compression: 0 none, 1-3 fast, 4-9 zlib's (default 2)
    --theme <name|file>     built-in theme (bubbles, default, green, jabber, qq,
                            team, wechat, weixin) or a theme .json file; wins
                            over the conversation's "theme"
    --screen                draw every screen part the theme has: status bar,
                            header, input bar (and the device's home indicator)
    --status-bar            draw the theme's status bar (time, signal, battery)
    --header                draw the theme's header (back, title, subtitle, avatar)
    --input-bar             draw the theme's input bar (--chrome is the same)
    --device <name>         phone to draw for: width, scale, status bar, home
                            indicator (see chatshot devices); --width/--scale win
    --appearance <mode>     light or dark (default: the conversation's, else light);
                            light,dark writes both: shot.png, shot.dark.png
    --emoticons             turn :) :( ;-) :-x into emoji before measuring
    --no-emoticons          keep them (the jabber theme turns them on)
    --layout-json <file>    also write the frame model as JSON (- for stdout)
    --allow-dir <dir>       also let the conversation use avatar files in <dir>
                            (repeatable; by default only its own folder)
    --no-metadata           leave out the text chunks that record how the PNG was made
    --out-dir <dir>         render every input into <dir>/<name>.png, in one process;
                            --format, scales and appearances as for one input, and
                            --html/--alt-text name folders for <name>.html/.txt
    --jsonl <file>          with --out-dir: also render each line of a JSON Lines file
                            (- reads stdin) to <dir>/<id|name|line number>.png
    --shard <i>/<n>         with --out-dir: render only inputs i, i+n, i+2n… (from 0) of
                            the whole list, for n processes or machines
    -j, --jobs <n>          threads to use, 1 to 256 (default: one per processor)
    -h, --help              show this help
    --version               show the version

  Import options (for exports: WhatsApp, Telegram, Discord, Slack, chatbot, .chat; see
  docs/import.md):
  \(importOptionsHelp)

  Commands:
    chatshot diff <expected.png> <actual.png> [-o <diff.png>]
                            compare two PNGs (see chatshot diff --help)
    chatshot check <input.json> --golden <golden.png> [options]
                            render and compare with a golden (see chatshot check --help)
    chatshot info <file.png> [--json]
                            print how a PNG was made (its chatshot metadata)
    chatshot themes         list the built-in themes
    chatshot devices        list the phones --device knows
    chatshot import <export> [-o <convo.json>]
                            write an export as chatshot's JSON (see chatshot import --help)
    chatshot transcript <input.json>
                            print what the picture shows, as plain text
    chatshot serve [--port <n>]
                            render over HTTP, with a live preview page (see chatshot
                            serve --help)
    chatshot preview <input> [--port <n>]
                            the preview page on one file, redrawn when it is saved

  Example:
    chatshot Examples/weekend.json --scale 2 -o shot.png

  Exit codes:
    0   success
    64  usage error (unknown option, bad value, an output that is an input)
    65  invalid input data (the message names file:line:column and the JSON path)
    66  input file missing or unreadable
    70  internal error, or out of memory under a limit (ulimit -v)
    73  output cannot be created (missing directory, permission, a directory)
    74  I/O error while writing (disk full)
    With --out-dir every input is tried; the code is that of the first that failed.

  """
