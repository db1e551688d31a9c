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

/// `chatshot diff` streams both PNGs band by band; its summary and its diff image's bytes are
/// those of the whole-image diff it replaced (`ImageDiff.compare`, written by the same PNG
/// writer), on every pixelmatch case, from files and from standard input.
@Suite struct DiffStreamingCLITests {
  /// The command-line options that give `options`.
  func arguments(_ options: DiffOptions) -> [String] {
    func colour(_ c: [UInt8]) -> String { c.map(String.init).joined(separator: ",") }
    var result = ["--threshold", String(options.threshold), "--alpha", String(options.alpha)]
    result += ["--aa-color", colour(options.aaColor), "--diff-color", colour(options.diffColor)]
    if let alt = options.diffColorAlt { result += ["--diff-color-alt", colour(alt)] }
    if options.diffMask { result.append("--diff-mask") }
    if options.includeAA { result.append("--include-aa") }
    return result
  }

  /// The diff image as the whole-image path wrote it.
  func wholeImageDiffPNG(_ c: PixelmatchCase) throws -> (DiffResult, [UInt8]) {
    let (result, diff) = try ImageDiff.compare(
      DiffFixtures.image(c.expected), DiffFixtures.image(c.actual), options: c.options,
      diffImage: true)
    let image = try #require(diff)
    let sink = MemorySink()
    let writer = try DiffRun.diffWriter(
      width: image.width, height: image.height, withAlpha: c.options.diffMask, sink: sink)
    try writer.writeRGBA(image)
    try writer.finish()
    return (result, sink.bytes)
  }

  @Test(arguments: pixelmatchCases)
  func sameSummaryAndDiffImageBytes(_ c: PixelmatchCase) throws {
    let dir = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let (result, png) = try wholeImageDiffPNG(c)
    let r = try CLIHarness.run(
      ["diff", DiffFixtures.path(c.expected), DiffFixtures.path(c.actual), "-o", "d.png"]
        + arguments(c.options), in: dir)
    #expect(r.status == (result.differentPixels == 0 ? 0 : 1), "\(r.stderr)")
    #expect(r.stdoutText == result.summary + "\n")
    let written = try [UInt8](Data(contentsOf: dir.appendingPathComponent("d.png")))
    #expect(written == png, "the diff image's bytes changed")
    // The actual image from standard input: the same.
    let piped = try CLIHarness.run(
      ["diff", DiffFixtures.path(c.expected), "-", "-o", "p.png"] + arguments(c.options),
      stdin: Data(contentsOf: URL(fileURLWithPath: DiffFixtures.path(c.actual))), in: dir)
    #expect(piped.stdoutText == r.stdoutText)
    #expect(try [UInt8](Data(contentsOf: dir.appendingPathComponent("p.png"))) == png)
  }

  /// A PNG cut short is reported, and no diff image is left behind.
  @Test func aTruncatedImageIsTroubleAndWritesNothing() throws {
    let dir = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let bytes = try Data(contentsOf: URL(fileURLWithPath: DiffFixtures.path("1b")))
    try bytes.prefix(bytes.count * 2 / 3).write(to: dir.appendingPathComponent("cut.png"))
    let r = try CLIHarness.run(
      ["diff", DiffFixtures.path("1a"), "cut.png", "-o", "d.png"], in: dir)
    #expect(r.status == 2)
    #expect(r.stderr.hasPrefix("chatshot diff: "), "\(r.stderr)")
    #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("d.png").path))
  }
}
