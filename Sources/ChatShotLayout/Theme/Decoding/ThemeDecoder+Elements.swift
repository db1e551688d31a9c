import ChatShotCore

/// The label, avatar, bubble and row sections of a theme file.
extension ThemeDecoder {
  static func label(_ node: JSONNode, base: LabelStyle?) throws(InputError) -> LabelStyle {
    let r = try node.object(keys: [
      "notes", "x", "y", "rightInset", "height", "font", "color", "format", "visibility",
    ])
    try checkNotes(r)
    return LabelStyle(
      x: try r.number("x", in: offsetRange, base: base?.x),
      y: try r.number("y", in: offsetRange, base: base?.y),
      rightInset: try r.number("rightInset", in: offsetRange, base: base?.rightInset),
      height: try r.number("height", in: lengthRange, base: base?.height),
      font: try r.field("font", base: base?.font) { n throws(InputError) in
        try font(n, base: base?.font)
      },
      color: try r.field("color", base: base?.color, color),
      format: try r.field("format", base: base?.format) { n throws(InputError) in try n.string() },
      visibility: try r.field("visibility", base: base?.visibility) { n throws(InputError) in
        try keyword(n, [LabelVisibility.always, .whenTimeChanges])
      })
  }

  static func avatar(_ node: JSONNode, base: AvatarStyle?, images: ThemeImageNames)
    throws(InputError)
    -> AvatarStyle
  {
    let r = try node.object(keys: [
      "notes", "size", "edgeInset", "gap", "shape", "cornerRadius", "localImage", "otherImage",
      "show", "local", "align",
    ])
    try checkNotes(r)
    let shapeWord = try r.field("shape", base: base.map { ShapeKeyword($0.shape) }) {
      n throws(InputError) in try keyword(n, ShapeKeyword.allCases)
    }
    let shape: AvatarShape
    switch shapeWord {
    case .rounded:
      var baseRadius: Double?
      if case .rounded(let radius)? = base?.shape { baseRadius = radius }
      shape = .rounded(radius: try r.number("cornerRadius", in: lengthRange, base: baseRadius))
    case .square, .circle:
      if let n = r.optional("cornerRadius") {
        throw n.error("cornerRadius applies only to \"shape\": \"rounded\"")
      }
      shape = shapeWord == .circle ? .circle : .square
    }
    var style = AvatarStyle(
      size: try r.number("size", in: lengthRange, base: base?.size),
      edgeInset: try r.number("edgeInset", in: offsetRange, base: base?.edgeInset),
      gap: try r.number("gap", in: offsetRange, base: base?.gap),
      shape: shape,
      localImage: try r.field("localImage", base: base?.localImage) { n throws(InputError) in
        try images.name(n, stretchable: false)
      },
      otherImage: try r.field("otherImage", base: base?.otherImage) { n throws(InputError) in
        try images.name(n, stretchable: false)
      })
    try avatarPlacement(r, base: base, into: &style)
    return style
  }

  /// The words of `"shape"`.
  enum ShapeKeyword: String, CaseIterable {
    case square, circle, rounded

    init(_ shape: AvatarShape) {
      switch shape {
      case .square: self = .square
      case .circle: self = .circle
      case .rounded: self = .rounded
      }
    }
  }

  static func bubble(_ node: JSONNode, base: BubbleStyle?, images: ThemeImageNames)
    throws(InputError)
    -> BubbleStyle
  {
    let r = try node.object(keys: [
      "notes", "font", "maxTextWidth", "textWidthExtra", "edgeInset", "local", "other",
      "maxWidthFraction",
    ])
    try checkNotes(r)
    return BubbleStyle(
      font: try r.field("font", base: base?.font) { n throws(InputError) in
        try font(n, base: base?.font)
      },
      maxTextWidth: try r.number("maxTextWidth", in: 1...2048, base: base?.maxTextWidth),
      textWidthExtra: try r.number("textWidthExtra", in: offsetRange, base: base?.textWidthExtra),
      edgeInset: try r.number("edgeInset", in: offsetRange, base: base?.edgeInset ?? 0),
      local: try r.field("local", base: base?.local) { n throws(InputError) in
        try appearance(n, base: base?.local, images: images)
      },
      other: try r.field("other", base: base?.other) { n throws(InputError) in
        try appearance(n, base: base?.other, images: images)
      },
      maxWidthFraction: try r.nullable("maxWidthFraction", base: base?.maxWidthFraction) {
        n throws(InputError) in PlainNumber(try n.number(in: 0.1...1))
      })
  }

  /// One side's bubble: background, text colour, content insets.
  static func appearance(_ node: JSONNode, base: BubbleAppearance?, images: ThemeImageNames)
    throws(InputError) -> BubbleAppearance
  {
    let r = try node.object(keys: [
      "notes", "background", "tailless", "textColor", "contentInsets",
    ])
    try checkNotes(r)
    return BubbleAppearance(
      background: try r.field("background", base: base?.background) { n throws(InputError) in
        try bubbleBackground(n, images: images)
      },
      textColor: try r.field("textColor", base: base?.textColor, color),
      contentInsets: try r.field("contentInsets", base: base?.contentInsets) {
        n throws(InputError) in try insets(n, base: base?.contentInsets)
      },
      tailless: try r.nullable("tailless", base: base?.tailless) { n throws(InputError) in
        try bubbleBackground(n, images: images)
      })
  }

  /// `{"image"}` or `{"color", "cornerRadius"?}`.
  static func bubbleBackground(_ n: JSONNode, images: ThemeImageNames) throws(InputError)
    -> BubbleBackground
  {
    let b = try n.object(keys: ["image", "color", "cornerRadius"])
    if let image = b.optional("image") {
      for key in ["color", "cornerRadius"] where b.contains(key) {
        throw n.error(
          "a background is either {\"image\"} or {\"color\", \"cornerRadius\"?}, not both")
      }
      return .image(name: try images.name(image, stretchable: true))
    }
    guard b.contains("color") else {
      throw n.error("missing required key 'image' or 'color'")
    }
    return .fill(
      color: try b.field("color", base: nil, color),
      cornerRadius: try b.number("cornerRadius", in: lengthRange, base: 0))
  }

  static func row(_ node: JSONNode, base: RowStyle?) throws(InputError) -> RowStyle {
    let r = try node.object(keys: ["notes", "minHeight", "bottomPadding", "separator"])
    try checkNotes(r)
    return RowStyle(
      minHeight: try r.number("minHeight", in: lengthRange, base: base?.minHeight ?? 0),
      bottomPadding: try r.number("bottomPadding", in: offsetRange, base: base?.bottomPadding ?? 0),
      separator: try r.nullable("separator", base: base?.separator) { n throws(InputError) in
        let s = try n.object(keys: ["color", "thickness", "left", "right"])
        let b = base?.separator
        return SeparatorStyle(
          color: try s.field("color", base: b?.color, color),
          thickness: try s.number("thickness", in: 0...64, base: b?.thickness ?? 1),
          left: try s.number("left", in: lengthRange, base: b?.left ?? 0),
          right: try s.number("right", in: lengthRange, base: b?.right ?? 0))
      })
  }
}
