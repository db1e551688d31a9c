import ChatShotCore

/// Who wrote a Slack message (docs/import.md#slack).
///
/// A bot or integration post (`"subtype": "bot_message"`, or a `bot_id` on a message of no
/// known person) is labelled by the post's `username` (which overrides the bot's own name, as
/// Slack shows it), else its `user`'s entry in `users.json`, else `bot_profile.name`, else
/// the bot's id; each label is one author, marked `[BOT]`. Anyone else is their `user`'s
/// entry in `users.json`, else the name the message's own `user_profile` gives, else the id.
extension SlackImporter {
  /// The author of `node`, a message of type `subtype`.
  func author(of node: JSONNode, subtype: String?) throws(InputError) -> ImportedAuthor {
    let user = try node.text("user")
    let botID = try node.text("bot_id")
    let known = user.flatMap { users[$0] }
    let isPerson = (known.map { !$0.isBot } ?? false) || node.field("user_profile") != nil
    if subtype == "bot_message" || (botID != nil && !isPerson) {
      return try bot(node, user: known, botID: botID ?? user)
    }
    let id = user ?? botID ?? "unknown"
    if let known { return known }
    let profile = node.field("user_profile")
    var shown = try profile?.firstText("display_name", "real_name") ?? ""
    if shown.isEmpty { shown = try node.text("username") ?? id }
    return ImportedAuthor(id: id, name: shown)
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
