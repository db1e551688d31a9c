import ChatShotCore

/// A screen part (`--status-bar`, `--header`) or the dark appearance asked for with a theme
/// that has none: a request the chosen theme cannot carry out, as `ChromeUnavailable` is for
/// the input bar.
public struct ScreenPartUnavailable: ChatShotError, Equatable {
  /// The option that asked for it (`--status-bar`, `--header`, `--appearance dark`).
  public var option: String
  /// What the theme lacks ("status bar", "header", "dark appearance").
  public var part: String
  /// The name of the theme that lacks it.
  public var theme: String
  /// The built-in themes that have it, to suggest.
  public var themesWithIt: [String]

  /// Always `.invalidRequest`: the theme cannot carry out what was asked.
  public var kind: ChatShotErrorKind { .invalidRequest }

  /// One line naming the option, the theme and the built-in themes that have the part.
  public var description: String {
    "\(option): theme '\(theme)' has no \(part) (built-in themes with one: "
      + themesWithIt.joined(separator: ", ") + ")"
  }
}
