extension Theme {
  /// chatshot's default look (`Assets/Themes/default.json`): seed 002's frame formulas with
  /// the Jabber seed's orange and aqua balloons, round avatars and time labels shown when the
  /// time changes.
  ///
  /// The embedded file is checked by the tests; an invalid one is a build defect, not
  /// something input can cause, so it stops the program.
  package static let standard: Theme = {
    do {
      return try ThemeCatalog.builtin(named: "default")
    } catch {
      preconditionFailure("the built-in default theme is missing or invalid: \(error)")
    }
  }()
}
