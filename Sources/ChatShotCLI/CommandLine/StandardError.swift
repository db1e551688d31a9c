import ChatShot

/// Writes one diagnostic line to standard error (Swift 6 rejects the global `stderr`), as
/// `terminalText` shows it; a failure to write is ignored (there is nowhere left to report it).
func printError(_ line: String) {
  var text = terminalText(line) + "\n"
  text.withUTF8 { _ = FileDescriptorIO.writeAll(2, UnsafeRawBufferPointer($0)) }
}
