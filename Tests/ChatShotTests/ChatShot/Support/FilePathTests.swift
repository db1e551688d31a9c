import Foundation
import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// File names are bytes: a `FilePath` keeps a name that is not valid UTF-8 exactly, through
/// the system calls and back, and shows each invalid byte as `\xFF` in messages.
@Suite struct FilePathTests {
  /// `café.png` in Latin-1: 0xE9 alone is not UTF-8.
  static let latin1: [UInt8] = Array("caf".utf8) + [0xE9] + Array(".png".utf8)

  @Test func descriptionEscapesOnlyTheInvalidBytes() {
    #expect(FilePath(bytes: Self.latin1).description == #"caf\xE9.png"#)
    #expect(FilePath(bytes: Self.latin1).string == nil)
    #expect(FilePath("café/ü.png").description == "café/ü.png")
    #expect(FilePath("café/ü.png").string == "café/ü.png")
    // A truncated sequence, a lone continuation byte, an overlong form.
    #expect(
      FilePath(bytes: [0x61, 0xE2, 0x82, 0x2F, 0x80, 0xC0, 0xAF]).description
        == #"a\xE2\x82/\x80\xC0\xAF"#)
  }

  @Test func cStringsKeepTheirBytes() {
    let bytes = Self.latin1.map { CChar(bitPattern: $0) } + [0]
    #expect(
      bytes.withUnsafeBufferPointer { FilePath(cString: $0.baseAddress!) }.bytes == Self.latin1)
    #expect(FilePath(bytes: Self.latin1).withCString { strlen($0) } == Self.latin1.count)
  }

  @Test(arguments: [
    ("a/b.json", "a", "b.json"), ("b.json", ".", "b.json"), ("/b.json", "/", "b.json"),
    ("/x/y/b.json", "/x/y", "b.json"),
  ])
  func directoryAndLastComponent(path: String, directory: String, last: String) {
    #expect(FilePath(path).directory == FilePath(directory))
    #expect(FilePath(path).lastComponent == FilePath(last))
  }

  @Test func joiningNormalizingAndComparing() {
    #expect(FilePath("/a").appending(FilePath("b/c")) == FilePath("/a/b/c"))
    #expect(FilePath("/a/").appending(FilePath("b")) == FilePath("/a/b"))
    #expect(FilePath("/a").appending(FilePath("/etc")) == FilePath("/etc"))
    #expect(FilePath("/a/./b/../../../c//d").normalized == FilePath("/c/d"))
    #expect(FilePath("/a/bc").isInside(FilePath("/a")))
    #expect(!FilePath("/ab").isInside(FilePath("/a")))
    #expect(FilePath("/a").isInside(FilePath("/")))
    #expect(FilePath("/a/b/c.png").relative(to: FilePath("/a")) == FilePath("b/c.png"))
    #expect(FilePath("/a/b").relative(to: FilePath("/")) == FilePath("a/b"))
    #expect(FilePath("/ab").relative(to: FilePath("/a")) == nil)
  }

  /// A folder whose name is not UTF-8: the canonical path comes back with the same bytes.
  @Test func realPathKeepsTheBytes() throws {
    let dir = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let folder = FilePath(dir.path).appending(FilePath(bytes: Self.latin1))
    #expect(folder.withCString { mkdir($0, 0o755) } == 0)
    let real = try #require(FileSystem.realPath(folder))
    #expect(real.bytes.suffix(Self.latin1.count) == Self.latin1[...])
    #expect(FileSystem.kind(of: real) == .directory)
  }

  /// The current folder's name is not UTF-8: a conversation read from standard input names
  /// its avatar relative to it, and the library's own `getcwd` and `realpath` keep the bytes
  /// (they were repaired to U+FFFD, and the avatar "did not exist").
  @Test func avatarInAFolderNamedWithBytesIsFound() throws {
    let dir = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let json =
      #"{"participants": [{"id": "me", "avatar": "a.png"}], "#
      + #""messages": [{"from": "me", "text": "hi"}]}"#
    let r = try CLIHarness.shell(
      "mkdir $'caf\\xe9' && cd $'caf\\xe9' && cp '\(FileNameBytesCLITests.avatar)' a.png && "
        + "printf '%s' '\(json)' | \"$CHATSHOT\" - -o out.png && ls",
      in: dir)
    #expect(r.status == 0, "\(r.stderr)")
    #expect(r.stdoutText == "a.png\nout.png\n")
  }
}
