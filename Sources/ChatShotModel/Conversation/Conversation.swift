import ChatShotCore

/// A validated conversation: who takes part, who the local user is, and the messages in order.
public struct Conversation: Hashable, Sendable {
  /// The conversation's title (`"title"`); recorded in the metadata, not drawn by the
  /// built-in themes.
  public var title: String?
  /// Every participant named by a message, in order of first appearance after the declared ones.
  public var participants: [Participant]
  /// The participant whose messages are drawn on the local user's side.
  public var localUser: String
  /// The theme named by the file (`"theme"`); the `--theme` option wins over it.
  public var theme: String?
  /// The messages, drawn top to bottom in this order; `validated()` requires at least one.
  public var messages: [Message]
  /// How messages without a `format` of their own are read (`"markup"`); nil: plain.
  public var markup: TextFormat? = nil
  /// What the status bar and header show (`"screen"`): time, battery, signal, carrier,
  /// subtitle.
  public var screen = ScreenValues()
  /// The appearance the file asks for (`"appearance"`); `RenderOptions.appearance` wins.
  public var appearance: Appearance?

  /// A conversation built in code.
  ///
  /// `participants` may stay empty: `validated()`, which `ChatRenderer.render` calls, fills
  /// them in from the senders in order of first appearance, named by their ids. `localUser` is
  /// the id drawn on the local side (`"me"` by default) and must be a participant or a sender;
  /// `theme`, when given, must name a built-in theme.
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
  /// The id messages name in `Message.from`: non-empty and unique in the conversation.
  public var id: String
  /// Shown where a theme's label names the sender; defaults to the id.
  public var name: String
  /// The avatar image file: read and checked by the decoder, or (made in code) read once on
  /// first use. Drawing and the metadata use what that one read gave.
  package var avatarSource: ImageSource?

  /// Path of the avatar image, already resolved against the conversation file's folder.
  public var avatar: String? {
    get { avatarSource?.path.description }
    set { avatarSource = newValue.map { ImageSource(path: FilePath($0), photo: true) } }
  }
  /// The colour of their name and initials avatar, `#RRGGBB`; nil takes one from the
  /// theme's palette, in order of first appearance.
  public var color: String?

  /// A participant called `name` (the id when nil) with an optional avatar (a PNG or JPEG
  /// file) and colour.
  ///
  /// In a participant built in code, a relative `avatar` path is relative to the current
  /// directory.
  public init(id: String, name: String? = nil, avatar: String? = nil, color: String? = nil) {
    self.id = id
    self.name = name ?? id
    self.avatar = avatar
    self.color = color
  }

  /// A participant whose avatar file was already read and checked, named `written` in the
  /// conversation.
  init(
    id: String, name: String?, avatarFile: ImageFile?, written: String? = nil,
    color: String? = nil
  ) {
    self.id = id
    self.name = name ?? id
    avatarSource = avatarFile.map { ImageSource(file: $0, photo: true, written: written) }
    self.color = color
  }
}

/// One message.
public struct Message: Hashable, Sendable {
  /// The sender's participant id; empty for a system row, which has no sender.
  public var from: String
  /// The text exactly as written, wrapped inside the bubble; may be empty, and is empty for a
  /// typing indicator. At most `InputLimits.maxMessageCharacters` Unicode scalars (20,000 by
  /// default).
  public var text: String
  /// How `text` is read; nil takes the conversation's `markup` (plain when it has none, or
  /// when the message has `entities`).
  public var format: TextFormat? = nil
  /// Telegram-style spans on the plain text (UTF-16 offsets); empty for none.
  public var entities: [TextEntity] = []
  /// A free-form time label ("09:41", "Yesterday 18:02"); compared as text.
  public var time: String?
  /// Names the message; unique in the conversation when set.
  public var id: String?
  /// A text message, a system row or a typing indicator.
  public var kind: MessageKind
  /// The delivery state of a text message, drawn as the theme says; nil for none.
  public var status: MessageStatus?
  /// Whether the message carries an "edited" mark.
  public var edited: Bool
  /// Whether (and from whom) the message was forwarded; nil when it was not.
  public var forwarded: Forwarding?
  /// A photo drawn in the bubble, `text` its caption; nil for none.
  public var image: MessageImage?
  /// The id of the message this one replies to, quoted at the top of the bubble.
  public var replyTo: String?
  /// Reactions drawn as pills on the bubble's bottom edge, in order.
  public var reactions: [Reaction] = []
  /// In an animation, the seconds (at pace 1) before the message appears: the time its
  /// sender's typing indicator shows, or the pause before a local or system row; nil takes
  /// the default pace (docs/output-formats.md#animation). From 0 to ``Message/delayRange``.
  public var delay: Double? = nil

  /// The delays a message may ask for, in seconds.
  public static let delayRange: ClosedRange<Double> = 0...60

  /// A message from participant `from` with an optional time label; every argument after
  /// `time` keeps its default for a plain text message. With an `image`, `text` is its
  /// caption and may be empty.
  public init(
    from: String, text: String, time: String? = nil, id: String? = nil,
    kind: MessageKind = .text, status: MessageStatus? = nil, edited: Bool = false,
    forwarded: Forwarding? = nil, image: MessageImage? = nil, replyTo: String? = nil,
    reactions: [Reaction] = []
  ) {
    self.from = from
    self.text = text
    self.time = time
    self.id = id
    self.kind = kind
    self.status = status
    self.edited = edited
    self.forwarded = forwarded
    self.image = image
    self.replyTo = replyTo
    self.reactions = reactions
  }

  /// A system row (`"Ana joined"`, `"Today"`): a centred notice with no sender.
  public static func system(_ text: String, time: String? = nil, id: String? = nil) -> Message {
    Message(from: "", text: text, time: time, id: id, kind: .system)
  }

  /// The three-dots bubble of `from`, who is typing.
  public static func typing(from: String, id: String? = nil) -> Message {
    Message(from: from, text: "", id: id, kind: .typing)
  }
}

/// What a message row is.
public enum MessageKind: String, Hashable, Sendable, CaseIterable, Encodable {
  /// A bubble with the sender's text (the default).
  case text
  /// A centred notice with no sender.
  case system
  /// The sender's three-dots bubble, drawn still, without text.
  case typing
}

/// A message's delivery state.
public enum MessageStatus: String, Hashable, Sendable, CaseIterable, Encodable {
  /// Not yet sent.
  case sending
  /// Sent, not yet delivered.
  case sent
  /// Delivered to the recipient.
  case delivered
  /// Read by the recipient.
  case read
  /// Could not be sent.
  case failed
}

/// Where a forwarded message came from.
public enum Forwarding: Hashable, Sendable {
  /// Forwarded, origin not named (`"forwarded": true`).
  case unnamed
  /// Forwarded from the person or chat named (`"forwarded": "Ana"`).
  case from(String)
}
