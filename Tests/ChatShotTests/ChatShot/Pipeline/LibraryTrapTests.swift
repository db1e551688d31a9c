import Foundation
import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotImage
@testable import ChatShotModel
@testable import ChatShotRender

/// The library does what the command line does where a new user would expect it to: the
/// format follows the file name, a file is read as the CLI reads it, the bytes are named for
/// what they are, and several pictures come from one call.
@Suite struct LibraryTrapTests {
  static let repository = Golden.repository
  static let weekend = repository.appendingPathComponent("Examples/weekend.json").path

  static func withFolder<T>(_ body: (URL) throws -> T) throws -> T {
    let folder = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    return try body(folder)
  }

  /// `.file("guess.svg")` writes an SVG (the CLI's rule, one function), and says so.
  @Test(arguments: [
    ("guess.svg", OutputFormat.svg), ("guess.PDF", .pdf), ("guess.webp", .webp),
    ("guess.png", .png), ("guess", .png),
  ])
  func fileFormatFollowsTheExtension(_ name: String, _ format: OutputFormat) throws {
    try Self.withFolder { folder in
      let path = folder.appendingPathComponent(name).path
      let rendering = try ChatRenderer().render(contentsOf: Self.weekend, to: .file(path))
      let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
      #expect(rendering.format == format)
      #expect(PictureReader.format(of: bytes) == format)
    }
  }

  /// A format given wins over the extension; another image format's extension is refused,
  /// and nothing is written.
  @Test func givenFormatWinsAndOtherImageExtensionsAreRefused() throws {
    try Self.withFolder { folder in
      var options = RenderOptions()
      options.format = .webp
      let path = folder.appendingPathComponent("a.png").path
      let rendering = try ChatRenderer().render(
        contentsOf: Self.weekend, options: options, to: .file(path))
      #expect(rendering.format == .webp)
      let written = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
      #expect(PictureReader.format(of: written) == .webp)
      let jpeg = folder.appendingPathComponent("a.jpg").path
      #expect(throws: UnwritableFormat(path: jpeg, fileExtension: "jpg")) {
        try ChatRenderer().render(contentsOf: Self.weekend, to: .file(jpeg))
      }
      #expect(!FileManager.default.fileExists(atPath: jpeg))
    }
    #expect(try OutputFormat.forFile("x.jpeg", given: .png) == .png)
  }

  /// In memory, the bytes are the format's, whatever it is: `bytes`, not `png`.
  @Test(arguments: OutputFormat.allCases)
  func memoryBytesAreTheFormatsBytes(_ format: OutputFormat) throws {
    var options = RenderOptions()
    options.format = format
    options.scale = 1
    let rendering = try ChatRenderer().render(contentsOf: Self.weekend, options: options)
    #expect(rendering.format == format)
    #expect(PictureReader.format(of: rendering.bytes) == format)
  }

  /// `render(contentsOf:)` reads a WhatsApp export and a chat script as `chatshot` does
  /// (they were JSON syntax errors: "numbers must not have leading zeros", "unexpected '@'").
  @Test(arguments: [
    ("Tests/Fixtures/import/whatsapp/android-24h-day-first.txt", "Ann"),
    ("Tests/Fixtures/import/script/lunch.chat", nil),
  ])
  func contentsOfReadsExportsAsTheCLIDoes(_ file: String, _ me: String?) throws {
    let path = Self.repository.appendingPathComponent(file).path
    var options = RenderOptions()
    options.scale = 1
    options.metadata = false
    var importOptions = ImportOptions()
    importOptions.me = me
    let library = try ChatRenderer().render(
      contentsOf: path, options: options, importOptions: importOptions)
    let cli = try CLIHarness.run(
      [path, "--scale", "1", "--no-metadata", "-o", "-"] + (me.map { ["--me", $0] } ?? []))
    #expect(cli.status == 0, "\(cli.stderr)")
    #expect(library.bytes == [UInt8](cli.stdout))
  }

  /// Several appearances and scales in one call: each picture is the one a single call gives.
  @Test func appearancesAndScalesInOneCall() throws {
    let renderer = try ChatRenderer()
    let conversation = try ConversationDecoder.decode(contentsOf: Self.weekend)
    var options = RenderOptions()
    options.theme = "bubbles"
    options.metadata = false
    let renderings = try renderer.render(
      conversation, options: options, scales: [1, 2], appearances: [.light, .dark])
    #expect(renderings.map(\.scale) == [1, 2, 1, 2])
    #expect(renderings.map(\.appearance) == [.light, .light, .dark, .dark])
    for rendering in renderings {
      var single = options
      single.scale = rendering.scale
      single.appearance = rendering.appearance
      #expect(try renderer.render(conversation, options: single).bytes == rendering.bytes)
    }
    #expect(renderings[0].bytes != renderings[2].bytes)
    let html = HTMLSnippet.make(
      renderings: renderings, paths: ["w.png", "w@2x.png", "w.dark.png", "w.dark@2x.png"],
      conversation: conversation)
    #expect(html.hasPrefix("<picture>\n  <source media=\"(prefers-color-scheme: dark)\""))
    #expect(html.contains("srcset=\"w.dark.png 1x, w.dark@2x.png 2x\""))
    #expect(html.contains("<img src=\"w.png\" srcset=\"w.png 1x, w@2x.png 2x\""))
  }

  /// The layout dump is library API: the text `--layout-json` writes.
  @Test func layoutJSONIsWhatTheCLIWrites() throws {
    var options = RenderOptions()
    options.scale = 1
    let rendering = try ChatRenderer().render(contentsOf: Self.weekend, options: options)
    let cli = try CLIHarness.run([
      Self.weekend, "--scale", "1", "-o", "/dev/null", "--layout-json", "-",
    ])
    #expect(cli.status == 0, "\(cli.stderr)")
    #expect(rendering.layoutJSON == cli.stdoutText)
  }
}
