import Foundation
import Testing

@testable import ChatShot
@testable import ChatShotCLI
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// Malformed conversation files through the built `chatshot`: each gets exit 65 or 66, one
/// line naming the file, the line:column (or byte offset) and the reason, and no output file.
@Suite struct MalformedInputCLITests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let bytes: [UInt8]
    let status: Int32
    /// The whole of stderr after "chatshot: ".
    let message: String
    var testDescription: String { name }

    init(_ name: String, _ bytes: [UInt8], _ message: String, status: Int32 = 65) {
      self.name = name
      self.bytes = bytes
      self.status = status
      self.message = message
    }

    init(_ name: String, _ text: String, _ message: String, status: Int32 = 65) {
      self.init(name, Array(text.utf8), message, status: status)
    }
  }

  static let valid = #"{"messages": [{"from": "me", "text": "hi"}]}"#
  static let withBOM: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(valid.utf8)
  static let badUTF8: [UInt8] =
    Array("{\"messages\": [\n  {\"from\": \"me\", \"text\": \"caf".utf8) + [0xE9]
    + Array(" au lait\"}]}".utf8)
  static let utf16LE: [UInt8] =
    [0xFF, 0xFE] + valid.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
  static let utf16BE: [UInt8] = valid.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
  static let rawNUL: [UInt8] =
    Array(#"[{"from": "me", "text": "a"#.utf8) + [0] + Array(#""}]"#.utf8)
  static let deep: String = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
  static let deepPath: String = String(repeating: "[0]", count: 64)

  static let cases: [Case] = [
    Case(
      "truncated JSON", #"{"messages": [{"from": "me", "text": "hi""#,
      "c.json:1:42: messages[0]: unexpected end of input (unclosed object opened at 1:15)"),
    Case(
      "truncated inside a string", #"{"messages": [{"from": "me", "text": "hi"#,
      "c.json:1:41: messages[0].text: unexpected end of input (unterminated string starting at 1:38)"
    ),
    Case(
      "trailing garbage", "\(valid) xyz",
      "c.json:1:46: unexpected 'x' after the JSON value (only one value is allowed per file)"),
    Case(
      "a second document", "\(valid)\n{}",
      "c.json:2:1: unexpected '{' after the JSON value (only one value is allowed per file)"),
    Case(
      "UTF-8 byte-order mark", withBOM,
      "c.json:1:1: file starts with a UTF-8 byte-order mark; save it as UTF-8 without BOM"),
    Case(
      "invalid UTF-8", badUTF8,
      "c.json:2:30: messages[0].text: invalid UTF-8 at byte offset 44 (0xE9 0x20); save the file as UTF-8"
    ),
    Case(
      "UTF-16 with byte-order mark", utf16LE,
      "c.json:1:1: file is UTF-16 (little-endian, with byte-order mark); save it as UTF-8"),
    Case(
      "UTF-16 without byte-order mark", utf16BE,
      "c.json:1:1: file is UTF-16 (big-endian); save it as UTF-8"),
    Case(
      "duplicate keys",
      "{\"messages\": [\n  {\"from\": \"me\", \"text\": \"a\", \"text\": \"b\"}]}",
      "c.json:2:31: messages[0]: duplicate key 'text' (first at 2:18)"),
    Case(
      "number for a sender", "{\"messages\": [\n  {\"from\": 42, \"text\": \"a\"}]}",
      "c.json:2:12: messages[0].from: expected a participant id, found a number"),
    Case(
      "number for a text", "{\"messages\": [\n  {\"from\": \"me\", \"text\": 5}]}",
      "c.json:2:26: messages[0].text: expected a string, found a number"),
    Case(
      "number for a time", #"[{"from": "me", "text": "a", "time": 941}]"#,
      #"c.json:1:38: [0].time: expected a string, found a number; write the time as text, e.g. "09:41""#
    ),
    Case("deeply nested arrays", deep, "c.json:1:65: \(deepPath): nesting deeper than 64 levels"),
    Case("NaN", #"[{"from": "me", "text": NaN}]"#, "c.json:1:25: [0].text: NaN is not valid JSON"),
    Case(
      "Infinity", #"[{"from": "me", "text": Infinity}]"#,
      "c.json:1:25: [0].text: Infinity is not valid JSON"),
    Case(
      "-Infinity", #"[{"from": "me", "text": -Infinity}]"#,
      "c.json:1:25: [0].text: -Infinity is not valid JSON"),
    Case(
      "number out of range", #"[{"from": "me", "text": 1e999}]"#,
      "c.json:1:25: [0].text: number 1e999 is out of range"),
    Case("empty file", "", "c.json:1:1: file is empty"),
    Case(
      "only whitespace", "  \n ", "c.json:2:2: file holds only whitespace; expected a JSON value"),
    Case("comment", "[] // hi", "c.json:1:4: comments are not allowed in JSON"),
    Case(
      "raw NUL in a string", rawNUL,
      "c.json:1:27: [0].text: control character U+0000 must be escaped in a string"),
  ]

  @Test(arguments: cases)
  func refusesMalformedFile(_ c: Case) throws {
    let dir = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    try Data(c.bytes).write(to: dir.appendingPathComponent("c.json"))
    let r = try CLIHarness.run(["c.json", "-o", "out.png"], in: dir)
    #expect(r.status == c.status)
    #expect(r.stderr == "chatshot: \(c.message)\n")
    #expect(r.stdout.isEmpty)
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["c.json"])
  }

  @Test func refusesADirectoryAsInput() throws {
    let dir = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    try FileManager.default.createDirectory(
      at: dir.appendingPathComponent("c.json"), withIntermediateDirectories: false)
    let r = try CLIHarness.run(["c.json", "-o", "out.png"], in: dir)
    #expect(r.status == 66)
    #expect(r.stderr == "chatshot: 'c.json' is a directory, not a conversation file\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["c.json"])
  }

  @Test func refusesAMissingFile() throws {
    let dir = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let r = try CLIHarness.run(["c.json", "-o", "out.png"], in: dir)
    #expect(r.status == 66)
    #expect(r.stderr == "chatshot: cannot read 'c.json': No such file or directory\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
  }

  /// Permission bits do not stop root, so this case only runs for other users.
  @Test(.enabled(if: getuid() != 0, "root reads any file"))
  func refusesAnUnreadableFile() throws {
    let dir = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = dir.appendingPathComponent("c.json")
    try Data(Self.valid.utf8).write(to: file)
    try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: file.path)
    let r = try CLIHarness.run(["c.json", "-o", "out.png"], in: dir)
    #expect(r.status == 66)
    #expect(r.stderr == "chatshot: cannot read 'c.json': Permission denied\n")
  }

  /// The same refusals when the file comes on standard input: named `<stdin>`.
  @Test func standardInputIsNamedInMessages() throws {
    let r = try CLIHarness.run(["-", "-o", "-"], stdin: Data(#"{"messages": [}"#.utf8))
    #expect(r.status == 65)
    #expect(
      r.stderr == "chatshot: <stdin>:1:15: messages[0]: unexpected '}'; expected a JSON value\n")
    #expect(r.stdout.isEmpty)
  }
}
