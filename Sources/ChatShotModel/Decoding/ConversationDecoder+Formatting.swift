import ChatShotCore

/// The members of formatted text: the conversation's `markup`, a message's `format` and
/// `entities` (docs/input-format.md#formatted-text).
extension ConversationDecoder {
  /// `"plain"` or `"markdown"`.
  static func textFormat(_ node: JSONNode) throws(InputError) -> TextFormat {
    try node.keyword(TextFormat.allCases)
  }

  /// Reads `format` and `entities` of a native message whose text is already decoded, and
  /// checks the entities against it.
  static func decodeFormatting(_ reader: JSONObjectReader, into message: inout Message)
    throws(InputError)
  {
    if let node = reader.optional("format") { message.format = try textFormat(node) }
    guard let node = reader.optional("entities") else { return }
    let elements = try node.array()
    var entities: [TextEntity] = []
    entities.reserveCapacity(elements.count)
    for element in elements {
      let o = try element.object(keys: ["type", "offset", "length", "url"])
      let type = try o.required("type").keyword(TextEntityType.allCases)
      let offset = try o.required("offset").integer(in: 0...Int(Int32.max))
      let length = try o.required("length").integer(in: 1...Int(Int32.max))
      entities.append(
        TextEntity(type: type, offset: offset, length: length, url: try o.optionalString("url")))
    }
    if message.format == .markdown, !entities.isEmpty {
      throw (reader.optional("format") ?? node).error(EntityRules.markdownReason)
    }
    if let problem = EntityRules.problem(entities, text: message.text) {
      let entity = elements[problem.index]
      let at = (try? entity.object(keys: ["type", "offset", "length", "url"]))
        .flatMap { o in problem.key.flatMap { o.optional($0) } }
      throw (at ?? entity).error(problem.reason)
    }
    message.entities = entities
  }
}
