import ChatShotCore

/// The formats chatshot reads (docs/import.md).
public enum ImportFormat: String, Hashable, Sendable, CaseIterable {
  /// WhatsApp's "Export chat" text, Android or iOS.
  case whatsapp
  /// Telegram Desktop's JSON export of one chat, or of a whole account (`result.json`).
  case telegram
  /// DiscordChatExporter's JSON.
  case discord
  /// A Slack export's channel folder (`YYYY-MM-DD.json` files beside `users.json`).
  case slack
  /// A chat-completion message list (`role`, `content`), bare or under `"messages"`.
  case chatbot
  /// chatshot's hand-written chat script (`.chat`).
  case script
  /// chatshot's own JSON.
  case native
}

/// The bytes of an export and where it is.
struct ImportInput {
  let bytes: [UInt8]
  /// The name diagnostics give.
  let file: String
  /// Where attachments may be found.
  let folder: ExportFolder
}

/// Decides an export's format from its contents (and, for the script, its extension).
enum FormatDetection {
  /// The format of `bytes`, or an error naming what was tried.
  static func detect(_ bytes: [UInt8], file: String, limits: InputLimits) throws(InputError)
    -> ImportFormat
  {
    let lower = file.lowercased()
    if lower.hasSuffix(".chat") { return .script }
    var lines = ExportLines(bytes)
    var firstLine: ArraySlice<UInt8>?
    while let (_, slice) = lines.nextSlice() {
      if !slice.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) {
        firstLine = slice
        break
      }
    }
    if let firstLine, WhatsAppHeader.parse(firstLine) != nil { return .whatsapp }
    let first = firstLine?.first { $0 != 0x20 && $0 != 0x09 }
    if first == 0x7B || first == 0x5B, let root = try? parseJSON(bytes, file: file, limits: limits)
    {
      if let format = jsonFormat(root) { return format }
    }
    if let firstLine, firstLine.first == 0x40 { return .script }  // "@title …"
    // What looks like JSON, or could be JSON in another encoding, is left to the native
    // decoder, whose messages say exactly what is wrong with it.
    if first == 0x7B || first == 0x5B || lower.hasSuffix(".json")
      || file == InputFile.standardInputName
      || bytes.first.map({ $0 == 0 || $0 >= 0xFE }) ?? true
    {
      return .native
    }
    throw InputError(file: file, problem: ImportProblem.unknownFormat)
  }

  static func parseJSON(_ bytes: [UInt8], file: String, limits: InputLimits) throws(InputError)
    -> JSONNode
  {
    JSONNode(
      try JSONParser.parse(
        bytes, file: file, maxDepth: limits.maxNestingDepth, maxValues: limits.maxValues),
      file: file)
  }

  /// Which JSON export `root` is, from the keys it and its first message have.
  static func jsonFormat(_ root: JSONNode) -> ImportFormat? {
    func keys(_ value: JSONValue) -> Set<String> {
      guard case .object(let members) = value.kind else { return [] }
      return Set(members.map(\.key))
    }
    func firstElement(_ value: JSONValue?) -> JSONValue? {
      guard let value, case .array(let elements) = value.kind else { return nil }
      return elements.first
    }
    func member(_ value: JSONValue, _ key: String) -> JSONValue? {
      guard case .object(let members) = value.kind else { return nil }
      return members.first { $0.key == key }?.value
    }
    let rootKeys = keys(root.value)
    let list: JSONValue? =
      if case .array = root.value.kind { root.value } else { member(root.value, "messages") }
    let message = firstElement(list).map(keys) ?? []
    if rootKeys.contains("guild") || (message.contains("author") && message.contains("timestamp")) {
      return .discord
    }
    if message.contains("role") || ChatbotApps.isApp(root.value) { return .chatbot }
    if message.contains("ts") && (message.contains("user") || message.contains("type")) {
      return .slack
    }
    // Telegram's messages have `from_id` or `actor_id`, or a `type` with a date or a `from`
    // (chatshot's own have none of these); some tools write no date.
    let dated = message.contains("date") || message.contains("date_unixtime")
    if message.contains("from_id") || message.contains("actor_id")
      || (message.contains("type") && (dated || message.contains("from")))
      || isTelegramRoot(root.value) || TelegramAccount.isAccount(root.value)
    {
      return .telegram
    }
    if rootKeys.contains("messages") || !message.isEmpty { return .native }
    return nil
  }

  /// The kinds of chat Telegram Desktop writes as a chat's `type`.
  static let telegramChatTypes: Set<String> = [
    "personal_chat", "private_group", "private_supergroup", "public_supergroup",
    "private_channel", "public_channel", "saved_messages", "bot_chat", "replies",
  ]

  /// Whether `root` is a Telegram chat by its own keys: `name`, a `type` Telegram writes,
  /// `messages` (also an empty list, or messages without dates).
  static func isTelegramRoot(_ root: JSONValue) -> Bool {
    guard case .object(let members) = root.kind,
      members.contains(where: { $0.key == "messages" }),
      let type = members.first(where: { $0.key == "type" }),
      case .string(let kind) = type.value.kind
    else { return false }
    return telegramChatTypes.contains(kind)
  }
}
