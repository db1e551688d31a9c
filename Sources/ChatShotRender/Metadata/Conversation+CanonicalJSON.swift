import ChatShotCore
import ChatShotModel

extension Conversation {
  /// The conversation as a native-format document that `ConversationDecoder` reads back to
  /// an equal value (avatar paths aside): participants declared with id and name, local user
  /// named, messages as `{"from", "text", "time"?}`. The members added with message kinds
  /// (`id`, `kind`, `status`, `edited`, `forwarded`, a participant's `color`) are written
  /// only when set, so a conversation without them gives the bytes it always gave.
  ///
  /// - Parameter avatarNames: each participant's avatar path as it should be written (see
  ///   `RenderMetadata.avatarName`); a participant missing from it is written without one.
  func canonicalJSON(avatarNames: [String: String], imageNames: [Int: String] = [:]) -> JSONOutput {
    var root: [String: JSONOutput] = [
      "localUser": .string(localUser),
      "participants": .array(
        participants.map { p in
          var object: [String: JSONOutput] = ["id": .string(p.id), "name": .string(p.name)]
          if let avatar = avatarNames[p.id] { object["avatar"] = .string(avatar) }
          if let color = p.color { object["color"] = .string(color) }
          return .object(object)
        }),
      "messages": .array(
        messages.enumerated().map { index, m in
          var object: [String: JSONOutput] = ["from": .string(m.from), "text": .string(m.text)]
          if let time = m.time { object["time"] = .string(time) }
          if let id = m.id { object["id"] = .string(id) }
          if m.kind != .text { object["kind"] = .string(m.kind.rawValue) }
          if m.kind == .system { object["from"] = nil }
          if m.kind == .typing { object["text"] = nil }
          if let status = m.status { object["status"] = .string(status.rawValue) }
          if m.edited { object["edited"] = .bool(true) }
          switch m.forwarded {
          case nil: break
          case .unnamed: object["forwarded"] = .bool(true)
          case .from(let name): object["forwarded"] = .string(name)
          }
          m.extrasCanonicalJSON(into: &object, imageName: imageNames[index])
          m.addFormatting(to: &object)
          return .object(object)
        }),
    ]
    if participants.isEmpty { root["participants"] = nil }  // the decoder implies them
    if let title { root["title"] = .string(title) }
    if let theme { root["theme"] = .string(theme) }
    if let markup { root["markup"] = .string(markup.rawValue) }
    if let appearance { root["appearance"] = .string(appearance.rawValue) }
    if screen != ScreenValues() { root["screen"] = screen.canonicalJSON }
    return .object(root)
  }
}

extension ScreenValues {
  /// `"screen"` as the conversation file writes it: every value, the optional ones when set.
  var canonicalJSON: JSONOutput {
    var object: [String: JSONOutput] = [
      "time": .string(time), "battery": .number(Double(battery)),
      "signal": .number(Double(signal)), "wifi": .number(Double(wifi)),
    ]
    if let carrier { object["carrier"] = .string(carrier) }
    if let subtitle { object["subtitle"] = .string(subtitle) }
    return .object(object)
  }
}
