internal import CPangoCairo
import ChatShotModel

extension PangoText {
  /// The longest run of characters without a line-break opportunity that is handed to Pango
  /// as it is.
  ///
  /// Pango 1.50 wraps a run it must split at characters (`PANGO_WRAP_WORD_CHAR`) in time
  /// that grows with the square of the run's length: a 10,000-character "word" took 67 s to
  /// measure and draw. No run this long fits on a line anyway (it would need characters
  /// narrower than 1 pt), so Pango would split it at characters in any case.
  static let longestUnbrokenRun = 256

  /// U+200B ZERO WIDTH SPACE: no width, no glyph, and a line-break opportunity after it.
  static let breakOpportunity: Unicode.Scalar = "\u{200B}"

  /// `text` with a zero-width space put at every character boundary inside each run of more
  /// than ``longestUnbrokenRun`` characters that has no line-break opportunity (a long URL
  /// without slashes, a key, "aaaa…"), so that Pango wraps it in linear time.
  ///
  /// The text looks the same and still wraps at characters; the one visible difference is
  /// that such a run may now start on the line of the text before it instead of on a new
  /// line. Text without such runs (all real prose, CJK, emoji) is returned unchanged.
  /// `text` must be Pango-safe (see ``sanitized(_:)``).
  static func breakingLongRuns(_ text: String) -> String {
    // A run needs more scalars than the limit, and UTF-8 has at least one byte per scalar.
    guard text.utf8.count > longestUnbrokenRun else { return text }
    let scalars = Array(text.unicodeScalars)
    guard scalars.count > longestUnbrokenRun else { return text }
    let attributes = logAttributes(text, count: scalars.count)
    // Positions where a zero-width space goes in front of the character.
    var insertions: [Int] = []
    var runStart = 0
    for position in 1...scalars.count {
      let attribute = attributes[position]
      let canBreak =
        position == scalars.count || attribute.is_line_break != 0
        || attribute.is_mandatory_break != 0
      guard canBreak else { continue }
      if position - runStart > longestUnbrokenRun {
        for inside in runStart + 1..<position
        where attributes[inside].is_char_break != 0 && attributes[inside].is_white == 0 {
          insertions.append(inside)
        }
      }
      runStart = position
    }
    guard !insertions.isEmpty else { return text }
    var result = String.UnicodeScalarView()
    var next = insertions.makeIterator()
    var insertion = next.next()
    for (index, scalar) in scalars.enumerated() {
      if index == insertion {
        result.append(breakOpportunity)
        insertion = next.next()
      }
      result.append(scalar)
    }
    return String(result)
  }

  /// Pango's break analysis of `text` (`count` scalars): `count + 1` attributes, one in front
  /// of each character and one at the end, with the language every layout uses.
  private static func logAttributes(_ text: String, count: Int) -> [PangoLogAttr] {
    var attributes = [PangoLogAttr](repeating: PangoLogAttr(), count: count + 1)
    var text = text
    text.withUTF8 { bytes in
      bytes.withMemoryRebound(to: CChar.self) { chars in
        attributes.withUnsafeMutableBufferPointer { attrs in
          pango_get_log_attrs(
            chars.baseAddress, Int32(clamping: chars.count), -1,
            pango_language_from_string(PangoTextEngine.language), attrs.baseAddress,
            Int32(clamping: attrs.count))
        }
      }
    }
    return attributes
  }
}
