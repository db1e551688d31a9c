/// The default pace of an animation, in seconds at pace 1 (docs/output-formats.md#animation).
package enum AnimationPace {
  /// The empty screen before the first message.
  package static let opening = 0.5
  /// The wait after a message before the next person starts typing.
  package static let beforeTyping = 0.4
  /// Another person's typing indicator: this long, plus `typingPerCharacter` for each
  /// character of the message it announces, at most `typingMost`.
  package static let typingBase = 0.8
  package static let typingPerCharacter = 0.03
  package static let typingMost = 4.0
  /// The pause before a message of the local user.
  package static let beforeLocal = 1.2
  /// The pause before a system row, or a typing indicator the conversation itself holds.
  package static let beforeNotice = 0.8
  /// The wait between a message and its reactions.
  package static let beforeReactions = 0.8

  /// How long another person types `text` at pace 1.
  static func typing(_ text: String) -> Double {
    min(typingMost, typingBase + typingPerCharacter * Double(text.count))
  }
}
