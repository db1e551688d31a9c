import ChatShotModel

/// A code point a render drew without a font (Pango's box with its hex number), and the
/// first place of the conversation that has it.
package struct MissingGlyph: Hashable, Sendable {
  /// The code point.
  package var scalar: Unicode.Scalar
  /// A path such as `messages[3].text`, `participants[1].name` or `title`; nil when only the
  /// theme's words have it.
  package var place: String?

  /// `scalars` (in the order the layout met them), each with its first place in
  /// `conversation`.
  static func located(_ scalars: [Unicode.Scalar], in conversation: Conversation) -> [Self] {
    guard !scalars.isEmpty else { return [] }
    var texts: [(place: String, text: String)] = []
    if let title = conversation.title { texts.append(("title", title)) }
    for (index, participant) in conversation.participants.enumerated() {
      texts.append(("participants[\(index)].name", participant.name))
    }
    for (index, message) in conversation.messages.enumerated() {
      texts.append(("messages[\(index)].text", message.text))
    }
    return scalars.map { scalar in
      MissingGlyph(
        scalar: scalar, place: texts.first { $0.text.unicodeScalars.contains(scalar) }?.place)
    }
  }
}
