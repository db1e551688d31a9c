extension RenderOptions {
  /// Consumes `option` (and its value) if it is a render option; false if it is not one.
  /// Shared by every command that renders (`chatshot INPUT`, `chatshot check`).
  mutating func parse(_ option: String, from reader: inout ArgumentReader) throws(UsageError) -> Bool {
    switch option {
    case "--scale": scale = try reader.number(of: option, in: Self.scaleRange)
    case "--width": width = try reader.number(of: option, in: Self.widthRange)
    case "--compression": compression = try reader.integer(of: option, in: 0...9)
    case "--emoticons":
      try reader.flag(option)
      emoticons = true
    case "--no-metadata":
      try reader.flag(option)
      metadata = false
    default: return false
    }
    return true
  }
}
