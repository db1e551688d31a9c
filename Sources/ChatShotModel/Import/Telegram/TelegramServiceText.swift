import ChatShotCore

extension TelegramImporter {
  /// A service message in words: "Ann created the group “Trip”", "Bob joined"; in a
  /// channel, "Channel created", "Channel name changed to “News”".
  static func serviceText(_ node: JSONNode, inChannel: Bool = false) throws(InputError)
    -> String
  {
    let actor = try node.text("actor") ?? "Someone"
    let members = try node.elements("members").map { m throws(InputError) in try m.string() }
    let list = members.joined(separator: ", ")
    let title = try node.text("title") ?? ""
    let action = try node.text("action") ?? ""
    if inChannel, let text = channelText(action, title: title) { return text }
    switch action {
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

  /// The events a channel words as a channel's (its actor is the channel itself).
  private static func channelText(_ action: String, title: String) -> String? {
    switch action {
    case "create_channel", "create_group": "Channel created"
    case "edit_group_title": "Channel name changed to “\(title)”"
    case "edit_group_photo": "Channel photo updated"
    case "delete_group_photo": "Channel photo removed"
    case "pin_message": "A message was pinned"
    case "group_call": "Live stream started"
    default: nil
    }
  }
}
