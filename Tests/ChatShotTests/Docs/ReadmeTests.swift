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

/// The README stays true: `--help` verbatim, and its pictures are what chatshot draws today.
@Suite struct ReadmeTests {
  static let readme =
    (try? String(
      contentsOf: Golden.repository.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""

  @Test func helpIsVerbatim() {
    #expect(Self.readme.contains("```\n" + chatshotHelp + "```\n"))
  }

  @Test func headlinePictureIsAGolden() {
    #expect(Self.readme.contains("<img src=\"Goldens/examples/group-chat@2x.png\""))
    #expect(Self.readme.contains("chatshot Examples/group-chat.json --scale 2 -o shot.png"))
  }

  @Test(arguments: ["bubbles", "green", "team"])
  func galleryPictureIsCurrent(theme name: String) throws {
    let command =
      "chatshot docs/gallery/group.json --theme \(name) --screen -o docs/gallery/\(name)-group.png"
    #expect(Self.readme.contains(command))
    let conversation = try ConversationDecoder.decode(
      contentsOf: Golden.repository.appendingPathComponent("docs/gallery/group.json").path)
    let theme = try ThemeCatalog.builtin(named: name)
    var options = RenderOptions()
    options.screen = true
    let renderer = try ChatRenderer()
    let png = try renderer.render(conversation, theme: theme, options: options).bytes
    let committed = try Data(
      contentsOf: Golden.repository.appendingPathComponent("docs/gallery/\(name)-group.png"))
    let expected = try PNGReader.decode([UInt8](committed)).image
    let actual = try PNGReader.decode(png).image
    #expect(expected.width == actual.width && expected.height == actual.height)
    if expected.width == actual.width && expected.height == actual.height {
      let diff = try ImageDiff.compare(expected, actual).result
      #expect(diff.differentPixels == 0, "docs/gallery/\(name)-group.png is out of date")
    }
  }
}

/// The README's error examples are what the binary prints for the files in
/// `Tests/Fixtures/errors/`, line for line.
@Suite struct ReadmeErrorTests {
  /// Each `$ chatshot FILE` line of the README's Errors block and the line after it.
  static let examples: [(command: String, output: String)] = {
    let lines = ReadmeTests.readme.split(separator: "\n").map(String.init)
    var pairs: [(String, String)] = []
    for (i, line) in lines.enumerated()
    where line.hasPrefix("$ chatshot Tests/Fixtures/errors/") && i + 1 < lines.count {
      pairs.append((String(line.dropFirst(2)), lines[i + 1]))
    }
    return pairs
  }()

  @Test func everyErrorFixtureIsShown() throws {
    let folder = Golden.repository.appendingPathComponent("Tests/Fixtures/errors").path
    let files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    let shown = Self.examples.map { $0.command.split(separator: "/").last.map(String.init) ?? "" }
    #expect(shown.sorted() == files)
  }

  @Test func examplesAreExact() throws {
    #expect(Self.examples.count >= 7)
    for (command, output) in Self.examples {
      let arguments = command.split(separator: " ").dropFirst().map(String.init)
      let run = try CLIHarness.run(arguments + ["-o", "/dev/null"], in: Golden.repository)
      #expect(run.status == 65, "\(command)")
      #expect(run.stderr == output + "\n", "\(command)")
    }
  }
}
