/// An input bar (`RenderOptions.chrome`) asked for with a theme that has none: a request
/// the chosen theme cannot carry out.
public struct ChromeUnavailable: ChatShotError, Equatable {
  public var theme: String
  /// The built-in themes that have one, to suggest.
  public var themesWithChrome: [String]

  public var kind: ChatShotErrorKind { .invalidRequest }

  public var description: String {
    "--chrome: theme '\(theme)' has no input bar (built-in themes with one: "
      + themesWithChrome.joined(separator: ", ") + ")"
  }
}
