import ChatShot

/// `chatshot diff --help`.
let diffHelp = """
  chatshot diff: compares two PNGs pixel by pixel (pixelmatch 7.2.0's algorithm).

  Usage: chatshot diff <expected.png> <actual.png> [-o <diff.png>] [options]

  Arguments:
    <expected.png>          the reference image (any PNG; - reads stdin)
    <actual.png>            the image to check; must have the same size

  Options:
    -o, --output <file>     write the diff image: the expected image in faded grey,
                            differences in red, anti-aliasing in yellow
    --threshold <t>         colour distance that counts, 0 to 1 (default 0.1; smaller is
                            stricter)
    --include-aa            count anti-aliased pixels as differences too
    --alpha <a>             opacity of the grey original in the diff image, 0 to 1
                            (default 0.1)
    --aa-color <r,g,b>      colour of anti-aliased pixels (default 255,255,0)
    --diff-color <r,g,b>    colour of different pixels (default 255,0,0)
    --diff-color-alt <r,g,b>
                            colour of different pixels that got darker (default: as
                            --diff-color)
    --diff-mask             draw only the differences, on a transparent background
    --no-checkerboard       blend semi-transparent pixels over white, not pixelmatch 7's
                            checkerboard (pixelmatch 5 and 6 behaviour)
    --max-diff-pixels <n>   tolerate up to n different pixels
    --max-diff-ratio <r>    tolerate up to this fraction of different pixels, 0 to 1
                            (with both limits, both must hold; default: none may differ)
    --json                  print a JSON object (sorted keys) instead of the summary line:
                            match, width, height, differentPixels, totalPixels, ratio; on a
                            size mismatch those are null and expectedWidth, expectedHeight,
                            actualWidth, actualHeight give both sizes
    -h, --help              show this help

  Output:
    143 different pixels of 131,072 (0.109 %)

  Exit codes (as diff(1)):
    0   within the tolerance
    1   different, or the sizes differ
    2   trouble: unreadable file, not a PNG, bad option, diff image not written
    70  out of memory: the images do not fit under the limit (ulimit -v)

  """
