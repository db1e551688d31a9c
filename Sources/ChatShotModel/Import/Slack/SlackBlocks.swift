import ChatShotCore

/// A Slack message's content beyond `text`: Block Kit `blocks` (rich text, sections,
/// headers, context) and legacy `attachments`, as bots and integrations post them. `text`
/// wins over the blocks when it is not empty (Slack writes the same content in both); the
/// attachments follow as cards (`ExportCard`).
struct SlackBlocks {
  /// Users' and channels' names by id.
  let names: (String) -> String

  /// The content of `message`: its text or blocks, then its attachments.
  func content(of message: JSONNode) throws(InputError) -> ExportText {
    var out = ExportText()
    var text = try message.text("text") ?? ""
    // A file comment's words are its comment's, when its text is empty.
    if text.isEmpty { text = try message.field("comment")?.text("comment") ?? "" }
    if text.isEmpty {
      for block in try message.elements("blocks") { try self.block(block, into: &out) }
    } else {
      out.append(SlackMarkup.parse(text, names: names))
    }
    for attachment in try message.elements("attachments") {
      let card = try self.card(attachment).lines
      guard !card.isEmpty else { continue }
      out.breakLine()
      out.append(card)
    }
    out.trimTrailingSpace()
    return out
  }

  /// One legacy attachment as a card; its own blocks, when it has them, are its text.
  private func card(_ node: JSONNode) throws(InputError) -> ExportCard {
    var card = ExportCard()
    card.pretext = mrkdwn(try node.text("pretext"))
    // A link's unfurl names its site where a post names its author.
    card.author = try node.firstText("author_name", "service_name")
    card.title = try node.text("title")
    card.url = try node.text("title_link")
    card.text = mrkdwn(try node.text("text"))
    for block in try node.elements("blocks") { try self.block(block, into: &card.text) }
    for field in try node.elements("fields") {
      card.fields.append((try field.text("title") ?? "", mrkdwn(try field.text("value"))))
    }
    card.footer = try node.text("footer")
    card.fallback = try node.text("fallback")
    return card
  }

  private func mrkdwn(_ text: String?) -> ExportText {
    guard let text else { return ExportText() }
    return SlackMarkup.parse(text, names: names)
  }

  /// A text object (`{"type": "mrkdwn" | "plain_text", "text": …}`).
  private func textObject(_ node: JSONNode?, styles: [ImportedSpan.Style] = [])
    throws(InputError) -> ExportText
  {
    guard let node, let text = try node.text("text") else { return ExportText() }
    if try node.text("type") == "mrkdwn" { return SlackMarkup.parse(text, names: names) }
    var out = ExportText()
    out.append(text, styles: styles)
    return out
  }

  /// One top-level block, on lines of its own.
  private func block(_ node: JSONNode, into out: inout ExportText) throws(InputError) {
    var part = ExportText()
    switch try node.text("type") {
    case "rich_text":
      for element in try node.elements("elements") { try richBlock(element, into: &part) }
    case "section":
      part.append(try textObject(node.field("text")))
      for field in try node.elements("fields") {
        part.breakLine()
        part.append(try textObject(field))
      }
    case "header": part.append(try textObject(node.field("text"), styles: [.bold]))
    case "context":
      var first = true
      for element in try node.elements("elements") where try element.text("text") != nil {
        if !first { part.append("  ") }
        part.append(try textObject(element))
        first = false
      }
    default: return
    }
    part.trimTrailingSpace()
    guard !part.isEmpty else { return }
    out.breakLine()
    out.append(part)
  }

  /// A rich text section, list, quote or preformatted block.
  private func richBlock(_ node: JSONNode, into out: inout ExportText) throws(InputError) {
    switch try node.text("type") {
    case "rich_text_list":
      let ordered = try node.text("style") == "ordered"
      let indent = try node.field("indent")?.integer(in: 0...20) ?? 0
      for (n, item) in try node.elements("elements").enumerated() {
        out.breakLine()
        out.append(String(repeating: "  ", count: indent) + (ordered ? "\(n + 1). " : "• "))
        try richBlock(item, into: &out)
      }
      out.breakLine()
    case "rich_text_quote":
      out.breakLine()
      out.append("> ")
      try inline(node.elements("elements"), into: &out)
      out.breakLine()
    case "rich_text_preformatted":
      out.breakLine()
      try inline(node.elements("elements"), into: &out, extra: [.pre])
      out.breakLine()
    default: try inline(node.elements("elements"), into: &out)
    }
  }

  /// Inline elements: styled text, links, mentions, emoji.
  private func inline(
    _ elements: [JSONNode], into out: inout ExportText, extra: [ImportedSpan.Style] = []
  ) throws(InputError) {
    for element in elements {
      var styles = extra
      if let style = element.field("style") {
        let flags: [(String, ImportedSpan.Style)] = [
          ("bold", .bold), ("italic", .italic), ("strike", .strikethrough), ("code", .code),
        ]
        for (key, value) in flags where try style.field(key)?.bool() ?? false {
          styles.append(value)
        }
      }
      switch try element.text("type") {
      case "text": out.append(try element.text("text") ?? "", styles: styles)
      case "link":
        let url = try element.text("url") ?? ""
        let label = try element.text("text") ?? ""
        out.append(label.isEmpty ? url : label, styles: styles + [.link], url: url)
      case "user":
        out.append("@" + names(try element.text("user_id") ?? "?"), styles: [.mention])
      case "usergroup":
        out.append("@" + (try element.text("usergroup_id") ?? "?"), styles: [.mention])
      case "channel":
        out.append("#" + names(try element.text("channel_id") ?? "?"), styles: [.mention])
      case "broadcast":
        out.append("@" + (try element.text("range") ?? "here"), styles: [.mention])
      case "emoji":
        let name = try element.text("name") ?? ""
        out.append(SlackMarkup.emoji(named: name[...]) ?? ":\(name):", styles: styles)
      default: continue
      }
    }
  }
}
