/// The letters of an initials avatar, from a participant's display name.
///
/// Up to two: the first letter of the first word and of the last word, upper-cased
/// ("Ana María" → "AM", "raj" → "R"). Words that do not start with a letter or digit are
/// skipped ("😀 Joy" → "J", "(Ana) Lee" → "AL"), as the first letter inside a word counts.
/// A name that starts in CJK or Hangul gives its first character only ("李雷" → "李", the family
/// name, as Chinese and Korean contact avatars show one character; two would crowd a small
/// circle). A name with no letter gives its first emoji ("😀" → "😀"), and one with neither
/// ("…", "   ") gives "" (the theme's default image is drawn).
enum Initials {
  static func of(_ name: String) -> String {
    var letters: [Character] = []
    for word in name.split(whereSeparator: { $0.isWhitespace }) {
      guard let letter = word.first(where: { $0.isLetter || $0.isNumber }) else { continue }
      if letters.isEmpty && isCJK(letter) { return String(letter) }
      letters.append(letter)
    }
    if let first = letters.first {
      let last = letters.count > 1 ? letters[letters.count - 1] : nil
      return [first, last].compactMap { $0.map(upperFirst) }.joined()
    }
    if let emoji = name.first(where: EmojiText.isEmoji) { return String(emoji) }
    return ""
  }

  /// The character upper-cased, kept to one character ("ß" → "S" rather than "SS").
  private static func upperFirst(_ c: Character) -> String {
    String(String(c).uppercased().first ?? c)
  }

  /// Han, kana and Hangul: scripts whose names are not split into words.
  private static func isCJK(_ c: Character) -> Bool {
    guard let v = c.unicodeScalars.first?.value else { return false }
    return (0x3040...0x30FF).contains(v) || (0x3400...0x4DBF).contains(v)
      || (0x4E00...0x9FFF).contains(v) || (0xAC00...0xD7AF).contains(v)
      || (0x1100...0x11FF).contains(v) || (0xF900...0xFAFF).contains(v)
      || (0x20000...0x3FFFF).contains(v)
  }
}
