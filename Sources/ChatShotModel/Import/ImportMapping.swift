import ChatShotCore

/// Turns what an importer read (`ImportedChat`) into a native `Conversation`: settles the
/// local user, applies `--anonymize`, makes time labels and date separators, and maps each
/// imported message to the native fields.
///
/// Formatted spans become `entities` (UTF-16; a span that would break the entity rules is
/// dropped, and none are kept when `--anonymize` changed the text); a chatbot assistant's
/// Markdown becomes `format: markdown`; the first present photo becomes the message's
/// `image` (its text the caption), while further attachments, missing ones and other files
/// stay notice rows (`Ann sent a photo: IMG-0001.jpg`); reactions become `reactions`; a reply
/// becomes `replyTo` when the quoted text message is in the output (ids: the export's when
/// they are unique and not anonymised, else neutral `m12` ids on quoted messages), and is
/// dropped when the selection cut it.
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
    let folderNamesSomeone =
      chat.folder.map { anonymizer?.namesSomeone($0.description) == true } ?? false
    let pattern = options.timeFormat ?? chat.clock.defaultPattern
    let format: TimeFormat
    switch TimeFormat.parse(pattern) {
    case .success(let parsed): format = parsed
    case .failure(let problem):
      throw InputError(file: file, problem: ImportProblem.timeFormat(reason: problem.reason))
    }
    let byID = Dictionary(chat.authors.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    func id(_ author: String) -> String { anonymizer?.ids[author] ?? author }
    func name(_ author: String) -> String {
      anonymizer?.names[author] ?? byID[author]?.name ?? author
    }
    func scrub(_ text: String) -> String { anonymizer?.scrub(text) ?? text }

    let uniqueIDs = Set(chat.messages.compactMap(\.id)).count == chat.messages.count
    let exportIDs = uniqueIDs && !options.anonymize
    var messages: [Message] = []
    var sources: [Int?] = []  // for each of `messages`, the imported message it names
    var senders: [String] = []
    var lastDay: Int?
    for (position, imported) in chat.messages.enumerated() {
      if chat.hasDates, let stamp = imported.stamp, stamp.dayNumber != lastDay {
        lastDay = stamp.dayNumber
        messages.append(.system(TimeFormat.dateSeparator.format(stamp)))
        sources.append(nil)
      }
      if let problem = TextChecks.messageProblem(imported.text, limits: options.limits) {
        throw InputError(
          file: file, location: location(imported), reason: problem)
      }
      let time = imported.stamp.map(format.format) ?? imported.timeLabel
      var message: Message
      var attachments = imported.attachments
      if let author = imported.author, !imported.isNotice {
        let text = scrub(imported.text)
        message = Message(from: id(author), text: text, time: time)
        if imported.isMarkdown {
          message.format = .markdown
        } else if text == imported.text {
          message.entities = entities(imported.spans, text: text)
          // A link's hidden target may name someone: anonymised links go to their text.
          if anonymizer != nil {
            for index in message.entities.indices { message.entities[index].url = nil }
          }
        }
        if let photo = photo(
          attachments, folder: chat.folder, archivePhotos: chat.archivePhotos,
          anonymizer: anonymizer,
          folderNamesSomeone: folderNamesSomeone)
        {
          message.image = photo.image
          attachments.remove(at: photo.index)
        }
        message.reactions = reactions(imported.reactions, limits: options.limits)
        if !senders.contains(author) { senders.append(author) }
      } else {
        // Events carry no time label (WhatsApp and Telegram show none); notices of a
        // person's message keep theirs.
        message = .system(scrub(imported.text), time: imported.author == nil ? nil : time)
      }
      message.edited = imported.edited && message.kind == .text
      if let from = imported.forwardedFrom, message.kind == .text {
        message.forwarded = from.isEmpty ? .unnamed : .from(scrub(from))
      }
      if exportIDs, let messageID = imported.id { message.id = messageID }
      let hasText = !imported.text.isEmpty || attachments.isEmpty || message.image != nil
      if hasText {
        messages.append(message)
        sources.append(position)
      }
      for (index, attachment) in attachments.enumerated() {
        let who = imported.author.map(name) ?? "Someone"
        let what = attachment.isPhoto ? "a photo" : "a file"
        let missing = attachment.isPresent ? "" : " (not in the export)"
        var notice = Message.system(
          "\(who) sent \(what)\(missing): \(scrub(shownName(attachment.name)))", time: time)
        if !hasText, index == 0, exportIDs { notice.id = imported.id }
        messages.append(notice)
        sources.append(!hasText && index == 0 ? position : nil)
      }
    }
    linkReplies(&messages, sources: sources, chat: chat, exportIDs: exportIDs)
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
    let names = chat.authors.map(\.name)
    guard let me else {
      if let local = chat.localUser { return local }
      throw InputError(file: file, problem: ImportProblem.localUserUnknown(authors: names))
    }
    if let author = chat.authors.first(where: { $0.id == me || $0.name == me })
      ?? chat.authors.first(where: { $0.name.lowercased() == me.lowercased() })
      ?? chat.authors.first(where: { NameMatcher.sameName($0.name, me) })
    {
      return author.id
    }
    throw InputError(file: file, problem: ImportProblem.noSuchAuthor(me: me, authors: names))
  }
}
