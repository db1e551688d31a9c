import ChatShotCore

/// The optional sections of `ConversationStyle`: `runs`, `names`, `palette`, `initials`,
/// `notice`, `typing`, `emoji`, `receipts`, `marks` (docs/themes.md).
extension ThemeDecoder {
  static let conversationKeys =
    [
      "runs", "names", "palette", "initials", "notice", "typing", "emoji", "receipts", "marks",
      "formatting", "stamp",
    ] + mediaKeys

  static func conversation(_ r: JSONObjectReader, base: ConversationStyle?) throws(InputError)
    -> ConversationStyle
  {
    let b = base ?? ConversationStyle()
    var style = ConversationStyle()
    style.runs = try r.nullable("runs", base: b.runs) { n throws(InputError) in
      let o = try section(n, ["avatar", "tail", "gap"])
      return ConversationStyle.Runs(
        avatar: try o.field("avatar", base: b.runs?.avatar ?? .every) { n throws(InputError) in
          try keyword(n, ConversationStyle.RunMember.allCases)
        },
        tail: try o.field("tail", base: b.runs?.tail ?? .every) { n throws(InputError) in
          try keyword(n, [ConversationStyle.RunMember.every, .first, .last])
        },
        gap: try o.number("gap", in: offsetRange, base: b.runs?.gap))
    }
    style.names = try r.nullable("names", base: b.names) { n throws(InputError) in
      let o = try section(
        n,
        [
          "show", "placement", "font", "height", "local", "color", "time", "runs",
        ])
      var names = ConversationStyle.Names(
        show: try o.field("show", base: b.names?.show) { n throws(InputError) in
          try keyword(n, ConversationStyle.NameVisibility.allCases)
        },
        placement: try o.field("placement", base: b.names?.placement ?? .above) {
          n throws(InputError) in try keyword(n, ConversationStyle.NamePlacement.allCases)
        },
        font: try fontField(o, base: b.names?.font),
        height: try o.number("height", in: lengthRange, base: b.names?.height))
      try nameExtras(o, base: b.names, into: &names)
      return names
    }
    style.palette = try r.field("palette", base: b.palette) { n throws(InputError) in
      try n.array().map { c throws(InputError) in try color(c) }
    }
    style.initials = try r.nullable("initials", base: b.initials) { n throws(InputError) in
      let o = try section(n, ["font", "color"])
      return ConversationStyle.Initials(
        font: try fontField(o, base: b.initials?.font),
        color: try o.field("color", base: b.initials?.color ?? .white, color))
    }
    style.notice = try r.nullable("notice", base: b.notice) { n throws(InputError) in
      try notice(n, base: b.notice)
    }
    style.typing = try r.nullable("typing", base: b.typing) { n throws(InputError) in
      try typing(n, base: b.typing)
    }
    style.emoji = try r.nullable("emoji", base: b.emoji) { n throws(InputError) in
      let o = try section(n, ["font", "maxCount"])
      return ConversationStyle.Emoji(
        font: try fontField(o, base: b.emoji?.font),
        maxCount: Int(try o.number("maxCount", in: 1...3, base: Double(b.emoji?.maxCount ?? 3))))
    }
    style.receipts = try r.nullable("receipts", base: b.receipts) { n throws(InputError) in
      try receipts(n, base: b.receipts)
    }
    style.marks = try r.nullable("marks", base: b.marks) { n throws(InputError) in
      try marks(n, base: b.marks)
    }
    try media(r, base: b, into: &style)
    style.formatting = try r.nullable("formatting", base: b.formatting) { n throws(InputError) in
      try formatting(n, base: b.formatting)
    }
    style.stamp = try r.nullable("stamp", base: b.stamp) { n throws(InputError) in
      try stamp(n, base: b.stamp)
    }
    return style
  }

  /// The typing section: the dots, and where the indicator goes with its words. The
  /// words' part is made only when the theme (or its base) names one of its keys, so a
  /// theme of dots alone keeps its canonical JSON.
  private static func typing(_ n: JSONNode, base: ConversationStyle.Typing?) throws(InputError)
    -> ConversationStyle.Typing
  {
    let lineKeys = ["placement", "text", "groupText", "font", "lineHeight"]
    let o = try section(n, ["dotSize", "dotGap", "color", "height"] + lineKeys)
    let t = base ?? .standard
    var typing = ConversationStyle.Typing(
      dotSize: try o.number("dotSize", in: lengthRange, base: t.dotSize),
      dotGap: try o.number("dotGap", in: lengthRange, base: t.dotGap),
      color: try o.field("color", base: t.color, color),
      height: try o.number("height", in: lengthRange, base: t.height))
    typealias L = ConversationStyle.TypingLine
    guard t.line != nil || lineKeys.contains(where: { o.contains($0) }) else { return typing }
    let line = t.line
    func words(_ key: String, _ value: String) throws(InputError) -> String {
      try o.field(key, base: value) { n throws(InputError) in try n.string() }
    }
    typing.line = L(
      placement: try o.field("placement", base: line?.placement ?? .bubble) {
        n throws(InputError) in try keyword(n, ConversationStyle.TypingPlacement.allCases)
      },
      text: try words("text", line?.text ?? L.standardText),
      groupText: try words("groupText", line?.groupText ?? L.standardGroupText),
      font: try fontField(o, base: line?.font ?? L.standardFont),
      lineHeight: try o.number(
        "lineHeight", in: lengthRange, base: line?.lineHeight ?? L.standardLineHeight))
    return typing
  }

