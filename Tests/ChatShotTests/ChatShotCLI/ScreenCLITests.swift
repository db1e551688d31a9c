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

/// Screen parts, devices and appearance through the built `chatshot`.
@Suite struct ScreenCLITests {
  static let conversation = ThemeDump.conversationPath

  static func render(_ arguments: [String], in dir: URL) throws -> (
    status: Int32, stderr: String, width: Int, dump: [String: Any]
  ) {
    let r = try CLIHarness.run(
      [conversation, "-o", "x.png", "--layout-json", "-"] + arguments, in: dir)
    guard r.status == 0 else { return (r.status, r.stderr, 0, [:]) }
    let png = try PNGReader.probe(
      [UInt8](try Data(contentsOf: dir.appendingPathComponent("x.png"))))
    let dump = try #require(
      try JSONSerialization.jsonObject(with: Data(r.stdoutText.utf8)) as? [String: Any])
    return (r.status, r.stderr, png.width, dump)
  }

  @Test func devicesListsEveryDeviceOnALine() throws {
    let r = try CLIHarness.run(["devices"])
    #expect(r.status == 0 && r.stderr.isEmpty)
    let lines = r.stdoutText.split(separator: "\n")
    #expect(lines.map { String($0.split(separator: " ")[0]) } == Device.all.map(\.name))
    let iphone = try #require(lines.first { $0.hasPrefix("iphone-15 ") })
    #expect(
      iphone.contains("393 × 852 pt") && iphone.contains("@3") && iphone.contains("iPhone 15"))
    #expect(try CLIHarness.run(["devices", "extra"]).status == 64)
  }

  @Test(arguments: ThemeCatalog.builtinNames)
  func everyThemeAcceptsScreen(_ theme: String) throws {
    let dir = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    for appearance in ["light", "dark"] {
      let r = try Self.render(
        ["--theme", theme, "--screen", "--appearance", appearance, "--scale", "1"], in: dir)
      #expect(r.status == 0, "\(r.stderr)")
      let screen = try #require(r.dump["screen"] as? [String: Any])
      #expect(screen["statusBar"] is [String: Any])
      #expect(screen["inputBar"] is [String: Any])
      let hasHeader = ["bubbles", "default", "green", "team", "wechat", "weixin"].contains(theme)
      #expect((screen["header"] is [String: Any]) == hasHeader)
      #expect(screen["homeIndicator"] is NSNull)
    }
  }

  @Test func deviceSetsWidthAndScaleUnlessGiven() throws {
    let dir = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let native = try Self.render(["--device", "iphone-15", "--screen"], in: dir)
    #expect(native.status == 0 && native.width == 393 * 3)
    let home = try #require(
      (native.dump["screen"] as? [String: Any])?["homeIndicator"] as? [String: Any])
    #expect(home["frame"] != nil)
    #expect(try Self.render(["--device", "iphone-15", "--scale", "1"], in: dir).width == 393)
    #expect(try Self.render(["--scale", "1", "--device", "iphone-15"], in: dir).width == 393)
    let both = try Self.render(["--device", "pixel-8", "--width", "400", "--scale", "2"], in: dir)
    #expect(both.width == 800)
    #expect(try Self.render([], in: dir).width == 640, "without --device nothing changes")
  }

  @Test func flagsAndAliases() throws {
    let dir = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let bar = try Self.render(["--status-bar", "--header"], in: dir)
    let screen = try #require(bar.dump["screen"] as? [String: Any])
    #expect(screen["statusBar"] is [String: Any] && screen["header"] is [String: Any])
    #expect(screen["inputBar"] is NSNull)
    let input = try Self.render(["--input-bar"], in: dir)
    #expect(input.dump["chrome"] != nil)
  }

  @Test(arguments: [
    (["--device", "nokia"], "chatshot: --device nokia: expected one of: "),
    (["--appearance", "dusk"], "chatshot: --appearance dusk: expected light or dark"),
    (["--theme", "jabber", "--header"], "chatshot: --header: theme 'jabber' has no header"),
  ])
  func usageErrors(_ arguments: [String], _ message: String) throws {
    let dir = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let r = try CLIHarness.run([Self.conversation, "-o", "x.png"] + arguments, in: dir)
    #expect(r.status == 64)
    #expect(r.stderr.hasPrefix(message), "\(r.stderr)")
    #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("x.png").path))
  }

  /// The golden records the screen options and values: `check` re-renders the same picture
  /// from the golden alone, and `info` names them.
  @Test func checkReplaysTheScreenOptions() throws {
    let dir = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let fixture = Golden.repository.appendingPathComponent("Tests/Fixtures/screens/one-to-one.json")
    let r = try CLIHarness.run(
      [
        fixture.path, "--screen", "--device", "iphone-15", "--appearance", "dark", "--scale", "1",
        "-o", "g.png",
      ], in: dir)
    #expect(r.status == 0, "\(r.stderr)")
    let check = try CLIHarness.run(["check", "--golden", "g.png"], in: dir)
    #expect(check.status == 0 && check.stdoutText.contains("matches"), "\(check.stdoutText)")
    let info = try CLIHarness.run(["info", "g.png"], in: dir)
    #expect(info.stdoutText.contains("screen on, device iphone-15, appearance dark"))
    let light = try CLIHarness.run(
      ["check", "--golden", "g.png", "--appearance", "light"], in: dir)
    #expect(light.status != 0, "a light render differs from the dark golden")
  }

  @Test func badScreenValuesNameTheirPath() throws {
    let dir = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    try Data(
      #"{"screen": {"battery": 120}, "messages": [{"from": "me", "text": "hi"}]}"#.utf8
    ).write(to: dir.appendingPathComponent("c.json"))
    let r = try CLIHarness.run(["c.json", "-o", "c.png"], in: dir)
    #expect(r.status == 65)
    #expect(r.stderr.contains("c.json:1:24: screen.battery: 120 is out of range"), "\(r.stderr)")
    try Data(#"{"appearance": "dim", "messages": [{"from": "me", "text": "hi"}]}"#.utf8)
      .write(to: dir.appendingPathComponent("d.json"))
    let d = try CLIHarness.run(["d.json", "-o", "d.png"], in: dir)
    #expect(d.status == 65 && d.stderr.contains("appearance: unknown appearance"), "\(d.stderr)")
  }
}
