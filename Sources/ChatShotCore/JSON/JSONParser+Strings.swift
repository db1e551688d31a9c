extension JSONParser {
  /// Parses the string whose opening quote is at `pos`, leaving `pos` after the closing one.
  ///
  /// Strings without escapes are sliced straight from the input; others are rebuilt in a
  /// buffer. Either way every non-ASCII sequence is validated here, so the error can name
  /// its byte offset.
  package mutating func parseString() throws(InputError) -> String {
    let open = pos
    pos += 1
    let start = pos
    while pos < bytes.count {
      skipPlainASCII()
      guard pos < bytes.count else { break }
      let byte = bytes[pos]
      if byte == UInt8(ascii: "\"") {
        let text = String(
          decoding: UnsafeBufferPointer(rebasing: bytes[start..<pos]), as: UTF8.self)
        pos += 1
        return text
      } else if byte == UInt8(ascii: "\\") {
        return try parseEscapedString(from: start, open: open)
      } else if byte < 0x20 {
        throw rawControl(byte)
      } else if byte < 0x80 {
        pos += 1
      } else {
        pos += try utf8SequenceLength(at: pos)
      }
    }
    throw unterminated(open)
  }

  /// Advances `pos` over whole 8-byte words that hold only printable ASCII other than `"`
  /// and `\\` (the common case for message text), leaving the rest to the byte loop.
  private mutating func skipPlainASCII() {
    guard let base = bytes.baseAddress else { return }
    let raw = UnsafeRawPointer(base)
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    while pos + 8 <= bytes.count {
      let word = raw.loadUnaligned(fromByteOffset: pos, as: UInt64.self)
      let quote = word ^ (ones &* 0x22)
      let backslash = word ^ (ones &* 0x5C)
      // A byte's high bit is set in each term only if that byte (or a lower one) is a hit.
      let special =
        ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash)
        | (word &- ones &* 0x20) | word
      if special & highs != 0 { return }
      pos += 8
    }
  }

  /// The slow path of `parseString`: `pos` is at the first backslash.
  private mutating func parseEscapedString(from start: Int, open: Int) throws(InputError)
    -> String
  {
    var buffer: [UInt8] = []
    buffer.reserveCapacity(pos - start + 16)
    buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<pos]))
    while pos < bytes.count {
      let byte = bytes[pos]
      if byte == UInt8(ascii: "\"") {
        pos += 1
        return String(decoding: buffer, as: UTF8.self)
      } else if byte == UInt8(ascii: "\\") {
        try appendEscape(to: &buffer)
      } else if byte < 0x20 {
        throw rawControl(byte)
      } else if byte < 0x80 {
        buffer.append(byte)
        pos += 1
      } else {
        let length = try utf8SequenceLength(at: pos)
        buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[pos..<pos + length]))
        pos += length
      }
    }
    throw unterminated(open)
  }

  /// Decodes the escape at `pos` (a backslash) into UTF-8 and appends it.
  private mutating func appendEscape(to buffer: inout [UInt8]) throws(InputError) {
    let escape = pos
    guard pos + 1 < bytes.count else {
      pos = bytes.count
      throw error("unexpected end of input in an escape sequence", at: location(of: escape))
    }
    let letter = bytes[pos + 1]
    let simple: UInt8? =
      switch letter {
      case UInt8(ascii: "\""): UInt8(ascii: "\"")
      case UInt8(ascii: "\\"): UInt8(ascii: "\\")
      case UInt8(ascii: "/"): UInt8(ascii: "/")
      case UInt8(ascii: "b"): 0x08
      case UInt8(ascii: "f"): 0x0C
      case UInt8(ascii: "n"): 0x0A
      case UInt8(ascii: "r"): 0x0D
      case UInt8(ascii: "t"): 0x09
      default: nil
      }
    if let simple {
      buffer.append(simple)
      pos += 2
      return
    }
    guard letter == UInt8(ascii: "u") else {
      let shown = letter < 0x20 || letter >= 0x7F ? "" : String(UnicodeScalar(letter))
      throw error(
        "invalid escape sequence '\\\(shown)' (valid: \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)",
        at: location(of: escape))
    }
    let first = try hexQuad(at: escape)
    var scalarValue = first
    if (0xDC00...0xDFFF).contains(first) {
      throw error("lone surrogate \\u\(hex4(first))", at: location(of: escape))
    } else if (0xD800...0xDBFF).contains(first) {
      let second = escape + 6
      guard second + 1 < bytes.count, bytes[second] == UInt8(ascii: "\\"),
        bytes[second + 1] == UInt8(ascii: "u")
      else {
        throw error("lone surrogate \\u\(hex4(first))", at: location(of: escape))
      }
      let low = try hexQuad(at: second)
      guard (0xDC00...0xDFFF).contains(low) else {
        throw error("lone surrogate \\u\(hex4(first))", at: location(of: escape))
      }
      scalarValue = 0x10000 + ((first - 0xD800) << 10) + (low - 0xDC00)
      pos = second + 6
    } else {
      pos = escape + 6
    }
    appendUTF8(scalarValue, to: &buffer)
  }

  /// The value of the four hex digits after the `\u` at `escape`.
  private mutating func hexQuad(at escape: Int) throws(InputError) -> UInt32 {
    var value: UInt32 = 0
    for i in escape + 2..<escape + 6 {
      guard i < bytes.count, let digit = hexDigitValue(bytes[i]) else {
        throw error(
          "invalid \\u escape: expected four hexadecimal digits", at: location(of: escape))
      }
      value = value << 4 | digit
    }
    return value
  }

  private func hexDigitValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  private func appendUTF8(_ value: UInt32, to buffer: inout [UInt8]) {
    switch value {
    case ..<0x80:
      buffer.append(UInt8(value))
    case ..<0x800:
      buffer.append(UInt8(0xC0 | value >> 6))
      buffer.append(UInt8(0x80 | value & 0x3F))
    case ..<0x10000:
      buffer.append(UInt8(0xE0 | value >> 12))
      buffer.append(UInt8(0x80 | value >> 6 & 0x3F))
      buffer.append(UInt8(0x80 | value & 0x3F))
    default:
      buffer.append(UInt8(0xF0 | value >> 18))
      buffer.append(UInt8(0x80 | value >> 12 & 0x3F))
      buffer.append(UInt8(0x80 | value >> 6 & 0x3F))
      buffer.append(UInt8(0x80 | value & 0x3F))
    }
  }

  private mutating func rawControl(_ byte: UInt8) -> InputError {
    if byte == 0x0A || byte == 0x0D {
      return error("line break inside a string (write \\n, or is a closing quote missing?)")
    }
    return error("control character U+\(hex4(UInt32(byte))) must be escaped in a string")
  }

  private mutating func unterminated(_ open: Int) -> InputError {
    let start = location(of: open)
    return error(
      "unexpected end of input (unterminated string starting at \(start))",
      at: location(of: bytes.count))
  }
}
