import Foundation
import Testing

@testable import ChatShotCore
@testable import ChatShotModel

/// Every date of an export is range-checked before arithmetic (years 1970 to 9999,
/// docs/limits.md): out-of-range or extreme values are one-line errors naming the file and
/// the place, never a trap, and never drawn as another year.
struct ImportRangeTests {
  static func failure(_ text: String, file: String = "x.json", me: String = "u1") -> String? {
    var options = ImportOptions()
    options.me = me
    do {
      _ = try ChatImporter.conversation(
        Array(text.utf8), file: file, directory: nil, options: options)
      return nil
    } catch {
      return error.description
    }
  }

  static func telegram(date key: String, _ value: String) -> String {
    #"{"name": "T", "type": "private_group", "messages": [{"id": 1, "type": "message", "#
      + #""\#(key)": "\#(value)", "from": "Ann", "from_id": "u1", "text": "hi"}]}"#
  }

  @Test(arguments: [
    ("date", "-9223372036854775808"), ("date_unixtime", "-9223372036854775808"),
    ("date_unixtime", "9223372036854775807"), ("date_unixtime", "99999999999999999999999"),
    ("date_unixtime", "-1"), ("date_unixtime", "253402300800"), ("date", "0000-01-01T00:00:00"),
    ("date", "1969-12-31T23:59:59"),
  ])
  func telegramDatesOutOfRangeAreRefused(key: String, value: String) throws {
    let error = try #require(Self.failure(Self.telegram(date: key, value)))
    #expect(error.hasPrefix("x.json:1:"), "\(error)")
    #expect(error.contains("messages[0].\(key): "), "\(error)")
    #expect(error.contains("outside the dates chatshot reads (years 1970 to 9999)"), "\(error)")
    #expect(!error.contains("\n"))
  }

  @Test func telegramDatesInRangeAreRead() throws {
    var options = ImportOptions()
    options.me = "u1"
    let last = try ChatImporter.conversation(
      Array(Self.telegram(date: "date_unixtime", "253402300799").utf8), file: "x.json",
      directory: nil, options: options)
    #expect(last.messages.first?.text == "Fri 31 Dec 9999")
  }

  @Test(arguments: ["-9223372036854775808.000", "-1.000100", "253402300800.000000"])
  func slackTimesOutOfRangeAreRefused(ts: String) throws {
    let day = #"[{"type": "message", "user": "U1", "text": "hi", "ts": "\#(ts)"}]"#
    let error = try #require(Self.failure(day, me: "U1"))
    #expect(error.contains("[0].ts: the time '\(ts)' is outside the dates"), "\(error)")
  }

  @Test func slackTimesThatAreNoNumberAreRefused() throws {
    let day = #"[{"type": "message", "user": "U1", "text": "hi", "ts": "12e3.5"}]"#
    let error = try #require(Self.failure(day, me: "U1"))
    #expect(error.contains("[0].ts: expected a Slack time like"), "\(error)")
  }

  @Test func discordTimestampsOutOfRangeAreRefused() throws {
    let json =
      #"{"guild": {"name": "G"}, "messages": [{"id": "1", "type": "Default", "#
      + #""timestamp": "0000-12-31T10:00:00+00:00", "content": "x", "author": {"id": "u1"}}]}"#
    let error = try #require(Self.failure(json))
    #expect(error.contains("messages[0].timestamp: the date '0000-12-31T10:00:00+00:00' is"))
  }

  @Test(arguments: [
    "01/02/0000, 10:00 - Ann: hi", "[01.02.1969, 10:00:00] Ann: hi", "0000-01-02, 10:00 - Ann: x",
  ])
  func whatsAppYearsOutOfRangeAreRefused(line: String) throws {
    let text = "01/02/2020, 09:00 - Ann: first\n" + line + "\n"
    let error = try #require(Self.failure(text, file: "chat.txt", me: "Ann"))
    #expect(error.hasPrefix("chat.txt:2:1: the year "), "\(error)")
    #expect(error.contains("is outside the dates chatshot reads"), "\(error)")
  }

  @Test func whatsAppTwoDigitYearsAreThisCentury() throws {
    var options = ImportOptions()
    options.me = "Ann"
    let chat = try ChatImporter.conversation(
      Array("13/02/00, 10:00 - Ann: hi\n".utf8), file: "chat.txt", directory: nil,
      options: options)
    #expect(chat.messages.first?.text == "Sun 13 Feb 2000")
  }

  @Test func wholeSecondsClampInsteadOfTrapping() {
    #expect(JSONNode.wholeSeconds("1709287260.000200") == 1_709_287_260)
    #expect(JSONNode.wholeSeconds("-9223372036854775809") == .min)
    #expect(JSONNode.wholeSeconds("99999999999999999999") == .max)
    #expect(JSONNode.wholeSeconds("1e9") == nil)
    #expect(JSONNode.wholeSeconds("12.") == nil)
    #expect(JSONNode.wholeSeconds("") == nil)
  }
}
