import ChatShotCore
import ChatShotLayout

extension ConversationStyle {
  /// Every stored field as JSON, for `Theme.canonicalJSON` (the same conventions).
  var canonicalJSON: JSONOutput {
    func optional<T>(_ value: T?, _ json: (T) -> [String: JSONOutput]) -> JSONOutput {
      value.map { .object(json($0)) } ?? .null
    }
    var members: [String: JSONOutput] = [
      "runs": optional(runs) { r in
        [
          "avatar": .string(r.avatar.rawValue), "tail": .string(r.tail.rawValue),
          "gap": .number(r.gap),
        ]
      },
      "names": optional(names) { n in
        [
          "show": .string(n.show.rawValue), "placement": .string(n.placement.rawValue),
          "font": n.font.canonicalJSON, "height": .number(n.height), "local": .bool(n.local),
          "color": n.color?.canonicalJSON ?? .null,
          "time": n.time.map { t in
            .object([
              "font": t.font.canonicalJSON, "color": t.color.canonicalJSON,
              "gap": .number(t.gap), "dy": .number(t.dy),
            ])
          } ?? .null,
        ]
      },
      "palette": .array(palette.map(\.canonicalJSON)),
      "initials": optional(initials) { i in
        ["font": i.font.canonicalJSON, "color": i.color.canonicalJSON]
      },
      "notice": optional(notice) { n in
        [
          "shape": .string(n.shape.rawValue), "font": n.font.canonicalJSON,
          "textColor": n.textColor.canonicalJSON, "background": n.background.canonicalJSON,
          "cornerRadius": .number(n.cornerRadius), "padding": n.padding.canonicalJSON,
          "margin": .number(n.margin), "maxTextWidth": .number(n.maxTextWidth),
        ]
      },
      "typing": optional(typing) { t in
        [
          "dotSize": .number(t.dotSize), "dotGap": .number(t.dotGap),
          "color": t.color.canonicalJSON, "height": .number(t.height),
        ]
      },
      "emoji": optional(emoji) { e in
        ["font": e.font.canonicalJSON, "maxCount": .number(Double(e.maxCount))]
      },
      "receipts": optional(receipts) { r in
        [
          "style": .string(r.style.rawValue), "font": r.font.canonicalJSON,
          "color": r.color.canonicalJSON, "readColor": r.readColor.canonicalJSON,
          "failedColor": r.failedColor.canonicalJSON, "height": .number(r.height),
        ]
      },
      "marks": optional(marks) { m in
        var json: [String: JSONOutput] = [
          "font": m.font.canonicalJSON, "color": m.color.canonicalJSON, "height": .number(m.height),
        ]
        // The words only when a theme changes them, so the built-in themes keep their hashes.
        typealias M = ConversationStyle.Marks
        for (key, value, standard) in [
          ("edited", m.edited, M.standardEdited), ("forwarded", m.forwarded, M.standardForwarded),
          ("forwardedFrom", m.forwardedFrom, M.standardForwardedFrom),
        ] where value != standard {
          json[key] = .string(value)
        }
        return json
      },
      "stamp": optional(stamp) { s in
        [
          "font": s.font.canonicalJSON, "color": s.color.canonicalJSON,
          "localColor": s.localColor?.canonicalJSON ?? .null, "height": .number(s.height),
          "gap": .number(s.gap), "lineHeight": .number(s.lineHeight), "bottom": .number(s.bottom),
          "tickWidth": .number(s.tickWidth), "tickGap": .number(s.tickGap),
          "readColor": s.readColor.canonicalJSON, "tickColor": s.tickColor.canonicalJSON,
        ]
      },
    ]
    mediaCanonicalJSON(into: &members)
    // Written only when set, so themes without it keep their canonical bytes and hash.
    if let formatting { members["formatting"] = formatting.canonicalJSON }
    return .object(members)
  }
}
