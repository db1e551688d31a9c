import ChatShotCore

/// Who wrote a Slack message (docs/import.md#slack).
///
/// A bot or integration post (`"subtype": "bot_message"`, or a `bot_id` on a message of no
/// known person) is labelled by the post's `username` (which overrides the bot's own name, as
/// Slack shows it), else its `user`'s entry in `users.json`, else `bot_profile.name`, else
/// the bot's id; each label is one author, marked `[BOT]`. Anyone else is their `user`'s
/// entry in `users.json`, else the name their messages' own `user_profile` gives
/// (`learnProfiles`), else the id; a file comment's writer is its `comment.user`.
extension SlackImporter {
  /// The author of `node`, a message of type `subtype`.
  func author(of node: JSONNode, subtype: String?) throws(InputError) -> ImportedAuthor {
    let user = try subtype == "file_comment" ? commenter(node) : node.text("user")
    let botID = try node.text("bot_id")
    let known = user.flatMap { users[$0] }
    let isPerson = (known.map { !$0.isBot } ?? false) || node.field("user_profile") != nil
    if subtype == "bot_message" || (botID != nil && !isPerson) {
      return try bot(node, user: known, botID: botID ?? user)
    }
    let id = user ?? botID ?? "unknown"
    if let known { return known }
    return ImportedAuthor(id: id, name: try Self.nonEmpty(node.text("username")) ?? id)
  }

  /// Learns the names of a day's writers that `users.json` does not give (it is missing, or
  /// lacks them) from their messages' own `user_profile`: its display name, else its real
  /// name, else its user name. Read before the day's messages, so that a join or a mention
  /// earlier in the day has the name too; a writer named so on a later day is renamed.
  mutating func learnProfiles(_ messages: [JSONNode]) throws(InputError) {
    for node in messages {
      guard let profile = node.field("user_profile"), let id = try node.text("user"),
        users[id] == nil
      else { continue }
      var name: String?
      for key in ["display_name", "real_name", "name"] where name == nil {
        name = Self.nonEmpty(try profile.text(key))
      }
      guard let name else { continue }
      let author = ImportedAuthor(id: id, name: name)
      users[id] = author
      chat.rename(author)
    }
  }

  /// Who wrote a file comment (a message of the exports before 2019): `comment.user`, the
  /// message having no `user` of its own.
  private func commenter(_ node: JSONNode) throws(InputError) -> String {
    let comment = node.field("comment")
    if let user = try comment?.text("user") { return user }
    if let user = try node.text("user") { return user }
    throw (comment ?? node).error(
      "a file comment without \"user\": its comment names who wrote it")
  }

  /// The author of a bot's post: `user` is its `users.json` entry, when it has one.
  private func bot(_ node: JSONNode, user: ImportedAuthor?, botID: String?)
    throws(InputError) -> ImportedAuthor
  {
    if let username = try Self.nonEmpty(node.text("username")) {
      return ImportedAuthor(id: "bot:" + username, name: username + " [BOT]", isBot: true)
    }
    if let user, user.isBot { return user }
    let label = try Self.nonEmpty(node.field("bot_profile")?.text("name")) ?? botID ?? "unknown"
    return ImportedAuthor(id: "bot:" + label, name: label + " [BOT]", isBot: true)
  }

  /// `text`, unless it is empty or only spaces.
  static func nonEmpty(_ text: String?) -> String? {
    guard let text, text.contains(where: { !$0.isWhitespace }) else { return nil }
    return text
  }
}
