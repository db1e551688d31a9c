import ChatShotCore

extension ConversationDecoder {
  static let participantKeys = ["id", "name", "avatar", "color"]

  /// Decodes the declared `participants`, reading their avatar files; ids must be unique.
  static func decodeParticipants(_ node: JSONNode, avatars: AvatarResolver) throws(InputError)
    -> [Participant]
  {
    var participants: [Participant] = []
    var seen: [String: SourceLocation] = [:]
    let elements = try node.array()
    if elements.count > avatars.limits.maxMessages {
      throw node.error(
        "too many participants (\(elements.count)); the limit is \(avatars.limits.maxMessages)")
    }
    if elements.isEmpty {
      throw node.error(
        "expected at least one participant; leave \"participants\" out to take them from the messages"
      )
    }
    for element in elements {
      let reader = try element.object(keys: participantKeys)
      let idNode = try reader.required("id")
      let id = try idNode.nonEmptyString("a participant id")
      try checkLabel(id, what: "participant id", at: idNode, limits: avatars.limits)
      if let first = seen[id] {
        throw idNode.error("duplicate participant id \(quotedKey(id)) (first at \(first))")
      }
      seen[id] = idNode.location
      let name = try reader.optionalString("name")
      if let name, let node = reader.optional("name") {
        try checkLabel(name, what: "name", at: node, limits: avatars.limits)
      }
      var avatar: ImageFile?
      var written: String?
      if let node = reader.optional("avatar") {
        avatar = try avatars.resolve(node)
        written = try? node.string()
      }
      var color: String?
      if let node = reader.optional("color") {
        color = try node.string()
        if let problem = MessageRules.colorProblem(color ?? "") { throw node.error(problem) }
      }
      participants.append(
        Participant(id: id, name: name, avatarFile: avatar, written: written, color: color))
    }
    return participants
  }

  /// The declared participants, after checking that every sender is one of them; or, when
  /// none are declared, the senders in order of first appearance (name = id).
  static func participants(for messages: [DecodedMessage], declared: [Participant]?)
    throws(InputError) -> [Participant]
  {
    if let declared {
      let ids = Set(declared.map(\.id))
      for message in messages
      where message.message.kind != .system && !ids.contains(message.message.from) {
        let id = quotedKey(message.message.from)
        let subject =
          message.shape == .typed
          ? "this type stands for participant \(id), which" : "participant \(id)"
        throw message.senderNode.error(
          "\(subject) is not declared in \"participants\" (declared: "
            + declared.map { diagnosticText($0.id) }.joined(separator: ", ") + ")")
      }
      return declared
    }
    var seen = Set<String>()
    var implied: [Participant] = []
    for message in messages
    where message.message.kind != .system && seen.insert(message.message.from).inserted {
      implied.append(Participant(id: message.message.from))
    }
    return implied
  }

  /// The local user's id.
  ///
  /// `localUser` when given (it must be a participant). Otherwise `"me"` if a participant
  /// is called `"me"` or a message uses the typed shape, and `"you"` if a participant is
  /// called `"you"` or a message uses the Jabber shape; exactly one of the two must apply.
  static func settleLocalUser(
    _ node: JSONNode?, participants: [Participant], messages: [DecodedMessage], root: JSONNode
  ) throws(InputError) -> String {
    let ids = Set(participants.map(\.id))
    if let node {
      let id = try node.nonEmptyString("a participant id")
      guard ids.contains(id) else {
        throw node.error(
          "\(quotedKey(id)) is neither a declared participant nor the sender of any message")
      }
      return id
    }
    let me = ids.contains("me") || messages.contains { $0.shape == .typed }
    let you = ids.contains("you") || messages.contains { $0.shape == .jabber }
    switch (me, you) {
    case (true, false): return "me"
    case (false, true): return "you"
    case (true, true):
      throw root.error(
        "cannot tell who the local user is: both 'me' and 'you' take part; add \"localUser\": \"me\" (or \"you\")"
      )
    case (false, false):
      throw root.error(
        "cannot tell who the local user is: no participant is called 'me' or 'you'; add \"localUser\": \"<participant id>\""
      )
    }
  }
}
