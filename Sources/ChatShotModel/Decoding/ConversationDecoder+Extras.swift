import ChatShotCore

extension ConversationDecoder {
  /// A native message's `image`, `replyTo` and `reactions` (docs/input-format.md), decoded
  /// into `message`; photos are read through `images` (without one, an `image` is refused).
  static func decodeExtras(
    _ reader: JSONObjectReader, into message: inout Message, limits: InputLimits,
    images: AvatarResolver?
  ) throws(InputError) {
    if let node = reader.optional("image") {
      let fileNode: JSONNode
      var alt: String?
      switch node.value.kind {
      case .string: fileNode = node
      case .object:
        let image = try node.object(keys: ["file", "alt"])
        fileNode = try image.required("file")
        if let altNode = image.optional("alt") {
          alt = try altNode.string()
          try checkLabel(alt ?? "", what: "alt text", at: altNode, limits: limits)
        }
      default:
        throw node.typeMismatch(expected: "an image path or {\"file\", \"alt\"}")
      }
      guard let images else { throw node.error("no folder to read the image from") }
      message.image = MessageImage(
        file: try images.resolvePhoto(fileNode), alt: alt, written: try? fileNode.string())
    }
    if let node = reader.optional("replyTo") {
      message.replyTo = try node.nonEmptyString("a message id")
      try checkLabel(message.replyTo ?? "", what: "message id", at: node, limits: limits)
    }
    if let node = reader.optional("reactions") {
      let elements = try node.array()
      if let problem = MessageExtrasRules.reactionsProblem(count: elements.count) {
        throw node.error(problem)
      }
      for element in elements {
        let object = try element.object(keys: ["emoji", "count"])
        let emojiNode = try object.required("emoji")
        let emoji = try emojiNode.string()
        if let problem = MessageExtrasRules.emojiProblem(emoji, limits: limits) {
          throw emojiNode.error(problem)
        }
        var count = 1
        if let countNode = object.optional("count") {
          guard case .number(let value, _) = countNode.value.kind,
            value == value.rounded(), abs(value) < 1e15
          else {
            throw countNode.typeMismatch(expected: "a whole number")
          }
          count = Int(value)
          if let problem = MessageExtrasRules.countProblem(count) {
            throw countNode.error(problem)
          }
        }
        message.reactions.append(Reaction(emoji: emoji, count: count))
      }
    }
  }
}
