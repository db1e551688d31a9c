extension Conversation {
  /// The conversation as a native-format document that `ConversationDecoder` reads back to
  /// an equal value (avatar paths aside): participants declared with id and name, local user
  /// named, messages as `{"from", "text", "time"?}`.
  ///
  /// - Parameter avatarNames: each participant's avatar path as it should be written (see
  ///   `RenderMetadata.avatarName`); a participant missing from it is written without one.
  func canonicalJSON(avatarNames: [String: String]) -> JSONOutput {
    var root: [String: JSONOutput] = [
      "localUser": .string(localUser),
      "participants": .array(
        participants.map { p in
          var object: [String: JSONOutput] = ["id": .string(p.id), "name": .string(p.name)]
          if let avatar = avatarNames[p.id] { object["avatar"] = .string(avatar) }
          return .object(object)
        }),
      "messages": .array(
        messages.map { m in
          var object: [String: JSONOutput] = ["from": .string(m.from), "text": .string(m.text)]
          if let time = m.time { object["time"] = .string(time) }
          return .object(object)
        }),
    ]
    if participants.isEmpty { root["participants"] = nil }  // the decoder implies them
    if let title { root["title"] = .string(title) }
    if let theme { root["theme"] = .string(theme) }
    return .object(root)
  }
}
