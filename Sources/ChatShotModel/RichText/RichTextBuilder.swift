/// The formatted text of each message: Markdown parsed, entities applied, and URLs, e-mail
/// addresses and @mentions of participants found in every format.
package enum RichTextBuilder {
  /// How `message` is read: its own `format`, else plain when it has entities, else the
  /// conversation's `markup`, else plain.
  static func format(of message: Message, in conversation: Conversation) -> TextFormat {
    message.format ?? (message.entities.isEmpty ? conversation.markup : nil) ?? .plain
  }

  /// The rich text of a text message, or nil when it is plain text with nothing to style
  /// (drawn exactly as before). `content` is the plain text as drawn (emoticons replaced when
  /// `emoticons` is set).
  package static func richText(
    for message: Message, in conversation: Conversation, content: String, emoticons: Bool,
    links: AutoLinks
  ) -> RichText? {
    guard message.kind == .text else { return nil }
    var rich: RichText
    if format(of: message, in: conversation) == .markdown {
      rich = MarkdownParser.parse(message.text, emoticons: emoticons)
    } else if !message.entities.isEmpty {
      rich = EntityText.richText(
        message.text, entities: message.entities, emoticons: emoticons, links: links)
    } else {
      rich = RichText(blocks: [RichBlock(text: content)])
      if rich.blocks[0].text.isEmpty { return nil }
    }
    for index in rich.blocks.indices { addAutoLinks(&rich.blocks[index], links: links) }
    if message.format == nil, message.entities.isEmpty, conversation.markup != .markdown,
      rich.isPlain
    {
      return nil
    }
    return rich
  }

  /// Links found in `block`'s text outside code and existing links.
  static func addAutoLinks(_ block: inout RichBlock, links: AutoLinks) {
    guard block.kind == .paragraph else { return }
    let taken = block.spans.filter {
      if case .link = $0.style { return true }
      return $0.style == .code
    }
    let found = links.spans(in: block.text) { offset in
      taken.contains { $0.start <= offset && offset < $0.end }
    }
    guard !found.isEmpty else { return }
    block.spans.append(contentsOf: found)
    block.spans.sort { ($0.start, -$0.end) < ($1.start, -$1.end) }
  }
}
