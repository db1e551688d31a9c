/// The direction marks exports put in names and texts (U+200E, U+200F and U+202A–U+202E):
/// invisible, so never part of what a person reads or types.
enum DirectionMarks {
  /// Whether `scalar` is one of them.
  static func contains(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "\u{200E}" || scalar == "\u{200F}" || (0x202A...0x202E).contains(scalar.value)
  }

  /// `text` without them, wherever they are.
  static func dropped<S: StringProtocol>(from text: S) -> String {
    guard text.unicodeScalars.contains(where: contains) else { return String(text) }
    var scalars = String.UnicodeScalarView()
    scalars.append(contentsOf: text.unicodeScalars.lazy.filter { !contains($0) })
    return String(scalars)
  }
}
