import ChatShotModel

/// The script of an animation: every frame of a conversation appearing message by message,
/// with its time and duration. Pure: a function of the conversation and the options alone.
///
/// The pace (`AnimationPace`, in seconds at pace 1): the empty screen stays `opening`; before
/// another person's message their typing indicator shows (after `beforeTyping`) for
/// `typing(text)`, or the message's own `delay`; the local user's message comes after
/// `beforeLocal`, a system row after `beforeNotice` (or their `delay`); a message's reactions
/// come `beforeReactions` after it. Every wait is divided by the pace; the last frame stays
/// `hold` seconds. A wait that rounds to 0 ms drops the frame it would have ended.
package struct AnimationScript: Hashable, Sendable {
  /// The frames in order; the last shows the whole conversation.
  package var frames: [AnimationFrame]
  /// Whether it starts again after the last frame.
  package var loops: Bool

  /// The whole animation's length in milliseconds, the hold included.
  package var duration: Int { frames.last.map { $0.time + $0.duration } ?? 0 }

  /// The script of `conversation` played with `options`.
  package init(conversation: Conversation, options: AnimationOptions = AnimationOptions()) {
    var states: [(frame: AnimationFrame, wait: Double)] = [
      (AnimationFrame(time: 0, duration: 0, messages: 0), 0)
    ]
    for (index, message) in conversation.messages.enumerated() {
      let pause: Double
      if index == 0 {
        pause = AnimationPace.opening
      } else if message.kind == .text, !conversation.isLocal(message.from) {
        pause = AnimationPace.beforeTyping
      } else {
        pause = message.kind == .text ? AnimationPace.beforeLocal : AnimationPace.beforeNotice
      }
      var wait = message.delay ?? pause
      if message.kind == .text, !conversation.isLocal(message.from) {
        let typing = message.delay ?? AnimationPace.typing(message.text)
        wait = pause
        if typing > 0 {
          states.append(
            (AnimationFrame(time: 0, duration: 0, messages: index, typing: message.from), pause))
          wait = typing
        }
      }
      states.append(
        (
          AnimationFrame(
            time: 0, duration: 0, messages: index + 1, reactions: message.reactions.isEmpty), wait
        ))
      if !message.reactions.isEmpty {
        states.append(
          (AnimationFrame(time: 0, duration: 0, messages: index + 1), AnimationPace.beforeReactions)
        )
      }
    }
    frames = Self.timed(states, pace: options.pace, hold: options.hold)
    loops = options.loops
  }

  /// Gives each state the wait before the next as its duration, in whole milliseconds, and
  /// drops the states that would last 0 ms.
  private static func timed(
    _ states: [(frame: AnimationFrame, wait: Double)], pace: Double, hold: Double
  ) -> [AnimationFrame] {
    var frames: [AnimationFrame] = []
    var time = 0
    for (i, state) in states.enumerated() {
      let duration =
        i + 1 < states.count
        ? Int((states[i + 1].wait * 1000 / pace).rounded()) : Int((hold * 1000).rounded())
      guard duration > 0 || i + 1 == states.count else { continue }
      var frame = state.frame
      frame.time = time
      frame.duration = max(1, duration)
      frames.append(frame)
      time += frame.duration
    }
    return frames
  }

  /// What `frame` shows, as a conversation of its own: the first messages (the last without
  /// its reactions while they are awaited), and a typing indicator when someone types.
  /// Participants, title, theme and screen values stay the conversation's.
  package static func conversation(
    _ frame: AnimationFrame, of conversation: Conversation
  ) -> Conversation {
    var shown = conversation
    shown.messages = Array(conversation.messages.prefix(frame.messages))
    if !frame.reactions, !shown.messages.isEmpty {
      shown.messages[shown.messages.count - 1].reactions = []
    }
    if let typing = frame.typing {
      shown.messages.append(Message(from: typing, text: "", kind: .typing))
    }
    return shown
  }
}
