/// One frame of an animation: what the screen shows, from when and for how long.
///
/// A frame shows the conversation up to a point: its first `messages` messages (the last of
/// them without its reactions until `reactions`), and below them, when `typing` names a
/// participant, that participant's typing indicator.
package struct AnimationFrame: Hashable, Sendable {
  /// When the frame appears, in milliseconds from the start.
  package var time: Int
  /// How long it stays, in milliseconds (at least 1).
  package var duration: Int
  /// How many of the conversation's messages it shows, from the first (0: the empty screen).
  package var messages: Int
  /// Whether the last message shown has its reactions (false only while they are awaited).
  package var reactions: Bool
  /// The participant whose typing indicator shows below the messages, if any.
  package var typing: String?

  /// A frame shown from `time` for `duration` ms.
  package init(
    time: Int, duration: Int, messages: Int, reactions: Bool = true, typing: String? = nil
  ) {
    self.time = time
    self.duration = duration
    self.messages = messages
    self.reactions = reactions
    self.typing = typing
  }
}
