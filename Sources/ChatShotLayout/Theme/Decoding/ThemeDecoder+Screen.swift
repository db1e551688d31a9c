import ChatShotCore

/// The screen parts of a theme file: `"statusBar"`, `"header"` and `"homeIndicator"`.
extension ThemeDecoder {
  static let screenKeys = ["statusBar", "header", "homeIndicator"]

  /// `{"height", "background"?, "color", "font"}`.
  static func statusBar(_ node: JSONNode, base: StatusBarStyle?) throws(InputError)
    -> StatusBarStyle
  {
    let r = try node.object(keys: ["notes", "height", "background", "color", "font"])
    try checkNotes(r)
    return StatusBarStyle(
      height: try r.number("height", in: 1...200, base: base?.height),
      background: try r.nullable("background", base: base?.background, color),
      color: try r.field("color", base: base?.color, color),
      font: try r.field("font", base: base?.font) { n throws(InputError) in
        try font(n, base: base?.font)
      })
  }

  /// `{"height", "background", "separator"?, "titleFont", "titleColor", "subtitleFont",
  /// "subtitleColor", "tint", "alignment", "avatarSize"?}`.
  static func header(_ node: JSONNode, base: HeaderStyle?) throws(InputError) -> HeaderStyle {
    let r = try node.object(keys: [
      "notes", "height", "background", "separator", "titleFont", "titleColor", "subtitleFont",
      "subtitleColor", "tint", "alignment", "avatarSize", "spacing",
    ])
    try checkNotes(r)
    return HeaderStyle(
      height: try r.number("height", in: 1...400, base: base?.height),
      background: try r.field("background", base: base?.background, color),
      separator: try r.nullable("separator", base: base?.separator, color),
      titleFont: try r.field("titleFont", base: base?.titleFont) { n throws(InputError) in
        try font(n, base: base?.titleFont)
      },
      titleColor: try r.field("titleColor", base: base?.titleColor, color),
      subtitleFont: try r.field("subtitleFont", base: base?.subtitleFont) {
        n throws(InputError) in try font(n, base: base?.subtitleFont)
      },
      subtitleColor: try r.field("subtitleColor", base: base?.subtitleColor, color),
      tint: try r.field("tint", base: base?.tint, color),
      alignment: try r.field("alignment", base: base?.alignment ?? .center) {
        n throws(InputError) in try keyword(n, HeaderAlignment.allCases)
      },
      avatarSize: try r.nullable("avatarSize", base: base?.avatarSize) { n throws(InputError) in
        try n.number(in: 1...200)
      },
      spacing: try r.number("spacing", in: lengthRange, base: base?.spacing ?? 0))
  }

  /// `{"color", "background"?}`.
  static func homeIndicator(_ node: JSONNode, base: HomeIndicatorStyle?) throws(InputError)
    -> HomeIndicatorStyle
  {
    let r = try node.object(keys: ["notes", "color", "background"])
    try checkNotes(r)
    return HomeIndicatorStyle(
      color: try r.field("color", base: base?.color, color),
      background: try r.nullable("background", base: base?.background, color))
  }
}
