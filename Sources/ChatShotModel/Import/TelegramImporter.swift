import ChatShotCore

/// Reads Telegram Desktop's JSON export of one chat (`result.json`, docs/import.md#telegram).
///
/// Messages keep their `date` as written (Telegram writes the exporting machine's local time);
/// `text` (a string, or strings and `{type, text, href}` parts) becomes text with formatted
/// spans; service messages become system rows in words; `photo` is a photo when the file is
/// in the export's folder. In a personal chat, the local user is the author who is not the
/// chat's name.
enum TelegramImporter {
  static func read(
    _ input: ImportInput, options: ImportOptions, into collector: inout SelectionCollector
  ) throws(InputError) -> ImportedChat {
    let root = try FormatDetection.parseJSON(input.bytes, file: input.file, limits: options.limits)
    guard let list = root.field("messages") else {
      throw root.error("missing required key \"messages\" (a Telegram export of one chat)")
    }
    var chat = ImportedChat()
    chat.hasDates = true
    let chatName = try root.text("name")
    let chatType = try root.text("type")
    if chatType != "personal_chat" { chat.title = chatName }
    for node in try list.array() {
      let type = try node.text("type") ?? "message"
      guard let dateNode = node.field("date") ?? node.field("date_unixtime") else {
        throw node.error("missing required key \"date\"")
      }
      let stamp = try stamp(dateNode)
      var message: ImportedMessage
      if type == "service" {
        message = .system(try serviceText(node), stamp: stamp)
        if let actor = try node.text("actor") {
          chat.mentioned.append(ImportedAuthor(id: try node.text("actor_id") ?? actor, name: actor))
        }
        for member in try node.elements("members") {
          if case .string(let name) = member.value.kind {
            chat.mentioned.append(ImportedAuthor(id: name, name: name))
          }
        }
      } else {
        let authorID = try node.firstText("from_id", "from") ?? "deleted"
        let name = try node.text("from") ?? "Deleted Account"
        chat.author(ImportedAuthor(id: authorID, name: name))
        // Older exports have only `text`, some tools only `text_entities`: the same parts.
        let text = try richText(node.field("text") ?? node.field("text_entities"))
        message = ImportedMessage(author: authorID, text: text.text)
        message.spans = text.spans
        message.stamp = stamp
        message.edited = node.field("edited") != nil
        message.replyTo = try node.text("reply_to_message_id")
        message.attachments = try attachments(node, folder: input.folder)
        for reaction in try node.elements("reactions") {
          let emoji = try reaction.firstText("emoji", "document_id") ?? "?"
          let count = try reaction.field("count")?.integer(in: 0...Int(Int32.max)) ?? 1
          message.reactions.append(ImportedReaction(emoji: emoji, count: count))
        }
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

  /// `date` (local ISO time) or, failing that, `date_unixtime` (shown in UTC).
  private static func stamp(_ node: JSONNode) throws(InputError) -> ChatTimestamp {
    try node.exportDate(example: "2023-01-05T10:11:12", unixSeconds: true)
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

  /// A service message in words: "Ann created the group “Trip”", "Bob joined".
  static func serviceText(_ node: JSONNode) throws(InputError) -> String {
    let actor = try node.text("actor") ?? "Someone"
    let members = try node.elements("members").map { m throws(InputError) in try m.string() }
    let list = members.joined(separator: ", ")
    let title = try node.text("title") ?? ""
    switch try node.text("action") ?? "" {
    case "create_group", "create_channel": return "\(actor) created the group “\(title)”"
    case "invite_members":
      return members == [actor] ? "\(actor) joined" : "\(actor) added \(list)"
    case "join_group_by_link": return "\(actor) joined the group via invite link"
    case "join_group_by_request": return "\(actor) joined"
    case "remove_members":
      return members == [actor] ? "\(actor) left" : "\(actor) removed \(list)"
    case "edit_group_title": return "\(actor) changed the group name to “\(title)”"
    case "edit_group_photo": return "\(actor) changed the group photo"
    case "delete_group_photo": return "\(actor) removed the group photo"
    case "pin_message": return "\(actor) pinned a message"
    case "phone_call", "group_call": return "\(actor) started a call"
    case "migrate_to_supergroup", "migrate_from_group": return "The group was upgraded"
    case "clear_history": return "History was cleared"
    case let other where !other.isEmpty:
      return "\(actor): " + other.split(separator: "_").joined(separator: " ")
    default: return try richText(node.field("text")).text
    }
  }
}
