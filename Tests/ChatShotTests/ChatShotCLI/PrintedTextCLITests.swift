import Foundation
import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// What chatshot prints of a file's text (`transcript`, `--alt-text -`, `--html -`,
/// `--layout-json -`, `info`) reaches the terminal escaped as every printed line is: a
/// title that clears the screen or a text that renames the terminal's window shows as
/// `\u001B…`, one line stays one line.
@Suite struct PrintedTextCLITests {
  /// Sets the window title, clears the screen, a C1 CSI, a bidirectional override.
  static let hostile = "hi \u{1B}]2;owned\u{07}\u{1B}[2J \u{9B}1m \u{202E}gnp.exe"

  private func folder() throws -> URL {
    let dir = try CLIHarness.temporaryDirectory()
    let conversation: [String: Any] = [
      "title": "line one\nline two",
      "messages": [["from": "me", "text": Self.hostile], ["from": "zed", "text": "ok"]],
    ]
    try JSONSerialization.data(withJSONObject: conversation)
      .write(to: dir.appendingPathComponent("c.json"))
    return dir
  }

  private func hasRawControls(_ text: String) -> Bool {
    text.unicodeScalars.contains { $0 != "\n" && $0.mustEscapeInDiagnostic }
  }

  static let escaped = #"hi \u001B]2;owned\u0007\u001B[2J \u009B1m \u202Egnp.exe"#

  @Test func transcriptAndAltTextAreEscaped() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let transcript = try CLIHarness.run(["transcript", "c.json"], in: dir)
    #expect(transcript.status == 0, "\(transcript.stderr)")
    #expect(!hasRawControls(transcript.stdoutText))
    #expect(transcript.stdoutText == "me: \(Self.escaped)\nzed: ok\n")
    let alt = try CLIHarness.run(["c.json", "-o", "x.png", "--alt-text", "-"], in: dir)
    #expect(alt.status == 0, "\(alt.stderr)")
    #expect(alt.stdoutText == transcript.stdoutText)
    // Written to a file, the text is the file's own.
    let file = try CLIHarness.run(["c.json", "-o", "x.png", "--alt-text", "a.txt"], in: dir)
    #expect(file.status == 0)
    let written = try String(contentsOf: dir.appendingPathComponent("a.txt"), encoding: .utf8)
    #expect(written == "me: \(Self.hostile)\nzed: ok\n")
  }

  @Test func snippetAndLayoutDumpOnStandardOutputAreEscaped() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let html = try CLIHarness.run(["c.json", "-o", "x.png", "--html", "-"], in: dir)
    #expect(html.status == 0, "\(html.stderr)")
    // The snippet is HTML: a character XML forbids is replaced (U+FFFD), the others escaped.
    #expect(!hasRawControls(html.stdoutText), "\(html.stdoutText)")
    #expect(html.stdoutText.contains("\u{FFFD}]2;owned"), "\(html.stdoutText)")
    #expect(html.stdoutText.contains(#"\u202Egnp.exe"#), "\(html.stdoutText)")
    let layout = try CLIHarness.run(["c.json", "-o", "x.png", "--layout-json", "-"], in: dir)
    #expect(layout.status == 0, "\(layout.stderr)")
    #expect(!hasRawControls(layout.stdoutText))
    // Still JSON, and the same value.
    let dump = try JSONSerialization.jsonObject(with: layout.stdout) as? [String: Any]
    #expect(dump != nil)
  }

  /// Texts may share standard output with each other, not with a picture's bytes.
  @Test func aPictureOnStandardOutputSharesItWithNoText() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    for option in ["--alt-text", "--html"] {
      let r = try CLIHarness.run(["c.json", "-o", "-", "--format", "webp", option, "-"], in: dir)
      #expect(r.status == 64, "\(option): \(r.stderr)")
      #expect(r.stderr.hasPrefix("chatshot: -o '-' and \(option) '-' are the same file"))
      #expect(r.stdout.isEmpty)
    }
    let texts = try CLIHarness.run(
      ["c.json", "-o", "x.png", "--html", "-", "--alt-text", "-"], in: dir)
    #expect(texts.status == 0, "\(texts.stderr)")
  }

  @Test func infoKeepsATitleOnOneLine() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    #expect(try CLIHarness.run(["c.json", "-o", "x.png"], in: dir).status == 0)
    let info = try CLIHarness.run(["info", "x.png"], in: dir)
    #expect(info.status == 0, "\(info.stderr)")
    let line = info.stdoutText.split(separator: "\n").first { $0.hasPrefix("conversation:") }
    #expect(line?.hasSuffix(#"; title "line one\nline two""#) == true, "\(info.stdoutText)")
    #expect(!info.stdoutText.contains("\nline two"))
  }

  /// `transcript` reads an export as the render does, `--me` included: the hint the render
  /// gives ("add --me NAME") is one `transcript` takes.
  @Test func transcriptTakesTheImportOptions() throws {
    let dir = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let chat = "12/03/2024, 09:15 - Noor: coffee?\n12/03/2024, 09:16 - Piet: \u{1B}[5myes\n"
    try Data(chat.utf8).write(to: dir.appendingPathComponent("chat.txt"))
    let without = try CLIHarness.run(["transcript", "chat.txt", "--day-first"], in: dir)
    #expect(without.status == 65, "\(without.stderr)")
    #expect(without.stderr.contains("add --me NAME"))
    let with = try CLIHarness.run(
      ["transcript", "chat.txt", "--me", "Piet", "--day-first"], in: dir)
    #expect(with.status == 0, "\(with.stderr)")
    #expect(with.stdoutText.contains(#"Piet, 09:16: \u001B[5myes"#), "\(with.stdoutText)")
    let help = try CLIHarness.run(["transcript", "--help"])
    #expect(help.stdoutText.contains("[import options]"))
  }
}
