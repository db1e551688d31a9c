/// Turns Swift strings into text Pango accepts, always as plain text (never markup).
///
/// Pango wants valid UTF-8 without NUL bytes; a Swift `String` is always valid UTF-8 but
/// may contain U+0000, at which Pango would cut the text off with a warning on stderr.
/// Each U+0000 becomes U+FFFD REPLACEMENT CHARACTER instead, so a person sees that
/// something was there (and it is measured and drawn like any other character).
package enum PangoText {
  /// The longest text, in UTF-8 bytes, handed to Pango (its lengths are 32-bit).
  /// Longer text is cut at a character boundary; input limits keep real texts far below.
  static let maximumByteCount = 1 << 30

  /// `text` with U+0000 replaced and cut to ``maximumByteCount`` bytes.
  package static func sanitized(_ text: String) -> String {
    let needsWork = text.utf8.count > maximumByteCount || text.utf8.contains(0)
    guard needsWork else { return text }
    var scalars = String.UnicodeScalarView()
    var bytes = 0
    for scalar in text.unicodeScalars {
      let replacement: Unicode.Scalar = scalar == "\u{0}" ? "\u{FFFD}" : scalar
      bytes += UTF8.width(replacement)
      if bytes > maximumByteCount { break }
      scalars.append(replacement)
    }
    return String(scalars)
  }

  /// `text` on one line: each line or paragraph separator (CR LF counts as one) becomes a
  /// space (for labels).
  package static func singleLine(_ text: String) -> String {
    let separators: Set<Unicode.Scalar> = [
      "\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}",
    ]
    guard text.unicodeScalars.contains(where: separators.contains) else { return text }
    var scalars = String.UnicodeScalarView()
    var previous: Unicode.Scalar = " "
    for scalar in text.unicodeScalars {
      if !(previous == "\r" && scalar == "\n") {
        scalars.append(separators.contains(scalar) ? " " : scalar)
      }
      previous = scalar
    }
    return String(scalars)
  }
}
