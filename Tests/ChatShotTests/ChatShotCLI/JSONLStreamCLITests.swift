import Foundation
import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// `--jsonl` is read a buffer at a time: blank lines cost their count and nothing more, a
/// line longer than a conversation may be is refused as it is read, and an `id` that would
/// make a file name drive a terminal is refused as control characters are.
@Suite struct JSONLStreamCLITests {
  static let example = Golden.repository.appendingPathComponent("Examples/reactions.json")

  private func compact() throws -> String {
    try String(contentsOf: Self.example, encoding: .utf8).split(separator: "\n")
      .joined(separator: " ")
  }

  /// The stream's own reader: what it yields of blank lines, long lines, CRLF and a last
  /// line without its line feed, and where each line starts.
  @Test func theReaderYieldsLinesWithTheirPlaces() throws {
    let text = "\n  \t\r\n{\"a\": 1}\r\n\n" + String(repeating: "x", count: 70_000) + "\n  [2]"
    let dir = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let url = dir.appendingPathComponent("lines")
    try Data(text.utf8).write(to: url)
    let descriptor = open(url.path, O_RDONLY)
    #expect(descriptor >= 0)
    defer { close(descriptor) }
    var reader = LineReader(descriptor: descriptor, maxLineBytes: 65_536, maxTotalBytes: 1 << 20)
    var found: [String] = []
    while let item = try reader.next() {
      switch item {
      case .line(let line):
        found.append(
          "\(line.number)@\(line.offset): \(String(decoding: line.bytes, as: UTF8.self))")
      case .tooLong(let number, let offset): found.append("\(number)@\(offset): too long")
      }
    }
    #expect(found == ["3@6: {\"a\": 1}", "5@17: too long", "6@70018:   [2]"])
  }

  /// Twenty million line feeds and one conversation render under an address-space limit
  /// that the lines once took several times over (55 bytes each: 1.1 GB).
  @Test(.enabled(if: ProcessInfo.processInfo.environment["ASAN_OPTIONS"] == nil, "ASan's shadow"))
  func blankLinesCostNothing() throws {
    let dir = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    var data = Data(repeating: 0x0A, count: 20_000_000)
    data.append(Data((#"{"id": "last", "# + (try compact()).dropFirst() + "\n").utf8))
    data.append(Data(repeating: 0x20, count: 1_000_000))
    try data.write(to: dir.appendingPathComponent("c.jsonl"))
    for input in ["c.jsonl", "- < c.jsonl"] {
      let r = try CLIHarness.shell(
        "ulimit -v 600000; \"$CHATSHOT\" --jsonl \(input) --out-dir o --scale 0.5", in: dir)
      #expect(r.status == 0, "\(input): \(r.stderr)")
      #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("o/last.png").path))
      try FileManager.default.removeItem(at: dir.appendingPathComponent("o"))
    }
  }

  @Test func aLineLongerThanAConversationIsRefusedAlone() throws {
    let dir = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let long = "[" + String(repeating: " ", count: 17_000_000) + "]"
    let lines = [long, #"{"id": "fine", "# + (try compact()).dropFirst()]
    try Data(lines.joined(separator: "\n").utf8).write(to: dir.appendingPathComponent("c.jsonl"))
    let r = try CLIHarness.run(["--jsonl", "c.jsonl", "--out-dir", "o"], in: dir)
    #expect(r.status == 65, "\(r.stderr)")
    #expect(
      r.stderr.hasPrefix(
        "chatshot: c.jsonl:1: the line is longer than 16777216 bytes, the limit of a conversation"))
    #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("o/fine.png").path))
  }

  @Test(arguments: ["\\u0085", "\\u009B", "\\u2028", "\\u2029", "\\u202A", "\\u202D", "\\u2067"])
  func anIdThatWouldDriveATerminalIsRefused(_ escape: String) throws {
    let dir = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let line = #"{"id": "memo"# + escape + #"x", "# + (try compact()).dropFirst()
    try Data((line + "\n").utf8).write(to: dir.appendingPathComponent("c.jsonl"))
    let r = try CLIHarness.run(["--jsonl", "c.jsonl", "--out-dir", "o"], in: dir)
    #expect(r.status == 65, "\(r.stderr)")
    let shown = "\\u" + escape.dropFirst(2).uppercased()
    #expect(
      r.stderr.hasPrefix(
        "chatshot: c.jsonl:1: id: 'memo\(shown)x' cannot name a file (no '/' or control characters)"
      ),
      "\(r.stderr)")
    #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("o").path))
  }

  /// A line that starts with a NUL byte is not UTF-16: the NUL is named where it is.
  @Test func aLineStartingWithNULIsNotCalledUTF16() throws {
    let dir = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    var data = Data([0])
    data.append(Data((try compact()).utf8))
    try data.write(to: dir.appendingPathComponent("c.jsonl"))
    let r = try CLIHarness.run(["--jsonl", "c.jsonl", "--out-dir", "o"], in: dir)
    #expect(r.status == 65, "\(r.stderr)")
    #expect(!r.stderr.contains("UTF-16"), "\(r.stderr)")
    #expect(r.stderr.hasPrefix("chatshot: c.jsonl:1:1: "), "\(r.stderr)")
  }
}
