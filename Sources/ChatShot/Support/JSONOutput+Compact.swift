extension JSONOutput {
  /// On one line without spaces, keys sorted as in `serialized()`.
  ///
  /// - Parameter asciiOnly: escape every character outside ASCII as `\uXXXX` (UTF-16, so
  ///   a character beyond the BMP becomes a surrogate pair): the text is then Latin-1 and fits
  ///   a PNG tEXt chunk.
  public func compact(asciiOnly: Bool = false) -> String {
    var out = ""
    writeCompact(to: &out, asciiOnly: asciiOnly)
    return out
  }

  private func writeCompact(to out: inout String, asciiOnly: Bool) {
    switch self {
    case .null: out += "null"
    case .bool(let b): out += b ? "true" : "false"
    case .number(let n): out += Self.format(n)
    case .string(let s): Self.quoteCompact(s, asciiOnly: asciiOnly, into: &out)
    case .array(let items):
      out += "["
      for (i, item) in items.enumerated() {
        if i > 0 { out += "," }
        item.writeCompact(to: &out, asciiOnly: asciiOnly)
      }
      out += "]"
    case .object(let members):
      out += "{"
      let keys = members.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
      for (i, key) in keys.enumerated() {
        if i > 0 { out += "," }
        Self.quoteCompact(key, asciiOnly: asciiOnly, into: &out)
        out += ":"
        members[key]?.writeCompact(to: &out, asciiOnly: asciiOnly)
      }
      out += "}"
    }
  }

  private static func quoteCompact(_ s: String, asciiOnly: Bool, into out: inout String) {
    guard asciiOnly else {
      quote(s, into: &out)
      return
    }
    var quoted = ""
    quote(s, into: &quoted)
    for scalar in quoted.unicodeScalars {
      if scalar.isASCII {
        out.unicodeScalars.append(scalar)
        continue
      }
      for unit in String(scalar).utf16 {
        let hex = String(unit, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      }
    }
  }
}

extension JSONOutput {
  /// A parsed value as output (object members re-sorted by key on output; numbers keep
  /// their value, not their spelling).
  public init(_ value: JSONValue) {
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
