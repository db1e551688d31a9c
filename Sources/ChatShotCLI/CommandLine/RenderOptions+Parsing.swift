import ChatShot

extension RenderOptions {
  /// Consumes `option` (and its value) if it is a render option; false if it is not one.
  /// Shared by every command that renders (`chatshot INPUT`, `chatshot check`).
  mutating func parse(_ option: String, from reader: inout ArgumentReader) throws(UsageError)
    -> Bool
  {
    switch option {
    case "--scale": scale = try reader.number(of: option, in: Self.scaleRange)
    case "--width": width = try reader.number(of: option, in: Self.widthRange)
    case "--compression":
      compression = try reader.integer(of: option, in: RenderOptions.compressionRange)
    case "--emoticons", "--no-emoticons":
      try reader.flag(option)
      emoticons = option == "--emoticons"
    case "--theme": theme = try Self.themeReference(reader.value(of: option))
    case "--chrome", "--input-bar":
      try reader.flag(option)
      chrome = true
    case "--status-bar":
      try reader.flag(option)
      statusBar = true
    case "--header":
      try reader.flag(option)
      header = true
    case "--screen":
      try reader.flag(option)
      screen = true
    case "--device":
      let name = try reader.value(of: option)
      guard let found = Device.named(name) else {
        throw .invalidValue(
          name, option: option,
          expected: "one of: " + Device.all.map(\.name).joined(separator: ", ")
            + " (see chatshot devices)")
      }
      device = found
      // --scale wins wherever it is: a later one overrides this, an earlier one is kept.
      if !reader.seen.contains("--scale") { scale = found.scale }
    case "--appearance":
      let word = try reader.value(of: option)
      guard let value = Appearance(rawValue: word) else {
        throw .invalidValue(word, option: option, expected: "light or dark")
      }
      appearance = value
    case "--no-metadata":
      try reader.flag(option)
      metadata = false
    default: return try parseAnimation(option, from: &reader)
    }
    return true
  }

  /// Consumes `option` if it is one of `--animate`, `--loop`, `--no-loop`, `--pace` and
  /// `--hold`; false if it is not.
  private mutating func parseAnimation(_ option: String, from reader: inout ArgumentReader)
    throws(UsageError) -> Bool
  {
    switch option {
    case "--animate", "--loop", "--no-loop":
      try reader.flag(option)
      var animation = self.animation ?? AnimationOptions()
      if option != "--animate" { animation.loops = option == "--loop" }
      self.animation = animation
    case "--pace":
      let pace = try reader.number(of: option, in: AnimationOptions.paceRange)
      animation = animation ?? AnimationOptions()
      animation?.pace = pace
    case "--hold":
      let hold = try reader.number(of: option, in: AnimationOptions.holdRange)
      animation = animation ?? AnimationOptions()
      animation?.hold = hold
    default: return false
    }
    return true
  }

  /// Refuses `--pace`, `--hold`, `--loop` and `--no-loop` without `--animate`, once every
  /// option is read.
  static func checkAnimationOptions(_ reader: ArgumentReader) throws(UsageError) {
    guard !reader.seen.contains("--animate") else { return }
    for option in ["--pace", "--hold", "--loop", "--no-loop"] where reader.seen.contains(option) {
      throw .needs(option, "--animate")
    }
  }

  /// A `--theme` value: a theme file path, or the name of a built-in theme.
  private static func themeReference(_ value: String) throws(UsageError) -> String {
    guard ThemeCatalog.isPath(value) || ThemeCatalog.builtinNames.contains(value) else {
      throw .invalidValue(
        value, option: "--theme",
        expected: "a built-in theme (" + ThemeCatalog.builtinNames.joined(separator: ", ")
          + ") or a theme file (a path containing / or ending in .json)")
    }
    return value
  }
}
