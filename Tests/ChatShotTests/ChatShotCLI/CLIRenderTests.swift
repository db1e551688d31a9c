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

/// The built `chatshot` end to end: files, stdin/stdout, exit codes and messages.
@Suite struct CLIRenderTests {
  static let examples = Golden.repository.appendingPathComponent("Examples")
  static let weekend = examples.appendingPathComponent("weekend.json").path

  @Test func rendersToFile() throws {
    let dir = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let out = dir.appendingPathComponent("shot.png").path
    let r = try CLIHarness.run([Self.weekend, "--scale", "2", "-o", out])
    #expect(r.status == 0 && r.stderr.isEmpty && r.stdout.isEmpty)
    let header = try PNGReader.probe([UInt8](try Data(contentsOf: URL(fileURLWithPath: out))))
    #expect(header.width == 640)
    // Only the PNG is left in the folder: no temporary file.
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["shot.png"])
  }

  @Test func defaultOutputIsBesideTheInput() throws {
    let dir = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let input = dir.appendingPathComponent("chat.json")
    try FileManager.default.copyItem(atPath: Self.weekend, toPath: input.path)
    let r = try CLIHarness.run(["chat.json", "--scale", "1"], in: dir)
    #expect(r.status == 0)
    #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("chat.png").path))
  }

  @Test func stdinToStdout() throws {
    let json = try Data(contentsOf: URL(fileURLWithPath: Self.weekend))
    let r = try CLIHarness.run(["-", "-o", "-", "--scale", "1"], stdin: json)
    #expect(r.status == 0, "\(r.stderr)")
    #expect(try PNGReader.probe([UInt8](r.stdout)).width == 320)
  }

  @Test func layoutJSONToStdout() throws {
    let dir = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let r = try CLIHarness.run(
      [Self.weekend, "-o", dir.appendingPathComponent("x.png").path, "--layout-json", "-"])
    #expect(r.status == 0)
    let object = try JSONSerialization.jsonObject(with: r.stdout) as? [String: Any]
    #expect(object?["version"] as? Int == 3 && object?["width"] as? Int == 320)
    #expect((object?["rows"] as? [Any])?.count == 8)
    #expect(r.stdoutText.hasPrefix("{\n  \"height\": "))
  }

  @Test func sameBytesFromAnotherDirectoryAndLocale() throws {
    let dir = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let a = try CLIHarness.run([Self.weekend, "-o", "-"])
    var env = ProcessInfo.processInfo.environment
    env["LANG"] = "de_DE.UTF-8"
    env["LC_ALL"] = "tr_TR.UTF-8"
    env["TZ"] = "Asia/Kolkata"
    let b = try CLIHarness.run([Self.weekend, "-o", "-"], in: dir, environment: env)
    #expect(a.status == 0 && b.status == 0)
    #expect(a.stdout == b.stdout)
  }

  @Test func copiedBinaryCarriesItsAssets() throws {
    let dir = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let copy = dir.appendingPathComponent("chatshot")
    try FileManager.default.copyItem(at: CLIHarness.executable, to: copy)
    // A process another test forks while the copy is open for writing inherits that
    // descriptor until it execs, and exec of the copy then fails with ETXTBSY ("Text file
    // busy"): retry for a moment rather than fail on the other test's timing.
    var attempt = 0
    func run() throws -> CLIHarness.Result {
      do {
        return try CLIHarness.run([Self.weekend, "-o", "-"], in: dir, executable: copy)
      } catch let error as NSError
        where attempt < 50
        && (error.code == Int(ETXTBSY)
          || (error.userInfo[NSUnderlyingErrorKey] as? NSError)?.code == Int(ETXTBSY))
      {
        attempt += 1
        usleep(20_000)
        return try run()
      }
    }
    let r = try run()
    #expect(r.status == 0, "\(r.stderr)")
    let reference = try CLIHarness.run([Self.weekend, "-o", "-"])
    #expect(r.stdout == reference.stdout)
  }

  @Test func helpAndVersion() throws {
    let help = try CLIHarness.run(["--help"])
    #expect(help.status == 0 && help.stdoutText == chatshotHelp && help.stderr.isEmpty)
    let version = try CLIHarness.run(["--version"])
    #expect(version.status == 0 && version.stdoutText == "chatshot \(chatshotVersion)\n")
  }

  struct Failure: Sendable, CustomStringConvertible {
    var arguments: [String]
    var status: Int32
    var message: String
    var description: String { arguments.joined(separator: " ") }
  }

  @Test(arguments: [
    Failure(
      arguments: ["--frobnicate", "x.json"], status: 64,
      message: "chatshot: unknown option '--frobnicate' (see chatshot --help)\n"),
    Failure(
      arguments: ["x.json", "--scale", "9"], status: 64,
      message: "chatshot: --scale 9: expected a number from 0.5 to 4\n"),
    Failure(
      arguments: ["missing.json"], status: 66,
      message: "chatshot: cannot read 'missing.json': No such file or directory\n"),
    Failure(
      arguments: ["bad.json"], status: 65,
      message: "chatshot: bad.json:3:28: messages[0].text: expected a string, found a number\n"),
    Failure(
      arguments: ["good.json", "-o", "good.json/x.png"], status: 73,
      message: "chatshot: cannot write 'good.json/x.png': Not a directory\n"),
    Failure(
      arguments: ["good.json", "-o", "."], status: 73,
      message: "chatshot: cannot write '.': Is a directory\n"),
  ])
  func failsWithOneClearLine(_ c: Failure) throws {
    let dir = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    try Data("{\n  \"messages\": [\n    {\"from\": \"me\", \"text\": 3}\n  ]\n}\n".utf8)
      .write(to: dir.appendingPathComponent("bad.json"))
    try FileManager.default.copyItem(
      atPath: Self.weekend, toPath: dir.appendingPathComponent("good.json").path)
    let r = try CLIHarness.run(c.arguments, in: dir)
    #expect(r.status == c.status)
    let firstLine = r.stderr.split(separator: "\n", omittingEmptySubsequences: false).first ?? ""
    #expect(firstLine + "\n" == c.message)
    #expect(r.stdout.isEmpty)
    // Nothing but the inputs is left behind.
    #expect(
      Set(try FileManager.default.contentsOfDirectory(atPath: dir.path)) == [
        "bad.json", "good.json",
      ])
  }

  @Test func failedRunLeavesExistingOutputAlone() throws {
    let dir = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let out = dir.appendingPathComponent("out.png")
    try Data("precious".utf8).write(to: out)
    try Data("{\"messages\": [}".utf8).write(to: dir.appendingPathComponent("bad.json"))
    let r = try CLIHarness.run(["bad.json", "-o", "out.png"], in: dir)
    #expect(r.status == 65)
    #expect(try Data(contentsOf: out) == Data("precious".utf8))
    #expect(
      Set(try FileManager.default.contentsOfDirectory(atPath: dir.path)) == ["bad.json", "out.png"])
  }

  @Test func fullDiskIsAnIOError() throws {
    guard FileManager.default.fileExists(atPath: "/dev/full") else { return }
    let r = try CLIHarness.run([Self.weekend, "-o", "/dev/full"])
    #expect(r.status == 74)
    #expect(r.stderr.hasPrefix("chatshot: ") && r.stderr.contains("/dev/full"))
  }

  @Test func closedStdoutIsAQuietExit() throws {
    let script =
      "'\(CLIHarness.executable.path)' '\(Self.weekend)' --scale 3 -o - | head -c 100 > /dev/null; echo ${PIPESTATUS[0]}"
    let run = try CLIHarness.run(["-c", script], executable: URL(fileURLWithPath: "/bin/bash"))
    #expect(run.stdoutText == "0\n")
    #expect(run.stderr.isEmpty)
  }
}
