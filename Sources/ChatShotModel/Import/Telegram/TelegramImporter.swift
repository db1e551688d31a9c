import ChatShotCore

/// Reads Telegram Desktop's JSON export of one chat (`result.json`), or one chat of its
/// export of a whole account (docs/import.md#telegram).
///
/// Messages keep their `date` as written (Telegram writes the exporting machine's local time);
/// `text` (a string, or strings and `{type, text, href}` parts) becomes text with formatted
/// spans; service messages become system rows in words; `photo` is a photo when the file is
/// in the export's folder; a sticker is its emoji, a poll a card of its answers. The local
/// user is the account's owner in an account export; in a personal chat, the author who is
/// not the chat's name.
enum TelegramImporter {
  static func read(
    _ input: ImportInput, options: ImportOptions, into collector: inout SelectionCollector
  ) throws(InputError) -> ImportedChat {
    let root = try FormatDetection.parseJSON(input.bytes, file: input.file, limits: options.limits)
    guard TelegramAccount.isAccount(root.value) else {
      return try readChat(root, folder: input.folder, into: &collector)
    }
    let node = try TelegramAccount.chat(root, chosen: options.chat, file: input.file)
    var chat = try readChat(node, folder: input.folder, into: &collector)
    if let owner = try TelegramAccount.owner(root) {
      chat.author(owner)
      chat.localUser = owner.id
    }
    return chat
  }

  /// One chat: `{name, type, id, messages}`.
  private static func readChat(
    _ root: JSONNode, folder: ExportFolder, into collector: inout SelectionCollector
  ) throws(InputError) -> ImportedChat {
    guard let list = root.field("messages") else {
      throw root.error("missing required key \"messages\" (a Telegram export of one chat)")
    }
    var chat = ImportedChat()
    let chatName = try root.text("name")
    let chatType = try root.text("type")
    let isChannel = chatType == "public_channel" || chatType == "private_channel"
    if chatType != "personal_chat" { chat.title = chatName }
    for node in try list.array() {
      let type = try node.text("type") ?? "message"
      // `date` (local ISO time) or, failing that, `date_unixtime` (shown in UTC); some
      // tools write neither.
      let stamp = try (node.field("date") ?? node.field("date_unixtime")).map {
        node throws(InputError) in
        try node.exportDate(example: "2023-01-05T10:11:12", unixSeconds: true)
      }
      if stamp != nil { chat.hasDates = true }
      var message: ImportedMessage
      if type == "service" {
        message = .system(try serviceText(node, inChannel: isChannel), stamp: stamp)
        if let actor = try node.text("actor") {
          chat.mentioned.append(ImportedAuthor(id: try node.text("actor_id") ?? actor, name: actor))
        }
        for member in try node.elements("members") {
          if case .string(let name) = member.value.kind {
            chat.mentioned.append(ImportedAuthor(id: name, name: name))
          }
        }
      } else {
        message = try self.message(node, folder: folder, chat: &chat)
        message.stamp = stamp
      }
      message.id = try node.text("id")
      collector.offer(message)
      if collector.isDone { break }
    }
    if chatType == "personal_chat", let chatName {
      let others = chat.authors.filter { $0.name != chatName }
      if others.count == 1, chat.authors.count == 2 { chat.localUser = others[0].id }
    }
    return chat
  }

  /// A person's message: its author, text (a sticker's emoji, a poll's card), reply,
  /// forwarding, attachments and reactions.
  private static func message(_ node: JSONNode, folder: ExportFolder, chat: inout ImportedChat)
    throws(InputError) -> ImportedMessage
  {
    let authorID = try node.firstText("from_id", "from") ?? "deleted"
    let name = try node.text("from") ?? "Deleted Account"
    chat.author(ImportedAuthor(id: authorID, name: name))
    // Older exports have only `text`, some tools only `text_entities`: the same parts.
    var text = try richText(node.field("text") ?? node.field("text_entities"))
    let isSticker = try node.text("media_type") == "sticker"
    if isSticker, text.text.isEmpty, let emoji = try node.text("sticker_emoji") {
      text.append(emoji)
    }
    if let poll = node.field("poll") { text = try TelegramPoll.card(poll, after: text) }
    var message = ImportedMessage(author: authorID, text: text.text)
    message.spans = text.spans
    message.edited = node.field("edited") != nil
    message.replyTo = try node.text("reply_to_message_id")
    if let from = try node.text("forwarded_from") {
      message.forwardedFrom = from
      chat.mentioned.append(ImportedAuthor(id: from, name: from))
    }
    // A sticker with its emoji is that emoji; its `.webp` file is not drawn.
    if !(isSticker && !message.text.isEmpty) {
      message.attachments = try attachments(node, folder: folder)
    }
    for reaction in try node.elements("reactions") {
      let emoji = try reaction.firstText("emoji", "document_id") ?? "?"
      let count = try reaction.field("count")?.integer(in: 0...Int(Int32.max)) ?? 1
      message.reactions.append(ImportedReaction(emoji: emoji, count: count))
    }
    return message
  }

  /// Telegram's `text`: a string, or an array of strings and `{type, text, href?}` parts.
  static func richText(_ node: JSONNode?) throws(InputError) -> ExportText {
    var out = ExportText()
    guard let node else { return out }
    if case .string(let text) = node.value.kind {
      out.append(text)
      return out
    }
    for part in try node.array() {
      if case .string(let text) = part.value.kind {
        out.append(text)
        continue
      }
      let text = try part.requiredText("text")
      let style: ImportedSpan.Style? =
        switch try part.text("type") ?? "plain" {
        case "bold": .bold
        case "italic": .italic
        case "strikethrough": .strikethrough
        case "underline": .underline
        case "code": .code
        case "pre": .pre
        case "link", "text_link", "email", "phone": .link
        case "mention", "mention_name": .mention
        case "spoiler": .spoiler
        default: nil
        }
      out.append(text, style: style, url: try part.text("href"))
    }
    return out
  }

  private static func attachments(_ node: JSONNode, folder: ExportFolder) throws(InputError)
    -> [ImportedAttachment]
  {
    var found: [ImportedAttachment] = []
    if let photo = try node.text("photo") {
      // "(File not included. Change data exporting settings to download.)"
      let left = photo.hasPrefix("(")
      found.append(
        ImportedAttachment(
          name: left ? "photo" : photo, isPhoto: true, isPresent: !left && folder.contains(photo)))
    }
    if let file = try node.text("file") {
      let isPhoto = try node.text("mime_type")?.hasPrefix("image/") ?? false
      let name =
        file.hasPrefix("(File not included") ? try node.text("file_name") ?? "a file" : file
      found.append(
        ImportedAttachment(name: name, isPhoto: isPhoto, isPresent: folder.contains(file)))
    }
    return found
  }
}
