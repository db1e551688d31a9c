import ChatShotCore

/// Reads WhatsApp's "Export chat" text, Android's and iOS's, in any of their date and clock
/// styles (docs/import.md#whatsapp).
///
/// Two passes over the bytes, neither keeping the whole chat: the first reads only the dates
/// to settle day-first or month-first from the whole file (a field above 12, then which
/// reading keeps the dates in order), the second builds messages one by one and hands each
/// to the selection, which keeps only what it needs.
enum WhatsAppImporter {
  static func read(
    _ input: ImportInput, options: ImportOptions, into collector: inout SelectionCollector
  )
    throws(InputError) -> ImportedChat
  {
    var dayFirst: Bool
    if let forced = options.dayFirst {
      dayFirst = forced
    } else {
      dayFirst = try decideDayOrder(input)
    }
    var chat = ImportedChat()
    chat.hasDates = true
    var pending: ImportedMessage?
    var lines = ExportLines(input.bytes)
    var sawHeader = false
    while let (number, slice) = lines.nextSlice() {
      let header = WhatsAppHeader.parse(slice)
      if let header, !ChatTimestamp.years.contains(header.year) {
        throw InputError(
          file: input.file, location: SourceLocation(line: number, column: 1, offset: 0),
          reason: "the year \(header.year) \(ChatTimestamp.outOfRange)")
      }
      if let header, let stamp = header.stamp(dayFirst: dayFirst) {
        if let done = pending { collector.offer(done) }
        if header.twelveHour { chat.clock = .twelveHour }
        sawHeader = true
        let rest = String(decoding: slice.dropFirst(header.restStart), as: UTF8.self)
        pending = message(rest, stamp: stamp, line: number, isIOS: header.isIOS, chat: &chat)
        if collector.isDone { break }
      } else if pending != nil {
        pending?.text += "\n" + String(decoding: slice, as: UTF8.self)
      } else if !slice.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) {
        throw InputError(
          file: input.file, location: SourceLocation(line: number, column: 1, offset: 0),
          reason: "expected a WhatsApp message line such as '06/03/2017, 00:45 - Ann: text' "
            + "or '[3/27/22, 21:41:35] Ann: text'")
      }
    }
    if let done = pending { collector.offer(done) }
    guard sawHeader else {
      throw InputError(file: input.file, reason: "no WhatsApp message lines found")
    }
    // Only the kept messages are looked at again (attachments, omitted media, edits): with
    // `--last 50`, fifty of them.
    collector.transform { finish($0, input: input) }
    return chat
  }

  /// The message a header line begins: `rest` is what follows the time.
  private static func message(
    _ rest: String, stamp: ChatTimestamp, line: Int, isIOS: Bool, chat: inout ImportedChat
  ) -> ImportedMessage {
    let rest = String(rest.unicodeScalars.drop(while: DirectionMarks.contains))
    guard let colon = authorEnd(in: rest) else {
      return .system(dropMarks(rest), stamp: stamp, line: line)
    }
    let author = authorName(rest[..<colon])
    var text = String(rest[rest.index(after: colon)...])
    if text.hasPrefix(" ") { text.removeFirst() }
    let badAuthor =
      author.isEmpty || author.unicodeScalars.count > 60
      || author.contains(where: { "\"“”«»".contains($0) })
    if badAuthor { return .system(dropMarks(rest), stamp: stamp, line: line) }
    // iOS group events: the group's name as the author, the text after U+200E.
    if isIOS, text.hasPrefix("\u{200E}") {
      let plain = dropMarks(text)
      if WhatsAppAttachments.attachment(in: plain) == nil, !WhatsAppAttachments.isOmitted(plain),
        WhatsAppAttachments.omittedDocument(in: plain) == nil
      {
        if !chat.otherNames.contains(author) { chat.otherNames.append(author) }
        return .system(plain, stamp: stamp, line: line)
      }
    }
    text = dropMarks(text)
    var message = ImportedMessage(author: author, text: text)
    message.stamp = stamp
    message.line = line
    chat.author(ImportedAuthor(id: author, name: author))
    return message
  }

  /// The colon that ends the author: the first one, even with no space after it
  /// (`Ann:.`, `Ann:hi`), unless it is inside a time (`10:00`) or a link (`https://`); then
  /// the first `: `. Nil for an event, which has no colon after a name.
  private static func authorEnd(in rest: String) -> String.Index? {
    guard let colon = rest.firstIndex(of: ":") else { return nil }
    let after = rest[rest.index(after: colon)...]
    let inTime =
      colon > rest.startIndex && rest[rest.index(before: colon)].isNumber
      && after.first?.isNumber == true
    if after.hasPrefix("//") || inTime { return rest.range(of: ": ")?.lowerBound }
    return colon
  }

  /// Settles a kept message's attachments, omitted media, edited mark and formatting.
  private static func finish(_ message: ImportedMessage, input: ImportInput) -> ImportedMessage {
    var message = message
    for suffix in ["<This message was edited>", "<Se editó este mensaje.>"]
    where message.text.hasSuffix(suffix) {
      message.text = String(message.text.dropLast(suffix.count)).trimmingWhitespace()
      message.edited = true
    }
    if message.author != nil {
      if deletedTexts.contains(message.text) {
        message.text = "🚫 This message was deleted"
      } else if let (name, caption) = WhatsAppAttachments.attachment(in: message.text) {
        message.attachments = [
          ImportedAttachment(
            name: name, isPhoto: WhatsAppAttachments.isPhoto(name),
            isPresent: input.folder.contains(name))
        ]
        message.text = caption
      } else if let name = WhatsAppAttachments.omittedDocument(in: message.text) {
        message.attachments = [ImportedAttachment(name: name, isPhoto: false, isPresent: false)]
        message.text = ""
      } else if WhatsAppAttachments.isOmitted(message.text) {
        message.text = "\(message.author ?? "") sent media (not in the export)"
        message.isNotice = true
      }
      if !message.isNotice, message.text.contains(where: { "*_~`".contains($0) }) {
        let markup = SlackMarkup.whatsApp(message.text)
        message.text = markup.text
        message.spans = markup.spans
      }
    }
    return message
  }

  /// What WhatsApp writes for a deleted message.
  private static let deletedTexts: Set<String> = [
    "<This message was deleted>", "This message was deleted", "You deleted this message",
    "<You deleted this message>",
  ]

  /// `text` without direction marks (``DirectionMarks``), wherever they are.
  static func dropMarks<S: StringProtocol>(_ text: S) -> String {
    DirectionMarks.dropped(from: text)
  }

  /// An author as written, without direction marks and the `~ ` (or `~` and U+202F or
  /// U+00A0) that marks a name not in the phone's contacts.
  static func authorName(_ written: Substring) -> String {
    let name = dropMarks(written)
    guard name.hasPrefix("~"), let second = name.unicodeScalars.dropFirst().first,
      second == " " || second == "\u{202F}" || second == "\u{00A0}"
    else { return name }
    return String(name.unicodeScalars.dropFirst(2))
  }

  /// Day-first (true) or month-first from every date in the file: a first field above 12
  /// means day-first, a second field above 12 month-first; otherwise the reading under which
  /// dates go backwards less often. When the dates cannot tell (every date could be either),
  /// the dates in attachment names decide (`…-PHOTO-2020-11-02-….jpg` on a `02/11/2020` line
  /// is day-first), then the locale: a word before the time (`klo`) or media words in a
  /// language other than English mean day-first. Last, the clock decides as the phones do:
  /// 12-hour clocks come with month-first dates (the US), 24-hour clocks with day-first ones;
  /// the date separators show what was chosen. Every file has a clock, so this never refuses.
  static func decideDayOrder(_ input: ImportInput) throws(InputError) -> Bool {
    var lines = ExportLines(input.bytes)
    var firstOver12 = false
    var secondOver12 = false
    var differs = false
    var back = (day: 0, month: 0)
    var previous: (day: Int?, month: Int?) = (nil, nil)
    var twelveHour = false
    var names = (day: 0, month: 0)
    var localeDayFirst = false
    while let (_, slice) = lines.nextSlice() {
      guard let header = WhatsAppHeader.parse(slice), !header.yearFirst else { continue }
      if header.first > 12 { firstOver12 = true }
      if header.second > 12 { secondOver12 = true }
      if header.first != header.second { differs = true }
      if header.twelveHour { twelveHour = true }
      if header.wordBeforeTime { localeDayFirst = true }
      let asDay = header.stamp(dayFirst: true)?.dayNumber
      let asMonth = header.stamp(dayFirst: false)?.dayNumber
      if let a = asDay, let p = previous.day, a < p { back.day += 1 }
      if let a = asMonth, let p = previous.month, a < p { back.month += 1 }
      previous = (asDay ?? previous.day, asMonth ?? previous.month)
      if firstOver12 || secondOver12 || header.first == header.second { continue }
      let rest = String(decoding: slice.dropFirst(header.restStart), as: UTF8.self)
      if let date = WhatsAppAttachments.nameDate(in: rest[...]), date.year == header.year {
        if (date.day, date.month) == (header.first, header.second) { names.day += 1 }
        if (date.month, date.day) == (header.first, header.second) { names.month += 1 }
      }
      if !localeDayFirst, WhatsAppAttachments.inDayFirstLanguage(rest.lowercased()) {
        localeDayFirst = true
      }
    }
    switch (firstOver12, secondOver12) {
    case (true, false): return true
    case (false, true): return false
    case (true, true):
      throw InputError(file: input.file, problem: ImportProblem.dateOrderUnknown)
    case (false, false):
      if !differs || back.day < back.month { return true }
      if back.month < back.day { return false }
      if names.day != names.month { return names.day > names.month }
      return localeDayFirst || !twelveHour
    }
  }
}
