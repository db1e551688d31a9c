import ChatShotCore

/// Reads a chatbot transcript: the chat-completion message list of LLM APIs and their logs,
/// `[{"role", "content"}]`, bare or under `"messages"` (docs/import.md#chatbot).
///
/// `user` is the local side, `assistant` the other (named by `--assistant-name`), with
/// Markdown on; `system` and `developer` prompts are left out unless `--show-system` (and are
/// then counted by `--messages`); tool calls and tool results become compact notice rows.
/// `content` is a string or a list of parts: text parts are joined, pictures are noted.
enum ChatbotImporter {
  static let userID = "user"
  static let assistantID = "assistant"

  static func read(
    _ input: ImportInput, options: ImportOptions, into collector: inout SelectionCollector
  ) throws(InputError) -> ImportedChat {
    let root = try FormatDetection.parseJSON(input.bytes, file: input.file, limits: options.limits)
    if ChatbotApps.isApp(root.value) {
      var chat = ImportedChat()
      chat.author(ImportedAuthor(id: userID, name: "You"))
      chat.author(ImportedAuthor(id: assistantID, name: options.assistantName))
      chat.localUser = userID
      chat.title = try ChatbotApps.read(
        root, options: options, file: input.file, into: &collector)
      chat.hasDates = collector.messages.contains { $0.stamp != nil }
      return chat
    }
    let list: JSONNode
    if root.arrayCount != nil {
      list = root
    } else if let messages = root.field("messages") {
      list = messages
    } else {
      throw root.typeMismatch(expected: "an array of messages or an object with \"messages\"")
    }
    var chat = ImportedChat()
    chat.author(ImportedAuthor(id: userID, name: "You"))
    chat.author(ImportedAuthor(id: assistantID, name: options.assistantName))
    chat.localUser = userID
    chat.title = try root.text("title")
    for node in try list.array() {
      let role = try node.requiredText("role")
      let content = try text(of: node.field("content"))
      var message = ImportedMessage(author: nil, text: content.text)
      message.attachments = content.pictures
      switch role {
      case "user": message.author = userID
      case "assistant", "model":
        message.author = assistantID
        message.isMarkdown = true
      case "system", "developer":
        guard options.showSystem else { continue }
        message.text = "System: " + content.text
      case "tool", "function":
        let name = try node.text("name") ?? "a tool"
        message = .system("\(name) returned \(summary(content.text))")
      default:
        throw (node.field("role") ?? node).error(
          "unknown role \(quotedKey(role)); expected system, user, assistant or tool")
      }
      let calls = try toolCalls(node) + content.toolCalls
      if !message.text.isEmpty || !message.attachments.isEmpty || message.author == nil {
        collector.offer(message)
      }
      for call in calls { collector.offer(.system("\(options.assistantName) called \(call)")) }
      if collector.isDone { break }
    }
    return chat
  }

  /// What a `content` holds: its text parts joined by blank lines, its pictures, and tool
  /// calls made in it (Anthropic-style `tool_use` parts).
  private static func text(of node: JSONNode?) throws(InputError)
    -> (text: String, pictures: [ImportedAttachment], toolCalls: [String])
  {
    guard let node else { return ("", [], []) }
    if case .string(let text) = node.value.kind { return (text, [], []) }
    guard node.arrayCount != nil else {
      throw node.typeMismatch(expected: "a string or an array of parts")
    }
    var texts: [String] = []
    var pictures: [ImportedAttachment] = []
    var calls: [String] = []
    for part in try node.array() {
      if case .string(let text) = part.value.kind {
        texts.append(text)
        continue
      }
      let type = try part.requiredText("type")
      switch type {
      case "text", "input_text", "output_text": texts.append(try part.requiredText("text"))
      case "image_url", "image", "input_image":
        var url = try part.field("image_url")?.text("url")
        if url == nil, case .string(let direct) = part.field("image_url")?.value.kind {
          url = direct
        }
        let shown = url ?? "image"
        let name =
          shown.hasPrefix("data:") ? "image" : String(shown.split(separator: "/").last ?? "image")
        pictures.append(ImportedAttachment(name: name, isPhoto: true, isPresent: false))
      case "tool_use": calls.append(try part.text("name") ?? "a tool")
      case "tool_result":
        texts.append("[tool result]")
      default: texts.append("[\(type)]")
      }
    }
    return (texts.joined(separator: "\n\n"), pictures, calls)
  }

  /// OpenAI-style `tool_calls` (or the older `function_call`) of a message.
  private static func toolCalls(_ node: JSONNode) throws(InputError) -> [String] {
    var calls: [String] = []
    for call in try node.elements("tool_calls") {
      var name = try call.field("function")?.text("name")
      if name == nil { name = try call.text("name") }
      calls.append(name ?? "a tool")
    }
    if let call = node.field("function_call") { calls.append(try call.text("name") ?? "a tool") }
    return calls
  }

  /// A tool's result in at most 40 characters, on one line.
  private static func summary(_ text: String) -> String {
    let line = text.split(separator: "\n").first.map(String.init)?.trimmingWhitespace() ?? ""
    if line.isEmpty { return "a result" }
    let short = line.unicodeScalars.count > 40 ? String(line.prefix(39)) + "…" : line
    return "“\(short)”"
  }
}
