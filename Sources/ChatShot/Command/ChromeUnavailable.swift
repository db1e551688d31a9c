/// `--chrome` asked for with a theme that has no input bar (exit 64: the command line asks
/// for something the chosen theme cannot draw).
public struct ChromeUnavailable: ChatShotFailure, Equatable {
  public var theme: String
  /// The built-in themes that have one, to suggest.
  public var themesWithChrome: [String]

  public var exitCode: ExitCode { .usage }

  public var description: String {
    "--chrome: theme '\(theme)' has no input bar (built-in themes with one: "
      + themesWithChrome.joined(separator: ", ") + ")"
  }
}
