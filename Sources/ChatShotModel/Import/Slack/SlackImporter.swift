import ChatShotCore

/// Reads a Slack export (docs/import.md#slack): a channel folder of `YYYY-MM-DD.json` files,
/// read one at a time in name order, with the export's `users.json` (in the channel folder's
/// parent, or the folder itself) for names and colours. Slack records only epochs, so times
/// are shown in UTC. Thread replies stay in time order, each referring to its thread's first
/// message.
struct SlackImporter {
  let options: ImportOptions
  let folder: ExportFolder
  var chat = ImportedChat()
  /// Users by id, from `users.json`, then from messages' `user_profile` (`learnProfiles`).
  var users: [String: ImportedAuthor] = [:]
  /// Channels' names by id, from `channels.json` and `groups.json`.
  var channels: [String: String] = [:]
  /// The channels listed there and the direct messages of `dms.json` and `mpims.json`, in
  /// order.
  var channelList: [ChatCandidate] = []
  /// Those chats by the name of their folder.
  var listedFolders: [String: ChatCandidate] = [:]

  init(options: ImportOptions, folder: ExportFolder) {
    self.options = options
    self.folder = folder
    chat.hasDates = true
  }

  /// Reads the export's `users.json` and its lists of chats (`chatLists`): the ones in the
  /// folder above the channel's, then the channel folder's own (which win). A link leading
  /// out of the export is refused.
  mutating func readExportLists() throws(InputError) {
    guard let root = folder.root else { return }
    for export in [ExportFolder(directory: root.directory), folder] {
      if let list = try list("users.json", in: export) { addUsers(list) }
      for (name, kind) in Self.chatLists {
        if let list = try list(name, in: export) { addChats(list, kind: kind) }
      }
    }
  }

  /// Reads the channel folder at `path`.
  static func read(
    folder path: FilePath, options: ImportOptions, into collector: inout SelectionCollector
  ) throws(InputError) -> ImportedChat {
    guard let names = FileSystem.entries(of: path) else {
      throw InputError(
        file: path.description, reason: "cannot read the folder: \(FileSystem.lastErrorText())",
        kind: .unreadableInput)
    }
    let days = names.filter { isDayFile($0.bytes) }
    guard !days.isEmpty else {
      throw InputError(
        file: path.description,
        reason: "no Slack day files (YYYY-MM-DD.json) in this folder; a Slack export's "
          + "channel folder holds them")
    }
    var slack = SlackImporter(
      options: options, folder: ExportFolder(directory: path))
    try slack.readExportLists()
    slack.chat.title = slack.title(folder: path.normalized.lastComponent.description)
    // Every day file, read or not (a selection may stop early): no output may replace one.
    slack.chat.memberFiles += days.map { path.appending($0) }
    for day in days {
      let file = path.appending(day)
      let bytes = try slack.folder.read(
        member: day.description, limit: options.limits.maxFileBytes)
      let root = try FormatDetection.parseJSON(
        bytes, file: file.description, limits: options.limits)
      try slack.readDay(root, into: &collector)
      if collector.isDone { break }
    }
    return slack.chat
  }

  /// Whether the folder at `path` holds Slack day files.
  static func hasDayFiles(_ path: FilePath) -> Bool {
    FileSystem.entries(of: path)?.contains { isDayFile($0.bytes) } ?? false
  }

  /// `2024-03-01.json`.
  static func isDayFile(_ name: [UInt8]) -> Bool {
    guard name.count == 15, name.suffix(5).elementsEqual(".json".utf8) else { return false }
    return ChatTimestamp.iso(String(decoding: name.prefix(10), as: UTF8.self)) != nil
  }

  /// The list in the file `name` of `export` when it is there; nil when it is absent or
  /// broken (names then fall back to the messages' own profiles and the ids). Its contents
  /// are never quoted: it is not a chat.
  private mutating func list(_ name: String, in export: ExportFolder) throws(InputError)
    -> [JSONNode]?
  {
    guard let root = export.root else { return nil }
    let path = root.appending(FilePath(name))
    guard FileSystem.kind(of: path) == .regular else { return nil }
    // Read or not, an output must not replace it.
    chat.memberFiles.append(path)
    let bytes = try export.read(member: name, limit: options.limits.maxFileBytes)
    return Self.list(bytes, file: path.description, limits: options.limits)
  }

