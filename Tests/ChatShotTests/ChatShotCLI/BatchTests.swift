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

/// Batch command lines and how their arguments become inputs and outputs.
@Suite struct BatchTests {
  @Test func outDirMakesABatch() throws {
    let command = try Command.parse([
      "a.json", "dir", "--out-dir", "out", "-j", "3", "--scale", "1",
    ])
    guard case .batch(let batch) = command else {
      Issue.record("expected a batch, got \(command)")
      return
    }
    #expect(batch.inputs == ["a.json", "dir"] && batch.outputDirectory == "out")
    #expect(batch.jobs == 3 && batch.options.scale == 1)
    #expect(throws: Never.self) { try batch.validate() }
  }

  /// Each input's snippet and transcript are named after its picture in their folders.
  @Test func documentOptionsApplyToEachInput() throws {
    guard
      case .batch(let batch) = try Command.parse([
        "a.json", "--out-dir", "out", "--format", "webp", "--scale", "1,2", "--html", "out",
        "--alt-text", "alt",
      ])
    else {
      Issue.record("expected a batch")
      return
    }
    #expect(batch.docs.format == .webp && batch.docs.scales == [1, 2])
    let docs = batch.docs(for: "out/a.webp")
    #expect(docs.html == "out/a.html" && docs.altText == "alt/a.txt")
    #expect(batch.outputFolders == ["out", "out", "alt"])
    #expect(BatchInputs.outputPath(for: "dir/a.json", in: "out", format: .webp) == "out/a.webp")
  }

  @Test func jobsAloneSetsThreadsOfOneRender() throws {
    guard case .render(let r) = try Command.parse(["a.json", "--jobs=2"]) else {
      Issue.record("expected a render")
      return
    }
    #expect(r.jobs == 2)
  }

  @Test(arguments: [
    (["a.json", "--out-dir", "o", "-o", "x.png"], BatchUsageError.outputWithOutDir),
    (["a.json", "--out-dir", "o", "--layout-json", "l.json"], .layoutJSONWithOutDir),
    (["a.json", "-", "--out-dir", "o"], .standardInput),
    (["a.json", "--out-dir="], .emptyOutDir),
    (["a.json", "--out-dir", "o", "--html", "-"], .documentsToStandardOutput),
    (["a.json", "--out-dir", "o", "--alt-text", "-"], .documentsToStandardOutput),
  ])
  func refusesWhatABatchCannotDo(arguments: [String], expected: BatchUsageError) throws {
    guard case .batch(let batch) = try Command.parse(arguments) else {
      Issue.record("expected a batch")
      return
    }
    #expect(throws: expected) { try batch.validate() }
  }

  @Test(arguments: [["a.json", "-j", "0"], ["a.json", "-j", "x"], ["--out-dir", "o"]])
  func refusesBadBatchUsage(arguments: [String]) {
    #expect(throws: UsageError.self) { try Command.parse(arguments) }
  }

  @Test func expandsDirectoriesPatternsAndMissingFiles() throws {
    let dir = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let fm = FileManager.default
    for name in ["b.json", "a.json", "notes.txt", ".hidden.json", "C.JSON"] {
      try Data("{}".utf8).write(to: dir.appendingPathComponent(name))
    }
    try fm.createDirectory(
      at: dir.appendingPathComponent("sub.json"), withIntermediateDirectories: false)
    let d = dir.path
    let items = try BatchInputs.expand(
      [d, "\(d)/[ab].json", "missing.json", "\(d)/zz*.json", "\(d)/a.json"], outputDirectory: "out/"
    )
    #expect(
      items == [
        .render(input: "\(d)/C.JSON", output: "out/C.png"),
        .render(input: "\(d)/a.json", output: "out/a.png"),
        .render(input: "\(d)/b.json", output: "out/b.png"),
        .render(input: "missing.json", output: "out/missing.png"),
        .failed(.noMatch(pattern: "\(d)/zz*.json")),
      ])
  }

  /// Two inputs whose outputs would be the same file refuse the whole batch (exit 64).
  @Test func collidingOutputsAreAUsageError() {
    #expect(
      throws: UsageError.sameFile(
        output: "the output of 'x/chat.json' ('out/chat.png')",
        other: "the output of 'y/chat.json' ('out/chat.png')", otherIsInput: false)
    ) { try BatchInputs.expand(["x/chat.json", "y/chat.json"], outputDirectory: "out") }
  }

  @Test func emptyDirectoryIsAFailedInput() throws {
    let dir = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let items = try BatchInputs.expand([dir.path], outputDirectory: "o")
    #expect(items == [.failed(.emptyDirectory(dir.path))])
  }
}
