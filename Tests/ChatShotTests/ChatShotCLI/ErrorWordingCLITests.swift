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

/// The built `chatshot` words the library's errors with its flags, as it did before the
/// words moved out of the library: the whole line and the exit code.
@Suite struct ErrorWordingCLITests {
  static let weekend = Golden.repository.appendingPathComponent("Examples/weekend.json").path
  static let native = #"{"messages": [{"from": "me", "text": "a", "time": "9:00"}]}"#

  /// Runs `arguments` in a folder holding `files`; returns the exit code and standard error.
  static func run(_ arguments: [String], files: [String: String] = [:]) throws -> (
    Int32, String
  ) {
    let dir = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    for (name, text) in files {
      try Data(text.utf8).write(to: dir.appendingPathComponent(name))
    }
    let r = try CLIHarness.run(arguments, in: dir)
    #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out.png").path))
    return (r.status, r.stderr)
  }

  static let cases: [([String], [String: String], Int32, String)] = [
    (
      ["c.json", "--since", "2024-01-01", "-o", "out.png"], ["c.json": native], 64,
      "c.json: --since and --until need an export with dates; this one has none"
    ),
    (
      ["c.json", "--me", "me", "-o", "out.png"], ["c.json": native], 64,
      "c.json: --me is for exports; a native conversation names its \"localUser\""
    ),
    (
      ["notes.txt", "-o", "out.png"], ["notes.txt": "just some notes\n"], 65,
      "notes.txt: cannot tell what kind of export this is (tried: WhatsApp text, Telegram JSON, Discord JSON, Slack JSON, chatbot messages, native JSON, chat script); name it with --from whatsapp|telegram|discord|slack|chatbot|script|native"
    ),
    (
      ["chat.txt", "--me", "Ann", "-o", "out.png"],
      ["chat.txt": "13/01/2024, 10:00 - Ann: hi\n01/13/2024, 10:01 - Bob: yo\n"], 65,
      "chat.txt: dates are written both day-first and month-first (a mixed file?); say which with --day-first or --month-first"
    ),
    (
      [weekend, "--highlight", "42", "-o", "out.png"], [:], 64,
      "--highlight: no row 42 (rows are named by their index in the layout dump, a range 3..5, or a message id)"
    ),
    (
      ["c.json", "-o", "out.png"],
      ["c.json": #"{"theme": "imessage", "messages": [{"from": "me", "text": "a"}]}"#], 65,
      "c.json:1:11: theme: unknown theme 'imessage'; expected one of: bubbles, default, green, jabber, qq, team, wechat, weixin (a theme file is chosen with --theme)"
    ),
  ]

  @Test(arguments: cases.indices)
  func errorsAreWordedWithFlags(_ index: Int) throws {
    let (arguments, files, status, line) = Self.cases[index]
    let (code, stderr) = try Self.run(arguments, files: files)
    #expect(code == status)
    #expect(stderr == "chatshot: \(line)\n")
  }
}
