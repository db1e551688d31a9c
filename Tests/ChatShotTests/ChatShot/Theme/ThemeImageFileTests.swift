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

/// Image files named by a theme: relative to the theme file, kept inside its folder, PNG,
/// resolutions agreeing in size, cap insets that leave something to stretch.
@Suite struct ThemeImageFileTests {
  /// A folder with `theme.json` (holding `images`, extending wechat) and the files asked for.
  final class Folder {
    let url: URL
    init() throws { url = try CLIHarness.temporaryDirectory() }
    deinit { try? FileManager.default.removeItem(at: url) }

    func png(_ name: String, width: Int, height: Int) throws {
      let image = try RGBAImage(width: width, height: height, fill: SIMD4(200, 30, 30, 255))
      let file = url.appendingPathComponent(name)
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(PNGWriter.encode(image)).write(to: file)
    }

    func theme(images: String, rest: String = "") throws -> String {
      let path = url.appendingPathComponent("theme.json").path
      try Data(#"{"extends": "wechat", \#(rest)"images": \#(images)}"#.utf8).write(
        to: URL(fileURLWithPath: path))
      return path
    }
  }

  /// The error for a theme file with `images` (the path stripped of the folder).
  func error(_ folder: Folder, _ images: String) throws -> InputError? {
    let path = try folder.theme(images: images)
    do {
      _ = try ThemeDecoder.decode(contentsOf: path)
      return nil
    } catch {
      var e = error
      e.file = "theme.json"
      return e
    }
  }

  @Test func resolvesFilesAndPicksTheResolution() throws {
    let folder = try Folder()
    try folder.png("b/send.png", width: 45, height: 45)
    try folder.png("b/send@2x.png", width: 90, height: 90)
    try folder.png("b/send@3x.png", width: 135, height: 135)
    let path = try folder.theme(
      images:
        #"{"send": {"files": {"1x": "b/send.png", "2x": "./b/send@2x.png", "3x": "b/../b/send@3x.png"}, "capInsets": {"top": 22, "left": 22, "bottom": 22, "right": 22}}}"#,
      rest: #""bubble": {"local": {"background": {"image": "send"}}}, "#)
    let theme = try ThemeDecoder.decode(contentsOf: path)
    let image = try #require(theme.images["send"])
    #expect(image.size == Size(width: 45, height: 45))
    #expect(image.capInsets == EdgeInsets(all: 22))
    let real = try #require(FileSystem.realPath(folder.url.path))
    #expect(
      image.files == [
        1: real + "/b/send.png", 2: real + "/b/send@2x.png", 3: real + "/b/send@3x.png",
      ])
    #expect(image.file(for: 1)?.pixelsPerPoint == 1)
    #expect(image.file(for: 1.5)?.pixelsPerPoint == 2)
    #expect(image.file(for: 2)?.pixelsPerPoint == 2)
    #expect(image.file(for: 4)?.pixelsPerPoint == 3)
    #expect(theme.bubble.local.background == .image(name: "send"))
    #expect(theme.name == "theme")
  }

  @Test func oneFileWithAScale() throws {
    let folder = try Folder()
    try folder.png("in@2x.png", width: 82, height: 66)
    let path = try folder.theme(images: #"{"in": {"file": "in@2x.png", "scale": 2}}"#)
    let image = try #require(try ThemeDecoder.decode(contentsOf: path).images["in"])
    #expect(
      image.size == Size(width: 41, height: 33) && image.capInsets == nil
        && image.files.keys.sorted() == [2])
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var images: String
    var expected: String
    var exit: ExitCode = .dataError
    var testDescription: String { name }
  }

