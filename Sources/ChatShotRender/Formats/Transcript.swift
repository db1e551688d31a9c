import ChatShotModel

/// What a chat picture shows, as plain text: one line per message, in order, every message
/// included (`--alt-text`, `chatshot transcript`, the `alt` of `--html`).
///
/// ```
/// Maya, Sat 09:12: Morning! Still up for the hike tomorrow?
/// Ana joined
/// Maya is typing…
/// ```
///
/// A message reads "Name, time: text" ("Name: text" without a time); a line break inside a
/// text becomes a space. System rows are their text; a typing indicator says who is typing.
/// Forwarded messages say so, and from whom; edited ones end with "(edited)"; a delivery
/// state other than sent is said in words ("(read)", "(not delivered)"). A reply names whom
/// it answers and what ("(replying to Maya: Morning!)"), a photo is "[photo: its alt or file
/// name]" before its caption, and reactions follow the text ("(reactions: 👍 2, ❤️)").
public enum Transcript {
  /// The transcript of `conversation`, each line ending in a line feed.
  public static func text(of conversation: Conversation) -> String {
    let byID = index(conversation)
    return conversation.messages.map { line(for: $0, in: conversation, byID: byID) + "\n" }
      .joined()
  }

  /// The transcript on one line (`; ` between messages): for an `alt` attribute.
  public static func singleLine(of conversation: Conversation) -> String {
    let byID = index(conversation)
    return conversation.messages.map { line(for: $0, in: conversation, byID: byID) }
      .joined(separator: "; ")
  }

  /// The messages with an id, by id (the first of each).
  private static func index(_ conversation: Conversation) -> [String: Message] {
    var byID: [String: Message] = [:]
    for message in conversation.messages {
      if let id = message.id, byID[id] == nil { byID[id] = message }
    }
    return byID
  }

  /// One message in words; `byID` finds the messages replies quote.
  static func line(
    for message: Message, in conversation: Conversation, byID: [String: Message] = [:]
  ) -> String {
    let text = flattened(message.text)
    // A name may hold a line break too: each message stays one line.
    let name = flattened(conversation.participant(message.from)?.name ?? message.from)
    switch message.kind {
    case .system:
      return text
    case .typing:
      return name + " is typing…"
    case .text:
      var out = name
      if let time = message.time { out += ", " + flattened(time) }
      out += ": "
      switch message.forwarded {
      case .unnamed: out += "(forwarded) "
      case .from(let origin): out += "(forwarded from \(flattened(origin))) "
      case nil: break
      }
      if let quoted = message.replyTo.flatMap({ byID[$0] }) {
        let who = flattened(conversation.participant(quoted.from)?.name ?? quoted.from)
        let what = quoted.text.isEmpty && quoted.image != nil ? "a photo" : flattened(quoted.text)
        out += "(replying to \(who): \(excerpt(what))) "
      }
      if let image = message.image {
        let name = image.path.split(separator: "/").last.map(String.init) ?? image.path
        out += "[photo: \(flattened(image.alt ?? name))]" + (text.isEmpty ? "" : " ")
      }
      out += text
      if !message.reactions.isEmpty {
        out +=
          " (reactions: \(message.reactions.map { flattened($0.label) }.joined(separator: ", ")))"
      }
      if message.edited { out += " (edited)" }
      switch message.status {
      case .sending: out += " (sending)"
      case .delivered: out += " (delivered)"
      case .read: out += " (read)"
      case .failed: out += " (not delivered)"
      case .sent, nil: break
      }
      return out
    }
  }

  /// At most 60 characters of `text`, "…" where it is cut.
  private static func excerpt(_ text: String) -> String {
    text.count <= 60 ? text : String(text.prefix(59)) + "…"
  }

  /// `text` with each run of line breaks and tabs as one space, ends trimmed.
  private static func flattened(_ text: String) -> String {
    var out = ""
    var pendingSpace = false
    for c in text {
      if c.isNewline || c == "\t" {
        pendingSpace = !out.isEmpty
        continue
      }
      if pendingSpace, c != " " { out.append(" ") }
      pendingSpace = false
      out.append(c)
    }
    return out
  }
}
