extension JSONOutput {
  /// On one line without spaces, keys sorted as in `serialized()`.
  ///
  /// - Parameter asciiOnly: escape every character outside ASCII as `\uXXXX` (UTF-16, so
  ///   a character beyond the BMP becomes a surrogate pair): the text is then Latin-1 and fits
  ///   a PNG tEXt chunk.
  ///
  /// Written as UTF-8 bytes into one buffer (metadata holds whole conversations and layouts:
  /// appending to a `String` scalar by scalar cost ≈ 4× as much); the same text as
  /// `serialized()` gives, less the white space between tokens.
  package func compact(asciiOnly: Bool = false) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(256)
    writeCompact(to: &out, asciiOnly: asciiOnly)
    return String(decoding: out, as: UTF8.self)
  }

  private func writeCompact(to out: inout [UInt8], asciiOnly: Bool) {
    switch self {
    case .null: out.append(contentsOf: "null".utf8)
    case .bool(let b): out.append(contentsOf: b ? "true".utf8 : "false".utf8)
    case .number(let n): Self.appendNumber(n, to: &out)
    case .string(let s): Self.appendQuoted(s, asciiOnly: asciiOnly, to: &out)
    case .array(let items):
      out.append(UInt8(ascii: "["))
      for (i, item) in items.enumerated() {
        if i > 0 { out.append(UInt8(ascii: ",")) }
        item.writeCompact(to: &out, asciiOnly: asciiOnly)
      }
      out.append(UInt8(ascii: "]"))
    case .object(let members):
      out.append(UInt8(ascii: "{"))
      let sorted = members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
      for (i, member) in sorted.enumerated() {
        if i > 0 { out.append(UInt8(ascii: ",")) }
        Self.appendQuoted(member.key, asciiOnly: asciiOnly, to: &out)
        out.append(UInt8(ascii: ":"))
        member.value.writeCompact(to: &out, asciiOnly: asciiOnly)
      }
      out.append(UInt8(ascii: "}"))
    }
  }

  /// `format(n)`: whole numbers below 10^15 digit by digit, others by `description`.
  private static func appendNumber(_ n: Double, to out: inout [UInt8]) {
    guard n.isFinite else { return out.append(contentsOf: "null".utf8) }
    guard n == n.rounded(), abs(n) < 1e15 else { return out.append(contentsOf: "\(n)".utf8) }
    if n < 0 { out.append(UInt8(ascii: "-")) }
    var value = UInt64(abs(n))
    var digits: (UInt64, UInt64) = (0, 0)  // 16 bytes: below 10^15 is at most 15 digits
    withUnsafeMutableBytes(of: &digits) { buffer in
      var i = buffer.count
      repeat {
        i -= 1
        buffer[i] = UInt8(ascii: "0") + UInt8(value % 10)
        value /= 10
      } while value > 0
      out.append(contentsOf: buffer[i...])
    }
  }

  /// `quote(s)` as UTF-8; with `asciiOnly`, characters beyond ASCII as lower-case `\uxxxx`
  /// UTF-16 units.
  private static func appendQuoted(_ s: String, asciiOnly: Bool, to out: inout [UInt8]) {
    out.append(UInt8(ascii: "\""))
    if asciiOnly {
      for scalar in s.unicodeScalars {
        if scalar.isASCII {
          appendASCII(UInt8(scalar.value), to: &out)
        } else {
          for unit in scalar.utf16 { appendEscape(unit, digits: lowerHex, to: &out) }
        }
      }
    } else {
      // Bytes beyond ASCII are parts of characters that need no escape: copied as they are.
      for byte in s.utf8 {
        if byte < 0x80 { appendASCII(byte, to: &out) } else { out.append(byte) }
      }
    }
    out.append(UInt8(ascii: "\""))
  }

  /// An ASCII character inside a string literal, escaped as `appendQuoted` does.
  @inline(__always)
  private static func appendASCII(_ byte: UInt8, to out: inout [UInt8]) {
    switch byte {
    case 0x22, 0x5C:
      out.append(UInt8(ascii: "\\"))
      out.append(byte)
    case 0x0A: out.append(contentsOf: "\\n".utf8)
    case 0x0D: out.append(contentsOf: "\\r".utf8)
    case 0x09: out.append(contentsOf: "\\t".utf8)
    case 0..<0x20, 0x7F: appendEscape(UInt16(byte), digits: upperHex, to: &out)
    default: out.append(byte)
    }
  }

  private static let upperHex: StaticString = "0123456789ABCDEF"
  private static let lowerHex: StaticString = "0123456789abcdef"

  /// `\u` and four hexadecimal digits.
  private static func appendEscape(_ unit: UInt16, digits: StaticString, to out: inout [UInt8]) {
    let hex = digits.utf8Start
    out.append(UInt8(ascii: "\\"))
    out.append(UInt8(ascii: "u"))
    out.append(hex[Int(unit >> 12)])
    out.append(hex[Int(unit >> 8 & 15)])
    out.append(hex[Int(unit >> 4 & 15)])
    out.append(hex[Int(unit & 15)])
  }
}

extension JSONOutput {
  /// A parsed value as output (object members re-sorted by key on output; numbers keep
  /// their value, not their spelling).
  package init(_ value: JSONValue) {
    switch value.kind {
    case .null: self = .null
    case .bool(let b): self = .bool(b)
    case .number(let n, _): self = .number(n)
    case .string(let s): self = .string(s)
    case .array(let items): self = .array(items.map(JSONOutput.init))
    case .object(let members):
      var object: [String: JSONOutput] = [:]
      for member in members { object[member.key] = JSONOutput(member.value) }
      self = .object(object)
    }
  }
}
