import ChatShotCore

/// The theme keys of the modern looks (`LookStyle.swift`): `otherSide`, `wallpaper`, the
/// avatar's `show`, `local` and `align`, the names' `local`, `color`, `time` and `runs`, and
/// `stamp` (docs/themes.md).
extension ThemeDecoder {
  /// `otherSide`, `wallpaper` and `lineHeight` on the root object `r`.
  static func decodeLook(
    _ r: JSONObjectReader, base: Theme?, names: ThemeImageNames, into theme: inout Theme
  ) throws(InputError) {
    theme.otherSide = try r.nullable("otherSide", base: base?.otherSide) {
      n throws(InputError) in try keyword(n, [Side.left, .right])
    }
    theme.wallpaper = try r.nullable("wallpaper", base: base?.wallpaper) {
      n throws(InputError) in
      let o = try section(n, ["image"])
      return try o.field("image", base: base?.wallpaper) { n throws(InputError) in
        try names.name(n, stretchable: false)
      }
    }
    theme.lineHeight = try r.nullable("lineHeight", base: base?.lineHeight) {
      n throws(InputError) in try keyword(n, LineHeightRule.allCases)
    }
  }

  /// The avatar's `show`, `local` and `align`.
  static func avatarPlacement(
    _ r: JSONObjectReader, base: AvatarStyle?, into style: inout AvatarStyle
  ) throws(InputError) {
    style.show = try r.field("show", base: base?.show ?? .always) { n throws(InputError) in
      try keyword(n, AvatarVisibility.allCases)
    }
    style.local = try r.field("local", base: base?.local ?? true) { n throws(InputError) in
      try n.bool()
    }
    style.align = try r.nullable("align", base: base?.align) { n throws(InputError) in
      try keyword(n, AvatarAlignment.allCases)
    }
  }

  /// The names' `local`, `color` and `time`.
  static func nameExtras(
    _ o: JSONObjectReader, base: ConversationStyle.Names?, into names: inout ConversationStyle.Names
  ) throws(InputError) {
    names.local = try o.field("local", base: base?.local ?? false) { n throws(InputError) in
      try n.bool()
    }
    names.color = try o.nullable("color", base: base?.color, color)
    let every = try o.field("runs", base: base?.runs == .every) { n throws(InputError) in
      try keyword(n, [ConversationStyle.RunMember.first, .every]) == .every
    }
    names.runs = every ? .every : nil
    names.time = try o.nullable("time", base: base?.time) { n throws(InputError) in
      let t = try section(n, ["font", "color", "gap", "dy"])
      let b = base?.time
      return ConversationStyle.NameTime(
        font: try fontField(t, base: b?.font),
        color: try t.field("color", base: b?.color, color),
        gap: try t.number("gap", in: lengthRange, base: b?.gap ?? 6),
        dy: try t.number("dy", in: offsetRange, base: b?.dy ?? 0))
    }
  }

  /// The `stamp` section.
  static func stamp(_ n: JSONNode, base: ConversationStyle.Stamp?) throws(InputError)
    -> ConversationStyle.Stamp
  {
    let o = try section(
      n,
      [
        "font", "color", "localColor", "height", "gap", "lineHeight", "bottom", "tickWidth",
        "tickGap", "tickColor", "readColor",
      ])
    let colour = try o.field("color", base: base?.color, color)
    return ConversationStyle.Stamp(
      font: try fontField(o, base: base?.font),
      color: colour,
      localColor: try o.nullable("localColor", base: base?.localColor, color),
      height: try o.number("height", in: lengthRange, base: base?.height),
      gap: try o.number("gap", in: lengthRange, base: base?.gap ?? 6),
      lineHeight: try o.number("lineHeight", in: lengthRange, base: base?.lineHeight),
      bottom: try o.number("bottom", in: offsetRange, base: base?.bottom ?? 4),
      tickWidth: try o.number("tickWidth", in: lengthRange, base: base?.tickWidth ?? 16),
      tickGap: try o.number("tickGap", in: lengthRange, base: base?.tickGap ?? 3),
      readColor: try o.field("readColor", base: base?.readColor ?? colour, color),
      tickColor: try o.field("tickColor", base: base?.tickColor ?? colour, color))
  }
}
