import ChatShotCore

/// The rules on message kinds, statuses, ids and participant colours that a decoded file
/// and a conversation built in code both pass (`ConversationDecoder` and
/// `Conversation.validated()` call the same functions, so the reasons are word for word the
/// same; the decoder adds the line and column).
enum MessageRules {
  /// A problem with one member of a message: the key it is at and why it is refused.
  struct Problem: Hashable {
    var key: String
    var reason: String
  }

  /// Why `message`'s members do not fit its kind: a system row has no sender, status,
  /// edited or forwarded mark; a typing indicator has no text, status or marks.
  static func problem(_ message: Message) -> Problem? {
    let what: String
    switch message.kind {
    case .text: return nil
    case .system:
      what = "a system row"
      if !message.from.isEmpty {
        return Problem(key: "from", reason: "\(what) has no sender; leave 'from' out")
      }
    case .typing:
      what = "a typing indicator"
      if !message.text.isEmpty {
        return Problem(key: "text", reason: "\(what) has no text; leave 'text' out")
      }
    }
    if message.status != nil {
      return Problem(key: "status", reason: "\(what) has no delivery status")
    }
    if message.edited { return Problem(key: "edited", reason: "\(what) cannot be edited") }
    if message.forwarded != nil {
      return Problem(key: "forwarded", reason: "\(what) cannot be forwarded")
    }
    return MessageExtrasRules.kindProblem(message, what: what)
  }

  /// The message ids seen so far, to refuse a duplicate.
  struct IDs {
    private var first: [String: Int] = [:]

    /// Why message `index`'s `id` is refused (empty, or already used), or nil after
    /// recording it.
    mutating func problem(_ id: String, index: Int) -> String? {
      if id.isEmpty { return "expected a message id" }
      if let earlier = first[id] {
        return "duplicate message id \(quotedKey(id)) (first at messages[\(earlier)])"
      }
      first[id] = index
      return nil
    }
  }

  /// Why `text` is not a participant colour (`#RRGGBB`), or nil.
  static func colorProblem(_ text: String) -> String? {
    let digits = text.utf8.dropFirst()
    let isHex = digits.allSatisfy {
      (0x30...0x39).contains($0) || (0x41...0x46).contains($0 & 0xDF)
    }
    if text.utf8.first == UInt8(ascii: "#"), digits.count == 6, isHex { return nil }
    return "expected a colour written #RRGGBB, found \(JSONPath.quoted(text))"
  }
}
