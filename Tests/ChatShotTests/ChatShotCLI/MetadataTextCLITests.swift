import Foundation
import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// `info` and `check` print text from a PNG's metadata (a title, a theme's name) with
/// control, C1 and bidirectional characters escaped, as diagnostics are: nothing in a PNG
/// can drive the terminal. `info --json` escapes them as JSON does, the same values.
@Suite struct MetadataTextCLITests {
  static let title = "T\u{1B}[31mred\u{9B}\u{202E}"
  static let theme = "evil\u{1B}]0;x\u{07}"

  /// A folder with `c.json` (a title with controls) and `g.png` rendered from it with a
  /// theme file whose name has controls too.
  private func folder() throws -> URL {
    let dir = try CLIHarness.temporaryDirectory()
    let conversation: [String: Any] = [
      "title": Self.title, "messages": [["from": "me", "text": "hi"]],
    ]
    try JSONSerialization.data(withJSONObject: conversation)
      .write(to: dir.appendingPathComponent("c.json"))
    let theme: [String: Any] = ["name": Self.theme, "extends": "default", "background": "#102030"]
    try JSONSerialization.data(withJSONObject: theme)
      .write(to: dir.appendingPathComponent("t.json"))
    let r = try CLIHarness.run(["c.json", "--theme", "./t.json", "-o", "g.png"], in: dir)
    #expect(r.status == 0, "\(r.stderr)")
    return dir
  }

  /// Whether `text` holds a character a terminal must not see raw (line breaks aside).
  private func hasRawControls(_ text: String) -> Bool {
    text.unicodeScalars.contains { $0 != "\n" && $0.mustEscapeInDiagnostic }
  }

  @Test func infoEscapesTitleAndThemeName() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let r = try CLIHarness.run(["info", "g.png"], in: dir)
    #expect(r.status == 0)
    #expect(!hasRawControls(r.stdoutText))
    #expect(r.stdoutText.contains(#"title "T\u001B[31mred\u009B\u202E""#))
    #expect(r.stdoutText.contains(#"theme:        evil\u001B]0;x\u0007  sha256:"#))
  }

  @Test func infoJSONEscapesAsJSON() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let r = try CLIHarness.run(["info", "g.png", "--json"], in: dir)
    #expect(r.status == 0)
    #expect(!hasRawControls(r.stdoutText))
    let object = try JSONSerialization.jsonObject(with: r.stdout) as? [String: Any]
    let conversation = object?["conversation"] as? [String: Any]
    #expect(conversation?["title"] as? String == Self.title)
    #expect((object?["theme"] as? [String: Any])?["name"] as? String == Self.theme)
  }

  /// A mismatch says what differs from the golden's render, theme names included; without
  /// an input, the golden's theme file is named in the error.
  @Test func checkEscapesWhatTheGoldenSays() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let report = try CLIHarness.run(["check", "c.json", "--golden", "g.png"], in: dir)
    #expect(report.status == 1)
    #expect(!hasRawControls(report.stdoutText))
    #expect(report.stdoutText.contains(#"  theme evil\u001B]0;x\u0007 → default"#))
    let fromGolden = try CLIHarness.run(["check", "g.png"], in: dir)
    #expect(fromGolden.status == 66)
    #expect(!hasRawControls(fromGolden.stderr))
    #expect(fromGolden.stderr.contains(#"theme 'evil\u001B]0;x\u0007'"#))
  }
}
