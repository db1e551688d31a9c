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
/// state other than sent is said in words ("(read)", "(not delivered)").
public enum Transcript {
  /// The transcript of `conversation`, each line ending in a line feed.
  public static func text(of conversation: Conversation) -> String {
    conversation.messages.map { line(for: $0, in: conversation) + "\n" }.joined()
  }

  /// The transcript on one line (`; ` between messages): for an `alt` attribute.
  public static func singleLine(of conversation: Conversation) -> String {
    conversation.messages.map { line(for: $0, in: conversation) }.joined(separator: "; ")
  }

  /// One message in words.
  static func line(for message: Message, in conversation: Conversation) -> String {
    let text = flattened(message.text)
    let name = conversation.participant(message.from)?.name ?? message.from
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
      out += text
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
