/// The start of a WhatsApp message line: its date, time and where the rest begins.
///
/// Android: `06/03/2017, 00:45 - Ann: text`, `3/27/22, 9:41 PM - …`, `27.3.2022 klo 21.41 - …`.
/// iOS: `[3/27/22, 21:41:35] Ann: text`, often after U+200E. The 2012–13 style:
/// `16/05/2013 21:03:11: Ann: text`. Dates use `/`, `.` or `-`
/// (or are ISO `2022-03-27`); clocks are 24-hour or 12-hour with `AM`/`PM`, `a. m.`, `p.m.`…
struct WhatsAppHeader {
  /// The date's three numbers as written, and how many digits the first had.
  var first: Int
  var second: Int
  var third: Int
  /// Whether the date is year-first (`2022-03-27`).
  var yearFirst: Bool
  /// How many digits the year had: 2 (`22`, read as 2022) or 4.
  var yearDigits: Int
  var hour: Int
  var minute: Int
  var secondValue: Int
  /// Whether the clock had an AM/PM marker (hour then 1–12).
  var twelveHour: Bool
  var isPM: Bool
  /// iOS (`[…] `) or Android (` - `, or the 2012–13 `: `).
  var isIOS: Bool
  /// Whether a word stood between date and time (`klo`), which only day-first locales write.
  var wordBeforeTime = false
  /// The byte offset in the line where the author (or the event text) starts.
  var restStart: Int

  /// The year as written, a two-digit one read as 20YY (`0000` stays year 0).
  var year: Int {
    let written = yearFirst ? first : third
    return yearDigits == 2 ? written + 2000 : written
  }

  /// The timestamp under a day-first or month-first reading; nil if no real date.
  func stamp(dayFirst: Bool) -> ChatTimestamp? {
    var (y, m, d) = (year, dayFirst ? second : first, dayFirst ? first : second)
    if yearFirst { (m, d) = (second, third) }
    var h = hour
    if twelveHour {
      // Some phones write midnight as `00:08 a. m.`.
      guard (0...12).contains(h) else { return nil }
      h = h % 12 + (isPM ? 12 : 0)
    }
    let stamp = ChatTimestamp(
      year: y, month: m, day: d, hour: h, minute: minute, second: secondValue)
    return stamp.isValid ? stamp : nil
  }

  /// Parses the header at the start of `line`, or nil when it does not start a message.
  static func parse(_ line: ArraySlice<UInt8>) -> WhatsAppHeader? {
    var p = Scanner(bytes: line)
    p.skipMarks()
    let isIOS = p.take(0x5B)  // [
    guard let (a, aDigits) = p.number(), aDigits <= 4 else { return nil }
    guard let dateSeparator = p.peek, [0x2F, 0x2E, 0x2D].contains(dateSeparator) else {
      return nil
    }
    p.index += 1
    guard let (b, _) = p.number(), p.take(dateSeparator), let (c, cDigits) = p.number() else {
      return nil
    }
    let yearFirst = aDigits == 4
    guard yearFirst || cDigits == 2 || cDigits == 4 else { return nil }
    _ = p.take(0x2E)  // a trailing dot, as in "27.03.22."
    // Between date and time: ", ", " ", or a word such as " klo ".
    _ = p.take(0x2C)
    guard p.skipSpaces() else { return nil }
    var wordBeforeTime = false
    if let letter = p.peek, Scanner.isLetter(letter) {
      wordBeforeTime = true
      p.skipWord()
      guard p.skipSpaces() else { return nil }
    }
    guard let (hour, _) = p.number(), let timeSeparator = p.peek,
      timeSeparator == 0x3A || timeSeparator == 0x2E
    else { return nil }
    p.index += 1
    guard let (minute, minuteDigits) = p.number(), minuteDigits == 2 else { return nil }
    var second = 0
    var hasSeconds = false
    if p.peek == timeSeparator {
      hasSeconds = true
      p.index += 1
      guard let (s, sDigits) = p.number(), sDigits == 2 else { return nil }
      second = s
    }
    let save = p.index
    var twelveHour = false
    var isPM = false
    if p.skipSpaces(), let marker = p.meridiem() {
      twelveHour = true
      isPM = marker
    } else {
      p.index = save
    }
    guard p.skipTimeEnd(isIOS: isIOS, colonEnds: hasSeconds && !twelveHour) else { return nil }
    return WhatsAppHeader(
      first: a, second: b, third: c, yearFirst: yearFirst, yearDigits: yearFirst ? 4 : cDigits,
      hour: hour, minute: minute,
      secondValue: second, twelveHour: twelveHour, isPM: isPM, isIOS: isIOS,
      wordBeforeTime: wordBeforeTime, restStart: p.index - line.startIndex)
  }
}

