import Foundation
import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

#if canImport(Glibc)
  import Glibc
#endif

/// Font identities kept between processes: reused while a file is unchanged, hashed again
/// when anything `stat` shows changes, and a store file that is not whole, not this user's
/// or not a regular file is ignored (and rewritten).
@Suite final class FontIdentityStoreTests {
  let dir: URL
  let cache: String
  let font: String

  init() throws {
    dir = try CLIHarness.temporaryDirectory()
    cache = dir.appendingPathComponent("cache").path
    try FileManager.default.createDirectory(atPath: cache, withIntermediateDirectories: true)
    font = dir.appendingPathComponent("font.otf").path
    try write(bytes(seed: 1), to: font)
  }

  deinit { try? FileManager.default.removeItem(at: dir) }

  var storePath: String { cache + "/" + FontIdentityStore.fileName }

  func bytes(seed: UInt8, count: Int = 200_000) -> [UInt8] {
    (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 11) &+ seed }
  }

  func write(_ bytes: [UInt8], to path: String) throws {
    try Data(bytes).write(to: URL(fileURLWithPath: path))
  }

  func stored() -> FontIdentityStore? {
    guard let data = FileManager.default.contents(atPath: storePath) else { return nil }
    return FontIdentityStore.parse([UInt8](data))
  }

  func identity() -> String? {
    FontIdentity.identities(of: [font], cacheDirectory: cache)[font]
  }

  /// A store whose entry for the font says `digest`, with a correct checksum.
  func plant(digest: String) throws {
    var store = FontIdentityStore()
    let key = try #require(FontIdentityStore.Key(path: font))
    store.entries[font] = FontIdentityStore.Entry(key: key, digest: digest)
    try write(store.serialized(), to: storePath)
  }

  let fake = String(repeating: "ab", count: 32)

  @Test func theFirstProcessHashesAndRecords() throws {
    let expected = FontIdentity.digest(of: bytes(seed: 1))
    #expect(identity() == expected)
    #expect(stored()?.entries[font]?.digest == expected)
    #expect(FontIdentity.identities(of: [font], cacheDirectory: nil)[font] == expected)
  }

  /// The recorded digest is what a later process uses: a planted one shows it.
  @Test func anUnchangedFileIsNotHashedAgain() throws {
    try plant(digest: fake)
    #expect(identity() == fake)
  }

  /// New content of the same size, with the modification time set back: the change time
  /// (and the inode, for a replaced file) still differ, so it is hashed again.
  @Test func aChangedFileIsHashedAgain() throws {
    try plant(digest: fake)
    var info = stat()
    stat(font, &info)
    try write(bytes(seed: 2), to: font)
    var times = [info.st_atim, info.st_mtim]
    utimensat(AT_FDCWD, font, &times, 0)
    let expected = FontIdentity.digest(of: bytes(seed: 2))
    #expect(identity() == expected)
    #expect(stored()?.entries[font]?.digest == expected)
    // Replaced by another file (a new inode).
    let other = dir.appendingPathComponent("other.otf").path
    try write(bytes(seed: 3), to: other)
    rename(other, font)
    #expect(identity() == FontIdentity.digest(of: bytes(seed: 3)))
  }

  /// Truncated, edited (checksum no longer matches), another version's header, a digest that
  /// is not hex, a relative path, too large: each is ignored whole, then rewritten.
  @Test(arguments: ["truncated", "edited", "header", "digest", "relative", "large", "binary"])
  func aCorruptStoreIsIgnored(kind: String) throws {
    try plant(digest: fake)
    var text = try #require(FileManager.default.contents(atPath: storePath)).map { $0 }
    func resum(_ body: [UInt8]) -> [UInt8] {
      body + Array("sha256 \(SHA256.hash(body).hex)\n".utf8)
    }
    let body = Array(text[...(text.dropLast().lastIndex(of: 10)!)])
    let line = String(decoding: body, as: UTF8.self)
    switch kind {
    case "truncated": text = Array(text.dropLast(10))
    case "edited": text[text.firstIndex(of: UInt8(ascii: "a"))!] = UInt8(ascii: "c")
    case "header": text = resum(Array(line.replacingOccurrences(of: " 1\n", with: " 2\n").utf8))
    case "digest":
      text = resum(Array(line.replacingOccurrences(of: fake, with: fake.uppercased()).utf8))
    case "relative": text = resum(Array(line.replacingOccurrences(of: " /", with: " ").utf8))
    case "large": text = resum(body + Array(repeating: UInt8(ascii: "\n"), count: 70_000))
    default: text = resum(body + [0xff, 0xfe, 10])
    }
    try write(text, to: storePath)
    #expect(identity() == FontIdentity.digest(of: bytes(seed: 1)))
    #expect(stored()?.entries[font]?.digest == FontIdentity.digest(of: bytes(seed: 1)))
  }

  /// A store that is a link, or one everybody may write, is never read.
  @Test func aLinkOrAWorldWritableStoreIsNotRead() throws {
    try plant(digest: fake)
    chmod(storePath, 0o666)
    #expect(identity() == FontIdentity.digest(of: bytes(seed: 1)))
    let elsewhere = dir.appendingPathComponent("elsewhere").path
    try plant(digest: fake)
    rename(storePath, elsewhere)
    symlink(elsewhere, storePath)
    #expect(identity() == FontIdentity.digest(of: bytes(seed: 1)))
  }

  @Test func serializedStoresParseBack() throws {
    try plant(digest: fake)
    let store = try #require(stored())
    #expect(FontIdentityStore.parse(store.serialized()) == store)
    #expect(FontIdentityStore.parse(FontIdentityStore().serialized()) == FontIdentityStore())
    #expect(FontIdentityStore.parse([]) == nil)
  }

  /// An unreadable path has no identity and is not recorded.
  @Test func missingFilesAreLeftOut() {
    let none = dir.appendingPathComponent("none.otf").path
    #expect(FontIdentity.identities(of: [none], cacheDirectory: cache).isEmpty)
    #expect(stored() == nil)
  }
}
