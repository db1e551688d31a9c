import ChatShotCore

/// The `"chrome"` section: the input bar `--chrome` draws below the timeline.
extension ThemeDecoder {
  static func chrome(_ node: JSONNode, base: ChromeStyle?, images: ThemeImageNames)
    throws(InputError) -> ChromeStyle
  {
    let r = try node.object(keys: ["notes", "height", "background", "items", "position"])
    try checkNotes(r)
    return ChromeStyle(
      height: try r.number("height", in: 1...2048, base: base?.height),
      background: try r.field("background", base: base?.background) { n throws(InputError) in
        let b = try n.object(keys: ["image", "color"])
        switch (b.optional("image"), b.optional("color")) {
        case (let image?, nil): return .image(name: try images.name(image, stretchable: true))
        case (nil, let c?): return .color(try color(c))
        case (.some, .some):
          throw n.error("a background is either {\"image\"} or {\"color\"}, not both")
        case (nil, nil): throw n.error("missing required key 'image' or 'color'")
        }
      },
      items: try r.field("items", base: base?.items) { n throws(InputError) in
        var items: [ChromeItem] = []
        for item in try n.array() { items.append(try chromeItem(item, images: images)) }
        return items
      },
      position: try r.field("position", base: base?.position ?? .bottom) {
        n throws(InputError) in try keyword(n, ChromePosition.allCases)
      })
  }

  /// `{"image", "left"?, "width"?, "right"?, "top"?, "height"?, "bottom"?}`: two of each trio.
  private static func chromeItem(_ node: JSONNode, images: ThemeImageNames) throws(InputError)
    -> ChromeItem
  {
    let r = try node.object(keys: [
      "notes", "image", "left", "width", "right", "top", "height", "bottom", "fill", "text",
    ])
    try checkNotes(r)
    let item = ChromeItem(
      image: try r.optional("image").map { n throws(InputError) in
        try images.name(n, stretchable: false)
      },
      horizontal: try span(r, start: "left", length: "width", end: "right"),
      vertical: try span(r, start: "top", length: "height", end: "bottom"),
      fill: try r.optional("fill").map(chromeFill),
      text: try r.optional("text").map(chromeText))
    if item.image == nil, item.fill == nil, item.text == nil {
      throw node.error("an item needs an \"image\", a \"fill\" or a \"text\"")
    }
    return item
  }

  /// `{"color", "cornerRadius"?, "border"?}`.
  private static func chromeFill(_ node: JSONNode) throws(InputError) -> ChromeItem.ChromeFill {
    let r = try node.object(keys: ["color", "cornerRadius", "border"])
    return ChromeItem.ChromeFill(
      color: try r.field("color", base: nil, color),
      cornerRadius: try r.number("cornerRadius", in: lengthRange, base: 0),
      border: try r.optional("border").map(color))
  }

  /// `{"text", "font", "color", "alignment"?: "left"|"center", "inset"?}`.
  private static func chromeText(_ node: JSONNode) throws(InputError) -> ChromeItem.ChromeText {
    let r = try node.object(keys: ["text", "font", "color", "alignment", "inset"])
    let alignment = try r.field("alignment", base: "center") { n throws(InputError) in
      try keyword(n, [LabelAlignment.left, .center]).rawValue
    }
    return ChromeItem.ChromeText(
      text: try r.field("text", base: nil) { n throws(InputError) in try n.nonEmptyString() },
      font: try r.field("font", base: nil) { n throws(InputError) in try font(n, base: nil) },
      color: try r.field("color", base: nil, color),
      centered: alignment == "center",
      inset: try r.number("inset", in: lengthRange, base: 0))
  }

  private static func span(_ r: JSONObjectReader, start: String, length: String, end: String)
    throws(InputError) -> ChromeItem.Span
  {
    let span = ChromeItem.Span(
      start: try r.optionalNumber(start, in: offsetRange),
      length: try r.optionalNumber(length, in: lengthRange),
      end: try r.optionalNumber(end, in: offsetRange))
    let given = [span.start, span.length, span.end].compactMap { $0 }.count
    guard given == 2 else {
      throw r.node.error(
        "give exactly two of \"\(start)\", \"\(length)\" and \"\(end)\" (found \(given))")
    }
    return span
  }
}
