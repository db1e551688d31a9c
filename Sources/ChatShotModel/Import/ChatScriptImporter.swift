import ChatShotCore

/// Reads a chat script (`.chat`), chatshot's format for writing a conversation by hand
/// without quoting anything (docs/import.md#chat-script):
///
///     @title Lunch plans
///     @theme wechat
///     @me Ann
///     # a comment
///     [09:41] Ann: Hungry?
///     Bob: Starving.
///       An indented line continues the message.
///     -- Bob shared his location
///
/// `@title`, `@theme` and `@me` may come anywhere; `[LABEL]` before a message is its time
/// label; `-- text` is a system row; a line starting with `\` is taken without that
/// backslash, so `\-- text` or `\@me: hi` are messages.
enum ChatScriptImporter {
  static func read(
    _ input: ImportInput, options: ImportOptions, into collector: inout SelectionCollector
  ) throws(InputError) -> ImportedChat {
    var chat = ImportedChat()
    var pending: ImportedMessage?
    var me: (name: String, line: Int)?
    var lines = ExportLines(input.bytes)
    func fail(_ line: Int, _ column: Int, _ reason: String) -> InputError {
      InputError(
        file: input.file, location: SourceLocation(line: line, column: column, offset: 0),
        reason: reason)
    }
    func flush(_ collector: inout SelectionCollector) {
      if let done = pending { collector.offer(done) }
      pending = nil
    }
    while let (number, raw) = lines.next() {
      if raw.hasPrefix("  ") || raw.hasPrefix("\t") {
        let continued = raw.trimmingWhitespace()
        if continued.isEmpty { continue }
        guard pending != nil else {
          throw fail(number, 1, "an indented line continues a message, but none came before")
        }
        pending?.text += "\n" + continued
        continue
      }
      let line = raw.trimmingWhitespace()
      if line.isEmpty || line.hasPrefix("#") { continue }
      flush(&collector)
      var rest = Substring(line)
      if rest.hasPrefix("\\") {
        rest = rest.dropFirst()
      } else if line.hasPrefix("@") {
        let (key, value) = split(line.dropFirst())
        switch key {
        case "title": chat.title = value
        case "theme": chat.theme = value
        case "me": me = (value, number)
        default:
          throw fail(
            number, 1,
            "unknown directive \(quotedKey("@" + key)); expected @title, @theme or @me "
              + "(write \\@ for a message that starts with @)")
        }
        if value.isEmpty { throw fail(number, 1, "@\(key) needs a value") }
        continue
      } else if line.hasPrefix("--") {
        pending = .system(String(line.dropFirst(2)).trimmingWhitespace(), line: number)
        continue
      }
      var label: String?
      if rest.hasPrefix("[") {
        guard let close = rest.firstIndex(of: "]") else {
          // `[12:01 Ann: hi` is a label left open, not a message from "[12".
          let column = raw.prefix { $0 == " " || $0 == "\t" }.count + line.count - rest.count + 1
          throw fail(
            number, column, "the time label opened with '[' is never closed with ']'")
        }
        label = String(rest[rest.index(after: rest.startIndex)..<close]).trimmingWhitespace()
        rest = rest[rest.index(after: close)...].drop { $0 == " " }
      }
      guard let colon = rest.firstIndex(of: ":"), colon != rest.startIndex,
        rest[..<colon].unicodeScalars.count <= 60
      else {
        throw fail(
          number, 1,
          "expected 'Name: text', '-- a system row', '@title', '@theme' or '@me', "
            + "or an indented line continuing a message")
      }
      let author = String(rest[..<colon]).trimmingWhitespace()
      var text = rest[rest.index(after: colon)...]
      if text.hasPrefix(" ") { text = text.dropFirst() }
      chat.author(ImportedAuthor(id: author, name: author))
      var message = ImportedMessage(author: author, text: String(text))
      message.timeLabel = label
      message.line = number
      pending = message
    }
    flush(&collector)
    if let me {
      guard chat.authors.contains(where: { $0.id == me.name }) else {
        throw fail(me.line, 1, "@me \(quotedKey(me.name)) writes no message in this script")
      }
      chat.localUser = me.name
    }
    return chat
  }

  private static func split(_ text: Substring) -> (String, String) {
    let key = text.prefix { $0 != " " && $0 != "\t" }
    return (String(key), String(text.dropFirst(key.count)).trimmingWhitespace())
  }
}
