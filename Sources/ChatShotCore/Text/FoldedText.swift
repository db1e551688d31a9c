internal import CGLib

/// Text as a caseless match sees it: each character (grapheme cluster) compatibility-
/// normalised (NFKC), case-folded, and normalised again, with GLib (`g_utf8_normalize`,
/// `g_utf8_casefold`), so that "BOB", "Bob", "ＢＯＢ" and a name typed with combining accents
/// (NFD) all read as the same name. Each folded scalar remembers the character it came from,
/// so a match found in the folded text is a run of whole characters of the original.
///
/// ASCII characters are folded without GLib (they fold to themselves, lowercased); the cost
/// is linear in the text.
package struct FoldedText {
  /// The folded scalars, in order.
  package private(set) var scalars: [UInt32] = []
  /// For each of `scalars`, the index of the character (in ``characters``) it came from.
  package private(set) var origins: [Int32] = []
  /// The original characters.
  package let characters: [Character]

  package init(_ text: String) {
    characters = Array(text)
    scalars.reserveCapacity(text.utf8.count)
    origins.reserveCapacity(text.utf8.count)
    for (index, character) in characters.enumerated() {
      for scalar in Self.fold(character) {
        scalars.append(scalar)
        origins.append(Int32(index))
      }
    }
  }

  /// The folded scalars of one character.
  package static func fold(_ character: Character) -> [UInt32] {
    if let ascii = character.asciiValue {
      // "\r\n" is one character of two ASCII scalars.
      if character.unicodeScalars.count == 1 {
        return [UInt32(ascii >= 0x41 && ascii <= 0x5A ? ascii | 0x20 : ascii)]
      }
      return character.unicodeScalars.map(\.value)
    }
    let folded = normalized(casefolded(normalized(String(character))))
    return folded.unicodeScalars.map(\.value)
  }

  /// `text` folded as a whole (names to look for): the scalars of every character.
  package static func fold(_ text: String) -> [UInt32] {
    text.flatMap { fold($0) }
  }

  /// NFKC (`G_NORMALIZE_ALL_COMPOSE`).
  private static func normalized(_ text: String) -> String {
    guard let result = g_utf8_normalize(text, -1, G_NORMALIZE_ALL_COMPOSE) else { return text }
    defer { g_free(result) }
    return String(cString: result)
  }

  private static func casefolded(_ text: String) -> String {
    guard let result = g_utf8_casefold(text, -1) else { return text }
    defer { g_free(result) }
    return String(cString: result)
  }
}
