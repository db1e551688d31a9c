/// `chatshot --help`: usage, options, an example and the exit codes.
public let chatshotHelp = """
  chatshot: renders a chat conversation as an iOS-style chat screenshot PNG.

  Usage: chatshot <input.json> [-o <output.png>] [options]

  Arguments:
    <input.json>            conversation file (see README: Input format); - reads stdin

  Options:
    -o, --output <file>     PNG to write; - writes to stdout (default: input with .png)
    --scale <n>             device pixels per point, 0.5 to 4 (default 2)
    --width <pt>            timeline width in points, 160 to 2048 (default 320)
    --compression <0-9>     zlib level of the PNG (default 6)
    --emoticons             turn :) :( ;-) :-x into emoji before measuring
    --layout-json <file>    also write the frame model as JSON (- for stdout)
    --allow-dir <dir>       also let the conversation use avatar files in <dir>
                            (repeatable; by default only its own folder)
    -h, --help              show this help
    --version               show the version

  Example:
    chatshot Examples/weekend.json --scale 2 -o shot.png

  Exit codes:
    0   success
    64  usage error (unknown option, bad value)
    65  invalid input data (the message names file:line:column and the JSON path)
    66  input file missing or unreadable
    70  internal error
    73  output cannot be created (missing directory, permission, a directory)
    74  I/O error while writing (disk full)

  """
