import ChatShotCore

/// `--anonymize`: every participant becomes a stable alias (`Person 1`, `Person 2`… in order
/// of first appearance in the whole export, whatever the selection), wherever a name
/// appears (authors, system rows, mentions, the title); phone numbers and e-mail addresses in
/// any text are masked.
///
/// Names are matched as ``NameMatcher`` matches them: case-folded and normalised (NFKC), so
/// "BOB", "bob" and a name written with combining accents are found, at word boundaries,
/// all names at once in time linear in the text.
struct Anonymizer {
  /// The names looked for (real names, ids, first names), each with its alias.
  private let aliases: [String]
  private let matcher: NameMatcher
  /// Author id → alias id (`p1`…).
  private(set) var ids: [String: String] = [:]
  private(set) var names: [String: String] = [:]

  init(authors: [ImportedAuthor], otherNames: [String]) {
    var replacements: [(String, String)] = []
    for (index, author) in authors.enumerated() {
      let alias = "Person \(index + 1)"
      ids[author.id] = "p\(index + 1)"
      names[author.id] = alias
      replacements.append((author.name, alias))
      if author.id != author.name { replacements.append((author.id, alias)) }
      // A first name alone, as mentions and system rows often write it.
      if let first = author.name.split(separator: " ").first, first.count >= 3,
        first.count < author.name.count
      {
        replacements.append((String(first), alias))
      }
    }
    for (index, name) in otherNames.enumerated() where !name.isEmpty {
      replacements.append((name, index == 0 ? "the group" : "group \(index + 1)"))
    }
    // A full name before the first names and ids that are part of it: of two people who
    // share a first name, the first one listed keeps it.
    let kept = replacements.filter { $0.0.count >= 2 }
    aliases = kept.map(\.1)
    matcher = NameMatcher(kept.map { FoldedText.fold($0.0) })
  }

  /// `text` with numbers and addresses masked, then names replaced (so an alias is never
  /// matched again, nor masked).
  func scrub(_ text: String) -> String {
    var work = 0
    return scrub(text, work: &work)
  }

  /// ``scrub(_:)``, counting the name matcher's steps in `work`.
  func scrub(_ text: String, work: inout Int) -> String {
    let folded = FoldedText(Self.maskContacts(text))
    let found = matcher.matches(in: folded, work: &work)
    guard !found.isEmpty else { return String(folded.characters) }
    var out = ""
    var position = 0
    for match in found {
      out += String(folded.characters[position..<match.start])
      out += aliases[match.name]
      position = match.end
    }
    out += String(folded.characters[position...])
    return out
  }

  /// Whether `text` contains a name `scrub` would replace (numbers and addresses aside: a
  /// photo's name such as `IMG-20170306-WA0001.jpg` is all digits).
  func namesSomeone(_ text: String) -> Bool {
    var work = 0
    return !matcher.matches(in: FoldedText(text), work: &work).isEmpty
  }

  /// Phone numbers (7 or more digits among `+ -().` and spaces) become `+•• ••• ••••`-style
  /// bullets digit for digit; e-mail addresses become `•••@•••`.
  static func maskContacts(_ text: String) -> String {
    let scalars = Array(text.unicodeScalars)
    var out = String.UnicodeScalarView()
    var i = 0
    while i < scalars.count {
      if let end = emailEnd(scalars, from: i) {
        out.append(contentsOf: "•••@•••".unicodeScalars)
        i = end
        continue
      }
      if let end = phoneEnd(scalars, from: i) {
        for scalar in scalars[i..<end] {
          out.append(isDigit(scalar) ? "•" : scalar)
        }
        i = end
        continue
      }
      out.append(scalars[i])
      i += 1
    }
    return String(out)
  }

  private static func isDigit(_ s: Unicode.Scalar) -> Bool { ("0"..."9").contains(s) }

  private static func isWordy(_ s: Unicode.Scalar) -> Bool {
    s.properties.isAlphabetic || isDigit(s) || "._%+-".unicodeScalars.contains(s)
  }

  /// The end of a phone number starting at `i` (a `+` or digit not inside a word).
  private static func phoneEnd(_ s: [Unicode.Scalar], from i: Int) -> Int? {
    guard s[i] == "+" || isDigit(s[i]) else { return nil }
    if i > 0, isDigit(s[i - 1]) || s[i - 1].properties.isAlphabetic { return nil }
    var j = i
    var digits = 0
    var end = i
    while j < s.count {
      if isDigit(s[j]) {
        digits += 1
        end = j + 1
      } else if !(" -().".unicodeScalars.contains(s[j]) || (j == i && s[j] == "+")) {
        break
      }
      j += 1
    }
    return digits >= 7 ? end : nil
  }

  /// The end of an e-mail address starting at `i`.
  private static func emailEnd(_ s: [Unicode.Scalar], from i: Int) -> Int? {
    guard isWordy(s[i]), i == 0 || !isWordy(s[i - 1]) else { return nil }
    var j = i
    while j < s.count, isWordy(s[j]) { j += 1 }
    guard j < s.count, s[j] == "@", j > i else { return nil }
    var k = j + 1
    var dot = false
    while k < s.count, isWordy(s[k]) {
      if s[k] == "." { dot = true }
      k += 1
    }
    while k > j + 1, s[k - 1] == "." { k -= 1 }
    return dot && k > j + 2 ? k : nil
  }
}
