import Foundation
import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

@Suite struct FontSetupTests {
  @Test func fontSetHoldsOnlyThePrivateFiles() throws {
    let fonts = try FontConfiguration()
    #expect(fonts.fontSetFiles() == FontFile.bundled.map(\.path).sorted())
    #expect(fonts.files == FontFile.bundled)
  }

  /// Of each CJK collection (`.ttc`: JP, KR, SC, TC, HK and Mono faces) only the face it is
  /// listed for is in the set, with a fresh scan cache as with a warm one: one face per file,
  /// as many faces as files.
  @Test func collectionsKeepOnlyTheirListedFace() throws {
    let directory = try TemporaryDirectory()
    for _ in 0..<2 {
      let fonts = try FontConfiguration(cacheDirectory: directory.path)
      let faces = fonts.fontSetFaces()
      #expect(faces.count == FontFile.bundled.count, "\(faces)")
      for file in FontFile.bundled where file.path.hasSuffix(".ttc") {
        #expect(faces.filter { $0.file == file.path }.map(\.family) == [file.family])
      }
    }
  }

  /// Families installed on the machine (DejaVu Serif, Inter Display and Noto Serif CJK sit
  /// in the very directories the configuration scans) and generic names must not leak in.
  @Test(arguments: [
    "DejaVu Serif", "DejaVu Sans Condensed", "Inter Display", "Liberation Sans", "Helvetica",
    "sans-serif", "serif", "monospace", "", "Noto Serif CJK SC",
  ])
  func otherFamiliesResolveToPrivateFonts(_ family: String) throws {
    let engine = try PangoTextEngine()
    let latin = try #require(
      engine.layout("Hello", font: FontSpec(family: family, size: 16), maxWidth: 300))
    #expect(latin.runs.map(\.family) == ["Inter"])
    let han = try #require(
      engine.layout("你好", font: FontSpec(family: family, size: 16), maxWidth: 300))
    #expect(han.runs.map(\.family) == ["Noto Sans CJK SC"])
  }

  /// Formatted text's faces are packaged: code in DejaVu Sans Mono, italics in Inter's own
  /// italic files (no synthetic slant exists in the private set).
  @Test func formattedTextFacesArePackaged() throws {
    let engine = try PangoTextEngine()
    let code = try #require(
      engine.layout("let x", font: FontSpec(family: "DejaVu Sans Mono", size: 16), maxWidth: 300))
    #expect(code.runs.map(\.family) == ["DejaVu Sans Mono"])
    let rich = MarkdownParser.parse("*slanted* **_both_**", emoticons: false)
    let layout = engine.richLayout(
      rich, font: FontSpec(size: 16), style: .standard, maxWidth: 300)
    let faces = layout.blocks[0].layout.runs.map(\.family)
    #expect(faces.allSatisfy { $0 == "Inter" })
    // Inter's italic face has advances and ink of its own (upright glyphs would match both).
    let font = FontSpec(size: 40)
    let upright = try #require(engine.layout("lilies", font: font, maxWidth: 3000))
    let italic = engine.richLayout(
      MarkdownParser.parse("*lilies*", emoticons: false), font: font, style: .standard,
      maxWidth: 3000)
    #expect(italic.blocks[0].layout.logicalRect.width != upright.logicalRect.width)
    #expect(italic.blocks[0].layout.inkRect != upright.inkRect)
  }

  /// No synthetic bold exists in the private set: each weight must find its own face.
  @Test func everyWeightHasItsOwnFace() throws {
    let engine = try PangoTextEngine()
    let widths = FontWeight.allCases.map {
      engine.layout("Hello", font: FontSpec(size: 16, weight: $0), maxWidth: 300)?.logicalRect.width
    }
    #expect(widths == [38.296875, 38.8759765625, 39.4560546875, 40.0234375])
  }

  @Test func missingFilesNameThePackageToInstall() {
    let files = [
      FontFile(path: "/nonexistent/Inter-Regular.otf", family: "Inter", package: "fonts-inter"),
      FontFile(path: "/nonexistent/Inter-Bold.otf", family: "Inter", package: "fonts-inter"),
      FontFile.bundled[6],
    ]
    let expected = FontError.missingFiles(
      paths: ["/nonexistent/Inter-Regular.otf", "/nonexistent/Inter-Bold.otf"],
      packages: ["fonts-inter"])
    #expect(throws: expected) { try FontConfiguration(files: files) }
    #expect(expected.kind == .unreadableInput)
    #expect(
      expected.description == "font file missing: /nonexistent/Inter-Regular.otf, "
        + "/nonexistent/Inter-Bold.otf (install fonts-inter; see scripts/setup)")
  }

  @Test func fileThatIsNotAFontIsReported() throws {
    let directory = try TemporaryDirectory()
    let fake = directory.path + "/Fake-Regular.otf"
    try Data("not a font".utf8).write(to: URL(fileURLWithPath: fake))
    let files = [FontFile.bundled[0], FontFile(path: fake, family: "Fake", package: "fake")]
    #expect(throws: FontError.unusableFiles([fake])) {
      try FontConfiguration(files: files, cacheDirectory: directory.path + "/cache")
    }
  }

  /// fontconfig must write its scan cache where it is told, even through a path that needs
  /// XML escaping, or every run rescans the fonts and complains on stderr.
  @Test func cacheIsWrittenToTheGivenDirectory() throws {
    let directory = try TemporaryDirectory()
    let cache = directory.path + "/a&b <c>"
    try FileManager.default.createDirectory(atPath: cache, withIntermediateDirectories: true)
    _ = try FontConfiguration(cacheDirectory: cache)
    let written = try FileManager.default.contentsOfDirectory(atPath: cache)
    #expect(written.contains { $0.contains(".cache-") }, "\(written)")
  }

  struct CacheCase: Sendable, CustomTestStringConvertible {
    var environment: [String: String]
    var expected: [String]
    var testDescription: String { "\(environment.sorted { $0.key < $1.key })" }
  }

  @Test(arguments: [
    CacheCase(
      environment: ["XDG_CACHE_HOME": "/x/cache", "HOME": "/home/u"],
      expected: [
        "/x/cache/chatshot/fontconfig", "/home/u/.cache/chatshot/fontconfig",
        "/tmp/chatshot-7/fontconfig",
      ]),
    CacheCase(
      environment: ["XDG_CACHE_HOME": "relative", "HOME": "/home/u/", "TMPDIR": "/var/tmp/"],
      expected: ["/home/u/.cache/chatshot/fontconfig", "/var/tmp/chatshot-7/fontconfig"]),
    CacheCase(environment: [:], expected: ["/tmp/chatshot-7/fontconfig"]),
  ])
  func cacheDirectoryCandidates(_ c: CacheCase) {
    #expect(
      FontCacheDirectory.candidates(environment: c.environment, userID: 7).map(\.path)
        == c.expected)
  }

  @Test func cacheDirectoryIsCreated() throws {
    let directory = try TemporaryDirectory()
    let path = try #require(
      FontCacheDirectory.resolve(environment: ["XDG_CACHE_HOME": directory.path]))
    #expect(path == directory.path + "/chatshot/fontconfig")
    var isDirectory: ObjCBool = false
    #expect(FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory))
    #expect(isDirectory.boolValue)
  }

  /// A missing home is not made to hold the cache (nor a missing tree of folders under
  /// `$XDG_CACHE_HOME`): the next candidate is used.
  @Test func aMissingHomeIsNotMade() throws {
    let directory = try TemporaryDirectory()
    let path = FontCacheDirectory.resolve(environment: [
      "XDG_CACHE_HOME": directory.path + "/no/such/cache", "HOME": directory.path + "/home",
      "TMPDIR": directory.path,
    ])
    #expect(path == directory.path + "/chatshot-\(getuid())/fontconfig")
    let made = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(made == ["chatshot-\(getuid())"])
  }

  @Test func xmlEscapesSpecialCharacters() {
    #expect(FontConfigDocument.escaped(#"a&b<c>"d'"#) == "a&amp;b&lt;c&gt;&quot;d&apos;")
  }

  @Test func familyListEndsWithTheFallbacks() {
    #expect(
      FontDescription.familyList(for: "SF Pro, Text")
        == "SF Pro  Text,Inter,Noto Sans CJK SC,Noto Color Emoji,DejaVu Sans")
    #expect(
      FontDescription.familyList(for: "DejaVu Sans")
        == "DejaVu Sans,Inter,Noto Sans CJK SC,Noto Color Emoji")
  }

  @Test func libraryVersionsAreDotted() throws {
    let pattern = try Regex(#"^\d+\.\d+\.\d+$"#)
    for version in [
      LibraryVersions.pango, LibraryVersions.harfbuzz, LibraryVersions.fontconfig,
      LibraryVersions.cairo, LibraryVersions.freetype ?? "missing",
    ] {
      #expect(version.wholeMatch(of: pattern) != nil, "\(version)")
    }
    #expect(LibraryVersions.summary.count == 5)
  }
}

/// A fresh directory under the system's temporary directory, removed on deinit.
final class TemporaryDirectory {
  let path: String

  init() throws {
    let base = FileManager.default.temporaryDirectory.path
    path = base + "/chatshot-test-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(atPath: path) }
}
