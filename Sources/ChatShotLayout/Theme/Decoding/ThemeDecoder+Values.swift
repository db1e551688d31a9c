import ChatShotCore

/// Theme values shared by several elements: colours, fonts, insets, keywords.
extension ThemeDecoder {
  /// Offsets and insets, in points (negative allowed).
  static let offsetRange: ClosedRange<Double> = -2048...2048
  /// Sizes and lengths, in points.
  static let lengthRange: ClosedRange<Double> = 0...2048
  static let fontSizeRange: ClosedRange<Double> = 1...200

  /// `"#RGB"`, `"#RRGGBB"` or `"#RRGGBBAA"`.
  static func color(_ node: JSONNode) throws(InputError) -> RGBAColor {
    let text = try node.string()
    guard let color = RGBAColor(hex: text) else {
      throw node.error(
        "expected a colour written #RGB, #RRGGBB or #RRGGBBAA, found \(JSONPath.quoted(text))")
    }
    return color
  }

  /// One of `values` (the raw values of an enum), named in the error.
  static func keyword<T: RawRepresentable>(_ node: JSONNode, _ values: [T]) throws(InputError)
    -> T where T.RawValue == String
  {
    try node.keyword(values)
  }

  /// The families chatshot has font files for (see `FontFile`).
  static let fontFamilies = ["Inter", "Noto Sans CJK SC", "DejaVu Sans"]

  /// `{"family"?, "size", "weight"?}`; family Inter and weight regular unless the base
  /// says otherwise.
  static func font(_ node: JSONNode, base: FontSpec?) throws(InputError) -> FontSpec {
    let r = try node.object(keys: ["family", "size", "weight", "lineHeight"])
    let family = try r.field("family", base: base?.family ?? "Inter") { n throws(InputError) in
      let name = try n.string()
      guard fontFamilies.contains(name) else {
        throw n.error(
          "unknown font family \(JSONPath.quoted(name)); expected one of: "
            + fontFamilies.joined(separator: ", "))
      }
      return name
    }
    let size = try r.number("size", in: fontSizeRange, base: base?.size)
    let weight = try r.field("weight", base: base?.weight ?? .regular) { n throws(InputError) in
      try keyword(n, FontWeight.allCases)
    }
    let lineHeight = try r.nullable("lineHeight", base: base?.lineHeight?.value) {
      n throws(InputError) in try n.number(in: 1...512)
    }
    return FontSpec(family: family, size: size, weight: weight, lineHeight: lineHeight)
  }

  /// `{"top"?, "left"?, "bottom"?, "right"?}` in points; a missing side keeps the base's, or 0.
  static func insets(_ node: JSONNode, base: EdgeInsets?, range: ClosedRange<Double> = offsetRange)
    throws(InputError) -> EdgeInsets
  {
    let r = try node.object(keys: ["top", "left", "bottom", "right"])
    let b = base ?? .zero
    return EdgeInsets(
      top: try r.number("top", in: range, base: b.top),
      left: try r.number("left", in: range, base: b.left),
      bottom: try r.number("bottom", in: range, base: b.bottom),
      right: try r.number("right", in: range, base: b.right))
  }

  /// `"notes"`: free text for people (why a value was chosen); a string or strings.
  static func checkNotes(_ reader: JSONObjectReader) throws(InputError) {
    guard let node = reader.optional("notes") else { return }
    if case .string = node.value.kind { return }
    guard case .array = node.value.kind else {
      throw node.typeMismatch(expected: "a string or an array of strings")
    }
    for line in try node.array() { _ = try line.string() }
  }
}
