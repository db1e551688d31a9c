import Foundation
import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// Files hashed where they lie (theme images, avatars, font samples) give the digests of
/// their bytes.
@Suite struct ReadableFileTests {
  /// Sizes around the 64 KiB read buffer and the font sample size.
  @Test(arguments: [0, 1, 65_535, 65_536, 65_537, 131_072, 300_001])
  func digestsMatchTheBytes(size: Int) throws {
    let folder = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("f.bin").path
    let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ $0 >> 9) }
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    #expect(ReadableFile.sha256(ofFileAt: path) == SHA256.hash(bytes))
    #expect(FontIdentity.digest(ofFileAt: path) == FontIdentity.digest(of: bytes))
  }

  @Test func unreadableFilesHaveNoDigest() throws {
    let folder = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(ReadableFile.sha256(ofFileAt: folder.path) == nil)
    #expect(ReadableFile.sha256(ofFileAt: folder.appendingPathComponent("none").path) == nil)
    #expect(FontIdentity.digest(ofFileAt: folder.path) == nil)
  }
}
