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

/// `chatshot info` end to end through the built binary.
@Suite struct CLIInfoTests {
  /// `info` reads the chunks before the image data and no further: a PNG whose image data
  /// claims 2 GiB (a sparse file, far over what a golden may hold whole) still has its
  /// metadata printed, the same report as the real file's.
  @Test func onlyTheChunksBeforeTheImageDataAreRead() throws {
    let dir = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let png = dir.appendingPathComponent("w.png").path
    #expect(try CLIHarness.run([CLIRenderTests.weekend, "--scale", "1", "-o", png]).status == 0)
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: png)))
    let idat = try #require(
      (8..<bytes.count - 8).first { bytes[$0 + 4..<$0 + 8].elementsEqual("IDAT".utf8) })
    let huge = dir.appendingPathComponent("huge.png").path
    try Data(bytes[..<idat] + [0x7F, 0xFF, 0xFF, 0xF0] + Array("IDAT".utf8)).write(
      to: URL(fileURLWithPath: huge))
    #expect(truncate(huge, off_t(1) << 31) == 0, "a sparse 2 GiB file")
    let r = try CLIHarness.run(["info", "huge.png"], in: dir)
    #expect(r.status == 0, "\(r.stderr)")
    #expect(r.stdoutText.hasPrefix("huge.png: 320×"))
    let whole = try CLIHarness.run(["info", "w.png"], in: dir)
    #expect(r.stdoutText.dropFirst(4) == whole.stdoutText.dropFirst(1), "the same report")
  }

  @Test func printsTheMetadataInAStableOrder() throws {
    let dir = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let png = dir.appendingPathComponent("w.png").path
    #expect(try CLIHarness.run([CLIRenderTests.weekend, "--scale", "1", "-o", png]).status == 0)
    let r = try CLIHarness.run(["info", "w.png"], in: dir)
    #expect(r.status == 0 && r.stderr.isEmpty)
    let lines = r.stdoutText.split(separator: "\n", omittingEmptySubsequences: false).map(
      String.init)
    let names = lines.filter { !$0.hasPrefix(" ") }.map {
      $0.split(separator: ":").first.map(String.init) ?? ""
    }
    #expect(
      names == [
        "w.png", "chatshot", "options", "theme", "libraries", "fonts", "images", "avatars",
        "conversation", "layout", "",
      ])
    #expect(
      lines[0]
        == "w.png: 320×\(try PNGReader.probe([UInt8](Data(contentsOf: URL(fileURLWithPath: png)))).height) pixels, chatshot metadata format 1"
    )
    #expect(lines.contains("chatshot:     \(chatshotVersion)"))
    #expect(
      lines.contains("options:      scale 1, width 320, compression 2, emoticons off, chrome off"))
    #expect(lines.contains { $0.hasPrefix("theme:        default  sha256:") })
    #expect(
      lines.contains(
        "libraries:    "
          + [
            "cairo \(LibraryVersions.cairo)", "fontconfig \(LibraryVersions.fontconfig)",
            "freetype \(LibraryVersions.freetype ?? "unknown")",
            "harfbuzz \(LibraryVersions.harfbuzz)",
            "libpng 1.6.39", "pango \(LibraryVersions.pango)",
          ].joined(separator: ", ")))
    #expect(lines.contains { $0.hasPrefix("  Inter-Regular.otf  ") && $0.count == 2 + 23 + 2 + 64 })
    #expect(lines.contains { $0.hasPrefix("  orange-right@1x.png  ") })
    #expect(lines.contains("avatars:      none"))
    #expect(
      lines.contains(
        "conversation: 8 messages from 2 participants (me, maya); local user me; title \"Weekend plans\""
      ))
    #expect(
      lines.contains {
        $0.hasPrefix("layout:       320×") && $0.hasSuffix(" pt at scale 1, 8 rows")
      })
  }

  @Test func jsonHasSortedKeysAndTheConversation() throws {
    let dir = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let png = dir.appendingPathComponent("w.png").path
    #expect(try CLIHarness.run([CLIRenderTests.weekend, "--scale", "1", "-o", png]).status == 0)
    let r = try CLIHarness.run(["info", png, "--json"])
    #expect(r.status == 0)
    let object = try #require(try JSONSerialization.jsonObject(with: r.stdout) as? [String: Any])
    #expect(
      object.keys.sorted() == [
        "chatshot", "conversation", "file", "fonts", "format", "height", "images", "layout",
        "libraries", "options", "theme", "width",
      ])
    #expect((object["conversation"] as? [String: Any])?["title"] as? String == "Weekend plans")
    #expect(((object["layout"] as? [String: Any])?["rows"] as? [Any])?.count == 8)
    #expect(
      r.stdoutText.hasPrefix("{\n  \"chatshot\": \"\(chatshotVersion)\",\n  \"conversation\": {"))
  }

  @Test func withoutMetadataNotAPNGAndMissing() throws {
    let dir = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    #expect(
      try CLIHarness.run(
        [CLIRenderTests.weekend, "--scale", "1", "-o", "bare.png", "--no-metadata"], in: dir
      ).status == 0)
    let bare = try CLIHarness.run(["info", "bare.png"], in: dir)
    #expect(bare.status == 1 && bare.stdout.isEmpty)
    #expect(
      bare.stderr
        == "chatshot: 'bare.png' has no chatshot metadata (made with --no-metadata, or not by chatshot)\n"
    )
    let json = try CLIHarness.run(["info", CLIRenderTests.weekend])
    #expect(
      json.status == 65 && json.stderr == "chatshot: \(CLIRenderTests.weekend): not a PNG file\n")
    let missing = try CLIHarness.run(["info", "none.png"], in: dir)
    #expect(
      missing.status == 66
        && missing.stderr == "chatshot: cannot read 'none.png': No such file or directory\n")
  }

  /// The same input in the same environment gives the same bytes, metadata and all.
  @Test func metadataKeepsRendersByteIdentical() throws {
    let a = try CLIHarness.run([CLIRenderTests.weekend, "--scale", "1", "-o", "-"])
    let b = try CLIHarness.run([CLIRenderTests.weekend, "--scale", "1", "-o", "-"])
    #expect(a.status == 0 && a.stdout == b.stdout)
    #expect(try PNGReader.readText([UInt8](a.stdout)).count == 9)
  }
}
