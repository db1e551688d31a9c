import ChatShotCore

/// Reads a conversation file (JSON, see docs/input-format.md) into a validated `Conversation`.
///
/// Accepts the native object `{"title"?, "theme"?, "localUser"?, "participants"?,
/// "messages", "screen"?, "appearance"?}` or a bare array of messages; each message may use any `MessageShape`. Every
/// problem is an `InputError` naming the file, line, column and JSON path.
public enum ConversationDecoder {
  static let rootKeys = [
    "title", "theme", "localUser", "participants", "messages", "screen", "appearance", "markup",
  ]

  /// Decodes the conversation in `bytes`.
  ///
  /// - Parameters:
  ///   - bytes: the file's contents: UTF-8 JSON without a byte-order mark.
  ///   - file: the name used in diagnostics (as the user wrote it, or `<stdin>`).
  ///   - baseDirectory: the folder avatar paths are relative to (the file's folder); `nil`
  ///     for standard input, meaning the current directory.
  ///   - allowedRoots: further folders avatars may live in; when non-empty, absolute avatar
  ///     paths inside them are accepted too.
  ///   - limits: the ceilings of `InputLimits`.
  /// - Throws: `InputError`, `.invalidData` for invalid data, `.unreadableInput` for a missing avatar file.
  public static func decode(
    _ bytes: [UInt8], file: String, baseDirectory: String?, allowedRoots: [String] = [],
    limits: InputLimits = .default
  ) throws(InputError) -> Conversation {
    try decode(
      bytes, file: file, baseDirectoryPath: baseDirectory.map(FilePath.init),
      allowedRoots: allowedRoots.map(FilePath.init), limits: limits)
  }

  /// Decodes the conversation in `bytes`, with the folders named by their bytes (see
  /// ``FilePath``); otherwise as ``decode(_:file:baseDirectory:allowedRoots:limits:)``.
  /// (A label of its own: `baseDirectory: nil` would fit both.)
  public static func decode(
    _ bytes: [UInt8], file: String, baseDirectoryPath baseDirectory: FilePath?,
    allowedRoots: [FilePath] = [], limits: InputLimits = .default
  ) throws(InputError) -> Conversation {
    if bytes.count > limits.maxFileBytes {
      throw InputFile.tooLarge(file, size: bytes.count, limits: limits)
    }
    let root = JSONNode(
      try JSONParser.parse(
        bytes, file: file, maxDepth: limits.maxNestingDepth, maxValues: limits.maxValues),
      file: file)
    switch root.value.kind {
    case .array:
      let images = AvatarResolver(
        baseDirectory: baseDirectory, allowedRoots: allowedRoots, limits: limits)
      let messages = try decodeMessages(root, limits: limits, images: images)
      return try assemble(
        messages: messages, declared: nil, localUser: nil, root: root, title: nil, theme: nil)
    case .object:
      let reader = try root.object(keys: rootKeys)
      let title = try reader.optionalString("title")
      if let title, let node = reader.optional("title") {
        try checkLabel(title, what: "title", at: node, limits: limits)
      }
      let theme = try reader.optional("theme").map(builtinThemeName)
      let messagesNode = try reader.required("messages")
      var declared: [Participant]?
      let avatars = AvatarResolver(
        baseDirectory: baseDirectory, allowedRoots: allowedRoots, limits: limits)
      if let node = reader.optional("participants") {
        declared = try decodeParticipants(node, avatars: avatars)
      }
      let messages = try decodeMessages(messagesNode, limits: limits, images: avatars)
      var conversation = try assemble(
        messages: messages, declared: declared, localUser: reader.optional("localUser"),
        root: root, title: title, theme: theme)
      conversation.markup = try reader.optional("markup").map(textFormat)
      try decodeScreen(reader, into: &conversation, limits: limits)
      return conversation
    default:
      throw root.typeMismatch(expected: "an object with \"messages\" or an array of messages")
    }
  }

  /// Reads and decodes the file at `path`; avatar paths are relative to its folder.
  /// (Standard input is the caller's business: read its bytes and call
  /// `decode(_:file:baseDirectory:allowedRoots:limits:)` with `baseDirectory: nil`.)
  ///
  /// - Parameters:
  ///   - path: the file to read, relative to the current directory or absolute; also the name
  ///     diagnostics give.
  ///   - allowedRoots: further folders avatars may live in (absolute avatar paths inside them
  ///     are accepted too).
  ///   - limits: the ceilings of `InputLimits`; `maxFileBytes` is checked before reading.
  /// - Throws: `InputError`: `.unreadableInput` when the file or an avatar is missing or
  ///   unreadable, `.invalidData` for anything wrong in its contents.
  public static func decode(
    contentsOf path: String, allowedRoots: [String] = [], limits: InputLimits = .default
  ) throws(InputError) -> Conversation {
    try decode(
      contentsOf: FilePath(path), allowedRoots: allowedRoots.map(FilePath.init), limits: limits)
  }

  /// Reads and decodes the file at `path`, named by its bytes (see ``FilePath``).
  public static func decode(
    contentsOf path: FilePath, allowedRoots: [FilePath] = [], limits: InputLimits = .default
  ) throws(InputError) -> Conversation {
    let bytes = try InputFile.read(path, role: .conversation, limit: limits.maxFileBytes)
    return try decode(
      bytes, file: path.description, baseDirectoryPath: path.directory,
      allowedRoots: allowedRoots, limits: limits)
  }

  /// The name of a built-in theme (a conversation cannot name a theme file; a render's
  /// options can).
  private static func builtinThemeName(_ node: JSONNode) throws(InputError) -> String {
    let name = try node.nonEmptyString("a theme name")
    guard BuiltinThemeNames.all.contains(name) else {
      throw node.error(UnknownThemeName(name, namedByConversation: true))
    }
    return name
  }

  /// Builds the conversation once messages and participants are decoded: checks senders
  /// against declared participants and settles the local user.
  private static func assemble(
    messages: [DecodedMessage], declared: [Participant]?, localUser: JSONNode?, root: JSONNode,
    title: String?, theme: String?
  ) throws(InputError) -> Conversation {
    let participants = try participants(for: messages, declared: declared)
    let local = try settleLocalUser(
      localUser, participants: participants, messages: messages, root: root)
    return Conversation(
      title: title, participants: participants, localUser: local, theme: theme,
      messages: messages.map(\.message))
  }
}
