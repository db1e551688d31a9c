import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// `--time-format` patterns and the civil-date arithmetic behind them.
struct TimeFormatTests {
  static let stamp = ChatTimestamp(year: 2017, month: 3, day: 6, hour: 0, minute: 45, second: 7)

  static func format(_ pattern: String, _ stamp: ChatTimestamp = stamp) throws -> String {
    try TimeFormat.parse(pattern).get().format(stamp)
  }

  @Test func everyLetter() throws {
    #expect(try Self.format("HH:mm") == "00:45")
    #expect(try Self.format("H:mm:ss") == "0:45:07")
    #expect(try Self.format("h:mm a") == "12:45 AM")
    #expect(try Self.format("EEE d MMM HH:mm") == "Mon 6 Mar 00:45")
    #expect(try Self.format("EEEE, MMMM dd, y") == "Monday, March 06, 2017")
    #expect(try Self.format("M/d/yy") == "3/6/17")
    #expect(try Self.format("dd.MM.yyyy") == "06.03.2017")
    #expect(try Self.format("'at' HH'h'mm ''") == "at 00h45 '")
    let evening = ChatTimestamp(year: 2022, month: 3, day: 27, hour: 21, minute: 41)
    #expect(try Self.format("h:mm a", evening) == "9:41 PM")
    #expect(
      try Self.format("hh:mm a", ChatTimestamp(year: 2022, month: 1, day: 1, hour: 12, minute: 0))
        == "12:00 PM")
  }

  @Test func unknownLettersAreRefused() {
    for pattern in ["HH:mm z", "YYYY", "HHH", "'open"] {
      guard case .failure(let problem) = TimeFormat.parse(pattern) else {
        Issue.record("\(pattern) was accepted")
        continue
      }
      #expect(!problem.reason.isEmpty)
    }
  }

  @Test func weekdaysAndLeapYears() throws {
    // 1970-01-01 was a Thursday, 2000-02-29 a Tuesday, 2024-03-01 a Friday.
    #expect(
      try Self.format("EEE", ChatTimestamp(year: 1970, month: 1, day: 1, hour: 0, minute: 0))
        == "Thu")
    #expect(
      try Self.format("EEE", ChatTimestamp(year: 2000, month: 2, day: 29, hour: 0, minute: 0))
        == "Tue")
    #expect(
      try Self.format("EEE", ChatTimestamp(year: 2024, month: 3, day: 1, hour: 0, minute: 0))
        == "Fri")
    #expect(!ChatTimestamp(year: 2023, month: 2, day: 29, hour: 0, minute: 0).isValid)
    #expect(ChatTimestamp(year: 2024, month: 2, day: 29, hour: 0, minute: 0).isValid)
  }

  @Test func unixSecondsAreUTC() {
    #expect(
      ChatTimestamp(unixSeconds: 1_709_287_260)
        == ChatTimestamp(year: 2024, month: 3, day: 1, hour: 10, minute: 1, second: 0))
    #expect(
      ChatTimestamp(unixSeconds: 253_402_300_799)
        == ChatTimestamp(year: 9999, month: 12, day: 31, hour: 23, minute: 59, second: 59))
    // Outside years 1970 to 9999, and at the ends of Int64: refused, never a trap.
    for seconds in [-1, 253_402_300_800, Int64.min, Int64.max, Int64.min + 1] {
      #expect(ChatTimestamp(unixSeconds: seconds) == nil)
    }
  }

  @Test func isoKeepsTheWrittenClock() {
    // The offset is shown as written, never applied.
    #expect(
      ChatTimestamp.iso("2024-02-01T19:03:27.512+01:00")
        == ChatTimestamp(year: 2024, month: 2, day: 1, hour: 19, minute: 3, second: 27))
    #expect(ChatTimestamp.iso("2024-13-01") == nil)
    #expect(ChatTimestamp.iso("2024-02-01T25:00") == nil)
    #expect(ChatTimestamp.iso("2024-02") == nil)
  }
}
