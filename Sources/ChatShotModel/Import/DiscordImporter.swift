import ChatShotCore

/// Reads DiscordChatExporter's JSON (docs/import.md#discord): the author's nickname is the
/// name shown and their role colour the participant's colour, bots are marked `[BOT]`,
/// `timestamp` is shown in the offset it was written with, attachments are photos when the
/// exported file is in the export's folder, `reference` is the message replied to.
enum DiscordImporter {
  static func read(
    _ input: ImportInput, options: ImportOptions, into collector: inout SelectionCollector
  ) throws(InputError) -> ImportedChat {
    let root = try FormatDetection.parseJSON(input.bytes, file: input.file, limits: options.limits)
    guard let list = root.field("messages") else {
      throw root.error("missing required key \"messages\" (a DiscordChatExporter export)")
    }
    var chat = ImportedChat()
    chat.hasDates = true
    let guild = try root.field("guild")?.text("name")
    let channel = try root.field("channel")?.text("name")
    if let channel { chat.title = (guild.map { $0 + " " } ?? "") + "#" + channel }
    for node in try list.array() {
      guard let authorNode = node.field("author") else {
        throw node.error("missing required key \"author\"")
      }
      let id = try authorNode.requiredText("id")
      var name = try authorNode.firstText("nickname", "name") ?? id
      if try authorNode.field("isBot")?.bool() ?? false { name += " [BOT]" }
      var color = try authorNode.text("color")
      if let value = color, MessageRules.colorProblem(value) != nil { color = nil }
      chat.author(ImportedAuthor(id: id, name: name, color: color.map { $0.uppercased() }))
      let timestampNode = node.field("timestamp")
      guard let timestampNode else { throw node.error("missing required key \"timestamp\"") }
      let stamp = try timestampNode.exportDate(example: "2023-01-05T10:11:12.345+01:00")
      let type = try node.text("type") ?? "Default"
      let content = try node.text("content") ?? ""
      var message: ImportedMessage
      switch type {
      case "Default", "Reply":
        message = ImportedMessage(author: id, text: content)
      case "GuildMemberJoin", "RecipientAdd": message = .system("\(name) joined the server")
      case "RecipientRemove": message = .system("\(name) left")
      case "ChannelPinnedMessage": message = .system("\(name) pinned a message")
      case "ChannelNameChange": message = .system("\(name) changed the channel name: \(content)")
      case "ThreadCreated": message = .system("\(name) started a thread: \(content)")
      case "Call": message = .system("\(name) started a call")
      default: message = .system(content.isEmpty ? "\(name): \(type)" : content)
      }
      message.stamp = stamp
      message.id = try node.text("id")
      message.edited = node.field("timestampEdited") != nil
      message.replyTo = try node.field("reference")?.text("messageId")
      for attachment in try node.elements("attachments") {
        let url = try attachment.text("url") ?? ""
        let fileName = try attachment.text("fileName") ?? url
        let local = !url.contains("://")
        message.attachments.append(
          ImportedAttachment(
            name: local ? url : fileName, isPhoto: WhatsAppAttachments.isPhoto(fileName),
            isPresent: local && input.folder.contains(url)))
      }
      for reaction in try node.elements("reactions") {
        let emoji = try reaction.field("emoji")?.text("name") ?? "?"
        let count = try reaction.field("count")?.integer(in: 0...Int(Int32.max)) ?? 1
        message.reactions.append(ImportedReaction(emoji: emoji, count: count))
      }
      collector.offer(message)
      if collector.isDone { break }
    }
    return chat
  }
}