  @Test(arguments: [
    Case(
      name: "leaves the folder", images: #"{"a": {"file": "../a.png"}}"#,
      expected:
        "theme.json:1:48: images.a.file: image path '../a.png' leads outside the theme file's folder"
    ),
    Case(
      name: "absolute", images: #"{"a": {"file": "/etc/passwd"}}"#,
      expected:
        "theme.json:1:48: images.a.file: absolute image path '/etc/passwd' is not allowed; write it relative to the theme file's folder"
    ),
    Case(
      name: "missing", images: #"{"a": {"file": "nope.png"}}"#,
      expected: "theme.json:1:48: images.a.file: image file 'nope.png' does not exist",
      exit: .noInput),
    Case(
      name: "a directory", images: #"{"a": {"file": "dir"}}"#,
      expected: "theme.json:1:48: images.a.file: image path 'dir' is a directory, not a PNG file",
      exit: .noInput),
    Case(
      name: "not a PNG", images: #"{"a": {"file": "text.png"}}"#,
      expected:
        "theme.json:1:48: images.a.file: image file 'text.png' is not a PNG image"),
    Case(
      name: "sizes disagree", images: #"{"a": {"files": {"1x": "a.png", "2x": "big.png"}}}"#,
      expected:
        #"theme.json:1:71: images.a.files["2x"]: 30×30 px at 2x is 15×15 pt, but the first file is 10×10 pt; every resolution must show the same size"#
    ),
    Case(
      name: "bad resolution key", images: #"{"a": {"files": {"2X": "a.png"}}}"#,
      expected: "theme.json:1:50: images.a.files: unknown key '2X'; expected one of: 1x, 2x, 3x, 4x"
    ),
    Case(
      name: "scale with files", images: #"{"a": {"files": {"1x": "a.png"}, "scale": 2}}"#,
      expected:
        #"theme.json:1:75: images.a.scale: "scale" goes with "file"; with "files" the keys give the scales"#
    ),
    Case(
      name: "file and files", images: #"{"a": {"file": "a.png", "files": {"1x": "a.png"}}}"#,
      expected: #"theme.json:1:39: images.a: give either "file" or "files", not both"#),
    Case(
      name: "neither", images: #"{"a": {"capInsets": null}}"#,
      expected: "theme.json:1:39: images.a: missing required key 'file' (or 'files')"),
    Case(
      name: "caps too wide",
      images: #"{"a": {"file": "a.png", "capInsets": {"left": 5, "right": 5}}}"#,
      expected:
        "theme.json:1:70: images.a.capInsets: left + right caps (10 pt) must be less than the image width (10 pt)"
    ),
    Case(
      name: "caps too tall",
      images: #"{"a": {"file": "a.png", "capInsets": {"top": 9, "bottom": 4}}}"#,
      expected:
        "theme.json:1:70: images.a.capInsets: top + bottom caps (13 pt) must be less than the image height (10 pt)"
    ),
    Case(
      name: "empty name", images: #"{"": {"file": "a.png"}}"#,
      expected: "theme.json:1:34: images: an image name may not be empty"),
    Case(
      name: "scale out of range", images: #"{"a": {"file": "a.png", "scale": 5}}"#,
      expected:
        "theme.json:1:66: images.a.scale: 5 is out of range; expected a whole number from 1 to 4"),
  ])
  func rejects(_ c: Case) throws {
    let folder = try Folder()
    try folder.png("a.png", width: 10, height: 10)
    try folder.png("big.png", width: 30, height: 30)
    try FileManager.default.createDirectory(
      at: folder.url.appendingPathComponent("dir"), withIntermediateDirectories: true)
    try Data("hello".utf8).write(to: folder.url.appendingPathComponent("text.png"))
    let e = try #require(try error(folder, c.images))
    #expect(e.description == c.expected)
    #expect(e.exitCode == c.exit)
  }

  @Test func symbolicLinkOutOfTheFolderIsRefused() throws {
    let outside = try Folder()
    try outside.png("secret.png", width: 10, height: 10)
    let folder = try Folder()
    try FileManager.default.createSymbolicLink(
      atPath: folder.url.appendingPathComponent("link.png").path,
      withDestinationPath: outside.url.appendingPathComponent("secret.png").path)
    let e = try #require(try error(folder, #"{"a": {"file": "link.png"}}"#))
    #expect(
      e.description.hasPrefix(
        "theme.json:1:48: images.a.file: image path 'link.png' is a symbolic link to '"))
    #expect(e.description.hasSuffix("secret.png', outside the theme file's folder"))
  }

  @Test func shadowingAStretchedBuiltinWithAFixedImageIsRefused() throws {
    let folder = try Folder()
    try folder.png("a.png", width: 10, height: 10)
    let e = try #require(try error(folder, #"{"wechat-send": {"file": "a.png"}}"#))
    #expect(
      e.description
        == "theme.json:1:33: images: image 'wechat-send' is stretched by the theme but has no capInsets"
    )
  }
}
