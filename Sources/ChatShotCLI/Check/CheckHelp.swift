import ChatShot

/// `chatshot check --help`.
let checkHelp = """
  chatshot check: renders a conversation in memory and compares it with a golden PNG.

  Usage: chatshot check <input.json> --golden <golden.png> [options]
         chatshot check <golden.png> [options]     (re-render from the golden's metadata)

  Options:
    --golden <file>           the golden PNG to compare with
    --update                  write or replace the golden (atomically) and exit 0
    --artifacts <dir>         where <golden>.actual.png and <golden>.diff.png go on a
                              mismatch (default: beside the golden)
    --max-diff-pixels <n>     pixels allowed to differ (default: none)
    --max-diff-ratio <r>      fraction of pixels allowed to differ, 0 to 1 (default: none)
    --threshold <t>           per-pixel colour threshold, 0 to 1 (default 0.1)
    every render option (--scale, --width, --compression, --emoticons, --no-metadata,
    --allow-dir…); without <input.json> they override the options recorded in the golden

  On a mismatch it writes the actual and diff images and says which rows moved or changed
  size and what differs from the render that made the golden (options, conversation,
  chatshot, library versions, theme, fonts, images).

  Exit codes:
    0   matches (or the golden was written with --update)
    1   differs, or the golden does not exist (the message gives the command recording it)
    64  usage error
    65  invalid input, the golden is not a PNG, or its metadata is damaged
    66  input missing (without <input.json>: the golden)
    73  a golden or artifact cannot be created
    74  I/O error while writing

  """
