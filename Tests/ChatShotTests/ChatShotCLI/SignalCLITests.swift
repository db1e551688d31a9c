import Foundation
import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// Every catchable way out removes the temporary files: signals that end the process by
/// default, sent to a batch halfway, and a write past the file-size limit (`ulimit -f`),
/// which is an I/O error rather than a death by SIGXFSZ.
@Suite struct SignalCLITests {
  static let marathon = Golden.repository.appendingPathComponent("Examples/marathon-300.json")

  /// A folder with six copies of the long example, rendered slowly enough to be interrupted.
  private func batchFolder() throws -> URL {
    let dir = try CLIHarness.temporaryDirectory()
    for i in 0..<6 {
      try FileManager.default.copyItem(
        at: Self.marathon, to: dir.appendingPathComponent("m\(i).json"))
    }
    return dir
  }

  private func temporaryFiles(in dir: URL) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
    return names.filter { $0.contains(".chatshot-") }
  }

  /// Starts `command` in the background in bash, waits until a temporary file exists in
  /// `folder` (a render is writing), then sends `signal` and prints how the process ended.
  private func interrupt(_ command: String, in dir: URL, folder: String, signal: String) throws
    -> CLIHarness.Result
  {
    let script = """
      \(command) & pid=$!
      until compgen -G '\(folder)/.*.chatshot-*' > /dev/null; do sleep 0.02; done
      kill -\(signal) $pid; wait $pid; echo $?
      """
    return try CLIHarness.shell(script, in: dir)
  }

  /// The listed signals and others that end a process by default: each ends the batch as
  /// that signal would, with no temporary file left.
  @Test(arguments: [
    (SIGHUP, "HUP"), (SIGUSR1, "USR1"), (SIGALRM, "ALRM"), (SIGUSR2, "USR2"),
    (SIGVTALRM, "VTALRM"), (SIGPROF, "PROF"), (SIGXCPU, "XCPU"),
  ])
  func signalDuringBatchLeavesNoTemporaryFile(signal: Int32, name: String) throws {
    let dir = try batchFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let r = try interrupt(
      "\"$CHATSHOT\" m*.json --out-dir out --scale 3 -j 2", in: dir, folder: "out", signal: name)
    #expect(r.stdoutText == "\(128 + signal)\n", "ended by SIG\(name)")
    #expect(temporaryFiles(in: dir.appendingPathComponent("out")) == [])
  }

  /// A signal ignored when chatshot starts (`nohup`, `trap '' HUP`) stays ignored: the render
  /// goes on and completes.
  @Test func inheritedIgnoredSignalStaysIgnored() throws {
    let dir = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let r = try interrupt(
      "trap '' HUP; \"$CHATSHOT\" '\(Self.marathon.path)' --scale 3 -o shot.png", in: dir,
      folder: ".", signal: "HUP")
    #expect(r.stdoutText == "0\n", "\(r.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["shot.png"])
  }

  /// Past `ulimit -f` a write fails with EFBIG: exit 74 with the reason, no temporary file,
  /// the old file kept.
  @Test func fileSizeLimitIsAnIOError() throws {
    let dir = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    try Data("old".utf8).write(to: dir.appendingPathComponent("shot.png"))
    let r = try CLIHarness.shell(
      "ulimit -f 50; \"$CHATSHOT\" '\(Self.marathon.path)' -o shot.png; echo $?", in: dir)
    #expect(r.stdoutText == "74\n")
    #expect(r.stderr == "chatshot: error writing 'shot.png': File too large\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["shot.png"])
    #expect(try Data(contentsOf: dir.appendingPathComponent("shot.png")) == Data("old".utf8))
  }
}