/// A cursor over a line's bytes for `WhatsAppHeader`.
private struct Scanner {
  let bytes: ArraySlice<UInt8>
  var index: Int

  init(bytes: ArraySlice<UInt8>) {
    self.bytes = bytes
    index = bytes.startIndex
  }

  var peek: UInt8? { index < bytes.endIndex ? bytes[index] : nil }

  mutating func take(_ byte: UInt8) -> Bool {
    guard peek == byte else { return false }
    index += 1
    return true
  }

  mutating func takeBytes(_ sequence: [UInt8]) -> Bool {
    guard bytes[index...].starts(with: sequence) else { return false }
    index += sequence.count
    return true
  }

  /// U+200E, U+200F and U+FEFF, which iOS and some editors put in front.
  mutating func skipMarks() {
    while takeBytes([0xE2, 0x80, 0x8E]) || takeBytes([0xE2, 0x80, 0x8F])
      || takeBytes([0xEF, 0xBB, 0xBF])
    {}
  }

  /// Spaces, U+00A0 and U+202F; whether there was at least one.
  mutating func skipSpaces() -> Bool {
    let start = index
    while take(0x20) || takeBytes([0xC2, 0xA0]) || takeBytes([0xE2, 0x80, 0xAF]) {}
    return index > start
  }

  /// What follows the time: iOS's `] `; Android's ` - ` or ` – ` (U+2013); the 2012–13
  /// style's `: ` when `colonEnds`.
  mutating func skipTimeEnd(isIOS: Bool, colonEnds: Bool) -> Bool {
    if isIOS { return take(0x5D) && skipSpaces() }
    _ = skipSpaces()
    guard take(0x2D) || takeBytes([0xE2, 0x80, 0x93]) || (colonEnds && take(0x3A)) else {
      return false
    }
    return skipSpaces()
  }

  mutating func number() -> (Int, Int)? {
    var value = 0
    var digits = 0
    while let byte = peek, (0x30...0x39).contains(byte), digits < 5 {
      value = value * 10 + Int(byte - 0x30)
      digits += 1
      index += 1
    }
    return digits > 0 ? (value, digits) : nil
  }

  static func isLetter(_ byte: UInt8) -> Bool {
    (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte >= 0xC0
  }

  mutating func skipWord() {
    while let byte = peek, isLetterOrContinuation(byte) { index += 1 }
  }

  private func isLetterOrContinuation(_ byte: UInt8) -> Bool {
    Self.isLetter(byte) || (0x80...0xBF).contains(byte)
  }

  /// `AM`, `PM`, `am`, `a.m.`, `a. m.`, `p. m.` (any case): true for PM.
  mutating func meridiem() -> Bool? {
    let start = index
    guard let first = peek, [0x41, 0x61, 0x50, 0x70].contains(first) else { return nil }
    index += 1
    _ = take(0x2E)
    _ = skipSpaces()
    guard take(0x4D) || take(0x6D) else {
      index = start
      return nil
    }
    _ = take(0x2E)
    return first == 0x50 || first == 0x70
  }
}
