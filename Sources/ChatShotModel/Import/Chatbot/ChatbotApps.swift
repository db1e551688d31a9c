import ChatShotCore

/// Chatbot apps' data exports, one conversation of their `conversations.json` at a time
/// (picked by ``ImportOptions/chat``): ChatGPT's (`title`, `mapping` of nodes, `current_node`)
/// and Claude's (`name`, `uuid`, `chat_messages`).
enum ChatbotApps {
  /// Whether `root` is such an export: an array whose first conversation has `mapping` or
  /// `chat_messages`.
  static func isApp(_ root: JSONValue) -> Bool {
    guard case .array(let list) = root.kind, let first = list.first,
      case .object(let members) = first.kind
    else { return false }
    return members.contains { $0.key == "mapping" || $0.key == "chat_messages" }
  }

  /// The chosen conversation's user and assistant messages, offered to `collector`; its
  /// title.
  static func read(
    _ root: JSONNode, options: ImportOptions, file: String,
    into collector: inout SelectionCollector
  ) throws(InputError) -> String? {
    let list = try root.array()
    var candidates: [ChatCandidate] = []
    for node in list {
      candidates.append(
        ChatCandidate(
          name: try node.firstText("title", "name"),
          id: try node.firstText("conversation_id", "id", "uuid")))
    }
    let index = try ChatChoice.pick(options.chat, among: candidates, file: file)
    let conversation = list[index]
    let turns =
      conversation.field("mapping") != nil
      ? try chatGPTBranch(conversation) : try conversation.elements("chat_messages")
    for turn in turns {
      guard let message = try message(turn, options: options) else { continue }
      collector.offer(message)
      if collector.isDone { break }
    }
    return candidates[index].name
  }

  /// ChatGPT's messages on the branch shown: from `current_node` up by `parent` to the
  /// root, in one pass (a cycle stops it), then in order.
  private static func chatGPTBranch(_ conversation: JSONNode) throws(InputError) -> [JSONNode] {
    guard let mapping = conversation.field("mapping") else { return [] }
    var branch: [JSONNode] = []
    var seen: Set<String> = []
    var next = try conversation.text("current_node")
    while let id = next, seen.insert(id).inserted, let node = mapping.field(id) {
      if let message = node.field("message") { branch.append(message) }
      next = try node.text("parent")
    }
    return branch.reversed()
  }

  /// One turn: ChatGPT's `{author: {role}, content: {parts}, create_time}` or Claude's
  /// `{sender, text, content: [{type, text}], created_at}`; nil for what is not shown.
  private static func message(_ node: JSONNode, options: ImportOptions) throws(InputError)
    -> ImportedMessage?
  {
    var role = try node.field("author")?.text("role")
    if role == nil { role = try node.text("sender") }
    var texts: [String] = []
    if let content = node.field("content"), content.arrayCount == nil {
      for part in try content.elements("parts") {
        if case .string(let text) = part.value.kind { texts.append(text) }
      }
    } else if let text = try node.text("text"), !text.isEmpty {
      texts.append(text)
    } else {
      for part in try node.elements("content") where try part.text("type") == "text" {
        texts.append(try part.text("text") ?? "")
      }
    }
    let text = texts.filter { !$0.isEmpty }.joined(separator: "\n\n")
    var message = ImportedMessage(author: nil, text: text)
    switch role ?? "" {
    case "user", "human": message.author = ChatbotImporter.userID
    case "assistant":
      message.author = ChatbotImporter.assistantID
      message.isMarkdown = true
    case "system":
      guard options.showSystem else { return nil }
      message.text = "System: " + text
    default: return nil
    }
    if text.isEmpty { return nil }
    if let seconds = try node.field("create_time")?.number() {
      message.stamp = ChatTimestamp(unixSeconds: Int64(seconds.rounded(.down)))
    } else if let created = node.field("created_at") {
      message.stamp = try? created.exportDate(example: "2024-03-01T10:00:00Z")
    }
    return message
  }
}
