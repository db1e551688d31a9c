import ChatShotCore

extension TimelineLayout {
  /// The layout dump (`--layout-json`): the frame model as JSON with sorted keys, frames in
  /// points on the whole canvas. Version 3 of the format (docs/themes.md#the-layout-dump):
  /// version 1's keys with the same meaning, and on each row `kind`, `id`, `run`, `name`,
  /// `iconKind`, `tail`, `status` and `marks`, (issue 13) `image`, `caption`, `reply` and
  /// `reactions`, and (version 3) `lines` and `missingGlyphs`; `chrome` is present only when
  /// the input bar is drawn.
  package func dump(scale: Double) -> JSONOutput {
    var members: [String: JSONOutput] = [
      "version": .number(3),
      "theme": .string(theme),
      "width": .number(width),
      "height": .number(height),
      "scale": .number(scale),
      "rows": .array(rows.map(\.dump)),
      "screen": screenDump,
    ]
    if let chrome {
      members["chrome"] = .object([
        "frame": chrome.frame.dump,
        "items": .array(
          chrome.items.map {
            .object(["image": $0.image.map(JSONOutput.string) ?? .null, "frame": $0.frame.dump])
          }),
      ])
    }
    if !callouts.isEmpty {
      members["callouts"] = .array(
        callouts.map {
          .object([
            "number": .number(Double($0.number)), "row": .number(Double($0.row)),
            "frame": $0.frame.dump,
          ])
        })
    }
    return .object(members)
  }
}

extension MessageFrame {
  var dump: JSONOutput {
    guard case .object(var members) = baseDump else { return baseDump }
    if let stamp { members["stamp"] = stamp.dump }
    if let stampShade { members["stampShade"] = stampShade.dump }
    // A bare photo's balloon: the caption's under it, or none behind the photo alone.
    if !hasBalloon {
      members["balloon"] = .null
    } else if let balloon {
      members["balloon"] = balloon.dump
    }
    if !reactions.isEmpty { members["reactionPlacement"] = .string(reactionPlacement.rawValue) }
    if let typingPlacement, typingPlacement != .bubble {
      members["placement"] = .string(typingPlacement.rawValue)
      members["frame"] = typingFrame?.dump ?? .null
    }
    return .object(members)
  }

  /// Every row's keys; `stamp`, `stampShade`, `balloon` and `reactionPlacement` are added
  /// only where a row has one, `placement` and `frame` only on a typing row drawn off its
  /// bubble.
  private var baseDump: JSONOutput {
    .object([
      "index": .number(Double(index)),
      "from": .string(from),
      "side": .string(side.rawValue),
      "y": .number(y),
      "height": .number(height),
      "label": label?.dump ?? .null,
      "icon": icon?.dump ?? .null,
      "bubble": bubble.dump,
      "text": text.dump,
      "textSize": .object(["width": .number(textSize.width), "height": .number(textSize.height)]),
      "kind": .string(kind.rawValue),
      "id": id.map(JSONOutput.string) ?? .null,
      "run": .string(run.rawValue),
      "name": name?.dump ?? .null,
      "iconKind": iconKind.map { .string($0.rawValue) } ?? .null,
      "tail": .bool(tail),
      "status": status.map { s in
        .object(["value": .string(s.value.rawValue), "frame": s.frame?.dump ?? .null])
      } ?? .null,
      "marks": .array(marks.map(\.dump)),
      "image": image?.dump ?? .null,
      "caption": caption?.dump ?? .null,
      "reply": reply.map { .object(["to": .string($0.to), "frame": $0.frame.dump]) } ?? .null,
      "reactions": .array(
        reactions.map {
          .object([
            "emoji": .string($0.emoji), "count": .number(Double($0.count)),
            "frame": $0.frame.dump,
          ])
        }),
      "links": .array(links.map(\.dump)),
      "lines": .array(lines.map(\.dump)),
      "missingGlyphs": .number(Double(missingGlyphs)),
    ])
  }
}

extension LabelFrame {
  var dump: JSONOutput { .object(["text": .string(text), "frame": frame.dump]) }
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
