import ChatShotCore

/// Telegram Desktop's export of a whole account (Export Telegram data, JSON): one
/// `result.json` with `about`, `personal_information`, `contacts`, and the chats under
/// `chats.list` (and `left_chats.list`), each `{name, type, id, messages}`.
enum TelegramAccount {
  /// Whether `root` is an account export: an object whose `chats` (or `left_chats`) is an
  /// object with a `list`.
  static func isAccount(_ root: JSONValue) -> Bool {
    guard case .object(let members) = root.kind else { return false }
    return members.contains { member in
      guard member.key == "chats" || member.key == "left_chats",
        case .object(let inner) = member.value.kind
      else { return false }
      return inner.contains { $0.key == "list" }
    }
  }

  /// The chat `chosen` names (its name or id), or the only chat; an error listing the chats
  /// otherwise.
  static func chat(_ root: JSONNode, chosen: String?, file: String) throws(InputError) -> JSONNode {
    var chats: [JSONNode] = []
    for key in ["chats", "left_chats"] {
      if let section = root.field(key) { chats += try section.elements("list") }
    }
    var candidates: [ChatCandidate] = []
    for chat in chats {
      var name = try chat.text("name")
      if name == nil, try chat.text("type") == "saved_messages" { name = "Saved Messages" }
      candidates.append(ChatCandidate(name: name, id: try chat.text("id")))
    }
    if chats.isEmpty { throw root.error("the account export holds no chats") }
    return chats[try ChatChoice.pick(chosen, among: candidates, file: file)]
  }

  /// The account's owner from `personal_information` (`user_id`, `first_name`,
  /// `last_name`): the author `user<id>` of the messages, the local user.
  static func owner(_ root: JSONNode) throws(InputError) -> ImportedAuthor? {
    guard let info = root.field("personal_information"), let id = try info.text("user_id")
    else { return nil }
    let parts = [try info.text("first_name"), try info.text("last_name")].compactMap { $0 }
    let name = parts.filter { !$0.isEmpty }.joined(separator: " ")
    return ImportedAuthor(id: "user" + id, name: name.isEmpty ? "You" : name)
  }
}
