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
    func refuse(_ path: [JSONPath.Component], _ reason: String) -> InputError {
      InputError(file: Self.inCodeName, path: JSONPath(path), reason: reason)
    }
    guard !messages.isEmpty else {
      throw refuse([.key("messages")], "expected at least one message, found none")
    }
    guard messages.count <= limits.maxMessages else {
      throw refuse(
        [.key("messages")],
        "too many messages (\(messages.count)); the limit is \(limits.maxMessages)")
    }
    if let title, let problem = TextChecks.labelProblem(title, what: "title", limits: limits) {
      throw refuse([.key("title")], problem)
    }
    if let theme, !BuiltinThemeNames.all.contains(theme) {
      throw refuse([.key("theme")], UnknownThemeName(theme, namedByConversation: true).description)
    }
    if let (key, problem) = screen.problem(limits: limits) {
      throw refuse([.key("screen"), .key(key)], problem)
    }
    var ids = Set<String>()
    for (index, participant) in participants.enumerated() {
      let path: [JSONPath.Component] = [.key("participants"), .index(index)]
      if participant.id.isEmpty { throw refuse(path + [.key("id")], "expected a participant id") }
      if let problem = TextChecks.labelProblem(
        participant.id, what: "participant id", limits: limits)
      {
        throw refuse(path + [.key("id")], problem)
      }
      if let problem = TextChecks.labelProblem(participant.name, what: "name", limits: limits) {
        throw refuse(path + [.key("name")], problem)
      }
      guard ids.insert(participant.id).inserted else {
        throw refuse(path + [.key("id")], "duplicate participant id \(quotedKey(participant.id))")
      }
      if let color = participant.color, let problem = MessageRules.colorProblem(color) {
        throw refuse(path + [.key("color")], problem)
      }
    }
    var messageIDs = MessageRules.IDs()
    var checked = self
    let declared = !participants.isEmpty
    for (index, message) in messages.enumerated() {
      let path: [JSONPath.Component] = [.key("messages"), .index(index)]
      if let problem = MessageRules.problem(message) {
        throw refuse(path + [.key(problem.key)], problem.reason)
      }
      if let id = message.id, let problem = messageIDs.problem(id, index: index) {
        throw refuse(path + [.key("id")], problem)
      }
      if let id = message.id,
        let problem = TextChecks.labelProblem(id, what: "message id", limits: limits)
      {
        throw refuse(path + [.key("id")], problem)
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
      // A photo named in code is read here, once: the layout needs its size.
      if let image = message.image, case .failure(let problem) = image.source.file(limits: limits) {
        throw InputError(
          file: Self.inCodeName, path: JSONPath(path + [.key("image")]),
          reason: problem.reason(quotedKey(image.path), role: .photo), kind: problem.kind)
      }
      if let problem = EntityRules.problem(message, path: path) {
        throw refuse(problem.path, problem.reason)
      }
      if message.kind == .system { continue }
      if message.from.isEmpty { throw refuse(path + [.key("from")], "expected a participant id") }
      if let problem = TextChecks.labelProblem(
        message.from, what: "participant id", limits: limits)
      {
        throw refuse(path + [.key("from")], problem)
      }
      if ids.insert(message.from).inserted {
        if declared {
          throw refuse(
            path + [.key("from")],
            "participant \(quotedKey(message.from)) is not declared in participants")
        }
        checked.participants.append(Participant(id: message.from))
      }
    }
    if let (index, reason) = MessageExtrasRules.replyProblem(in: messages) {
      throw refuse([.key("messages"), .index(index), .key("replyTo")], reason)
    }
    guard ids.contains(localUser) else {
      throw refuse(
        [.key("localUser")],
        "\(quotedKey(localUser)) is neither a participant nor the sender of any message")
    }
    return checked
  }
}
