import ChatShotCore

/// The selection and `--anonymize` on chatshot's own JSON, which has no dates: indexes and
/// ids pick messages, `--last` the last ones; participants get aliases, avatars are dropped
/// (the initials of the alias are drawn instead).
enum NativeSelection {
  static func apply(_ conversation: Conversation, options: ImportOptions, file: String)
    throws(InputError) -> Conversation
  {
    let selection = options.selection
    if selection.since != nil || selection.until != nil {
      throw InputError(file: file, problem: ImportProblem.datesNeeded)
    }
    if options.me != nil {
      throw InputError(file: file, problem: ImportProblem.localUserOfNative)
    }
    guard !selection.keepsAll || options.anonymize else { return conversation }
    var collector = try SelectionCollector(
      selection, file: file, maxMessages: options.limits.maxMessages)
    for (index, message) in conversation.messages.enumerated() {
      var imported = ImportedMessage(author: message.from, text: message.text)
      imported.id = message.id
      imported.line = index
      collector.offer(imported)
      if collector.isDone { break }
    }
    let kept = collector.messages.map { conversation.messages[$0.line] }
    guard !kept.isEmpty else {
      throw InputError(file: file, reason: "the selection keeps no messages of this conversation")
    }
    var result = conversation
    result.messages = kept
    guard options.anonymize else { return result }
    let authors = conversation.participants.map { ImportedAuthor(id: $0.id, name: $0.name) }
    let anonymizer = Anonymizer(authors: authors, otherNames: [])
    result.participants = conversation.participants.map { participant in
      Participant(
        id: anonymizer.ids[participant.id] ?? participant.id,
        name: anonymizer.names[participant.id] ?? participant.name, color: participant.color)
    }
    result.localUser = anonymizer.ids[conversation.localUser] ?? conversation.localUser
    result.title = conversation.title.map(anonymizer.scrub)
    result.screen.subtitle = conversation.screen.subtitle.map(anonymizer.scrub)
    result.messages = kept.map { message in
      var message = message
      let from = message.from
      if !message.from.isEmpty { message.from = anonymizer.ids[message.from] ?? message.from }
      let text = anonymizer.scrub(message.text)
      // Entities count UTF-16 units of the text as written: of a changed text, none holds.
      if text != message.text { message.entities = [] }
      message.text = text
      if case .from(let name) = message.forwarded {
        message.forwarded = .from(anonymizer.scrub(name))
      }
      if var image = message.image {
        image.alt = image.alt.map(anonymizer.scrub)
        message.image = image
        // A photo whose path names someone is left out: the metadata records the path, and
        // the transcript its name.
        if anonymizer.namesSomeone(image.source.shownPath) {
          message.image = nil
          if message.text.isEmpty, !message.from.isEmpty {
            message = .system("\(anonymizer.names[from] ?? message.from) sent a photo")
          }
        }
      }
      return message
    }
    return result
  }
}
