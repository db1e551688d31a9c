extension JSONParser {
  /// The location of byte `offset`, which must be on the current line.
  ///
  /// Columns count Unicode scalars, i.e. bytes that are not UTF-8 continuation bytes. The
  /// count resumes from the last query on the same line, so a run of increasing queries
  /// costs time proportional to the line's length, not its square.
  package mutating func location(of offset: Int) -> SourceLocation {
    if columnOffset < lineStart || columnOffset > offset {
      columnOffset = lineStart
      column = 1
    }
    var i = columnOffset
    var count = column
    // Eight bytes at a time: a continuation byte has bit 7 set and bit 6 clear.
    if let base = bytes.baseAddress {
      let raw = UnsafeRawPointer(base)
      while i + 8 <= offset {
        let word = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
        let continuation = word & ~(word << 1) & 0x8080_8080_8080_8080
        count += 8 - continuation.nonzeroBitCount
        i += 8
      }
    }
    while i < offset {
      if bytes[i] & 0xC0 != 0x80 { count += 1 }
      i += 1
    }
    columnOffset = offset
    column = count
    return SourceLocation(line: line, column: count, offset: offset)
  }

  package mutating func currentLocation() -> SourceLocation {
    location(of: pos)
  }

  /// An error at `location` (by default the current position), with the root path; callers
  /// up the recursion add the path components.
  package mutating func error(_ reason: String, at location: SourceLocation? = nil) -> InputError {
    InputError(file: file, location: location ?? currentLocation(), reason: reason)
  }

  /// "unexpected end of input (unclosed object opened at 1:1)", at the end of the file.
  mutating func unclosed(_ what: String, _ open: SourceLocation) -> InputError {
    error("unexpected end of input (unclosed \(what) opened at \(open))", at: location(of: pos))
  }

  /// An error about the character at `pos` (or the end of the input), e.g.
  /// "unexpected 'x' after the JSON value". Comments and single quotes get their own reasons.
  package mutating func unexpected(_ context: String) throws(InputError) -> InputError {
    let separator = context.isEmpty || context.hasPrefix(";") ? "" : " "
    guard pos < bytes.count else {
      return error("unexpected end of input\(separator)\(context)")
    }
    switch bytes[pos] {
    case UInt8(ascii: "/"):
      return error("comments are not allowed in JSON")
    case UInt8(ascii: "'"):
      return error("strings must be in double quotes, not single quotes")
    default:
      return error("unexpected \(try describeCharacter(at: pos))\(separator)\(context)")
    }
  }

  /// Why the text after `{` or `,` is not a key.
  package mutating func badKey() throws(InputError) -> InputError {
    let byte = bytes[pos]
    if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "'") {
      return try unexpected("")
    }
    if byte < 0x80, let scalar = Unicode.Scalar(UInt32(byte)),
      scalar.isASCIILetter || scalar == "_"
    {
      return error("object keys must be strings in double quotes")
    }
    return error("unexpected \(try describeCharacter(at: pos)); expected a key in double quotes")
  }

  /// `'x'` for a printable character, `U+0007` for a control, `'é' (U+00E9)` beyond ASCII.
  /// Throws the invalid-UTF-8 error if the bytes at `offset` are not UTF-8.
  package mutating func describeCharacter(at offset: Int) throws(InputError) -> String {
    let byte = bytes[offset]
    if byte < 0x20 || byte == 0x7F {
      return "control character U+" + hex4(UInt32(byte))
    }
    if byte < 0x80 {
      return "'" + String(UnicodeScalar(byte)) + "'"
    }
    let length = try utf8SequenceLength(at: offset)
    let text = String(
      decoding: UnsafeBufferPointer(rebasing: bytes[offset..<offset + length]),
      as: UTF8.self)
    let value = text.unicodeScalars.first?.value ?? 0
    if text.unicodeScalars.first?.mustEscapeInDiagnostic ?? false {
      // C1 controls, separators, bidi controls: never printed raw (see mustEscapeInDiagnostic).
      return "character U+\(hex4(value))"
    }
    return "'\(text)' (U+\(hex4(value)))"
  }
}
