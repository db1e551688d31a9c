/// Light or dark appearance of a picture (`--appearance light,dark`).
public enum ColorScheme: String, CaseIterable, Hashable, Sendable {
  /// The theme as it is.
  case light
  /// The theme's dark variant.
  case dark
}

extension Theme {
  /// This theme in `scheme`: itself for light; its dark variant for dark, which no theme has
  /// yet (dark themes are theme data still to come), so dark is refused with a message.
  func appearance(_ scheme: ColorScheme) throws(FormatError) -> Theme {
    switch scheme {
    case .light: return self
    case .dark: throw .noDarkAppearance(theme: name)
    }
  }
}
