import Foundation
import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// Metadata text is bounded: text chunks that are not chatshot's are skipped before they
/// are read into memory (one of 200 MB cost 2.47 GB to read for `info`, `check` and
/// `diff`), and chatshot's own are at most 16 MiB each.
@Suite final class MetadataTextBoundTests {
  let dir: URL
  static let golden = Golden.repository.appendingPathComponent("Goldens/examples/weekend@1x.png")

  init() throws { dir = try CLIHarness.temporaryDirectory() }
  deinit { try? FileManager.default.removeItem(at: dir) }

  func url(_ name: String) -> URL { dir.appendingPathComponent(name) }

  /// `chatshot ARGUMENTS` with at most 1.2 GB of address space: enough for any of these
  /// commands on this PNG, not for reading a 200 MB chunk the way libpng and Swift strings
  /// did.
  func runBounded(_ arguments: [String]) throws -> CLIHarness.Result {
    let quoted = ([CLIHarness.executable.path] + arguments).map { "'\($0)'" }.joined(separator: " ")
    // Under AddressSanitizer (scripts/asan.sh sets ASAN_OPTIONS) the binary reserves terabytes
    // of shadow address space at start, so no address-space limit can apply: there the
    // outputs are still checked, and the plain run proves the bound.
    let limit =
      ProcessInfo.processInfo.environment["ASAN_OPTIONS"] == nil ? "ulimit -v 1200000; " : ""
    return try CLIHarness.run(
      ["-c", limit + "exec \(quoted)"], in: dir,
      executable: URL(fileURLWithPath: "/bin/sh"))
  }

  @Test func aHugeForeignTextChunkIsNeverRead() throws {
    let png = [UInt8](try Data(contentsOf: Self.golden))
    try HugeTextPNG.write(to: url("big.png"), from: png, keyword: "Comment", count: 200 << 20)
    try FileManager.default.copyItem(at: Self.golden, to: url("small.png"))
    let info = try runBounded(["info", "big.png"])
    #expect(info.status == 0, "\(info.stderr)")
    #expect(info.stdoutText.hasPrefix("big.png: 320×660 pixels, chatshot metadata format 1\n"))
    let diff = try runBounded(["diff", "big.png", "small.png"])
    #expect(diff.status == 0, "\(diff.stderr)")
    let check = try runBounded(["check", "--golden", "big.png"])
    #expect(check.status == 0, "\(check.stderr)")
  }

  @Test func aChatshotChunkOverTheCapIsRefused() throws {
    let png = [UInt8](try Data(contentsOf: Self.golden))
    let count = (16 << 20) + 1 - "chatshot:layout".utf8.count - 1
    try HugeTextPNG.write(to: url("big.png"), from: png, keyword: "chatshot:layout", count: count)
    let r = try CLIHarness.run(["info", "big.png"], in: dir)
    #expect(r.status == 65)
    #expect(
      r.stderr
        == "chatshot: big.png: invalid PNG data: text chunk 'chatshot:layout' holds 16777217 "
        + "bytes; chatshot's metadata chunks hold at most 16777216 bytes (16 MiB)\n")
  }

  /// In the library: the chunks kept, and the header and text read from a file without
  /// reading the rest of it.
  @Test func onlyChatshotsChunksAreKept() throws {
    let png = try PNGWriter.encode(
      try RGBAImage(width: 2, height: 2),
      textChunks: [
        PNGTextChunk(keyword: "Software", text: "chatshot 0.1.0"),
        PNGTextChunk(keyword: "Comment", text: "not ours"),
        PNGTextChunk(keyword: "chatshot:format", text: "1"),
        PNGTextChunk(keyword: "Title", text: "nor this", compressed: true, international: true),
      ])
    let ours = ["Software", "chatshot:format"]
    #expect(try PNGReader.readText(png).map(\.keyword) == ours)
    #expect(try PNGReader.decode(png).text.map(\.keyword) == ours)
    #expect(try PNGReader.readText(png, selection: .all).count == 4)
    try Data(png).write(to: url("small.png"))
    let read = try GoldenFile.readHeaderAndText(FilePath(url("small.png").path))
    #expect(read.header.width == 2 && read.text.map(\.keyword) == ours)
  }
}
