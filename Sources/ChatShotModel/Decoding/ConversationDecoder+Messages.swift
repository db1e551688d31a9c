import ChatShotCore

/// A message as decoded, with what later checks need to point back at it.
struct DecodedMessage {
  var message: Message
  var shape: MessageShape
  /// The value that names the sender (`from`, `sender` or `type`), for error locations.
  var senderNode: JSONNode
  /// The message object's members, for error locations.
  var members: JSONObjectReader

  /// The member `key` of the message object, if present.
  func member(_ key: String) -> JSONNode? { members.optional(key) }
}

extension ConversationDecoder {
  /// Decodes the `messages` array (or the top-level array), after checking its length;
  /// `images` reads the photos they name.
  static func decodeMessages(_ node: JSONNode, limits: InputLimits, images: AvatarResolver? = nil)
    throws(InputError) -> [DecodedMessage]
  {
    guard let count = node.arrayCount else {
      throw node.typeMismatch(expected: "an array of messages")
    }
    guard count > 0 else { throw node.error("expected at least one message, found none") }
    guard count <= limits.maxMessages else {
      throw node.error("too many messages (\(count)); the limit is \(limits.maxMessages)")
    }
    var messages: [DecodedMessage] = []
    messages.reserveCapacity(count)
    var ids = MessageRules.IDs()
    for (index, element) in try node.array().enumerated() {
      let decoded = try decodeMessage(element, limits: limits, images: images)
      if let id = decoded.message.id, let problem = ids.problem(id, index: index) {
        throw (decoded.member("id") ?? element).error(problem)
      }
      messages.append(decoded)
    }
    if let (index, reason) = MessageExtrasRules.replyProblem(in: messages.map(\.message)) {
      throw (messages[index].member("replyTo") ?? node).error(reason)
    }
    return messages
  }

  static func decodeMessage(_ node: JSONNode, limits: InputLimits, images: AvatarResolver? = nil)
    throws(InputError) -> DecodedMessage
  {
    let shape = try MessageShape.detect(node)
    let reader = try node.object(keys: shape.keys)
    let senderNode: JSONNode
    let sender: String
    let textNode: JSONNode?
    var extras = Message(from: "", text: "")
    switch shape {
    case .native:
      extras = try nativeExtras(reader, limits: limits)
      try decodeExtras(reader, into: &extras, limits: limits, images: images)
      if let from = reader.optional("from") ?? reader.optional("sender") {
        senderNode = from
        sender = try senderNode.nonEmptyString("a participant id")
        try checkLabel(sender, what: "participant id", at: senderNode, limits: limits)
      } else if extras.kind == .system {
        senderNode = node
        sender = ""
      } else {
        senderNode = try reader.required("from")
        sender = ""
      }
      textNode = try nativeText(reader, extras: extras, at: node)
    case .jabber:
      senderNode = try reader.required("sender")
      sender = try senderNode.nonEmptyString("a participant id")
      try checkLabel(sender, what: "participant id", at: senderNode, limits: limits)
      textNode = try reader.required("msg")
    case .typed:
      senderNode = try reader.required("type")
      sender = try typedSender(senderNode)
      textNode = try reader.required("text")
    }
    let text = try textNode.map { n throws(InputError) in try messageText(n, limits: limits) }
    var time: String?
    if let timeNode = reader.optional("time") {
      time = try timeLabel(timeNode)
      try checkLabel(time ?? "", what: "time label", at: timeNode, limits: limits)
    }
    var message = extras
    message.from = sender
    message.text = text ?? ""
    message.time = time
    if let problem = MessageRules.problem(message) {
      throw (reader.optional(problem.key) ?? node).error(problem.reason)
    }
    if shape == .native { try decodeFormatting(reader, into: &message) }
    return DecodedMessage(
      message: message, shape: shape, senderNode: senderNode, members: reader)
  }

  /// A native message's `text`: none for a typing indicator, optional under a photo (a photo
  /// without caption), required otherwise.
  private static func nativeText(_ reader: JSONObjectReader, extras: Message, at node: JSONNode)
    throws(InputError) -> JSONNode?
  {
    if extras.kind == .typing || (extras.kind == .text && extras.image != nil) {
      return reader.optional("text")
    }
    guard extras.kind == .text, !reader.contains("text") else { return try reader.required("text") }
    throw node.error("missing required key 'text' (a message without an 'image' needs a text)")
  }

  /// The native shape's optional `id`, `kind`, `status`, `edited`, `delay` and `forwarded`, on an
  /// otherwise empty message.
  private static func nativeExtras(_ reader: JSONObjectReader, limits: InputLimits)
    throws(InputError) -> Message
  {
    var message = Message(from: "", text: "")
    if let node = reader.optional("id") {
      message.id = try node.string()
      try checkLabel(message.id ?? "", what: "message id", at: node, limits: limits)
    }
    if let node = reader.optional("kind") {
      message.kind = try node.keyword(MessageKind.allCases)
    }
    if let node = reader.optional("status") {
      message.status = try node.keyword(MessageStatus.allCases)
    }
    if let node = reader.optional("edited") { message.edited = try node.bool() }
    if let node = reader.optional("delay") {
      message.delay = try node.number(in: Message.delayRange)
    }
    if let node = reader.optional("forwarded") {
      switch node.value.kind {
      case .bool(let forwarded): message.forwarded = forwarded ? .unnamed : nil
      case .string(let name):
        try checkLabel(name, what: "name", at: node, limits: limits)
        message.forwarded = name.isEmpty ? .unnamed : .from(name)
      default: throw node.typeMismatch(expected: "true or the name it was forwarded from")
      }
    }
    return message
  }

  /// The text, which may be empty; refused as `TextChecks.messageProblem` says.
  private static func messageText(_ node: JSONNode, limits: InputLimits) throws(InputError)
    -> String
  {
    let text = try node.string()
    if let problem = TextChecks.messageProblem(text, limits: limits) { throw node.error(problem) }
    return text
  }

  /// A free-form time label; numbers (Unix times, 941) are refused rather than guessed at.
  private static func timeLabel(_ node: JSONNode) throws(InputError) -> String {
    switch node.value.kind {
    case .string(let text): return text
    case .number:
      throw node.typeMismatch(
        expected: "a string", hint: "write the time as text, e.g. \"09:41\"")
    default: throw node.typeMismatch(expected: "a string")
    }
  }

  /// `type` 0 → `"me"` (the local user), 1 → `"other"`.
  private static func typedSender(_ node: JSONNode) throws(InputError) -> String {
    let expected = "expected 0 (the local user) or 1 (the other person)"
    guard case .number(let value, let text) = node.value.kind else {
      throw node.error("\(expected), found \(node.value.typeDescription)")
    }
    switch value {
    case 0: return MessageShape.typedLocalID
    case 1: return MessageShape.typedOtherID
    default: throw node.error("\(expected), found \(text)")
    }
  }
}