  private static func marks(_ n: JSONNode, base: ConversationStyle.Marks?) throws(InputError)
    -> ConversationStyle.Marks
  {
    let o = try section(n, ["font", "color", "height", "edited", "forwarded", "forwardedFrom"])
    func words(_ key: String, _ value: String?) throws(InputError) -> String {
      try o.field(key, base: value) { n throws(InputError) in try n.string() }
    }
    typealias M = ConversationStyle.Marks
    return ConversationStyle.Marks(
      font: try fontField(o, base: base?.font),
      color: try o.field("color", base: base?.color, color),
      height: try o.number("height", in: lengthRange, base: base?.height),
      edited: try words("edited", base?.edited ?? M.standardEdited),
      forwarded: try words("forwarded", base?.forwarded ?? M.standardForwarded),
      forwardedFrom: try words("forwardedFrom", base?.forwardedFrom ?? M.standardForwardedFrom))
  }

  /// The object `n` with `keys` and `"notes"`, its notes checked.
  static func section(_ n: JSONNode, _ keys: [String]) throws(InputError)
    -> JSONObjectReader
  {
    let o = try n.object(keys: ["notes"] + keys)
    try checkNotes(o)
    return o
  }

  /// The member `"font"` of `o` (or `key`), on `base`.
  static func fontField(_ o: JSONObjectReader, _ key: String = "font", base: FontSpec?)
    throws(InputError)
    -> FontSpec
  {
    try o.field(key, base: base) { n throws(InputError) in try font(n, base: base) }
  }

  private static func notice(_ n: JSONNode, base: ConversationStyle.Notice?) throws(InputError)
    -> ConversationStyle.Notice
  {
    let o = try section(
      n,
      [
        "shape", "font", "textColor", "background", "cornerRadius", "padding", "margin",
        "maxTextWidth",
      ])
    return ConversationStyle.Notice(
      shape: try o.field("shape", base: base?.shape ?? .plain) { n throws(InputError) in
        try keyword(n, ConversationStyle.NoticeShape.allCases)
      },
      font: try fontField(o, base: base?.font),
      textColor: try o.field("textColor", base: base?.textColor, color),
      background: try o.field("background", base: base?.background ?? .white, color),
      cornerRadius: try o.number("cornerRadius", in: lengthRange, base: base?.cornerRadius ?? 0),
      padding: try o.field("padding", base: base?.padding ?? .zero) { n throws(InputError) in
        try insets(n, base: base?.padding, range: lengthRange)
      },
      margin: try o.number("margin", in: lengthRange, base: base?.margin ?? 8),
      maxTextWidth: try o.number("maxTextWidth", in: 1...2048, base: base?.maxTextWidth ?? 240))
  }

  private static func receipts(_ n: JSONNode, base: ConversationStyle.Receipts?)
    throws(InputError) -> ConversationStyle.Receipts
  {
    let o = try section(
      n, ["style", "font", "color", "readColor", "failedColor", "height", "words"])
    let colour = try o.field("color", base: base?.color, color)
    return ConversationStyle.Receipts(
      style: try o.field("style", base: base?.style) { n throws(InputError) in
        try keyword(n, ConversationStyle.ReceiptStyle.allCases)
      },
      font: try fontField(o, base: base?.font),
      color: colour,
      readColor: try o.field("readColor", base: base?.readColor ?? colour, color),
      failedColor: try o.field(
        "failedColor", base: base?.failedColor ?? RGBAColor(red: 1, green: 0.23, blue: 0.19),
        color),
      height: try o.number("height", in: lengthRange, base: base?.height),
      words: try o.nullable("words", base: base?.words) { n throws(InputError) in
        try receiptWords(n, base: base?.words ?? .standard)
      })
  }

  /// The receipt line's words, each a string that may hold `{time}`.
  private static func receiptWords(_ n: JSONNode, base: ConversationStyle.ReceiptWords)
    throws(InputError) -> ConversationStyle.ReceiptWords
  {
    let o = try section(n, ["sending", "sent", "delivered", "read", "failed"])
    func words(_ key: String, _ value: String) throws(InputError) -> String {
      try o.field(key, base: value) { n throws(InputError) in try n.string() }
    }
    return ConversationStyle.ReceiptWords(
      sending: try words("sending", base.sending), sent: try words("sent", base.sent),
      delivered: try words("delivered", base.delivered), read: try words("read", base.read),
      failed: try words("failed", base.failed))
  }
}
