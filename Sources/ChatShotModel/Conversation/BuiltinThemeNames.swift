import ChatShotCore

/// The names a conversation's `"theme"` may give: the built-in themes.
///
/// The conversation format names them (a conversation cannot name a theme file), so the
/// model knows the list; the theme catalog holds one theme for each, and a test keeps the
/// two equal (`ThemeCatalogTests.builtinNamesAreTheModelsNames`).
package enum BuiltinThemeNames {
  /// The names, sorted.
  package static let all = [
    "bubbles", "default", "green", "jabber", "qq", "team", "wechat", "weixin",
  ]
}
