/// A validated conversation: who takes part, who the local user is, and the messages in order.
public struct Conversation: Hashable, Sendable {
  public var title: String?
  /// Every participant named by a message, in order of first appearance after the declared ones.
  public var participants: [Participant]
  /// The participant whose messages are drawn on the local user's side.
  public var localUser: String
  /// The theme named by the file (`"theme"`); the `--theme` option wins over it.
  public var theme: String?
  public var messages: [Message]

  public init(
    title: String? = nil, participants: [Participant] = [], localUser: String = "me",
    theme: String? = nil, messages: [Message]
  ) {
    self.title = title
    self.participants = participants
    self.localUser = localUser
    self.theme = theme
    self.messages = messages
  }

  /// The participant with `id`, if declared.
  public func participant(_ id: String) -> Participant? {
    participants.first { $0.id == id }
  }

  /// Whether messages from `id` are the local user's.
  public func isLocal(_ id: String) -> Bool { id == localUser }
}

/// One person in the conversation.
public struct Participant: Hashable, Sendable {
  public var id: String
  /// Shown where a theme's label names the sender; defaults to the id.
  public var name: String
  /// The avatar image file: read and checked by the decoder, or (made in code) read once on
  /// first use. Drawing and the metadata use what that one read gave.
  var avatarSource: ImageSource?

  /// Path of the avatar image, already resolved against the conversation file's folder.
  public var avatar: String? {
    get { avatarSource?.path.description }
    set { avatarSource = newValue.map { ImageSource(path: FilePath($0)) } }
  }

  public init(id: String, name: String? = nil, avatar: String? = nil) {
    self.id = id
    self.name = name ?? id
    self.avatar = avatar
  }

  /// A participant whose avatar file was already read and checked.
  init(id: String, name: String?, avatarFile: ImageFile?) {
    self.id = id
    self.name = name ?? id
    avatarSource = avatarFile.map(ImageSource.init(file:))
  }
}

/// One message.
public struct Message: Hashable, Sendable {
  public var from: String
  public var text: String
  /// A free-form time label ("09:41", "Yesterday 18:02"); compared as text.
  public var time: String?

  public init(from: String, text: String, time: String? = nil) {
    self.from = from
    self.text = text
    self.time = time
  }
}
