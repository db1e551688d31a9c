/// Text edits that Foundation used to provide, on exact code units.
extension String {
  /// `self` with every occurrence of `target` (non-empty) replaced by `replacement`,
  /// left to right without overlaps, comparing UTF-8 bytes.
  ///
  /// Unlike Foundation's `replacingOccurrences(of:with:)`, which compares whole characters,
  /// a quote followed by a combining accent is still a quote: what a shell or a
  /// comma-separated list sees.
  package func replacingEvery(_ target: String, with replacement: String) -> String {
    let needle = Array(target.utf8)
    guard let first = needle.first else { return self }
    let bytes = Array(utf8)
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      if bytes[index] == first, bytes.count - index >= needle.count,
        bytes[index..<index + needle.count].elementsEqual(needle)
      {
        out.append(contentsOf: replacement.utf8)
        index += needle.count
      } else {
        out.append(bytes[index])
        index += 1
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// `self` without the tabs and Unicode space separators (category Zs: space, no-break
  /// space, ideographic space…) at either end: Foundation's
  /// `trimmingCharacters(in: .whitespaces)`. Line breaks are kept.
  package func trimmingWhitespace() -> String {
    func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
      scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator
    }
    let scalars = unicodeScalars
    guard let start = scalars.firstIndex(where: { !isWhitespace($0) }),
      let last = scalars.lastIndex(where: { !isWhitespace($0) })
    else { return "" }
    return String(scalars[start...last])
  }
}
