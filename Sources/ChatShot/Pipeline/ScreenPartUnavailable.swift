import ChatShotCore

/// A screen part (``RenderOptions/statusBar``, ``RenderOptions/header``,
/// ``RenderOptions/chrome``) or the dark appearance asked for with a theme that has none: a
/// request the chosen theme cannot carry out.
public struct ScreenPartUnavailable: ChatShotError, Equatable {
  /// What a theme may lack.
  public enum Part: Hashable, Sendable {
    /// The status bar at the top (``RenderOptions/statusBar``).
    case statusBar
    /// The header below the status bar (``RenderOptions/header``).
    case header
    /// The input bar below the timeline (``RenderOptions/chrome``).
    case inputBar
    /// A `"dark"` section (``RenderOptions/appearance`` `.dark`).
    case darkAppearance

    /// "status bar", "header", "input bar", "dark appearance".
    public var name: String {
      switch self {
      case .statusBar: "status bar"
      case .header: "header"
      case .inputBar: "input bar"
      case .darkAppearance: "dark appearance"
      }
    }
  }

  /// What the theme lacks.
  public var part: Part
  /// The name of the theme that lacks it.
  public var theme: String
  /// The built-in themes that have it, to suggest.
  public var themesWithIt: [String]

  /// Always `.invalidRequest`: the theme cannot carry out what was asked.
  public var kind: ChatShotErrorKind { .invalidRequest }

  /// One line naming the theme, the part and the built-in themes that have it: "theme 'qq'
  /// has no status bar (built-in themes with one: bubbles, default, green, team, wechat, weixin)".
  public var description: String {
    "theme '\(theme)' has no \(part.name) (built-in themes with one: "
      + themesWithIt.joined(separator: ", ") + ")"
  }
}
