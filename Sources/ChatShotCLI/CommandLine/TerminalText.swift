import ChatShot

/// `text` as chatshot shows it on a terminal: the bytes of a file name that are not UTF-8
/// written `\xFF` (`FileName.displayed`).
func terminalText(_ text: String) -> String {
  FileName.displayed(text)
}

/// Prints `text` (whole lines, each ending in a newline) to standard output, as
/// `terminalText` shows it.
func printOutput(_ text: String) {
  print(terminalText(text), terminator: "")
}
