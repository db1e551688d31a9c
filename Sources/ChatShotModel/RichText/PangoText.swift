/// Turns Swift strings into text Pango accepts, always as plain text (never markup).
///
/// Pango wants valid UTF-8 without NUL bytes; a Swift `String` is always valid UTF-8 but
/// may contain U+0000, at which Pango would cut the text off with a warning on stderr.
/// Each U+0000 becomes U+FFFD REPLACEMENT CHARACTER instead, so a person sees that
/// something was there (and it is measured and drawn like any other character). So does each
/// noncharacter (U+FDD0–U+FDEF, U+FFFE and U+FFFF of every plane): Cairo's SVG and PDF
/// surfaces take them for invalid UTF-8 and stop drawing ("input string not valid UTF-8"),
/// and no font has a glyph for them.
package enum PangoText {
  /// The longest text, in UTF-8 bytes, handed to Pango (its lengths are 32-bit).
  /// Longer text is cut at a character boundary; input limits keep real texts far below.
  static let maximumByteCount = 1 << 30

  /// `text` with U+0000 and noncharacters replaced and cut to ``maximumByteCount`` bytes.
  package static func sanitized(_ text: String) -> String {
    let needsWork =
      text.utf8.count > maximumByteCount || text.utf8.contains(0)
      || text.utf8.contains(where: mayStartNoncharacter)
        && text.unicodeScalars.contains(where: isReplaced)
    guard needsWork else { return text }
    var scalars = String.UnicodeScalarView()
    var bytes = 0
    for scalar in text.unicodeScalars {
      let replacement: Unicode.Scalar = isReplaced(scalar) ? "\u{FFFD}" : scalar
      bytes += UTF8.width(replacement)
      if bytes > maximumByteCount { break }
      scalars.append(replacement)
    }
    return String(scalars)
  }

  /// U+0000, or a noncharacter.
  private static func isReplaced(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return value == 0 || (0xFDD0...0xFDEF).contains(value) || value & 0xFFFE == 0xFFFE
  }

  /// Whether `byte` may lead the UTF-8 of a noncharacter (U+FDD0… and U+xFFFE… start with
  /// EF or F0–F4): a quick look before the scalars are decoded.
  private static func mayStartNoncharacter(_ byte: UInt8) -> Bool {
    byte == 0xEF || (0xF0...0xF4).contains(byte)
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
