import ChatShotCore
import ChatShotLayout
import ChatShotModel

extension Theme {
  /// Every stored field of the theme as JSON, for `contentHash`: the same shape as the Swift
  /// values, so a test can check field by field (with `Mirror`) that nothing is left out.
  ///
  /// Structs are objects keyed by property name; nil is `null`; enums without a payload are
  /// their case name; enums with one are `{"case": payload}` (payload labels as keys); the
  /// images' files are replaced by `fileDigest(file)`, so the same files anywhere give the
  /// same JSON. Numbers are exact (shortest round-trip form), colours their components.
  func canonicalJSON(fileDigest: (ImageSource) -> String) -> JSONOutput {
    // Two dictionaries: one literal of every member is too much for the type checker.
    var members: [String: JSONOutput] = [
      "name": .string(name),
      "summary": .string(summary),
      "width": .number(width),
      "background": background.canonicalJSON,
      "localSide": .string(localSide.rawValue),
      "label": label.canonicalJSON,
      "contentGap": .number(contentGap),
      "avatar": avatar?.canonicalJSON ?? .null,
      "bubble": bubble.canonicalJSON,
      "row": row.canonicalJSON,
      "timelinePadding": timelinePadding.canonicalJSON,
      "emoticons": .bool(emoticons),
      "chrome": chrome?.canonicalJSON ?? .null,
      "images": .object(images.mapValues { $0.canonicalJSON(fileDigest: fileDigest) }),
      "conversation": conversation.canonicalJSON,
    ]
    let screen: [String: JSONOutput] = [
      "otherSide": otherSide.map { .string($0.rawValue) } ?? .null,
      "wallpaper": wallpaper.map(JSONOutput.string) ?? .null,
      "statusBar": statusBar?.canonicalJSON ?? .null,
      "header": header?.canonicalJSON ?? .null,
      "homeIndicator": homeIndicator?.canonicalJSON ?? .null,
      "dark": dark?.theme.canonicalJSON(fileDigest: fileDigest) ?? .null,
      "dimming": dimming?.canonicalJSON ?? .null,
    ]
    members.merge(screen) { first, _ in first }
    return .object(members)
  }
}

extension LabelStyle {
  var canonicalJSON: JSONOutput {
    .object([
      "x": .number(x), "y": .number(y), "rightInset": .number(rightInset),
      "height": .number(height), "font": font.canonicalJSON, "color": color.canonicalJSON,
      "format": .string(format), "visibility": .string(visibility.rawValue),
    ])
  }
}

extension AvatarStyle {
  var canonicalJSON: JSONOutput {
    let shapeJSON: JSONOutput =
      switch shape {
      case .square: .string("square")
      case .circle: .string("circle")
      case .rounded(let radius): .object(["rounded": .object(["radius": .number(radius)])])
      }
    return .object([
      "size": .number(size), "edgeInset": .number(edgeInset), "gap": .number(gap),
      "shape": shapeJSON, "localImage": .string(localImage), "otherImage": .string(otherImage),
      "show": .string(show.rawValue), "local": .bool(local),
      "align": align.map { .string($0.rawValue) } ?? .null,
    ])
  }
}

extension BubbleStyle {
  var canonicalJSON: JSONOutput {
    .object([
      "font": font.canonicalJSON, "maxTextWidth": .number(maxTextWidth),
      "textWidthExtra": .number(textWidthExtra), "edgeInset": .number(edgeInset),
      "local": local.canonicalJSON, "other": other.canonicalJSON,
    ])
  }
}

extension BubbleAppearance {
  var canonicalJSON: JSONOutput {
    .object([
      "background": background.canonicalJSON, "textColor": textColor.canonicalJSON,
      "contentInsets": contentInsets.canonicalJSON,
      "tailless": tailless.map(\.canonicalJSON) ?? .null,
    ])
  }
}

extension BubbleBackground {
  var canonicalJSON: JSONOutput {
    switch self {
    case .image(let name): .object(["image": .object(["name": .string(name)])])
    case .fill(let color, let radius):
      .object(["fill": .object(["color": color.canonicalJSON, "cornerRadius": .number(radius)])])
    }
  }
}

