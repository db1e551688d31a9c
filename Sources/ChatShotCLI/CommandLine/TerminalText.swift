import ChatShot

/// `text` as chatshot shows it on a terminal, line by line: the bytes of a file name that are
/// not UTF-8 written `\xFF` (`FileName.displayed`), and every character that could drive
/// the terminal or reorder what it shows (controls, C1, bidirectional controls, line
/// separators) as `\uXXXX`, as diagnostics show text from a file (`diagnosticText`). Text
/// from a file or a PNG's metadata (a title, a theme's name) never reaches the terminal raw.
func terminalText(_ text: String) -> String {
  lines(of: text) { diagnosticText(FileName.displayed($0)) }
}

/// Prints `text` (whole lines, each ending in a newline) to standard output, as
/// `terminalText` shows it.
func printOutput(_ text: String) {
  print(terminalText(text), terminator: "")
}

/// Prints serialized JSON to standard output with the characters `terminalText` escapes
/// written as JSON escapes (`\u009B`): the same JSON value, and nothing raw for a terminal.
func printJSON(_ text: String) {
  print(terminalJSON(text), terminator: "")
}

/// Serialized JSON with the characters `terminalText` escapes written as JSON escapes: the
/// same JSON value (`--layout-json -`).
func terminalJSON(_ text: String) -> String {
  lines(of: text) { diagnosticText($0) }
}

/// `text` with `transform` applied to each line, the line breaks kept.
private func lines(of text: String, _ transform: (String) -> String) -> String {
  text.split(separator: "\n", omittingEmptySubsequences: false)
    .map { transform(String($0)) }.joined(separator: "\n")
}
