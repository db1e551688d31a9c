import ChatShotLayout
import ChatShotModel
import ChatShotRender

// How the options ask for screen parts and an appearance, checked against the theme.

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
