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

/// Themes through the built `chatshot`: listing, choosing, theme files, `--chrome`, errors.
@Suite struct ThemeCLITests {
  static let fixtures = Golden.repository.appendingPathComponent("Tests/Fixtures")
  static let conversation = ThemeDump.conversationPath

  @Test func listsThemes() throws {
    let r = try CLIHarness.run(["themes"])
    #expect(r.status == 0 && r.stderr.isEmpty)
    #expect(
      r.stdoutText.split(separator: "\n").map { $0.split(separator: " ")[0] } == [
        "bubbles", "default", "green", "jabber", "qq", "team", "wechat", "weixin",
      ])
  }

  /// The conversation's `"theme"` is used unless `--theme` says otherwise.
  @Test func conversationThemeAndOption() throws {
    let dir = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    try Data(
      #"{"theme": "jabber", "messages": [{"from": "me", "text": "hi :)", "time": "9:00"}]}"#.utf8
    )
    .write(to: dir.appendingPathComponent("c.json"))
    let a = try CLIHarness.run(["c.json", "-o", "c.png", "--layout-json", "-"], in: dir)
    #expect(a.status == 0, "\(a.stderr)")
    #expect(try ThemeDump(a.stdoutText).theme == "jabber")
    let b = try CLIHarness.run(
      ["c.json", "-o", "c.png", "--layout-json", "-", "--theme", "wechat"], in: dir)
    #expect(try ThemeDump(b.stdoutText).theme == "wechat")
  }

  /// Image paths are relative to the theme file, wherever chatshot runs.
  @Test func themeFileFromAnotherDirectory() throws {
    let dir = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let r = try CLIHarness.run(
      [
        Self.conversation, "--theme", "themes/custom/theme.json", "--chrome", "--scale", "1", "-o",
        dir.appendingPathComponent("x.png").path, "--layout-json", "-",
      ],
      in: Self.fixtures)
    #expect(r.status == 0, "\(r.stderr)")
    let dump = try ThemeDump(r.stdoutText)
    #expect(dump.theme == "custom" && dump.chrome != nil)
    let png = try PNGReader.probe(
      [UInt8](try Data(contentsOf: dir.appendingPathComponent("x.png"))))
    #expect(png.width == 320 && Double(png.height) == dump.height)
  }

  struct Failure: Sendable, CustomTestStringConvertible {
    var name: String
    var arguments: [String]
    var status: Int32
    var stderr: String
    var testDescription: String { name }
  }

  @Test(arguments: [
    Failure(
      name: "chrome without a bar", arguments: ["--theme", "bare.json", "--chrome"], status: 64,
      stderr:
        "chatshot: --chrome: theme 'bare' has no input bar (built-in themes with one: bubbles, default, green, jabber, qq, team, wechat, weixin)\n"
    ),
    Failure(
      name: "status bar without one", arguments: ["--theme", "bare.json", "--status-bar"],
      status: 64,
      stderr:
        "chatshot: --status-bar: theme 'bare' has no status bar (built-in themes with one: bubbles, default, green, jabber, qq, team, wechat, weixin)\n"
    ),
    Failure(
      name: "header without one", arguments: ["--theme", "qq", "--header"], status: 64,
      stderr:
        "chatshot: --header: theme 'qq' has no header (built-in themes with one: bubbles, default, green, team, wechat, weixin)\n"
    ),
    Failure(
      name: "dark without a dark section",
      arguments: ["--theme", "bare.json", "--appearance", "dark"],
      status: 64,
      stderr:
        "chatshot: --appearance dark: theme 'bare' has no dark appearance (built-in themes with one: bubbles, default, green, jabber, qq, team, wechat, weixin)\n"
    ),
    Failure(
      name: "unknown key in a dark section", arguments: ["--theme", "darkfont.json"], status: 65,
      stderr:
        "chatshot: darkfont.json:1:39: dark.bubble.font: unknown key 'font' in a dark section; it may change: local, other\n"
    ),
    Failure(
      name: "unknown name", arguments: ["--theme", "imessage"], status: 64,
      stderr:
        "chatshot: --theme imessage: expected a built-in theme (bubbles, default, green, jabber, qq, team, wechat, weixin) or a theme file (a path containing / or ending in .json)\n"
        + usageLines(of: chatshotHelp) + "\n"),
    Failure(
      name: "missing file", arguments: ["--theme", "missing.json"], status: 66,
      stderr: "chatshot: cannot read 'missing.json': No such file or directory\n"),
    Failure(
      name: "bad file", arguments: ["--theme", "bad.json"], status: 65,
      stderr:
        "chatshot: bad.json:2:37: bubble.local.textColor: expected a colour written #RGB, #RRGGBB or #RRGGBBAA, found \"white\"\n"
    ),
  ])
  func fails(_ f: Failure) throws {
    let dir = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    try Data("{\"extends\": \"qq\",\n  \"bubble\": {\"local\": {\"textColor\": \"white\"}}}".utf8)
      .write(to: dir.appendingPathComponent("bad.json"))
    try Data("{\"extends\": \"qq\", \"chrome\": null, \"statusBar\": null, \"dark\": null}".utf8)
      .write(to: dir.appendingPathComponent("bare.json"))
    try Data("{\"extends\": \"qq\", \"dark\": {\"bubble\": {\"font\": {\"size\": 9}}}}".utf8)
      .write(to: dir.appendingPathComponent("darkfont.json"))
    let r = try CLIHarness.run([Self.conversation, "-o", "out.png"] + f.arguments, in: dir)
    #expect(r.status == f.status)
    #expect(r.stderr == f.stderr)
    #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out.png").path))
  }
}
