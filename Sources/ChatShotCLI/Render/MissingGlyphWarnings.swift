import ChatShot

/// The warnings about code points a render drew without a font: one line per code point, at
/// most ``limit``, then one line counting the rest.
///
///     chatshot: warning: chat.json: messages[5].text: no font has U+0378; it is drawn as a box
enum MissingGlyphWarnings {
  /// Lines beyond this many are counted in one more line.
  static let limit = 8

  /// The lines for `missing`, found in the input `file`.
  static func lines(_ missing: [MissingGlyph], file: String) -> [String] {
    var lines = missing.prefix(limit).map { glyph in
      let place = glyph.place.map { "\($0): " } ?? ""
      return "chatshot: warning: \(file): \(place)no font has \(codePoint(glyph.scalar)); "
        + "it is drawn as a box"
    }
    if missing.count > limit {
      lines.append(
        "chatshot: warning: \(file): \(missing.count - limit) more code points no font has")
    }
    return lines
  }

  /// `U+0378`: at least four upper-case hex digits.
  static func codePoint(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }

  /// Writes the lines on standard error.
  static func print(_ missing: [MissingGlyph], file: String) {
    for line in lines(missing, file: file) { printError(line) }
  }
}
