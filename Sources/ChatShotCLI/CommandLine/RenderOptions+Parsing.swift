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
    case "--chrome":
      try reader.flag(option)
      chrome = true
    case "--no-metadata":
      try reader.flag(option)
      metadata = false
    default: return false
    }
    return true
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
