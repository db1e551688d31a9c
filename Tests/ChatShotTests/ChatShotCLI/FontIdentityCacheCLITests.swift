import Foundation
import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// The fonts' identities kept in the font cache directory change nothing in the output: a
/// render with a cold store, with a warm one, with a damaged one and with no cache directory
/// at all gives the same bytes; and a warm render takes the identities from the store.
@Suite final class FontIdentityCacheCLITests {
  let dir: URL

  init() throws {
    dir = try CLIHarness.temporaryDirectory()
    try Data(#"[{"from": "me", "text": "Lunch? 🍜 在吗"}]"#.utf8)
      .write(to: dir.appendingPathComponent("c.json"))
  }

  deinit { try? FileManager.default.removeItem(at: dir) }

  var cache: String { dir.appendingPathComponent("xdg").path }
  var store: String { cache + "/chatshot/fontconfig/" + FontIdentityStore.fileName }

  /// Renders `c.json` with only `environment` and the sanitizers' settings (as
  /// FontCacheCLITests); returns the PNG's bytes.
  func render(_ environment: [String: String]) throws -> Data {
    let sanitizers = ProcessInfo.processInfo.environment.filter {
      ["ASAN_OPTIONS", "LSAN_OPTIONS", "SWIFT_BACKTRACE"].contains($0.key)
    }
    let r = try CLIHarness.run(
      ["c.json", "-o", "out.png"], in: dir,
      environment: environment.merging(sanitizers) { own, _ in own })
    #expect(r.status == 0 && r.stderr == "", "\(r.stderr)")
    return try Data(contentsOf: dir.appendingPathComponent("out.png"))
  }

  func fontDigests(_ png: Data) throws -> [String] {
    let metadata = try #require(try RenderMetadata(textChunks: PNGReader.readText([UInt8](png))))
    return metadata.fonts.map(\.digest)
  }

  @Test func sameBytesWithAndWithoutTheStore() throws {
    let none = try render(["HOME": "/proc", "TMPDIR": "/proc"])
    let cold = try render(["XDG_CACHE_HOME": cache])
    #expect(FileManager.default.fileExists(atPath: store))
    let warm = try render(["XDG_CACHE_HOME": cache])
    #expect(cold == none)
    #expect(warm == none)
    try Data("chatshot font identities 1\ngarbage\n".utf8).write(to: URL(fileURLWithPath: store))
    #expect(try render(["XDG_CACHE_HOME": cache]) == none)
    // Rewritten whole.
    let text = try #require(FileManager.default.contents(atPath: store))
    #expect(FontIdentityStore.parse([UInt8](text))?.entries.count == FontFile.bundled.count)
  }

  /// What the store says for an unchanged file is what a warm render records: shown by
  /// planting a digest no font has (with a correct checksum).
  @Test func aWarmRenderReadsTheStore() throws {
    _ = try render(["XDG_CACHE_HOME": cache])
    let bytes = try #require(FileManager.default.contents(atPath: store))
    var planted = try #require(FontIdentityStore.parse([UInt8](bytes)))
    let first = try #require(FontFile.bundled.first?.path)
    let fake = String(repeating: "0", count: 64)
    planted.entries[first]?.digest = fake
    try Data(planted.serialized()).write(to: URL(fileURLWithPath: store))
    #expect(try fontDigests(render(["XDG_CACHE_HOME": cache])).first == fake)
  }
}
