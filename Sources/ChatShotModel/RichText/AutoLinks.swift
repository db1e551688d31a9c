/// Finds what chat apps turn into links in any text: URLs (`http://`, `https://`, `www.`),
/// e-mail addresses (linked as `mailto:ADDRESS`) and @mentions of participants, by id or by
/// name (linked as `mention:<id>`).
package struct AutoLinks {
  /// Who can be mentioned, by the first character after the "@": each id and name with
  /// the id it stands for, longest first, so "@Ana Lima" wins over "@Ana". Indexed so that a
  /// text of many "@"s costs the candidates of each, not every participant.
  private let mentionable: [Unicode.Scalar: [(words: [Unicode.Scalar], id: String)]]

  package init(participants: [Participant]) {
    var names: [Unicode.Scalar: [(words: [Unicode.Scalar], id: String)]] = [:]
    for participant in participants {
      for word in [participant.id, participant.name] {
        let scalars = Array(word.unicodeScalars)
        guard let first = scalars.first else { continue }
        names[first, default: []].append((scalars, participant.id))
      }
    }
    mentionable = names.mapValues { $0.sorted { $0.words.count > $1.words.count } }
  }

  /// The link spans of `text`, left to right, none overlapping, in UTF-8 bytes; ranges where
  /// `skip` holds for the starting byte offset (code, existing links) are left alone.
  func spans(in text: String, skip: (Int) -> Bool = { _ in false }) -> [RichSpan] {
    let scalars = Array(text.unicodeScalars)
    guard scalars.contains(where: { $0 == "@" || $0 == "." || $0 == ":" }) else { return [] }
    var offsets: [Int] = []
    offsets.reserveCapacity(scalars.count + 1)
    var byte = 0
    for scalar in scalars {
      offsets.append(byte)
      byte += UTF8.width(scalar)
    }
    offsets.append(byte)
    var spans: [RichSpan] = []
    var i = 0
    while i < scalars.count {
      if skip(offsets[i]) {
        i += 1
        continue
      }
      if let (end, url) = url(scalars, at: i) ?? email(scalars, at: i) ?? mention(scalars, at: i) {
        spans.append(RichSpan(start: offsets[i], end: offsets[end], style: .link(url)))
        i = end
      } else {
        i += 1
      }
    }
    return spans
  }

  private static func isWord(_ s: Unicode.Scalar) -> Bool {
    s.properties.isAlphabetic || s.properties.numericType != nil || s == "_"
  }

  private static func isBoundary(_ scalars: [Unicode.Scalar], before i: Int) -> Bool {
    i == 0 || !isWord(scalars[i - 1])
  }

  private static func startsWith(_ scalars: [Unicode.Scalar], _ i: Int, _ prefix: String) -> Bool {
    var j = i
    for p in prefix.unicodeScalars {
      guard j < scalars.count, scalars[j].properties.lowercaseMapping == String(p) else {
        return false
      }
      j += 1
    }
    return true
  }

  /// A URL starting at `i`: its end and target.
  private func url(_ s: [Unicode.Scalar], at i: Int) -> (Int, String)? {
    guard Self.isBoundary(s, before: i) else { return nil }
    let prefix = ["https://", "http://", "www."].first { Self.startsWith(s, i, $0) }
    guard let prefix else { return nil }
    var end = i + prefix.unicodeScalars.count
    let stop: Set<Unicode.Scalar> = ["<", ">", "\"", "`"]
    while end < s.count, !s[end].properties.isWhitespace, !stop.contains(s[end]) { end += 1 }
    // Trailing punctuation ends the sentence, not the URL; so does an unbalanced bracket.
    let trailing: Set<Unicode.Scalar> = [".", ",", ":", ";", "!", "?", "'", "*", "_", "~"]
    // Counted once and updated as the end moves back: linear in the URL's length.
    var parens = s[i..<end].reduce(0) { $0 + ($1 == "(" ? 1 : $1 == ")" ? -1 : 0) }
    var brackets = s[i..<end].reduce(0) { $0 + ($1 == "[" ? 1 : $1 == "]" ? -1 : 0) }
    while end > i {
      let last = s[end - 1]
      if trailing.contains(last) {
        end -= 1
      } else if last == ")", parens < 0 {
        parens += 1
        end -= 1
      } else if last == "]", brackets < 0 {
        brackets += 1
        end -= 1
      } else {
        break
      }
    }
    // Something must follow the scheme or "www.".
    guard end > i + prefix.unicodeScalars.count else { return nil }
    let text = String(String.UnicodeScalarView(s[i..<end]))
    return (end, prefix == "www." ? "http://" + text : text)
  }

  private static func isLocal(_ c: Unicode.Scalar) -> Bool {
    c.isASCII
      && (c.properties.isAlphabetic || ("0"..."9").contains(c)
        || "._%+-".unicodeScalars.contains(c))
  }

  private static func isDomain(_ c: Unicode.Scalar) -> Bool {
    c.isASCII && (c.properties.isAlphabetic || ("0"..."9").contains(c) || c == "-" || c == ".")
  }

  /// An e-mail address starting at `i`: its end and `mailto:` target.
  private func email(_ s: [Unicode.Scalar], at i: Int) -> (Int, String)? {
    guard Self.isLocal(s[i]), s[i] != ".", i == 0 || !Self.isLocal(s[i - 1]) else { return nil }
    var at = i
    while at < s.count, Self.isLocal(s[at]) { at += 1 }
    guard at < s.count, s[at] == "@", at > i else { return nil }
    var end = at + 1
    while end < s.count, Self.isDomain(s[end]) { end += 1 }
    while end > at + 1, s[end - 1] == "." || s[end - 1] == "-" { end -= 1 }
    let domain = s[(at + 1)..<end]
    guard let dot = domain.lastIndex(of: "."), dot > at + 1, end - dot > 2,
      s[(dot + 1)..<end].allSatisfy({ $0.properties.isAlphabetic })
    else { return nil }
    let address = String(String.UnicodeScalarView(s[i..<end]))
    return (end, "mailto:" + address)
  }

  /// An @mention of a participant starting at `i`: its end and `mention:` target.
  private func mention(_ s: [Unicode.Scalar], at i: Int) -> (Int, String)? {
    guard s[i] == "@", Self.isBoundary(s, before: i), i + 1 < s.count,
      let candidates = mentionable[s[i + 1]]
    else { return nil }
    for (words, id) in candidates {
      let end = i + 1 + words.count
      guard end <= s.count, s[(i + 1)..<end].elementsEqual(words) else { continue }
      if end < s.count, Self.isWord(s[end]) { continue }
      return (end, "mention:" + id)
    }
    return nil
  }
}
