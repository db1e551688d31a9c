import ChatShotCore

/// The rules on photos, replies and reactions that a decoded file and a conversation built
/// in code both pass (word for word the same reasons; the decoder adds line and column).
enum MessageExtrasRules {
  /// Most reactions on one message.
  static let maxReactions = 64
  /// Longest reaction, in Unicode scalars: an emoji, even a family joined by ZWJs, is far
  /// shorter.
  static let maxReactionScalars = 32
  /// Largest count of one reaction.
  static let maxReactionCount = 1_000_000

  /// Why a system row or typing indicator (`what`) cannot have what `message` has.
  static func kindProblem(_ message: Message, what: String) -> MessageRules.Problem? {
    if message.image != nil {
      return MessageRules.Problem(key: "image", reason: "\(what) has no image")
    }
    if message.replyTo != nil {
      return MessageRules.Problem(key: "replyTo", reason: "\(what) cannot reply to a message")
    }
    if !message.reactions.isEmpty {
      return MessageRules.Problem(key: "reactions", reason: "\(what) has no reactions")
    }
    return nil
  }

  /// Why a message cannot have `count` reactions, or nil.
  static func reactionsProblem(count: Int) -> String? {
    count > maxReactions
      ? "too many reactions (\(count)); the limit is \(maxReactions)" : nil
  }

  /// Why `emoji` cannot be a reaction, or nil.
  static func emojiProblem(_ emoji: String, limits: InputLimits) -> String? {
    if emoji.isEmpty { return "expected an emoji" }
    let scalars = emoji.unicodeScalars.count
    if scalars > maxReactionScalars {
      return "a reaction of \(scalars) characters is longer than the limit of "
        + "\(maxReactionScalars)"
    }
    return TextChecks.labelProblem(emoji, what: "reaction", limits: limits)
  }

  /// Where in `message` (a path below the message) and why its image, reply or reactions
  /// break a rule the decoder checks, or nil: for a message built in code.
  static func problem(_ message: Message, limits: InputLimits)
    -> ([JSONPath.Component], String)?
  {
    if let alt = message.image?.alt,
      let problem = TextChecks.labelProblem(alt, what: "alt text", limits: limits)
    {
      return ([.key("image"), .key("alt")], problem)
    }
    if let id = message.replyTo {
      if id.isEmpty { return ([.key("replyTo")], "expected a message id") }
      if let problem = TextChecks.labelProblem(id, what: "message id", limits: limits) {
        return ([.key("replyTo")], problem)
      }
    }
    if let problem = reactionsProblem(count: message.reactions.count) {
      return ([.key("reactions")], problem)
    }
    if let delay = message.delay, !Message.delayRange.contains(delay) {
      return ([.key("delay")], "expected a delay from 0 to 60 seconds, found \(delay)")
    }
    for (i, reaction) in message.reactions.enumerated() {
      if let problem = emojiProblem(reaction.emoji, limits: limits) {
        return ([.key("reactions"), .index(i), .key("emoji")], problem)
      }
      if let problem = countProblem(reaction.count) {
        return ([.key("reactions"), .index(i), .key("count")], problem)
      }
    }
    return nil
  }

  /// Why `count` cannot be a reaction's count, or nil.
  static func countProblem(_ count: Int) -> String? {
    (1...maxReactionCount).contains(count)
      ? nil : "expected a count from 1 to \(maxReactionCount), found \(count)"
  }

  /// The first reply in `messages` that names no message it can quote: its index and why.
  ///
  /// A reply must name the id of another text message. Looked up in one table, never by
  /// following replies, so a chain of 100,000 replies costs 100,000 look-ups.
  static func replyProblem(in messages: [Message]) -> (index: Int, reason: String)? {
    var ids: [String: Int] = [:]
    for (index, message) in messages.enumerated() {
      if let id = message.id, ids[id] == nil { ids[id] = index }
    }
    for (index, message) in messages.enumerated() {
      guard let target = message.replyTo else { continue }
      let subject = message.id.map { "message \(quotedKey($0))" } ?? "this message"
      guard let quoted = ids[target] else {
        return (
          index,
          "\(subject) replies to \(quotedKey(target)), but no message has that id"
        )
      }
      if quoted == index { return (index, "\(subject) cannot reply to itself") }
      if messages[quoted].kind != .text {
        return (
          index,
          "\(subject) replies to \(quotedKey(target)), a \(messages[quoted].kind.rawValue) "
            + "row; a reply quotes a text message"
        )
      }
    }
    return nil
  }
}
