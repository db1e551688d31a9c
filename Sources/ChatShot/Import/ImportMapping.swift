/// Turns what an importer read (`ImportedChat`) into a native `Conversation`: settles the
/// local user, applies `--anonymize`, makes time labels and date separators, and maps each
/// imported message to the native fields that exist.
///
/// Today's native model has text, time labels, system rows, ids and colours: formatted
/// spans are drawn as their plain text, attachments become notice rows (`Ann sent a photo:
/// IMG-0001.jpg`), replies and reactions are kept in `ImportedMessage` but not drawn.
enum ImportMapping {
  static func conversation(_ chat: ImportedChat, options: ImportOptions, file: String)
    throws(InputError) -> Conversation
  {
    var local: String
    if options.firstAuthorIsLocal, options.me == nil, chat.localUser == nil,
      let first = chat.authors.first
    {
      local = first.id
    } else {
      local = try localUser(chat, me: options.me, file: file)
    }
    let anonymizer =
      options.anonymize
      ? Anonymizer(
        authors: chat.authors
          + chat.mentioned.filter { m in !chat.authors.contains { $0.id == m.id } },
        otherNames: chat.otherNames) : nil
    let pattern = options.timeFormat ?? chat.clock.defaultPattern
    let format: TimeFormat
    switch TimeFormat.parse(pattern) {
    case .success(let parsed): format = parsed
    case .failure(let problem):
      throw InputError(
        file: file, reason: "--time-format: " + problem.reason, kind: .invalidRequest)
    }
    let byID = Dictionary(chat.authors.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    func id(_ author: String) -> String { anonymizer?.ids[author] ?? author }
    func name(_ author: String) -> String {
      anonymizer?.names[author] ?? byID[author]?.name ?? author
    }
    func scrub(_ text: String) -> String { anonymizer?.scrub(text) ?? text }

    let uniqueIDs = Set(chat.messages.compactMap(\.id)).count == chat.messages.count
    var messages: [Message] = []
    var senders: [String] = []
    var lastDay: Int?
    for imported in chat.messages {
      if chat.hasDates, let stamp = imported.stamp, stamp.dayNumber != lastDay {
        lastDay = stamp.dayNumber
        messages.append(.system(TimeFormat.dateSeparator.format(stamp)))
      }
      if let problem = TextChecks.messageProblem(imported.text, limits: options.limits) {
        throw InputError(
          file: file, location: location(imported), reason: problem)
      }
      let time = imported.stamp.map(format.format) ?? imported.timeLabel
      var message: Message
      if let author = imported.author, !imported.isNotice {
        message = Message(from: id(author), text: scrub(imported.text), time: time)
        if !senders.contains(author) { senders.append(author) }
      } else {
        // Events carry no time label (WhatsApp and Telegram show none); notices of a
        // person's message keep theirs.
        message = .system(scrub(imported.text), time: imported.author == nil ? nil : time)
      }
      message.edited = imported.edited && message.kind == .text
      if uniqueIDs, !options.anonymize, let messageID = imported.id { message.id = messageID }
      let hasText = !imported.text.isEmpty || imported.attachments.isEmpty
      if hasText { messages.append(message) }
      for attachment in imported.attachments {
        let who = imported.author.map(name) ?? "Someone"
        let what = attachment.isPhoto ? "a photo" : "a file"
        let missing = attachment.isPresent ? "" : " (not in the export)"
        var notice = Message.system(
          "\(who) sent \(what)\(missing): \(scrub(shownName(attachment.name)))", time: time)
        if !hasText, uniqueIDs, !options.anonymize { notice.id = imported.id }
        messages.append(notice)
      }
    }
    guard !messages.isEmpty else {
      throw InputError(file: file, reason: "the selection keeps no messages of this export")
    }
    var participants: [Participant] = []
    for author in senders + (senders.contains(local) ? [] : [local]) {
      let color = anonymizer == nil ? byID[author]?.color : nil
      participants.append(Participant(id: id(author), name: name(author), color: color))
    }
    let title = chat.title.map(scrub)
    return Conversation(
      title: title, participants: participants, localUser: id(local), theme: chat.theme,
      messages: messages)
  }

  /// A file's name without its folders (`photos/photo_1.jpg` → `photo_1.jpg`).
  private static func shownName(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }

  private static func location(_ message: ImportedMessage) -> SourceLocation? {
    message.line > 0 ? SourceLocation(line: message.line, column: 1, offset: 0) : nil
  }

  /// The local user's author id: `--me` (a name or id), else what the export says; never a
  /// guess.
  static func localUser(_ chat: ImportedChat, me: String?, file: String) throws(InputError)
    -> String
  {
    let names = chat.authors.map { quotedKey($0.name) }.joined(separator: ", ")
    guard let me else {
      if let local = chat.localUser { return local }
      throw InputError(
        file: file,
        reason: "cannot tell who the local user is: the export does not say; add --me NAME "
          + "(authors: \(names.isEmpty ? "none" : names))")
    }
    if let author = chat.authors.first(where: { $0.id == me || $0.name == me })
      ?? chat.authors.first(where: { $0.name.lowercased() == me.lowercased() })
    {
      return author.id
    }
    throw InputError(
      file: file,
      reason: "--me \(quotedKey(me)) names no author of this export (authors: "
        + "\(names.isEmpty ? "none" : names))", kind: .invalidRequest)
  }
}
