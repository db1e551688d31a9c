extension Theme {
  /// SHA-256 of the theme's complete description (every metric, colour, font and image
  /// name): equal for equal themes, so a golden can tell that its theme changed even when
  /// the name did not.
  ///
  /// The description is Swift's `String(reflecting:)` of the value, deterministic because a
  /// theme holds no dictionaries; a toolchain that prints values differently would report
  /// the theme as changed once.
  var contentHash: String {
    SHA256.hash(Array(String(reflecting: self).utf8)).hex
  }
}
