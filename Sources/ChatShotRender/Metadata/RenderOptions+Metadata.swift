import ChatShotCore
import ChatShotLayout
import ChatShotModel

extension RenderOptions {
  /// These options with every choice left to the theme made explicit (the width and the
  /// emoticon setting used) and no theme reference (the theme is recorded on its own, by
  /// name and content hash, never by path): what metadata records.
  func resolved(for theme: Theme, width: Double) -> RenderOptions {
    var options = self
    options.width = width
    options.emoticons = emoticons ?? theme.emoticons
    options.theme = nil
    options.format = nil  // not recorded: the file's own bytes say it
    return options
  }

  /// The options that change the picture, as recorded in metadata (`chatshot:options`).
  /// Call it on `resolved(for:width:)` options.
  package var metadataJSON: JSONOutput {
    var members: [String: JSONOutput] = [
      "scale": .number(scale),
      "width": .number(width ?? 0),
      "compression": .number(Double(compression)),
      "emoticons": .bool(emoticons ?? false),
      "chrome": .bool(chrome),
    ]
    // The screen options only when set, so a render without them records what it always did.
    if statusBar { members["statusBar"] = .bool(true) }
    if header { members["header"] = .bool(true) }
    if screen { members["screen"] = .bool(true) }
    if let device { members["device"] = .string(device.name) }
    if let appearance { members["appearance"] = .string(appearance.rawValue) }
    // Veils and markers only when asked for, for the same reason.
    if !highlight.isEmpty { members["highlight"] = .array(highlight.map(\.metadataJSON)) }
    if !callouts.isEmpty { members["callouts"] = .array(callouts.map(\.metadataJSON)) }
    return .object(members)
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
    if let b = json["statusBar"]?.boolValue { statusBar = b }
    if let b = json["header"]?.boolValue { header = b }
    if let b = json["screen"]?.boolValue { screen = b }
    if let name = json["device"]?.stringValue { device = Device.named(name) }
    if let word = json["appearance"]?.stringValue { appearance = Appearance(rawValue: word) }
    highlight = RowSelector.list(metadata: json["highlight"])
    callouts = RowSelector.list(metadata: json["callouts"])
  }

  /// The differences from `old` as phrases ("scale 3 → 2"), in a fixed order; both must be
  /// resolved options.
  package func changes(from old: RenderOptions) -> [String] {
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
    for (name, a, b) in [
      ("status bar", old.statusBar, statusBar), ("header", old.header, header),
      ("screen", old.screen, screen),
    ] where a != b {
      out.append("\(name) \(onOff(a)) → \(onOff(b))")
    }
    if old.device != device {
      out.append("device \(old.device?.name ?? "none") → \(device?.name ?? "none")")
    }
    func rows(_ selectors: [RowSelector]) -> String {
      selectors.isEmpty ? "none" : selectors.map(\.described).joined(separator: ",")
    }
    if old.highlight != highlight {
      out.append("highlight \(rows(old.highlight)) → \(rows(highlight))")
    }
    if old.callouts != callouts {
      out.append("callouts \(rows(old.callouts)) → \(rows(callouts))")
    }
    if old.appearance != appearance {
      out.append(
        "appearance \(old.appearance?.rawValue ?? "light") → \(appearance?.rawValue ?? "light")")
    }
    return out
  }
}
