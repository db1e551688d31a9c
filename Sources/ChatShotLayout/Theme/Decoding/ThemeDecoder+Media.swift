import ChatShotCore

/// The optional sections `photos`, `replies` and `reactions` of a theme's conversation style
/// (docs/themes.md); each member left out keeps the base theme's value, or the standard one.
extension ThemeDecoder {
  static let mediaKeys = ["photos", "replies", "reactions"]

  static func media(
    _ r: JSONObjectReader, base b: ConversationStyle, into style: inout ConversationStyle
  )
    throws(InputError)
  {
    style.photos = try r.nullable("photos", base: b.photos) { n throws(InputError) in
      try photos(n, base: b.photos ?? .standard)
    }
    style.replies = try r.nullable("replies", base: b.replies) { n throws(InputError) in
      let o = try section(
        n,
        [
          "nameFont", "nameHeight", "textFont", "maxLines", "barWidth", "gap", "padding",
          "spacing", "thumbnailSize", "backgroundOpacity", "cornerRadius",
        ])
      let p = b.replies ?? .standard
      return ConversationStyle.Replies(
        nameFont: try fontField(o, "nameFont", base: p.nameFont),
        nameHeight: try o.number("nameHeight", in: lengthRange, base: p.nameHeight),
        textFont: try fontField(o, "textFont", base: p.textFont),
        maxLines: Int(try o.number("maxLines", in: 1...4, base: Double(p.maxLines))),
        barWidth: try o.number("barWidth", in: lengthRange, base: p.barWidth),
        gap: try o.number("gap", in: lengthRange, base: p.gap),
        padding: try o.field("padding", base: p.padding) { n throws(InputError) in
          try insets(n, base: p.padding, range: lengthRange)
        },
        spacing: try o.number("spacing", in: lengthRange, base: p.spacing),
        thumbnailSize: try o.number("thumbnailSize", in: lengthRange, base: p.thumbnailSize),
        backgroundOpacity: try o.number("backgroundOpacity", in: 0...1, base: p.backgroundOpacity),
        cornerRadius: try o.number("cornerRadius", in: lengthRange, base: p.cornerRadius))
    }
    style.reactions = try r.nullable("reactions", base: b.reactions) { n throws(InputError) in
      let o = try section(
        n,
        [
          "font", "height", "padding", "spacing", "overlap", "align", "inset", "background",
          "textColor", "borderColor", "borderWidth", "placement",
        ])
      let p = b.reactions ?? .standard
      return ConversationStyle.Reactions(
        font: try fontField(o, base: p.font),
        height: try o.number("height", in: 1...2048, base: p.height),
        padding: try o.number("padding", in: lengthRange, base: p.padding),
        spacing: try o.number("spacing", in: lengthRange, base: p.spacing),
        overlap: try o.number("overlap", in: lengthRange, base: p.overlap),
        align: try o.field("align", base: p.align) { n throws(InputError) in
          try keyword(n, ConversationStyle.ReactionAlignment.allCases)
        },
        inset: try o.number("inset", in: offsetRange, base: p.inset),
        background: try o.field("background", base: p.background, color),
        textColor: try o.field("textColor", base: p.textColor, color),
        borderColor: try o.field("borderColor", base: p.borderColor, color),
        borderWidth: try o.number("borderWidth", in: lengthRange, base: p.borderWidth),
        placement: try o.field("placement", base: p.placement) { n throws(InputError) in
          try keyword(n, ConversationStyle.ReactionPlacement.allCases)
        })
    }
  }

  /// The `photos` section over `p`.
  private static func photos(_ n: JSONNode, base p: ConversationStyle.Photos) throws(InputError)
    -> ConversationStyle.Photos
  {
    let o = try section(
      n,
      [
        "maxWidth", "maxHeight", "minSize", "cornerRadius", "captionGap", "frame",
        "stampOverPhoto", "stampShade",
      ])
    return ConversationStyle.Photos(
      maxWidth: try o.number("maxWidth", in: 1...2048, base: p.maxWidth),
      maxHeight: try o.number("maxHeight", in: 1...2048, base: p.maxHeight),
      minSize: try o.number("minSize", in: 1...2048, base: p.minSize),
      cornerRadius: try o.number("cornerRadius", in: lengthRange, base: p.cornerRadius),
      captionGap: try o.number("captionGap", in: lengthRange, base: p.captionGap),
      frame: try o.contains("frame") ? photoFrame(try o.required("frame")) : p.frame,
      stampOverPhoto: try stampOverPhoto(o, base: p.stampOverPhoto))
  }

  /// `"balloon"` (nil), `"bare"` or a number of points, the inset.
  private static func photoFrame(_ n: JSONNode) throws(InputError)
    -> ConversationStyle.PhotoFrame?
  {
    switch n.value.kind {
    case .number: return .inset(try n.number(in: lengthRange))
    case .string("balloon"): return nil
    case .string("bare"): return .bare
    case .string(let word):
      throw n.error(
        "unknown photo frame \(JSONPath.quoted(word)); expected \"balloon\", \"bare\" or a "
          + "number of points (the photo's inset in the balloon)")
    default:
      throw n.typeMismatch(expected: "\"balloon\", \"bare\" or a number of points")
    }
  }

  /// `stampOverPhoto` (true or false) and `stampShade` (a colour, black at 35 % unless the
  /// base says otherwise); nil when the stamp stays under the photo.
  private static func stampOverPhoto(
    _ o: JSONObjectReader, base: ConversationStyle.StampOverPhoto?
  ) throws(InputError) -> ConversationStyle.StampOverPhoto? {
    let on = try o.optionalBool("stampOverPhoto") ?? (base != nil)
    let shade = try o.field(
      "stampShade", base: base?.shade ?? ConversationStyle.StampOverPhoto.standardShade, color)
    return on ? ConversationStyle.StampOverPhoto(shade: shade) : nil
  }
}
