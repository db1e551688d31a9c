import Foundation
import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// Output that cannot be written, disks that fill up, and renders killed halfway: the
/// target is always the old file or the complete new one, and no temporary file is left
/// (except after SIGKILL, which no program can clean up after; see docs/limits.md).
@Suite struct OutputFaultTests {
  static let weekend = Golden.repository.appendingPathComponent("Examples/weekend.json").path
  static let marathon = Golden.repository.appendingPathComponent("Examples/marathon-300.json").path
  static let isRoot = getuid() == 0

  /// Runs chatshot on weekend.json writing `output` in a fresh folder; returns the result
  /// and the folder's listing afterwards.
  func render(to output: String, prepare: (URL) throws -> Void = { _ in }) throws -> (
    CLIHarness.Result, Set<String>, URL
  ) {
    let dir = try CLIHarness.temporaryDirectory()
    try prepare(dir)
    let r = try CLIHarness.run([Self.weekend, "-o", output], in: dir)
    return (r, Set(try FileManager.default.subpathsOfDirectory(atPath: dir.path)), dir)
  }

  /// A path under a regular file: the "directory" cannot hold anything (ENOTDIR). This is
  /// the read-only case that also holds for root, whom permission bits do not stop.
  @Test func directoryThatIsAFile() throws {
    let (r, files, dir) = try render(to: "plain.txt/shot.png") { dir in
      try Data("not a folder".utf8).write(to: dir.appendingPathComponent("plain.txt"))
    }
    defer { try? FileManager.default.removeItem(at: dir) }
    #expect(r.status == 73)
    #expect(r.stderr == "chatshot: cannot write 'plain.txt/shot.png': Not a directory\n")
    #expect(files == ["plain.txt"])
  }

  /// A missing folder is made, as `--out-dir` makes its own.
  @Test func missingDirectoryIsMade() throws {
    let (r, files, dir) = try render(to: "nowhere/shot.png")
    defer { try? FileManager.default.removeItem(at: dir) }
    #expect(r.status == 0, "\(r.stderr)")
    #expect(files == ["nowhere", "nowhere/shot.png"])
  }

  @Test func outputIsADirectory() throws {
    let (r, files, dir) = try render(to: "shot.png") { dir in
      try FileManager.default.createDirectory(
        at: dir.appendingPathComponent("shot.png"), withIntermediateDirectories: false)
    }
    defer { try? FileManager.default.removeItem(at: dir) }
    #expect(r.status == 73)
    #expect(r.stderr == "chatshot: cannot write 'shot.png': Is a directory\n")
    #expect(files == ["shot.png"])
  }

