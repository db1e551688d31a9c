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

extension ThemeCatalog {
  /// The built-in themes for which `has` is true, sorted.
  static func names(where has: (Theme) -> Bool) -> [String] {
    builtinNames.filter { name in (try? builtin(named: name)).flatMap { $0 }.map(has) ?? false }
  }
}

extension RenderOptions {
  /// The theme for `appearance` (the option's, else the conversation's, else light), with the
  /// screen parts asked for checked against it.
  ///
  /// - Throws: `ScreenPartUnavailable` for dark without a dark section, or a part it lacks;
  ///   `ChromeUnavailable` for an input bar it lacks.
  func checkedTheme(_ theme: Theme, conversation: Conversation) throws -> Theme {
    var theme = theme
    if (appearance ?? conversation.appearance ?? .light) == .dark {
      guard let dark = theme.dark else {
        throw ScreenPartUnavailable(
          option: "--appearance dark", part: "dark appearance", theme: theme.name,
          themesWithIt: ThemeCatalog.names { $0.dark != nil })
      }
      theme = dark.theme
    }
    if chrome, theme.chrome == nil {
      throw ChromeUnavailable(theme: theme.name, themesWithChrome: ThemeCatalog.namesWithChrome)
    }
    if statusBar, theme.statusBar == nil {
      throw ScreenPartUnavailable(
        option: "--status-bar", part: "status bar", theme: theme.name,
        themesWithIt: ThemeCatalog.names { $0.statusBar != nil })
    }
    if header, theme.header == nil {
      throw ScreenPartUnavailable(
        option: "--header", part: "header", theme: theme.name,
        themesWithIt: ThemeCatalog.names { $0.header != nil })
    }
    return theme
  }

  /// The parts a layout draws with `theme`: those asked for one by one, and with `screen`
  /// every one the theme has.
  func screenRequest(theme: Theme, conversation: Conversation) -> (
    request: ScreenRequest, chrome: Bool
  ) {
    var request = ScreenRequest()
    request.statusBar = statusBar || (screen && theme.statusBar != nil)
    request.header = header || (screen && theme.header != nil)
    request.device = device
    request.values = conversation.screen
    return (request, chrome || (screen && theme.chrome != nil))
  }
}
