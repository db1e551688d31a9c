import ChatShotCore

/// The ways one message may be written; a message's keys decide its shape.
///
/// - `native`: `{"from" (or "sender"), "text", "time"?, "id"?, "kind"?, "status"?,
///   "edited"?, "forwarded"?, "format"?, "entities"?, "image"?, "replyTo"?, "reactions"?, "delay"?}`; a `"system"` row has no sender, a `"typing"` one no text.
/// - `jabber`: `{"sender", "msg", "time"?}` (the Jabber client tutorial's dictionaries);
///   the sender `"you"` is the local user.
/// - `typed`: `{"text", "time"?, "type": 0 | 1}` (the `MessageType` enum tutorials); 0 is the
///   local user (participant id `"me"`), 1 the other person (`"other"`).
enum MessageShape: String, Sendable {
  case native, jabber, typed

  var keys: [String] {
    switch self {
    case .native:
      [
        "from", "sender", "text", "time", "id", "kind", "status", "edited", "forwarded", "format",
        "entities", "image", "replyTo", "reactions", "delay",
      ]
    case .jabber: ["sender", "msg", "time"]
    case .typed: ["text", "time", "type"]
    }
  }

  /// The participant id that `type` 0 and 1 stand for in the typed shape.
  static let typedLocalID = "me"
  static let typedOtherID = "other"

  /// The shape `message`'s keys select, or an error saying why none or several fit.
  static func detect(_ message: JSONNode) throws(InputError) -> MessageShape {
    guard case .object(let members) = message.value.kind else {
      throw message.typeMismatch(expected: "a message object")
    }
    func has(_ key: String) -> Bool { members.contains { $0.key == key } }
    let sender = has("from") ? "from" : has("sender") ? "sender" : nil
    switch (has("msg"), has("type")) {
    case (true, true):
      throw message.error(
        "a message cannot have both 'msg' ({sender, msg, time} shape) and 'type' ({text, time, type} shape)"
      )
    case (true, false):
      return .jabber
    case (false, true):
      if let sender {
        throw message.error(
          "a message cannot have both 'type' and '\(sender)': both say who sent it; keep one")
      }
      return .typed
    case (false, false):
      if has("from"), has("sender") {
        throw message.error("a message cannot have both 'from' and 'sender'; keep one")
      }
      guard sender != nil || has("kind") else {
        throw message.error(
          "cannot tell the message's shape: expected 'from' (or 'sender') with 'text', 'sender' with 'msg', or 'type' (0 or 1) with 'text'"
        )
      }
      return .native
    }
  }
}
