extension JSONParser {
  /// Parses a number per RFC 8259: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
  package mutating func parseNumber(at location: SourceLocation) throws(InputError) -> JSONValue {
    let start = pos
    if bytes[pos] == UInt8(ascii: "-") {
      pos += 1
      guard pos < bytes.count, isDigit(bytes[pos]) else {
        if pos < bytes.count, bytes[pos] == UInt8(ascii: "I") {
          throw error("-Infinity is not valid JSON", at: location)
        }
        throw try unexpected("after '-'; expected a digit")
      }
    }
    let integerStart = pos
    if bytes[pos] == UInt8(ascii: "0"), pos + 1 < bytes.count, isDigit(bytes[pos + 1]) {
      throw error("numbers must not have leading zeros", at: location)
    }
    skipDigits()
    var isInteger = true
    if pos < bytes.count, bytes[pos] == UInt8(ascii: ".") {
      isInteger = false
      pos += 1
      guard pos < bytes.count, isDigit(bytes[pos]) else {
        throw try unexpected("after '.' in a number; expected a digit")
      }
      skipDigits()
    }
    if pos < bytes.count, bytes[pos] | 0x20 == UInt8(ascii: "e") {
      isInteger = false
      pos += 1
      if pos < bytes.count, bytes[pos] == UInt8(ascii: "+") || bytes[pos] == UInt8(ascii: "-") {
        pos += 1
      }
      guard pos < bytes.count, isDigit(bytes[pos]) else {
        throw try unexpected("in the exponent of a number; expected a digit")
      }
      skipDigits()
    }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<pos]), as: UTF8.self)
    if isInteger, pos - integerStart <= 15 {
      // Exact in a Double: avoid strtod for the common case.
      var magnitude: Int64 = 0
      for i in integerStart..<pos { magnitude = magnitude * 10 + Int64(bytes[i] - 48) }
      let value = start == integerStart ? Double(magnitude) : -Double(magnitude)
      return JSONValue(.number(value, text: text), at: location)
    }
    guard let value = Double(text), value.isFinite else {
      throw error("number \(text) is out of range", at: location)
    }
    return JSONValue(.number(value, text: text), at: location)
  }

  /// Parses `true`, `false` or `null`, explaining other words (`NaN`, `True`, `undefined`).
  package mutating func parseLiteral(at location: SourceLocation) throws(InputError) -> JSONValue {
    let start = pos
    while pos < bytes.count, isWordByte(bytes[pos]) { pos += 1 }
    let end = min(pos, start + 32)
    let word =
      String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
      + (end < pos ? "…" : "")
    switch word {
    case "true": return JSONValue(.bool(true), at: location)
    case "false": return JSONValue(.bool(false), at: location)
    case "null": return JSONValue(.null, at: location)
    case "":
      pos = start
      throw try unexpected("; expected a JSON value")
    case "NaN", "Infinity":
      throw error("\(word) is not valid JSON", at: location)
    case _ where ["true", "false", "null"].contains(word.lowercased()):
      throw error(
        "unexpected '\(word)'; JSON literals are lower-case: \(word.lowercased())", at: location)
    default:
      throw error(
        "unexpected '\(word)'; expected a JSON value (are double quotes missing?)", at: location)
    }
  }

  private mutating func skipDigits() {
    while pos < bytes.count, isDigit(bytes[pos]) { pos += 1 }
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  private func isWordByte(_ byte: UInt8) -> Bool {
    let lower = byte | 0x20
    return (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")) || isDigit(byte)
      || byte == UInt8(ascii: "_")
  }
}
