import ChatShotCore

/// A theme name that names no built-in theme, with the names there are.
public struct UnknownThemeName: InputProblem, Hashable {
  /// The name given.
  public var name: String
  /// The built-in themes' names, sorted.
  public var names: [String]
  /// Whether a conversation named it (its `"theme"`, which can name only a built-in theme),
  /// rather than a render's options (which may also name a theme file).
  public var namedByConversation: Bool

  /// `name`, unknown among the built-in themes.
  package init(_ name: String, namedByConversation: Bool) {
    self.name = name
    self.names = BuiltinThemeNames.all
    self.namedByConversation = namedByConversation
  }

  /// Always `.invalidData`.
  public var kind: ChatShotErrorKind { .invalidData }

  /// "unknown theme 'x'; expected one of: bubbles, default, green, jabber, qq, team, wechat, weixin".
  public var description: String {
    "unknown theme \(quotedKey(name)); expected one of: " + names.joined(separator: ", ")
  }
}
