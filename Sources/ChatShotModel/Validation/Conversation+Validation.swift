import ChatShotCore

extension Conversation {
  /// The name errors give a conversation that was built in code rather than read from a file.
  public static let inCodeName = "<conversation>"

  /// This conversation after the checks a decoded one passes, with the participants filled
  /// in from the senders when none are declared.
  ///
  /// The rules are the conversation file's (docs/input-format.md): at least one message and
  /// at most `limits.maxMessages`; participant ids unique and not empty; with participants
  /// declared, every sender one of them; the local user a participant; texts and labels
  /// within the limits; `theme`, when set, a built-in theme's name; message ids unique,
  /// kinds and statuses as `MessageRules` says, colours `#RRGGBB`. `ChatRenderer.render`
  /// calls it, so a conversation built in code is refused where the same conversation in a
  /// file would be. A decoded conversation passes unchanged.
  ///
  /// - Throws: `InputError` naming `Conversation.inCodeName` and the path of what is wrong,
  ///   as `messages[3].text`.
  public func validated(limits: InputLimits = .default) throws(InputError) -> Conversation {
    try checkTopLevel(limits: limits)
    var senders = try checkParticipants(limits: limits)
    var messageIDs = MessageRules.IDs()
    var checked = self
    for (index, message) in messages.enumerated() {
      let path: [JSONPath.Component] = [.key("messages"), .index(index)]
      try Self.check(message, at: path, index: index, ids: &messageIDs, limits: limits)
      if message.kind == .system { continue }
      if let problem = Self.senderProblem(message.from, limits: limits) {
        throw Self.refuse(path + [.key("from")], problem)
      }
      if senders.insert(message.from).inserted {
        if !participants.isEmpty {
          throw Self.refuse(
            path + [.key("from")],
            "participant \(quotedKey(message.from)) is not declared in participants")
        }
        checked.participants.append(Participant(id: message.from))
      }
    }
    if let (index, reason) = MessageExtrasRules.replyProblem(in: messages) {
      throw Self.refuse([.key("messages"), .index(index), .key("replyTo")], reason)
    }
    guard senders.contains(localUser) else {
      throw Self.refuse(
        [.key("localUser")],
        "\(quotedKey(localUser)) is neither a participant nor the sender of any message")
    }
    return checked
  }

  private static func refuse(_ path: [JSONPath.Component], _ reason: String) -> InputError {
    InputError(file: inCodeName, path: JSONPath(path), reason: reason)
  }

  /// The message count, the title, the theme's name, the screen values.
  private func checkTopLevel(limits: InputLimits) throws(InputError) {
    guard !messages.isEmpty else {
      throw Self.refuse([.key("messages")], "expected at least one message, found none")
    }
    guard messages.count <= limits.maxMessages else {
      throw Self.refuse(
        [.key("messages")],
        "too many messages (\(messages.count)); the limit is \(limits.maxMessages)")
    }
    if let title, let problem = TextChecks.labelProblem(title, what: "title", limits: limits) {
      throw Self.refuse([.key("title")], problem)
    }
    if let theme, !BuiltinThemeNames.all.contains(theme) {
      throw Self.refuse(
        [.key("theme")], UnknownThemeName(theme, namedByConversation: true).description)
    }
    if let (key, problem) = screen.problem(limits: limits) {
      throw Self.refuse([.key("screen"), .key(key)], problem)
    }
  }

  /// Checks each declared participant; returns their ids.
  private func checkParticipants(limits: InputLimits) throws(InputError) -> Set<String> {
    var ids = Set<String>()
    for (index, participant) in participants.enumerated() {
      let path: [JSONPath.Component] = [.key("participants"), .index(index)]
      if let problem = Self.senderProblem(participant.id, limits: limits) {
        throw Self.refuse(path + [.key("id")], problem)
      }
      if let problem = TextChecks.labelProblem(participant.name, what: "name", limits: limits) {
        throw Self.refuse(path + [.key("name")], problem)
      }
      guard ids.insert(participant.id).inserted else {
        throw Self.refuse(
          path + [.key("id")], "duplicate participant id \(quotedKey(participant.id))")
      }
      if let color = participant.color, let problem = MessageRules.colorProblem(color) {
        throw Self.refuse(path + [.key("color")], problem)
      }
    }
    return ids
  }

  /// What is wrong with a participant id (a sender's or a declared one), or nil.
  private static func senderProblem(_ id: String, limits: InputLimits) -> String? {
    id.isEmpty
      ? "expected a participant id"
      : TextChecks.labelProblem(id, what: "participant id", limits: limits)
  }

  /// One message's own rules: its kind and status, its id (unique), its labels and text,
  /// its extras, its photo (read here, once: the layout needs its size), its entities.
  private static func check(
    _ message: Message, at path: [JSONPath.Component], index: Int, ids: inout MessageRules.IDs,
    limits: InputLimits
  ) throws(InputError) {
    if let problem = MessageRules.problem(message) {
      throw refuse(path + [.key(problem.key)], problem.reason)
    }
    if let id = message.id {
      if let problem = ids.problem(id, index: index)
        ?? TextChecks.labelProblem(id, what: "message id", limits: limits)
      {
        throw refuse(path + [.key("id")], problem)
      }
    }
    if case .from(let name)? = message.forwarded,
      let problem = TextChecks.labelProblem(name, what: "name", limits: limits)
    {
      throw refuse(path + [.key("forwarded")], problem)
    }
    if let time = message.time,
      let problem = TextChecks.labelProblem(time, what: "time label", limits: limits)
    {
      throw refuse(path + [.key("time")], problem)
    }
    if let problem = TextChecks.messageProblem(message.text, limits: limits) {
      throw refuse(path + [.key("text")], problem)
    }
    if let (key, problem) = MessageExtrasRules.problem(message, limits: limits) {
      throw refuse(path + key, problem)
    }
    if let image = message.image, case .failure(let problem) = image.source.file(limits: limits) {
      throw InputError(
        file: inCodeName, path: JSONPath(path + [.key("image")]),
        reason: problem.reason(quotedKey(image.path), role: .photo), kind: problem.kind)
    }
    if let problem = EntityRules.problem(message, path: path) {
      throw refuse(problem.path, problem.reason)
    }
  }
}