  /// Permission bits: only meaningful for other users than root.
  @Test(.enabled(if: !isRoot, "root writes into read-only folders"))
  func readOnlyDirectory() throws {
    let (r, files, dir) = try render(to: "ro/shot.png") { dir in
      let ro = dir.appendingPathComponent("ro")
      try FileManager.default.createDirectory(at: ro, withIntermediateDirectories: false)
      try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: ro.path)
    }
    defer {
      try? FileManager.default.setAttributes(
        [.posixPermissions: 0o755], ofItemAtPath: dir.path + "/ro")
      try? FileManager.default.removeItem(at: dir)
    }
    #expect(r.status == 73)
    #expect(r.stderr == "chatshot: cannot write 'ro/shot.png': Permission denied\n")
    #expect(files == ["ro"])
  }

  @Test func fullDeviceAsFile() throws {
    let r = try CLIHarness.run([Self.weekend, "-o", "/dev/full"])
    #expect(r.status == 74)
    #expect(r.stderr == "chatshot: error writing '/dev/full': No space left on device\n")
  }

  @Test func fullStandardOutput() throws {
    let r = try Self.shell(
      "'\(CLIHarness.executable.path)' '\(Self.weekend)' -o - > /dev/full; echo $?")
    #expect(r.stdout == "74\n")
    #expect(r.stderr == "chatshot: error writing standard output: No space left on device\n")
  }

  /// A real small file system that fills up (root only: it mounts a 64 KiB tmpfs); the old
  /// file survives and no temporary file is left.
  @Test(.enabled(if: SmallFileSystem.available, "mounting a tmpfs needs root"))
  func smallFileSystemFillsUp() throws {
    try SmallFileSystem.with(options: "size=64k") { mount in
      try Data("old".utf8).write(to: mount.appendingPathComponent("shot.png"))
      let r = try CLIHarness.run([
        Self.weekend, "-o", mount.path + "/shot.png", "--compression", "0",
      ])
      #expect(r.status == 74)
      #expect(
        r.stderr == "chatshot: error writing '\(mount.path)/shot.png': No space left on device\n")
      #expect(try FileManager.default.contentsOfDirectory(atPath: mount.path) == ["shot.png"])
      #expect(try Data(contentsOf: mount.appendingPathComponent("shot.png")) == Data("old".utf8))
    }
  }

  /// A read-only file system (root only): read-only for root too.
  @Test(.enabled(if: SmallFileSystem.available, "mounting a tmpfs needs root"))
  func readOnlyFileSystem() throws {
    try SmallFileSystem.with(options: "size=64k,ro") { mount in
      let r = try CLIHarness.run([Self.weekend, "-o", mount.path + "/shot.png"])
      #expect(r.status == 73)
      #expect(
        r.stderr == "chatshot: cannot write '\(mount.path)/shot.png': Read-only file system\n")
      #expect(try FileManager.default.contentsOfDirectory(atPath: mount.path).isEmpty)
    }
  }

  /// Renders killed at several moments: the target is the old file or a complete new PNG;
  /// after SIGINT and SIGTERM no temporary file is left (SIGKILL cannot be handled). Sent
  /// from bash with job control on (`set -m`): a background job then does not ignore SIGINT,
  /// and nothing blocks the signals (`Process` hands on the test thread's blocked signals,
  /// so they never arrived).
  @Test(arguments: [("INT", 0.3), ("TERM", 0.3), ("TERM", 0.9), ("KILL", 0.3), ("KILL", 0.9)])
  func killedRenderLeavesOldOrNewFile(signal: String, after delay: Double) throws {
    let dir = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let target = dir.appendingPathComponent("shot.png")
    try Data("old".utf8).write(to: target)
    let r = try CLIHarness.shell(
      """
      set -m; "$CHATSHOT" '\(Self.marathon)' --scale 3 -o shot.png 2>/dev/null & pid=$!
      sleep \(delay); kill -\(signal) $pid; wait $pid; echo $?
      """, in: dir)
    let bytes = [UInt8](try Data(contentsOf: target))
    if bytes != Array("old".utf8) {
      // Complete: it decodes to the end (a partial file would fail).
      #expect(try PNGReader.decode(bytes, maxPixels: 1 << 30).image.width == 960)
    }
    let left = try FileManager.default.contentsOfDirectory(atPath: dir.path)
    if signal == "KILL" {
      #expect(left.allSatisfy { $0 == "shot.png" || $0.hasPrefix(".shot.png.chatshot-") })
    } else {
      #expect(left == ["shot.png"], "SIG\(signal)")
      let number = signal == "INT" ? SIGINT : SIGTERM
      #expect(["\(128 + number)\n", "0\n"].contains(r.stdoutText), "killed, or done before")
    }
  }

  static func shell(_ script: String) throws -> (stdout: String, stderr: String) {
    let run = try CLIHarness.run(["-c", script], executable: URL(fileURLWithPath: "/bin/bash"))
    return (run.stdoutText, run.stderr)
  }
}

/// A tmpfs mounted for one test (root with the mount capability only).
enum SmallFileSystem {
  /// Whether a tmpfs can be mounted here (tried once).
  static let available: Bool = {
    guard getuid() == 0 else { return false }
    do {
      var mounted = false
      try with(options: "size=4k") { _ in mounted = true }
      return mounted
    } catch {
      return false
    }
  }()

  /// Mounts a tmpfs with `options` on a fresh folder for `body`, then unmounts it; does
  /// not call `body` if mounting fails.
  static func with(options: String, _ body: (URL) throws -> Void) throws {
    let mount = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: mount) }
    let mounted = try OutputFaultTests.shell(
      "mount -t tmpfs -o \(options) chatshot-test '\(mount.path)' && echo ok")
    guard mounted.stdout == "ok\n" else { return }
    defer { _ = try? OutputFaultTests.shell("umount '\(mount.path)'") }
    try body(mount)
  }
}
