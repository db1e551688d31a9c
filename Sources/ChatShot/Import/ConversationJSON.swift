/// The native JSON of a conversation (docs/input-format.md), as `chatshot import` writes it:
/// sorted keys, only what differs from the defaults, so that decoding it gives the same
/// conversation (and rendering it the same PNG bytes).
package enum ConversationJSON {
  /// The document for `conversation` (without avatars, which imports never have).
  package static func document(_ conversation: Conversation) -> JSONOutput {
    var root: [String: JSONOutput] = [
      "localUser": .string(conversation.localUser),
      "participants": .array(conversation.participants.map(participant)),
      "messages": .array(conversation.messages.map(message)),
    ]
    if let title = conversation.title { root["title"] = .string(title) }
    if let theme = conversation.theme { root["theme"] = .string(theme) }
    return .object(root)
  }

  private static func participant(_ participant: Participant) -> JSONOutput {
    var object: [String: JSONOutput] = ["id": .string(participant.id)]
    if participant.name != participant.id { object["name"] = .string(participant.name) }
    if let color = participant.color { object["color"] = .string(color) }
    if let avatar = participant.avatar { object["avatar"] = .string(avatar) }
    return .object(object)
  }

  private static func message(_ message: Message) -> JSONOutput {
    var object: [String: JSONOutput] = ["text": .string(message.text)]
    if !message.from.isEmpty { object["from"] = .string(message.from) }
    if message.kind != .text { object["kind"] = .string(message.kind.rawValue) }
    if let time = message.time { object["time"] = .string(time) }
    if let id = message.id { object["id"] = .string(id) }
    if let status = message.status { object["status"] = .string(status.rawValue) }
    if message.edited { object["edited"] = .bool(true) }
    switch message.forwarded {
    case .unnamed: object["forwarded"] = .bool(true)
    case .from(let name): object["forwarded"] = .string(name)
    case nil: break
    }
    return .object(object)
  }
}
