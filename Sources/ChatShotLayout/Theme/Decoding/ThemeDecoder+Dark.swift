import ChatShotCore

/// The `"dark"` section: overrides of colours and images that make a theme's dark
/// appearance, checked against the keys a dark section may have (none that moves a frame).
extension ThemeDecoder {
  /// What a dark section may contain: for each key, the keys allowed inside it (nil: any
  /// value, decoded as the light section's key is).
  private static let darkKeys: [String: DarkKeys] = [
    "background": .value, "images": .value,
    "label": .object(["color": .value]),
    "avatar": .object(["localImage": .value, "otherImage": .value]),
    "bubble": .object(["local": darkBubbleSide, "other": darkBubbleSide]),
    "row": .object(["separator": .object(["color": .value])]),
    "chrome": .object(["background": .value, "items": .value]),
    "statusBar": .object(["background": .value, "color": .value]),
    "header": .object([
      "background": .value, "separator": .value, "titleColor": .value,
      "subtitleColor": .value, "tint": .value,
    ]),
    "homeIndicator": .object(["color": .value, "background": .value]),
    "palette": .value,
    "initials": .object(["color": .value]),
    "notice": .object(["textColor": .value, "background": .value]),
    "typing": .object(["color": .value]),
    "receipts": .object(["color": .value, "readColor": .value, "failedColor": .value]),
    "marks": .object(["color": .value]),
    "reactions": .object(["background": .value, "textColor": .value, "borderColor": .value]),
    "wallpaper": .value,
    "formatting": .object([
      "linkColor": .value, "linkUnderline": .value, "codeBackground": .value,
      "quoteBarColor": .value, "spoilerColor": .value,
    ]),
    "names": .object(["color": .value, "time": .object(["color": .value])]),
    "stamp": .object([
      "color": .value, "localColor": .value, "tickColor": .value, "readColor": .value,
    ]),
  ]

  private static let darkBubbleSide = DarkKeys.object([
    "background": .value, "tailless": .value, "textColor": .value,
  ])

  /// The keys allowed at one place of a dark section.
  private indirect enum DarkKeys: Sendable {
    /// Any value, checked when it is decoded.
    case value
    /// An object with these keys (and `"notes"`).
    case object([String: DarkKeys])
  }

  /// Refuses a key a dark section may not have, at its own path ("dark.bubble.font"):
  /// only colours and images change between appearances, never a metric.
  static func checkDarkSection(_ node: JSONNode) throws(InputError) {
    try check(node, against: .object(darkKeys))
  }

  private static func check(_ node: JSONNode, against keys: DarkKeys) throws(InputError) {
    guard case .object(let allowed) = keys else { return }
    guard case .object(let members) = node.value.kind else {
      throw node.typeMismatch(expected: "an object")
    }
    for member in members where member.key != "notes" {
      let child = JSONNode(
        member.value, path: node.path.appending(key: member.key), file: node.file)
      guard let inner = allowed[member.key] else {
        throw InputError(
          file: node.file, location: member.keyLocation, path: child.path,
          reason: "unknown key \(quotedKey(member.key)) in a dark section; it may change: "
            + allowed.keys.sorted().joined(separator: ", "))
      }
      try check(child, against: inner)
    }
  }
}
