import Foundation
import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// No output is another output or an input, whatever path names it: a usage error before
/// anything is written (compared by device and inode, or by the path resolved when the file
/// does not exist yet).
@Suite struct OutputCollisionCLITests {
  static let weekend = Golden.repository.appendingPathComponent("Examples/weekend.json")
  static let golden = Golden.repository.appendingPathComponent("Goldens/examples/weekend@2x.png")

  struct Case: Sendable, CustomStringConvertible {
    /// Shell commands that prepare the folder.
    var setup = ":"
    /// The command line after `chatshot`, as the shell reads it.
    var command: String
    var status: Int32 = 64
    var message: String
    var description: String { command }
  }

  /// A folder with `x.json` (the weekend example), `a.png` and `b.png` (its golden), `t.json`
  /// (a theme file) and `s` (a link to `s.png`, which does not exist).
  private func folder() throws -> URL {
    let dir = try CLIHarness.temporaryDirectory()
    let fm = FileManager.default
    try fm.copyItem(at: Self.weekend, to: dir.appendingPathComponent("x.json"))
    try fm.copyItem(at: Self.golden, to: dir.appendingPathComponent("a.png"))
    try fm.copyItem(at: Self.golden, to: dir.appendingPathComponent("b.png"))
    try Data(#"{"extends": "default"}"#.utf8).write(to: dir.appendingPathComponent("t.json"))
    try fm.createSymbolicLink(
      atPath: dir.appendingPathComponent("s").path, withDestinationPath: "s.png")
    return dir
  }

  private func snapshot(_ dir: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    for name in try FileManager.default.subpathsOfDirectory(atPath: dir.path) {
      files[name] = try? Data(contentsOf: dir.appendingPathComponent(name))
    }
    return files
  }

  @Test(arguments: [
    Case(
      command: "x.json -o s.png --layout-json s.png",
      message: "chatshot: -o 's.png' and --layout-json 's.png' are the same file"),
    Case(
      command: "x.json -o s.png --layout-json ./s",
      message: "chatshot: -o 's.png' and --layout-json './s' are the same file"),
    Case(
      command: "x.json -o a.png --layout-json ./a.png",
      message: "chatshot: -o 'a.png' and --layout-json './a.png' are the same file"),
    Case(
      command: "x.json -o - --layout-json /dev/stdout > /dev/null",
      message: "chatshot: -o '-' and --layout-json '/dev/stdout' are the same file"),
    Case(
      command: "x.json -o x.json",
      message: "chatshot: -o 'x.json' would replace the conversation 'x.json': an output "
        + "cannot be an input"),
    Case(
      command: "- -o ./x.json < x.json",
      message: "chatshot: -o './x.json' would replace the conversation '-': an output cannot "
        + "be an input"),
    Case(
      setup: "cp x.json c.png", command: "c.png",
      message: "chatshot: the output 'c.png' would replace the conversation 'c.png': an output "
        + "cannot be an input"),
    Case(
      command: "x.json --theme ./t.json -o t.json",
      message: "chatshot: -o 't.json' would replace the theme file './t.json': an output "
        + "cannot be an input"),
    Case(
      command: "check x.json --golden x.json --update",
      message: "chatshot check: --golden 'x.json' would replace the conversation 'x.json': an "
        + "output cannot be an input"),
    Case(
      command: "diff a.png b.png -o b.png", status: 2,
      message: "chatshot diff: -o 'b.png' would replace ACTUAL 'b.png': an output cannot be an "
        + "input"),
    Case(
      setup: "mkdir p q && cp x.json p/c.json && cp x.json q/c.json", command: "p q --out-dir o",
      message: "chatshot: the output of 'p/c.json' ('o/c.png') and the output of 'q/c.json' "
        + "('o/c.png') are the same file"),
    Case(
      setup: "cp x.json c.png", command: "c.png --out-dir .",
      message: "chatshot: the output of 'c.png' ('./c.png') would replace the input 'c.png': "
        + "an output cannot be an input"),
  ])
  func collisionIsAUsageError(_ c: Case) throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    _ = try CLIHarness.shell(c.setup, in: dir)
    let before = try snapshot(dir)
    let r = try CLIHarness.shell("\"$CHATSHOT\" " + c.command, in: dir)
    #expect(r.status == c.status)
    #expect(r.stderr.split(separator: "\n").first.map(String.init) == c.message)
    #expect(try snapshot(dir) == before, "nothing written")
  }

  /// The same file named twice in a batch, by two paths, is rendered once.
  @Test func sameInputTwiceInABatchRendersOnce() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let r = try CLIHarness.run(["x.json", "./x.json", "--out-dir", "o", "--scale", "1"], in: dir)
    #expect(r.status == 0, "\(r.stderr)")
    #expect(r.stderr.hasPrefix("chatshot: rendered 1 of 1 into o in "))
  }
}
