import ChatShotLayout
import ChatShotModel
import ChatShotRender

// How the options ask for screen parts and an appearance, checked against the theme.

extension RenderOptions {
  /// The theme for `appearance` (the option's, else the conversation's, else light), with the
  /// screen parts asked for checked against it.
  ///
  /// - Throws: `ScreenPartUnavailable` for dark without a dark section, or a part it lacks.
  func checkedTheme(_ theme: Theme, conversation: Conversation) throws(ScreenPartUnavailable)
    -> Theme
  {
    var theme = theme
    func refuse(_ part: ScreenPartUnavailable.Part, _ has: (Theme) -> Bool)
      -> ScreenPartUnavailable
    {
      ScreenPartUnavailable(
        part: part, theme: theme.name, themesWithIt: ThemeCatalog.names(where: has))
    }
    if (appearance ?? conversation.appearance ?? .light) == .dark {
      guard let dark = theme.dark else { throw refuse(.darkAppearance) { $0.dark != nil } }
      theme = dark.theme
    }
    if chrome, theme.chrome == nil { throw refuse(.inputBar) { $0.chrome != nil } }
    if statusBar, theme.statusBar == nil { throw refuse(.statusBar) { $0.statusBar != nil } }
    if header, theme.header == nil { throw refuse(.header) { $0.header != nil } }
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
