import ChatShotCore

/// The channels of a Slack export (`channels.json`, and `groups.json` for private channels):
/// the conversation's title, and channel mentions by name (docs/import.md#slack).
extension SlackImporter {
  /// Adds the channels of `list` (objects with `id` and `name`); an entry without either is
  /// left out, as a broken `users.json` is: the file is not a chat.
  mutating func addChannels(_ list: [JSONNode]) {
    for node in list {
      guard let id = (try? node.text("id")) ?? nil, let name = (try? node.text("name")) ?? nil,
        !id.isEmpty, !name.isEmpty
      else { continue }
      if channels.updateValue(name, forKey: id) == nil {
        channelList.append(ChatCandidate(name: name, id: id))
      }
    }
  }

  /// The title of the channel whose folder is `folder`: `#` and the name of the channel
  /// listed by that name or id, else the folder's name.
  func title(folder: String) -> String {
    let listed = channelList.first { $0.name == folder } ?? channelList.first { $0.id == folder }
    return "#" + (listed?.name ?? folder)
  }
}
