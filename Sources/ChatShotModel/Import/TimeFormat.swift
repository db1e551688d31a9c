import ChatShotCore

/// A time label pattern in Unicode date-pattern letters (`HH:mm`, `h:mm a`, `EEE d MMM HH:mm`),
/// with English names, formatted by chatshot's own code: no locale, no zone.
///
/// Letters: `y`/`yyyy` year, `yy` two-digit year, `M` `MM` `MMM` `MMMM` month, `d` `dd` day,
/// `EEE` `EEEE` weekday, `H` `HH` hour 0–23, `h` `hh` hour 1–12, `m` `mm` minute, `s` `ss`
/// second, `a` AM/PM. Text in single quotes is literal (`''` is a quote); other letters are
/// refused, other characters are kept.
package struct TimeFormat: Hashable, Sendable {
  enum Token: Hashable, Sendable {
    case literal(String)
    case field(Character, Int)
  }
  let tokens: [Token]
  /// The pattern as written.
  package let pattern: String

  static let letters: [Character: ClosedRange<Int>] = [
    "y": 1...4, "M": 1...4, "d": 1...2, "E": 1...4, "H": 1...2, "h": 1...2, "m": 1...2,
    "s": 1...2, "a": 1...1,
  ]
  static let months = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
  ]
  static let weekdays = [
    "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday",
  ]

  /// The pattern of date separator rows.
  static let dateSeparator = TimeFormat(valid: "EEE d MMM y")

  /// Parses `pattern`; nil with the reason when a letter is not one of the above.
  package static func parse(_ pattern: String) -> Result<TimeFormat, TimeFormatProblem> {
    var tokens: [Token] = []
    var chars = Array(pattern)[...]
    var literal = ""
    while let c = chars.first {
      if c == "'" {
        let opening = chars.startIndex
        chars = chars.dropFirst()
        if chars.first == "'" {
          literal.append("'")
          chars = chars.dropFirst()
          continue
        }
        guard let close = chars.firstIndex(of: "'") else {
          return .failure(
            TimeFormatProblem(
              reason: "the quote at character \(opening + 1) is never closed "
                + "(two quotes, '', stand for a quote)"))
        }
        literal += String(chars[..<close])
        chars = chars[(close + 1)...]
        continue
      }
      guard c.isASCII, c.isLetter else {
        literal.append(c)
        chars = chars.dropFirst()
        continue
      }
      let run = chars.prefix { $0 == c }.count
      guard let allowed = letters[c], allowed.contains(run) else {
        return .failure(
          TimeFormatProblem(
            reason: "\(quotedKey(String(repeating: c, count: run))) is not a pattern field "
              + "chatshot knows (use y, M, MM, MMM, d, EEE, H, HH, h, mm, ss, a; quote text in '…')"
          ))
      }
      if !literal.isEmpty { tokens.append(.literal(literal)) }
      literal = ""
      tokens.append(.field(c, run))
      chars = chars.dropFirst(run)
    }
    if !literal.isEmpty { tokens.append(.literal(literal)) }
    return .success(TimeFormat(tokens: tokens, pattern: pattern))
  }

  private init(tokens: [Token], pattern: String) {
    self.tokens = tokens
    self.pattern = pattern
  }

  /// A pattern known to be valid (the built-in ones).
  init(valid pattern: String) {
    guard case .success(let format) = Self.parse(pattern) else {
      preconditionFailure("invalid built-in pattern \(pattern)")
    }
    self = format
  }

  /// `stamp` in this pattern.
  func format(_ stamp: ChatTimestamp) -> String {
    var out = ""
    for token in tokens {
      switch token {
      case .literal(let text): out += text
      case .field(let letter, let count): out += Self.field(letter, count, stamp)
      }
    }
    return out
  }

  private static func padded(_ value: Int, _ width: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }

  private static func field(_ letter: Character, _ count: Int, _ t: ChatTimestamp) -> String {
    switch letter {
    case "y": return count == 2 ? padded(t.year % 100, 2) : padded(t.year, count)
    case "M":
      switch count {
      case 3: return String(months[t.month - 1].prefix(3))
      case 4: return months[t.month - 1]
      default: return padded(t.month, count)
      }
    case "d": return padded(t.day, count)
    case "E": return count == 4 ? weekdays[t.weekday] : String(weekdays[t.weekday].prefix(3))
    case "H": return padded(t.hour, count)
    case "h": return padded(t.hour % 12 == 0 ? 12 : t.hour % 12, count)
    case "m": return padded(t.minute, count)
    case "s": return padded(t.second, count)
    default: return t.hour < 12 ? "AM" : "PM"
    }
  }
}

/// Why a `--time-format` pattern was refused.
package struct TimeFormatProblem: Error, Hashable, Sendable {
  /// The reason, as a phrase.
  package var reason: String
}
