import ChatShotCore

/// The channels of a Slack export (`channels.json`, and `groups.json` for private channels)
/// and its direct messages (`dms.json`, `mpims.json`): the conversation's title, and channel
/// mentions by name (docs/import.md#slack).
extension SlackImporter {
  /// The export's lists of chats, in the order they are read: each file and what its
  /// folders are named by.
  static let chatLists: [(file: String, kind: ChatListKind)] = [
    ("channels.json", .channels), ("groups.json", .channels), ("dms.json", .directMessages),
    ("mpims.json", .groupMessages),
  ]

  /// What a list of chats holds, and so how its folders are named and titled.
  enum ChatListKind {
    /// Channels, public or private: a folder by the channel's name, titled `#name`.
    case channels
    /// Direct messages: a folder by the conversation's id (`D0123…`), titled by its members.
    case directMessages
    /// Group direct messages: a folder by their name (`mpdm-ann--bob--cy-1`), titled by
    /// their members.
    case groupMessages
  }

  /// Adds the chats of `list`, one of the export's lists of `kind`.
  mutating func addChats(_ list: [JSONNode], kind: ChatListKind) {
    if kind == .channels { return addChannels(list) }
    for node in list {
      guard let id = (try? node.text("id")) ?? nil, !id.isEmpty,
        let members = try? node.field("members")?.array()
      else { continue }
      let names = members.compactMap { (try? $0.string()).map(name) }
      guard !names.isEmpty else { continue }
      let folder = kind == .directMessages ? id : ((try? node.text("name")) ?? nil) ?? id
      let candidate = ChatCandidate(name: names.joined(separator: ", "), id: id)
      if listedFolders.updateValue(candidate, forKey: folder) == nil {
        channelList.append(candidate)
      }
    }
  }

  /// Adds the channels of `list` (objects with `id` and `name`); an entry without either is
  /// left out, as a broken `users.json` is: the file is not a chat.
  mutating func addChannels(_ list: [JSONNode]) {
    for node in list {
      guard let id = (try? node.text("id")) ?? nil, let name = (try? node.text("name")) ?? nil,
        !id.isEmpty, !name.isEmpty
      else { continue }
      if channels.updateValue(name, forKey: id) == nil {
        let candidate = ChatCandidate(name: name, id: id)
        listedFolders[name] = candidate
        channelList.append(candidate)
      }
    }
  }

  /// The chat listed for the folder `folder`: by the folder's name, else by its id.
  func listed(folder: String) -> ChatCandidate? {
    listedFolders[folder] ?? channelList.first { $0.id == folder }
  }

  /// The title of the chat whose folder is `folder`: `#` and the name of the channel
  /// listed by that name or id, the members of a direct message, else `#` and the folder's
  /// name.
  func title(folder: String) -> String {
    guard let listed = listed(folder: folder), let name = listed.name else { return "#" + folder }
    return listed.id.flatMap { channels[$0] } == nil ? name : "#" + name
  }
}
