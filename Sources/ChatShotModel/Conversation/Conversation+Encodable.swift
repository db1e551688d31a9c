import ChatShotCore

// A conversation encodes as the native-format document that `ConversationDecoder` reads back
// to an equal value: a member is written only when it is not what the decoder implies when
// it is absent, so a conversation without the newer members gives the bytes it always gave.
// The metadata's recorded conversation is this, through `CanonicalJSONEncoder`.

extension Conversation: Encodable {
  /// Participants when there are any (the decoder implies them from the messages), the
  /// screen values when they are not the defaults; nil members left out.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    try container.encodeIfPresent(title, forKey: .title)
    if !participants.isEmpty { try container.encode(participants, forKey: .participants) }
    try container.encode(localUser, forKey: .localUser)
    try container.encodeIfPresent(theme, forKey: .theme)
    try container.encode(messages, forKey: .messages)
    try container.encodeIfPresent(markup, forKey: .markup)
    try container.encodeIfPresent(appearance, forKey: .appearance)
    if screen != ScreenValues() { try container.encode(screen, forKey: .screen) }
  }

  private enum Key: String, CodingKey {
    case title, participants, localUser, theme, messages, markup, appearance, screen
  }
}

extension Participant: Encodable {
  /// Id and name always; the avatar's path (see `CodingUserInfoKey.imagePath`) and the
  /// colour when set.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    try container.encode(id, forKey: .id)
    try container.encode(name, forKey: .name)
    try container.encodeIfPresent(avatarSource?.encodedPath(encoder), forKey: .avatar)
    try container.encodeIfPresent(color, forKey: .color)
  }

  private enum Key: String, CodingKey { case id, name, avatar, color }
}

extension Message: Encodable {
  /// `from` (not for a system row) and `text` (not for a typing row); `kind` unless a text
  /// message, `edited` only when true, reactions and entities only when there are any.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    if kind != .system { try container.encode(from, forKey: .from) }
    if kind != .typing { try container.encode(text, forKey: .text) }
    if kind != .text { try container.encode(kind, forKey: .kind) }
    try container.encodeIfPresent(time, forKey: .time)
    try container.encodeIfPresent(id, forKey: .id)
    try container.encodeIfPresent(status, forKey: .status)
    if edited { try container.encode(true, forKey: .edited) }
    try container.encodeIfPresent(forwarded, forKey: .forwarded)
    try container.encodeIfPresent(image, forKey: .image)
    try container.encodeIfPresent(replyTo, forKey: .replyTo)
    if !reactions.isEmpty { try container.encode(reactions, forKey: .reactions) }
    try container.encodeIfPresent(format, forKey: .format)
    if !entities.isEmpty { try container.encode(entities, forKey: .entities) }
  }

  private enum Key: String, CodingKey {
    case from, text, kind, time, id, status, edited, forwarded, image, replyTo, reactions
    case format, entities
  }
}

extension MessageImage: Encodable {
  /// The photo's path (see `CodingUserInfoKey.imagePath`), or `{"file", "alt"}` with a
  /// description.
  public func encode(to encoder: any Encoder) throws {
    let file = source.encodedPath(encoder)
    guard let alt else {
      var container = encoder.singleValueContainer()
      return try container.encode(file)
    }
    var container = encoder.container(keyedBy: Key.self)
    try container.encode(file, forKey: .file)
    try container.encode(alt, forKey: .alt)
  }

  private enum Key: String, CodingKey { case file, alt }
}

extension Forwarding: Encodable {
  /// `true` when forwarded from no one named, else the name.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .unnamed: try container.encode(true)
    case .from(let name): try container.encode(name)
    }
  }
}
