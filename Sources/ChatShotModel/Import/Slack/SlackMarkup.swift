/// Slack's message markup to plain text and formatted spans: `<@U123>` mentions (named from
/// `users.json`), `<#C1|general>`, `<!here>`, `<http://…|label>` links, `*bold*`, `_italic_`,
/// `~strike~`, `` `code` ``, ```` ```pre``` ````, `&amp;` `&lt;` `&gt;`, and `:shortcode:`
/// emoji (with `::skin-tone-N`), from the generated `EmojiShortcodes` table.
enum SlackMarkup {
  /// Shortcode → emoji, read once from the generated table.
  static let emoji: [Substring: String] = {
    var table: [Substring: String] = [:]
    for line in EmojiShortcodes.table.split(separator: "\n") {
      guard let space = line.firstIndex(of: " ") else { continue }
      table[line[..<space]] = String(line[line.index(after: space)...])
    }
    return table
  }()

  /// The emoji of a shortcode or reaction name (`tada`, `+1`, `wave::skin-tone-3`), if known.
  static func emoji(named name: Substring) -> String? {
    var base = name
    var tone = ""
    if let colons = name.range(of: "::skin-tone-"), let digit = name[colons.upperBound...].first,
      let n = digit.wholeNumberValue, (2...6).contains(n)
    {
      base = name[..<colons.lowerBound]
      tone = String(Unicode.Scalar(UInt32(0x1F3FB + n - 2)).map(Character.init) ?? " ")
    }
    return emoji[base].map { $0 + tone }
  }

  /// `text` with `names` giving users' and channels' names by id. Linear in the text: every search for a
  /// closing marker is a look-up in `SlackMarkupIndex`.
  static func parse(_ text: String, names: (String) -> String) -> ExportText {
    parse(text, slack: true, names: names)
  }

  /// WhatsApp's formatting: the same markers under the same rules (a marker touches a word
  /// on its inner side and is not inside a word on its outer side), without Slack's links,
  /// `&amp;` escapes and shortcodes.
  static func whatsApp(_ text: String) -> ExportText {
    parse(text, slack: false, names: { $0 })
  }

  private static func parse(_ text: String, slack: Bool, names: (String) -> String)
    -> ExportText
  {
    var out = ExportText()
    let chars = Array(slack ? unescapedAngles(text) : text)
    let index = SlackMarkupIndex(chars, angles: slack)
    let unescape = slack ? unescape : { $0 }
    let emojified = slack ? emojified : { $0 }
    var i = 0
    var plain = ""
    func flush() {
      out.append(unescape(plain))
      plain = ""
    }
    while i < chars.count {
      let c = chars[i]
      if slack, c == "\u{1}", let close = index.angleClose(after: i) {
        flush()
        link(String(chars[(i + 1)..<close]), names: names, into: &out)
        i = close + 1
        continue
      }
      if c == "`" {
        let fence = index.isFence(at: i)
        let width = fence ? 3 : 1
        if let close = index.backticks(fence: fence, after: i + width) {
          flush()
          out.append(unescape(String(chars[(i + width)..<close])), style: fence ? .pre : .code)
          i = close + width
          continue
        }
      }
      if let style = style(of: c), index.isBoundary(i - 1),
        let close = index.closing(from: i + 1, marker: c)
      {
        flush()
        out.append(unescape(emojified(String(chars[(i + 1)..<close]))), style: style)
        i = close + 1
        continue
      }
      if slack, c == ":", let (emoji, end) = shortcode(chars, at: i) {
        plain += emoji
        i = end + 1
        continue
      }
      plain.append(c)
      i += 1
    }
    flush()
    return out
  }

  /// The emoji of the `:shortcode:` (or `:wave::skin-tone-3:`) starting at `i`, and the
  /// index of its last colon; nil when there is none. Looks at most 80 characters ahead.
  private static func shortcode(_ chars: [Character], at i: Int) -> (String, Int)? {
    guard let close = chars[(i + 1)...].prefix(80).firstIndex(of: ":") else { return nil }
    var end = close
    if close + 1 < chars.count, chars[close + 1] == ":",
      let toneEnd = chars[(close + 2)...].prefix(12).firstIndex(of: ":")
    {
      end = toneEnd
    }
    let name = String(chars[(i + 1)..<end])
    guard !name.isEmpty, !name.contains(" "), let emoji = emoji(named: name[...]) else {
      return nil
    }
    return (emoji, end)
  }

  /// `<…>` made into U+0001…U+0002, so that escaped `&lt;` in text is never taken for one.
  private static func unescapedAngles(_ text: String) -> String {
    String(
      text.map { c -> Character in
        switch c {
        case "<": "\u{1}"
        case ">": "\u{2}"
        default: c
        }
      })
  }

  private static func unescape(_ text: String) -> String {
    text.replacingEvery("&lt;", with: "<").replacingEvery("&gt;", with: ">")
      .replacingEvery("&amp;", with: "&")
  }

  private static func emojified(_ text: String) -> String {
    guard text.contains(":") else { return text }
    return parse(text, names: { $0 }).text
  }

  /// `<@U1>`, `<@U1|ann>`, `<#C1|general>`, `<!here>`, `<url|label>`, `<url>`.
  private static func link(_ inner: String, names: (String) -> String, into out: inout ExportText) {
    let parts = inner.split(separator: "|", maxSplits: 1, omittingEmptySubsequences: false)
    let target = String(parts[0])
    let label = parts.count > 1 ? String(parts[1]) : nil
    if target.hasPrefix("@") {
      out.append("@" + names(String(target.dropFirst())), style: .mention)
    } else if target.hasPrefix("#") {
      out.append("#" + (label ?? names(String(target.dropFirst()))), style: .mention)
    } else if target.hasPrefix("!") {
      let word = target.dropFirst().split(separator: "^").first.map(String.init) ?? ""
      out.append("@" + (label ?? word), style: .mention)
    } else {
      let shown = label ?? (target.hasPrefix("mailto:") ? String(target.dropFirst(7)) : target)
      out.append(unescape(shown), style: .link, url: unescape(target))
    }
  }

  private static func style(of c: Character) -> ImportedSpan.Style? {
    switch c {
    case "*": .bold
    case "_": .italic
    case "~": .strikethrough
    default: nil
    }
  }
}
