import Foundation
import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// A run's outputs are committed together, after everything succeeded: a run that fails,
/// whichever output fails, leaves every output as it was and no temporary file.
@Suite struct OutputCommitCLITests {
  static let weekend = Golden.repository.appendingPathComponent("Examples/weekend.json").path

  /// A folder holding `old.png` and `old.json` with old contents.
  private func folder() throws -> URL {
    let dir = try CLIHarness.temporaryDirectory()
    try Data("old png".utf8).write(to: dir.appendingPathComponent("old.png"))
    try Data("old json".utf8).write(to: dir.appendingPathComponent("old.json"))
    return dir
  }

  private func expectUntouched(_ dir: URL, plus extra: [String] = []) throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
    #expect(names == (["old.json", "old.png"] + extra).sorted())
    #expect(try Data(contentsOf: dir.appendingPathComponent("old.png")) == Data("old png".utf8))
    #expect(try Data(contentsOf: dir.appendingPathComponent("old.json")) == Data("old json".utf8))
  }

  @Test(arguments: [
    CLIRenderTests.Failure(
      arguments: ["-o", "old.png", "--layout-json", "old.json/l.json"], status: 73,
      message: "chatshot: cannot write 'old.json/l.json': Not a directory\n"),
    // The folders `-o` made are removed again when the run fails.
    CLIRenderTests.Failure(
      arguments: ["-o", "new/deeper/x.png", "--layout-json", "old.json/l.json"], status: 73,
      message: "chatshot: cannot write 'old.json/l.json': Not a directory\n"),
    CLIRenderTests.Failure(
      arguments: ["-o", "new/deeper/x.png", "--layout-json", "/dev/full"], status: 74,
      message: "chatshot: error writing '/dev/full': No space left on device\n"),
    CLIRenderTests.Failure(
      arguments: ["-o", "old.png", "--layout-json", "/dev/full"], status: 74,
      message: "chatshot: error writing '/dev/full': No space left on device\n"),
    CLIRenderTests.Failure(
      arguments: ["-o", "/dev/full", "--layout-json", "old.json"], status: 74,
      message: "chatshot: error writing '/dev/full': No space left on device\n"),
  ])
  func failedRunLeavesEveryOutputAsItWas(_ c: CLIRenderTests.Failure) throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let r = try CLIHarness.run([Self.weekend, "--scale", "1"] + c.arguments, in: dir)
    #expect(r.status == c.status)
    #expect(r.stderr == c.message)
    try expectUntouched(dir)
  }

  /// `-o` makes the folders its file needs, as `--out-dir` does (README's `-o img/…`).
  @Test func outputMakesItsParentFolders() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let r = try CLIHarness.run(
      [Self.weekend, "--scale", "1", "-o", "img/deep/w.webp", "--layout-json", "dumps/w.json"],
      in: dir)
    #expect(r.status == 0, "\(r.stderr)")
    let picture = try Data(contentsOf: dir.appendingPathComponent("img/deep/w.webp"))
    #expect(PictureReader.format(of: [UInt8](picture)) == .webp)
    #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("dumps/w.json").path))
  }

  /// `check`'s actual and diff images are written together: when the diff image cannot be
  /// written, the actual image is not either.
  @Test func checkArtifactsAreWrittenTogether() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let golden = Golden.repository.appendingPathComponent("Goldens/examples/weekend@2x.png")
    try FileManager.default.copyItem(at: golden, to: dir.appendingPathComponent("g.png"))
    try FileManager.default.createDirectory(
      at: dir.appendingPathComponent("art/g.diff.png"), withIntermediateDirectories: true)
    // The same layout, other pixels: "Morning!" becomes "Mourning".
    let text = try String(contentsOfFile: Self.weekend, encoding: .utf8)
    try Data(text.replacingOccurrences(of: "Morning!", with: "Mourning").utf8)
      .write(to: dir.appendingPathComponent("c.json"))
    let r = try CLIHarness.run(
      ["check", "c.json", "--golden", "g.png", "--artifacts", "art"], in: dir)
    #expect(r.status == 73)
    #expect(r.stderr == "chatshot: cannot write 'art/g.diff.png': Is a directory\n")
    let artifacts = try FileManager.default.contentsOfDirectory(atPath: dir.path + "/art")
    #expect(artifacts == ["g.diff.png"], "no g.actual.png")
  }
}
