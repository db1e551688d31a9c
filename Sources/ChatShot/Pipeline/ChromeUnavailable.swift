import ChatShotCore

/// An input bar (`RenderOptions.chrome`) asked for with a theme that has none: a request
/// the chosen theme cannot carry out.
public struct ChromeUnavailable: ChatShotError, Equatable {
  /// The name of the theme that has no input bar.
  public var theme: String
  /// The built-in themes that have one, to suggest.
  public var themesWithChrome: [String]

  /// Always `.invalidRequest`: the theme cannot carry out what was asked.
  public var kind: ChatShotErrorKind { .invalidRequest }

  /// One line naming the theme and the built-in themes that have an input bar.
  public var description: String {
    "--chrome: theme '\(theme)' has no input bar (built-in themes with one: "
      + themesWithChrome.joined(separator: ", ") + ")"
  }
}
