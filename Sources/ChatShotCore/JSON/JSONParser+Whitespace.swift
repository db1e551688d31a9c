extension JSONParser {
  /// Skips JSON whitespace (space, tab, CR, LF), counting lines (LF, CR or CRLF end a line).
  package mutating func skipWhitespace() {
    while pos < bytes.count {
      switch bytes[pos] {
      case UInt8(ascii: " "), UInt8(ascii: "\t"):
        pos += 1
      case UInt8(ascii: "\n"):
        pos += 1
        newLine()
      case UInt8(ascii: "\r"):
        pos += 1
        if pos < bytes.count, bytes[pos] == UInt8(ascii: "\n") { pos += 1 }
        newLine()
      default:
        return
      }
    }
  }

  private mutating func newLine() {
    line += 1
    lineStart = pos
  }
}