extension RowStyle {
  var canonicalJSON: JSONOutput {
    .object([
      "minHeight": .number(minHeight), "bottomPadding": .number(bottomPadding),
      "separator": separator.map { s in
        .object([
          "color": s.color.canonicalJSON, "thickness": .number(s.thickness),
          "left": .number(s.left), "right": .number(s.right),
        ])
      } ?? .null,
    ])
  }
}

extension ChromeStyle {
  var canonicalJSON: JSONOutput {
    let backgroundJSON: JSONOutput =
      switch background {
      case .image(let name): .object(["image": .object(["name": .string(name)])])
      case .color(let color): .object(["color": color.canonicalJSON])
      }
    return .object([
      "height": .number(height), "background": backgroundJSON,
      "items": .array(
        items.map { item in
          .object([
            "image": item.image.map(JSONOutput.string) ?? .null,
            "horizontal": item.horizontal.canonicalJSON,
            "vertical": item.vertical.canonicalJSON,
            "fill": item.fill.map { f in
              .object([
                "color": f.color.canonicalJSON, "cornerRadius": .number(f.cornerRadius),
                "border": f.border?.canonicalJSON ?? .null,
              ])
            } ?? .null,
            "text": item.text.map { t in
              .object([
                "text": .string(t.text), "font": t.font.canonicalJSON,
                "color": t.color.canonicalJSON, "centered": .bool(t.centered),
                "inset": .number(t.inset),
              ])
            } ?? .null,
          ])
        }),
      "position": .string(position.rawValue),
    ])
  }
}

extension ChromeItem.Span {
  var canonicalJSON: JSONOutput {
    .object([
      "start": start.map(JSONOutput.number) ?? .null,
      "length": length.map(JSONOutput.number) ?? .null,
      "end": end.map(JSONOutput.number) ?? .null,
    ])
  }
}

extension ThemeImage {
  func canonicalJSON(fileDigest: (ImageSource) -> String) -> JSONOutput {
    var filesJSON: [String: JSONOutput] = [:]
    for (n, source) in sources { filesJSON[String(n)] = .string(fileDigest(source)) }
    return .object([
      "size": .object(["width": .number(size.width), "height": .number(size.height)]),
      "capInsets": capInsets?.canonicalJSON ?? .null,
      "sources": .object(filesJSON),
    ])
  }
}

extension FontSpec {
  var canonicalJSON: JSONOutput {
    .object([
      "family": .string(family), "size": .number(size), "weight": .string(weight.rawValue),
    ])
  }
}

extension RGBAColor {
  var canonicalJSON: JSONOutput {
    .object([
      "red": .number(red), "green": .number(green), "blue": .number(blue),
      "alpha": .number(alpha),
    ])
  }
}

extension EdgeInsets {
  var canonicalJSON: JSONOutput {
    .object([
      "top": .number(top), "left": .number(left), "bottom": .number(bottom),
      "right": .number(right),
    ])
  }
}

extension StatusBarStyle {
  var canonicalJSON: JSONOutput {
    .object([
      "height": .number(height), "background": background?.canonicalJSON ?? .null,
      "color": color.canonicalJSON, "font": font.canonicalJSON,
    ])
  }
}

extension HeaderStyle {
  var canonicalJSON: JSONOutput {
    .object([
      "height": .number(height), "background": background.canonicalJSON,
      "separator": separator?.canonicalJSON ?? .null, "titleFont": titleFont.canonicalJSON,
      "titleColor": titleColor.canonicalJSON, "subtitleFont": subtitleFont.canonicalJSON,
      "subtitleColor": subtitleColor.canonicalJSON, "tint": tint.canonicalJSON,
      "alignment": .string(alignment.rawValue),
      "avatarSize": avatarSize.map(JSONOutput.number) ?? .null, "spacing": .number(spacing),
    ])
  }
}

extension HomeIndicatorStyle {
  var canonicalJSON: JSONOutput {
    .object([
      "color": color.canonicalJSON, "background": background?.canonicalJSON ?? .null,
    ])
  }
}