  /// `bytes` as a JSON array, nil when they are not one.
  static func list(_ bytes: [UInt8], file: String, limits: InputLimits) -> [JSONNode]? {
    try? FormatDetection.parseJSON(bytes, file: file, limits: limits).array()
  }

  /// The people of `users.json`.
  mutating func addUsers(_ list: [JSONNode]) {
    defer { chat.mentioned = users.values.sorted { $0.id < $1.id } }
    for user in list {
      guard let id = try? user.text("id") else { continue }
      let profile = user.field("profile")
      let name =
        [
          (try? profile?.text("display_name")) ?? nil, (try? profile?.text("real_name")) ?? nil,
          (try? user.text("real_name")) ?? nil, (try? user.text("name")) ?? nil,
        ].compactMap { $0 }.first { !$0.isEmpty } ?? id
      var color = (try? user.text("color")) ?? nil
      color = color.map { "#" + $0.uppercased() }
      if let value = color, MessageRules.colorProblem(value) != nil { color = nil }
      let isBot = ((try? user.field("is_bot")?.bool()) ?? nil) ?? false
      users[id] = ImportedAuthor(
        id: id, name: isBot ? name + " [BOT]" : name, color: color, isBot: isBot)
    }
  }

  /// The name of user `id`.
  func name(_ id: String) -> String { users[id]?.name ?? id }

  /// Reads one day file (an array of messages).
  mutating func readDay(_ root: JSONNode, into collector: inout SelectionCollector)
    throws(InputError)
  {
    let nodes = try root.array()
    try learnProfiles(nodes)
    for node in nodes {
      guard let tsNode = node.field("ts") else { throw node.error("missing required key \"ts\"") }
      let ts = try node.requiredText("ts")
      guard let seconds = JSONNode.wholeSeconds(ts) else {
        throw tsNode.error("expected a Slack time like \"1672913472.000200\"")
      }
      guard let stamp = ChatTimestamp(unixSeconds: seconds) else {
        throw tsNode.error("the time \(quotedKey(ts)) \(ChatTimestamp.outOfRange)")
      }
      let subtype = try node.text("subtype")
      let author = try self.author(of: node, subtype: subtype)
      chat.author(author)
      let authorID = author.id
      let who = author.name
      var message: ImportedMessage
      switch subtype {
      case "channel_join": message = .system("\(who) joined the channel")
      case "channel_leave": message = .system("\(who) left the channel")
      case "channel_topic":
        message = .system("\(who) set the channel topic: \(try node.text("topic") ?? "")")
      case "channel_purpose":
        message = .system("\(who) set the channel purpose: \(try node.text("purpose") ?? "")")
      case "channel_name":
        message = .system("\(who) renamed the channel to #\(try node.text("name") ?? "")")
      default:
        // Mentions of people and of channels: Slack's ids of people (`U…`, `W…`) and of
        // channels (`C…`, `G…`) never meet.
        let (users, channels) = (self.users, self.channels)
        let markup = try SlackBlocks { users[$0]?.name ?? channels[$0] ?? $0 }.content(of: node)
        message = ImportedMessage(author: authorID, text: markup.text)
        message.spans = markup.spans
        message.edited = node.field("edited") != nil
        if let thread = try node.text("thread_ts"), thread != ts { message.replyTo = thread }
        for file in try node.elements("files") {
          let name = try file.firstText("name", "title") ?? "a file"
          let isPhoto = try file.text("mimetype")?.hasPrefix("image/") ?? false
          message.attachments.append(
            ImportedAttachment(name: name, isPhoto: isPhoto, isPresent: folder.contains(name)))
        }
        for reaction in try node.elements("reactions") {
          let name = try reaction.requiredText("name")
          let count = try reaction.field("count")?.integer(in: 0...Int(Int32.max)) ?? 1
          message.reactions.append(
            ImportedReaction(
              emoji: SlackMarkup.emoji(named: name[...]) ?? ":\(name):", count: count))
        }
      }
      message.stamp = stamp
      message.id = ts
      collector.offer(message)
      if let reason = collector.fullReason { throw node.error(reason) }
      if collector.isDone { return }
    }
  }
}
