import ChatShotCore

/// The theme's optional `formatting` section (`TextFormattingStyle`, docs/themes.md).
extension ThemeDecoder {
  static let formattingKeys = [
    "notes", "linkColor", "linkUnderline", "codeFamily", "codeScale", "codeBackground",
    "codePadding", "codeRadius", "codeOverflow", "quoteBarColor", "quoteBarWidth", "quoteGap",
    "listIndent", "paragraphSpacing", "spoiler", "spoilerColor",
  ]

  /// Every member optional, on `base` (the extended theme's, or the standard style).
  static func formatting(_ n: JSONNode, base: TextFormattingStyle?) throws(InputError)
    -> TextFormattingStyle
  {
    let o = try n.object(keys: formattingKeys)
    try checkNotes(o)
    let b = base ?? .standard
    var s = TextFormattingStyle()
    s.linkColor = try o.nullable("linkColor", base: b.linkColor, color)
    s.linkUnderline = try o.field("linkUnderline", base: b.linkUnderline) {
      n throws(InputError) in try n.bool()
    }
    s.codeFamily = try o.field("codeFamily", base: b.codeFamily) { n throws(InputError) in
      try n.nonEmptyString("a font family")
    }
    s.codeScale = try o.number("codeScale", in: 0.25...4, base: b.codeScale)
    s.codeBackground = try o.field("codeBackground", base: b.codeBackground, color)
    s.codePadding = try o.number("codePadding", in: lengthRange, base: b.codePadding)
    s.codeRadius = try o.number("codeRadius", in: lengthRange, base: b.codeRadius)
    s.codeOverflow = try o.field("codeOverflow", base: b.codeOverflow) { n throws(InputError) in
      try keyword(n, TextFormattingStyle.CodeOverflow.allCases)
    }
    s.quoteBarColor = try o.nullable("quoteBarColor", base: b.quoteBarColor, color)
    s.quoteBarWidth = try o.number("quoteBarWidth", in: lengthRange, base: b.quoteBarWidth)
    s.quoteGap = try o.number("quoteGap", in: lengthRange, base: b.quoteGap)
    s.listIndent = try o.number("listIndent", in: lengthRange, base: b.listIndent)
    s.paragraphSpacing = try o.number(
      "paragraphSpacing", in: lengthRange, base: b.paragraphSpacing)
    s.spoiler = try o.field("spoiler", base: b.spoiler) { n throws(InputError) in
      try keyword(n, TextFormattingStyle.Spoiler.allCases)
    }
    s.spoilerColor = try o.nullable("spoilerColor", base: b.spoilerColor, color)
    return s
  }
}
