extension TimelineLayout {
  /// The layout dump (`--layout-json`): the frame model as JSON with sorted keys, frames in
  /// points on the whole canvas. Version 1 of the format; `chrome` is present only when the
  /// input bar is drawn.
  package func dump(scale: Double) -> JSONOutput {
    var members: [String: JSONOutput] = [
      "version": .number(1),
      "theme": .string(theme),
      "width": .number(width),
      "height": .number(height),
      "scale": .number(scale),
      "rows": .array(rows.map(\.dump)),
    ]
    if let chrome {
      members["chrome"] = .object([
        "frame": chrome.frame.dump,
        "items": .array(chrome.items.map { .object(["image": .string($0.image), "frame": $0.frame.dump]) }),
      ])
    }
    return .object(members)
  }
}

extension MessageFrame {
  var dump: JSONOutput {
    .object([
      "index": .number(Double(index)),
      "from": .string(from),
      "side": .string(side.rawValue),
      "y": .number(y),
      "height": .number(height),
      "label": label.map { .object(["text": .string($0.text), "frame": $0.frame.dump]) } ?? .null,
      "icon": icon?.dump ?? .null,
      "bubble": bubble.dump,
      "text": text.dump,
      "textSize": .object(["width": .number(textSize.width), "height": .number(textSize.height)]),
    ])
  }
}

extension Rect {
  var dump: JSONOutput {
    .object(["x": .number(x), "y": .number(y), "width": .number(width), "height": .number(height)])
  }
}

extension TimelineLayout {
  /// The layout dump as JSON text (what `chatshot --layout-json` writes): sorted keys, two
  /// spaces of indentation, frames in points; `scale` is recorded for the reader.
  public func dumpJSON(scale: Double) -> String {
    dump(scale: scale).serialized()
  }
}
