extension RenderOptions {
  /// The options that change the picture, as recorded in metadata (`chatshot:options`);
  /// `width` is the width actually used (the theme's when `--width` was not given).
  func metadataJSON(effectiveWidth: Double) -> JSONOutput {
    .object([
      "scale": .number(scale),
      "width": .number(effectiveWidth),
      "compression": .number(Double(compression)),
      "emoticons": .bool(emoticons),
    ])
  }

  /// Options read back from metadata: members that are missing or out of range keep their
  /// defaults.
  init(metadata json: JSONValue) {
    self.init()
    if let n = json["scale"]?.numberValue, Self.scaleRange.contains(n) { scale = n }
    if let n = json["width"]?.numberValue, Self.widthRange.contains(n) { width = n }
    if let n = json["compression"]?.numberValue, let level = Int(exactly: n), (0...9).contains(level) {
      compression = level
    }
    if let b = json["emoticons"]?.boolValue { emoticons = b }
  }

  /// The differences from `old` as phrases ("scale 3 → 2"), in a fixed order.
  func changes(from old: RenderOptions, oldWidth: Double, newWidth: Double) -> [String] {
    var out: [String] = []
    func f(_ n: Double) -> String { JSONOutput.format(n) }
    if old.scale != scale { out.append("scale \(f(old.scale)) → \(f(scale))") }
    if oldWidth != newWidth { out.append("width \(f(oldWidth)) → \(f(newWidth))") }
    if old.compression != compression {
      out.append("compression \(old.compression) → \(compression)")
    }
    if old.emoticons != emoticons {
      out.append("emoticons \(old.emoticons ? "on" : "off") → \(emoticons ? "on" : "off")")
    }
    return out
  }
}
