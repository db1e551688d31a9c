/// Whether a message is emoji only: one to a few emoji grapheme clusters (👍🏽, a flag, a ZWJ
/// family, a keycap), optionally separated by spaces, and nothing else.
enum EmojiText {
  /// The number of emoji in `text` when it is emoji only with at most `max` of them; nil
  /// otherwise.
  static func emojiOnlyCount(_ text: String, max: Int) -> Int? {
    var count = 0
    for c in text where c != " " {
      guard isEmoji(c) else { return nil }
      count += 1
      if count > max { return nil }
    }
    return count > 0 ? count : nil
  }

  /// The most scalars of one emoji: a kiss with two skin tones (👩🏽‍❤️‍💋‍👨🏿) has 10. A longer
  /// chain of joined emoji is one grapheme cluster too, but drawn as many pictures side by
  /// side: it is text, wrapped (or refused) as any text.
  static let maxScalars = 10

  /// A grapheme cluster drawn as an emoji: one with an emoji-presentation scalar, or an
  /// emoji-capable one asked for as emoji (U+FE0F) or as a keycap (U+20E3).
  static func isEmoji(_ c: Character) -> Bool {
    let scalars = c.unicodeScalars
    if scalars.count > maxScalars { return false }
    if scalars.contains(where: { $0.properties.isEmojiPresentation }) { return true }
    guard let first = scalars.first, first.properties.isEmoji else { return false }
    return scalars.contains { $0.value == 0xFE0F || $0.value == 0x20E3 }
  }
}
