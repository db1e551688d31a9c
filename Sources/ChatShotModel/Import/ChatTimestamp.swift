/// A date and time as an export wrote it: civil fields, never converted to another zone.
///
/// An export's local time stays that local time; an offset (`+01:00`) is kept as written
/// and only shown, so no machine's `TZ` can change a label.
struct ChatTimestamp: Hashable, Sendable, Comparable {
  var year: Int
  var month: Int
  var day: Int
  var hour: Int
  var minute: Int
  var second: Int = 0

  /// The civil date alone, as one comparable number (days since 1970-01-01).
  var dayNumber: Int { Self.daysFromCivil(year: year, month: month, day: day) }

  /// 0 = Sunday … 6 = Saturday.
  var weekday: Int { ((dayNumber % 7) + 11) % 7 }

  static func < (a: ChatTimestamp, b: ChatTimestamp) -> Bool {
    (a.year, a.month, a.day, a.hour, a.minute, a.second)
      < (b.year, b.month, b.day, b.hour, b.minute, b.second)
  }

  /// Whether the fields make a real date and time (of any year from 0 to 9999; see
  /// `isInRange` for the years an export may have).
  var isValid: Bool {
    (1...12).contains(month) && day >= 1 && day <= Self.daysIn(month: month, year: year)
      && (0...23).contains(hour) && (0...59).contains(minute) && (0...60).contains(second)
      && (0...9999).contains(year)
  }

  /// The years an export's dates may have (docs/limits.md): 1970 through 9999. Every date
  /// read from a file is checked against them before any arithmetic on it.
  static let years = 1970...9999
  /// The seconds since 1970-01-01 00:00:00 UTC that fall in `years`.
  static let unixRange: ClosedRange<Int64> = 0...253_402_300_799
  /// Why a date outside `years` is refused, after the date itself.
  static let outOfRange = "is outside the dates chatshot reads (years 1970 to 9999)"

  /// Whether the year is one of `years`.
  var isInRange: Bool { Self.years.contains(year) }

  /// The time `seconds` after 1970-01-01 00:00:00 UTC, in UTC; nil outside `unixRange`.
  init?(unixSeconds seconds: Int64) {
    guard Self.unixRange.contains(seconds) else { return nil }
    let days = seconds / 86400
    let rest = Int(seconds - days * 86400)
    let (y, m, d) = Self.civil(fromDays: Int(days))
    self.init(
      year: y, month: m, day: d, hour: rest / 3600, minute: rest / 60 % 60, second: rest % 60)
  }

  init(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int = 0) {
    (self.year, self.month, self.day) = (year, month, day)
    (self.hour, self.minute, self.second) = (hour, minute, second)
  }

  /// Parses ISO 8601 as exports write it: `2023-01-05T10:11:12`, with optional fraction and
  /// offset (`Z`, `+01:00`, kept as written, not applied), or a date alone (`2023-01-05`).
  static func iso(_ text: String) -> ChatTimestamp? {
    let s = Array(text.utf8)
    func number(_ from: Int, _ count: Int) -> Int? {
      guard from + count <= s.count else { return nil }
      var value = 0
      for byte in s[from..<from + count] {
        guard (48...57).contains(byte) else { return nil }
        value = value * 10 + Int(byte - 48)
      }
      return value
    }
    guard let y = number(0, 4), s.count >= 10, s[4] == 45, let m = number(5, 2), s[7] == 45,
      let d = number(8, 2)
    else { return nil }
    var stamp = ChatTimestamp(year: y, month: m, day: d, hour: 0, minute: 0)
    if s.count > 10 {
      guard s[10] == 84 || s[10] == 32, let h = number(11, 2), s.count >= 16, s[13] == 58,
        let mi = number(14, 2)
      else { return nil }
      stamp.hour = h
      stamp.minute = mi
      if s.count >= 19, s[16] == 58, let sec = number(17, 2) { stamp.second = sec }
    }
    return stamp.isValid ? stamp : nil
  }

  static func isLeap(_ year: Int) -> Bool {
    (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
  }

  static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: isLeap(year) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// Howard Hinnant's days_from_civil.
  static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yoe = y - era * 400
    let doy = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
    return era * 146097 + doe - 719468
  }

  /// Howard Hinnant's civil_from_days.
  static func civil(fromDays days: Int) -> (Int, Int, Int) {
    let z = days + 719468
    let era = (z >= 0 ? z : z - 146096) / 146097
    let doe = z - era * 146097
    let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
    let mp = (5 * doy + 2) / 153
    let d = doy - (153 * mp + 2) / 5 + 1
    let m = mp < 10 ? mp + 3 : mp - 9
    return (yoe + era * 400 + (m <= 2 ? 1 : 0), m, d)
  }
}
