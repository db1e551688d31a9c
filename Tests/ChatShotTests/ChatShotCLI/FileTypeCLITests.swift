import Foundation
import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// Every file chatshot reads, whatever its role, is checked for its type and size before a
/// byte is read, through the built binary: a FIFO (which used to block forever), a socket, a
/// character device (which used to be read past 3.8 GB) is refused with exit 66 naming the
/// file and its role; a 3 GiB sparse file is refused from its size.
@Suite final class FileTypeCLITests {
  let dir: URL

  init() throws {
    dir = try CLIHarness.temporaryDirectory()
    let good = try PNGWriter.encode(try RGBAImage(width: 8, height: 8, fill: [20, 200, 20, 255]))
    try Data(good).write(to: dir.appendingPathComponent("ok.png"))
    try Data(#"[{"from": "me", "text": "hi"}]"#.utf8)
      .write(to: dir.appendingPathComponent("c.json"))
  }

  deinit { try? FileManager.default.removeItem(at: dir) }

  /// Where the special file plays its role, and what chatshot says then.
  enum Role: String, CaseIterable, Sendable {
    case conversation, theme, themeImage, avatar, golden, info, diff
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var role: Role
    var file: SpecialFile
    var testDescription: String { "\(file) as \(role)" }
  }

  /// Every role with every special file; the sparse file only as a theme image, the one
  /// role whose size was not checked before reading (it was read whole).
  static let cases: [Case] = Role.allCases.flatMap { role in
    SpecialFile.allCases.compactMap { file in
      file == .sparse && role != .themeImage ? nil : Case(role: role, file: file)
    }
  }

  /// The command line for the role, with the special file at `x.png` (or `x.json`), and the
  /// line chatshot must print.
  func scenario(_ c: Case) throws -> (arguments: [String], status: Int32, message: String) {
    let what = c.file.kind.map { "is \($0), not a regular file" }
    let tooLarge = "is larger than the limit of 16777216 bytes"
    func write(_ text: String, _ name: String) throws {
      try Data(text.utf8).write(to: dir.appendingPathComponent(name))
    }
    switch c.role {
    case .conversation:
      try c.file.make(at: dir.appendingPathComponent("x.json").path)
      return (["x.json", "-o", "out.png"], 66, "conversation file 'x.json' \(what ?? "")")
    case .theme:
      try c.file.make(at: dir.appendingPathComponent("x.json").path)
      return (
        ["c.json", "--theme", "x.json", "-o", "out.png"], 66, "theme file 'x.json' \(what ?? "")"
      )
    case .themeImage:
      try c.file.make(at: dir.appendingPathComponent("x.png").path)
      try write(#"{"extends":"default","images":{"x":{"file":"x.png"}}}"#, "t.json")
      return (
        ["c.json", "--theme", "t.json", "-o", "out.png"], what == nil ? 65 : 66,
        "t.json:1:44: images.x.file: image file 'x.png' \(what ?? tooLarge)"
      )
    case .avatar:
      try c.file.make(at: dir.appendingPathComponent("x.png").path)
      try write(
        #"{"participants":[{"id":"me","avatar":"x.png"}],"messages":[{"from":"me","text":"hi"}]}"#,
        "a.json")
      return (
        ["a.json", "-o", "out.png"], what == nil ? 65 : 66,
        "a.json:1:38: participants[0].avatar: avatar file 'x.png' \(what ?? tooLarge)"
      )
    case .golden:
      try c.file.make(at: dir.appendingPathComponent("x.png").path)
      return (["check", "c.json", "--golden", "x.png"], 66, "PNG file 'x.png' \(what ?? "")")
    case .info:
      try c.file.make(at: dir.appendingPathComponent("x.png").path)
      return (["info", "x.png"], 66, "PNG file 'x.png' \(what ?? "")")
    case .diff:
      try c.file.make(at: dir.appendingPathComponent("x.png").path)
      return (["diff", "x.png", "ok.png"], 2, "input file 'x.png' \(what ?? "")")
    }
  }

  @Test(arguments: cases)
  func specialFileIsRefusedBeforeReading(_ c: Case) throws {
    guard c.file.canBeMade else { return }
    let (arguments, status, message) = try scenario(c)
    let r = try CLIHarness.runWithTimeout(arguments, in: dir)
    #expect(r.status == status, "\(r.stderr)")
    let prefix = c.role == .diff ? "chatshot diff: " : "chatshot: "
    #expect(r.stderr == prefix + message + "\n")
    #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out.png").path))
  }

  /// `--theme /dev/stdin` with a pipe for standard input used to make `/dev` the theme's
  /// folder: a theme file must be a regular file.
  @Test func themeFromStandardInputIsRefused() throws {
    let r = try CLIHarness.runWithTimeout(
      ["c.json", "--theme", "/dev/stdin", "-o", "out.png"], stdin: Data(#"{"extends": "qq"}"#.utf8),
      in: dir)
    #expect(r.status == 66)
    #expect(r.stderr == "chatshot: theme file '/dev/stdin' is a FIFO, not a regular file\n")
  }

  /// Standard input, named `-`, is still read whatever it is.
  @Test func dashStillReadsStandardInput() throws {
    let r = try CLIHarness.runWithTimeout(
      ["-", "-o", "out.png"], stdin: Data(#"[{"from": "me", "text": "hi"}]"#.utf8), in: dir)
    #expect(r.status == 0, "\(r.stderr)")
  }
}
