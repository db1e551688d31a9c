import Foundation
import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// `check` against a golden that carries a huge text chunk of someone else's (a 300 MB
/// comment) reads the image, never the comment: it is skipped by its length. Under an
/// address-space limit the whole file would not fit in.
///
/// Not under AddressSanitizer (its shadow memory defeats `ulimit -v`).
@Suite(.enabled(if: ProcessInfo.processInfo.environment["ASAN_OPTIONS"] == nil, "ASan's shadow"))
struct LargeGoldenCLITests {
  static let example = Golden.repository.appendingPathComponent("Examples/repeated-times.json")

  /// `png` with a tEXt chunk of `length` bytes after its header, written sparse (the chunk's
  /// data is a hole: only its header and the rest of the PNG take room on disk).
  static func withComment(_ png: [UInt8], length: Int, at url: URL) throws {
    let ihdrEnd = 8 + 12 + 13
    var header = Array(png[..<ihdrEnd])
    header += withUnsafeBytes(of: UInt32(length).bigEndian, Array.init) + Array("tEXt".utf8)
    header += Array("Comment\0".utf8)
    #expect(FileManager.default.createFile(atPath: url.path, contents: Data(header)))
    let handle = try FileHandle(forWritingTo: url)
    defer { try? handle.close() }
    try handle.seek(toOffset: UInt64(ihdrEnd + 8 + length + 4))
    try handle.write(contentsOf: Data(png[ihdrEnd...]))
  }

  @Test func aHugeForeignChunkIsSkippedNotRead() throws {
    let dir = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let render = try CLIHarness.run([Self.example.path, "--scale", "1", "-o", "g.png"], in: dir)
    #expect(render.status == 0, "\(render.stderr)")
    let png = [UInt8](try Data(contentsOf: dir.appendingPathComponent("g.png")))
    try Self.withComment(png, length: 300_000_000, at: dir.appendingPathComponent("big.png"))
    let limited = "ulimit -v 450000; \"$CHATSHOT\" "
    let check = try CLIHarness.shell(
      limited + "check '\(Self.example.path)' --golden big.png --scale 1", in: dir)
    #expect(check.status == 0, "\(check.stderr)")
    #expect(check.stdoutText.hasPrefix("big.png: matches"), "\(check.stdoutText)")
    let info = try CLIHarness.shell(limited + "info big.png", in: dir)
    #expect(info.status == 0, "\(info.stderr)")
    let update = try CLIHarness.shell(
      limited + "check '\(Self.example.path)' --golden big.png --scale 1 --update", in: dir)
    #expect(update.status == 0, "\(update.stderr)")
    #expect(update.stdoutText == "big.png: updated\n")
    #expect(try Data(contentsOf: dir.appendingPathComponent("big.png")) == Data(png))
  }
}
