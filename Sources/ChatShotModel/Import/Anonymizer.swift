/// `--anonymize`: every participant becomes a stable alias (`Person 1`, `Person 2`… in order
/// of first appearance in the whole export, whatever the selection), wherever a name
/// appears (authors, system rows, mentions, the title); phone numbers and e-mail addresses in
/// any text are masked.
struct Anonymizer {
  /// Real name → alias, longest names first so "Ann Lee" is replaced before "Ann".
  private var replacements: [(String, String)] = []
  /// Author id → alias id (`p1`…).
  private(set) var ids: [String: String] = [:]
  private(set) var names: [String: String] = [:]

  init(authors: [ImportedAuthor], otherNames: [String]) {
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
    replacements.sort { $0.0.count > $1.0.count }
  }

  /// `text` with names replaced, then numbers and addresses masked.
  func scrub(_ text: String) -> String {
    // Names become private-use markers first, so that an alias is never matched again by a
    // shorter name ("Per" in "Person 1").
    var out = text
    for (index, (name, _)) in replacements.enumerated() where name.count >= 2 {
      out = out.replacingEvery(name, with: Self.marker(index))
    }
    out = Self.maskContacts(out)
    for (index, (name, alias)) in replacements.enumerated() where name.count >= 2 {
      out = out.replacingEvery(Self.marker(index), with: alias)
    }
    return out
  }

  /// Whether `text` contains a name `scrub` would replace (numbers and addresses aside: a
  /// photo's name such as `IMG-20170306-WA0001.jpg` is all digits).
  func namesSomeone(_ text: String) -> Bool {
    replacements.contains { name, _ in
      name.count >= 2 && text.replacingEvery(name, with: "") != text
    }
  }

  private static func marker(_ index: Int) -> String {
    String(Unicode.Scalar(UInt32(0xF0000 + index)).map(Character.init) ?? "?")
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
