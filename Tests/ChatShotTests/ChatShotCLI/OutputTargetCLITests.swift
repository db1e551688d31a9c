import Foundation
import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// What `-o` names decides how it is written: a descriptor of the process (`/dev/stdout`,
/// `/dev/fd/1`, `/dev/stderr`) is written like `-o -`, appending where it appends; a FIFO or
/// a device in place; a symbolic link, live or dangling, is followed to the file it names.
@Suite struct OutputTargetCLITests {
  static let weekend = Golden.repository.appendingPathComponent("Examples/weekend.json").path
  /// The PNG every render here writes. (Not kept in a static: LeakSanitizer reports
  /// Foundation's data held there as leaked.)
  static func reference() throws -> Data {
    try CLIHarness.run([weekend, "--scale", "1", "-o", "-"]).stdout
  }

  private func render(_ script: String) throws -> (CLIHarness.Result, URL) {
    let dir = try CLIHarness.temporaryDirectory()
    let command = "\"$CHATSHOT\" '\(Self.weekend)' --scale 1"
    let r = try CLIHarness.shell(script.replacingOccurrences(of: "RENDER", with: command), in: dir)
    return (r, dir)
  }

  private func contents(_ dir: URL, _ name: String) throws -> Data {
    try Data(contentsOf: dir.appendingPathComponent(name))
  }

  /// `-o /dev/stdout >> app.log` appends the PNG to the log, which stays the same file;
  /// likewise `/dev/fd/1`, `/proc/self/fd/1`, `/dev/stderr` and a link to `/dev/stdout`.
  @Test(arguments: [
    ("RENDER -o /dev/stdout >> app.log", "app.log"),
    ("RENDER -o /dev/fd/1 >> app.log", "app.log"),
    ("RENDER -o /proc/self/fd/1 >> app.log", "app.log"),
    ("RENDER -o /dev/stderr 2>> app.log", "app.log"),
    ("ln -s /dev/stdout out.png && RENDER -o out.png >> app.log", "app.log"),
  ])
  func descriptorPathAppends(script: String, log: String) throws {
    let (r, dir) = try render(
      "echo logline > app.log && ls -i app.log > before && \(script) && ls -i app.log > after")
    defer { try? FileManager.default.removeItem(at: dir) }
    #expect(r.status == 0, "\(r.stderr)")
    #expect(try contents(dir, log) == Data("logline\n".utf8) + Self.reference())
    #expect(try contents(dir, "before") == contents(dir, "after"), "the same file, not replaced")
    #expect(
      !(try FileManager.default.contentsOfDirectory(atPath: dir.path))
        .contains { $0.contains(".chatshot-") })
  }

  /// Standard output named as a path behaves as `-o -`: a closed pipe is a quiet exit 0, a
  /// full device an I/O error naming the path.
  @Test func descriptorPathFailsAsStandardOutputDoes() throws {
    let (r, dir) = try render(
      "RENDER -o /dev/stdout | head -c 10 > /dev/null; echo ${PIPESTATUS[0]}; "
        + "RENDER -o /dev/stdout > /dev/full; echo $?")
    defer { try? FileManager.default.removeItem(at: dir) }
    #expect(r.stdoutText == "0\n74\n")
    #expect(r.stderr == "chatshot: error writing '/dev/stdout': No space left on device\n")
  }

  @Test func fifoIsWrittenInPlace() throws {
    let (r, dir) = try render("mkfifo f && { cat f > got & } && RENDER -o f && wait && test -p f")
    defer { try? FileManager.default.removeItem(at: dir) }
    #expect(r.status == 0, "\(r.stderr)")
    #expect(try contents(dir, "got") == Self.reference())
  }

  /// The layout dump follows the same rules: `--layout-json /dev/stdout` is appended to
  /// standard output.
  @Test func layoutDumpToDescriptorPath() throws {
    let (r, dir) = try render(
      "echo logline > app.log && RENDER -o shot.png --layout-json /dev/stdout >> app.log")
    defer { try? FileManager.default.removeItem(at: dir) }
    #expect(r.status == 0, "\(r.stderr)")
    let log = String(decoding: try contents(dir, "app.log"), as: UTF8.self)
    #expect(log.hasPrefix("logline\n{\n  \"height\": "))
  }

  /// A dangling link is followed, as a live one is: its target is created, the link stays;
  /// also through a chain of links, relative to each link's own folder.
  @Test(arguments: [
    ("ln -s target.png dl.png && RENDER -o dl.png", "target.png"),
    ("mkdir sub && ln -s t.png sub/l1 && ln -s sub/l1 dl.png && RENDER -o dl.png", "sub/t.png"),
  ])
  func danglingLinkIsFollowed(script: String, created: String) throws {
    let (r, dir) = try render("\(script) && test -L dl.png")
    defer { try? FileManager.default.removeItem(at: dir) }
    #expect(r.status == 0, "\(r.stderr)")
    #expect(try contents(dir, created) == Self.reference())
  }

  @Test func linkLoopCannotBeWritten() throws {
    let (r, dir) = try render("ln -s b a && ln -s a b && RENDER -o a")
    defer { try? FileManager.default.removeItem(at: dir) }
    #expect(r.status == 73)
    #expect(r.stderr == "chatshot: cannot write 'a': Too many levels of symbolic links\n")
  }
}
