extension RenderOptions {
  /// These options with every choice left to the theme made explicit (the width and the
  /// emoticon setting used) and no theme reference (the theme is recorded on its own, by
  /// name and content hash, never by path): what metadata records.
  func resolved(for theme: Theme, width: Double) -> RenderOptions {
    var options = self
    options.width = width
    options.emoticons = emoticons ?? theme.emoticons
    options.theme = nil
    return options
  }

  /// The options that change the picture, as recorded in metadata (`chatshot:options`).
  /// Call it on `resolved(for:width:)` options.
  package var metadataJSON: JSONOutput {
    .object([
      "scale": .number(scale),
      "width": .number(width ?? 0),
      "compression": .number(Double(compression)),
      "emoticons": .bool(emoticons ?? false),
      "chrome": .bool(chrome),
    ])
  }

  /// Options read back from metadata: members that are missing or out of range keep their
  /// defaults.
  init(metadata json: JSONValue) {
    self.init()
    if let n = json["scale"]?.numberValue, Self.scaleRange.contains(n) { scale = n }
    if let n = json["width"]?.numberValue, Self.widthRange.contains(n) { width = n }
    if let n = json["compression"]?.numberValue, let level = Int(exactly: n),
      (0...9).contains(level)
    {
      compression = level
    }
    if let b = json["emoticons"]?.boolValue { emoticons = b }
    if let b = json["chrome"]?.boolValue { chrome = b }
  }

  /// The differences from `old` as phrases ("scale 3 → 2"), in a fixed order; both must be
  /// resolved options.
  func changes(from old: RenderOptions) -> [String] {
    var out: [String] = []
    func f(_ n: Double?) -> String { n.map(JSONOutput.format) ?? "theme's" }
    func onOff(_ b: Bool?) -> String { b.map { $0 ? "on" : "off" } ?? "theme's" }
    if old.scale != scale { out.append("scale \(f(old.scale)) → \(f(scale))") }
    if old.width != width { out.append("width \(f(old.width)) → \(f(width))") }
    if old.compression != compression {
      out.append("compression \(old.compression) → \(compression)")
    }
    if old.emoticons != emoticons {
      out.append("emoticons \(onOff(old.emoticons)) → \(onOff(emoticons))")
    }
    if old.chrome != chrome { out.append("chrome \(onOff(old.chrome)) → \(onOff(chrome))") }
    return out
  }
}
