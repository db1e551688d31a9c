import Foundation
import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// The README's "Use it from Swift" snippets are this file's code, compiled with the tests;
/// the first also runs and must give the CLI's bytes.
@Suite struct ReadmeSwiftTests {
  /// The first snippet (between the `readme` markers, indentation removed).
  static func firstSnippet() throws -> (png: [UInt8], width: Int, height: Int) {
    // readme: begin first
    let renderer = try ChatRenderer()  // sets the fonts up once: reuse it
    let rendering = try renderer.render(contentsOf: "Examples/weekend.json")
    let png: [UInt8] = rendering.bytes  // the PNG `chatshot Examples/weekend.json` writes
    print(rendering.pixelWidth, rendering.pixelHeight)  // 640 1320
    // readme: end
    return (png, rendering.pixelWidth, rendering.pixelHeight)
  }

  /// The second snippet: compiled, not run (it writes `lunch@3x.png` where it runs).
  static func secondSnippet() throws {
    let renderer = try ChatRenderer()
    // readme: begin second
    let lunch = Conversation(
      title: "Lunch", participants: [Participant(id: "me"), Participant(id: "ann", name: "Ann")],
      localUser: "me",
      messages: [
        Message(from: "ann", text: "Hungry?", time: "11:58"),
        Message(from: "me", text: "Always 🍜"),
      ])
    var options = RenderOptions()
    options.scale = 3
    let wechat = try ThemeCatalog.load("wechat")
    try renderer.render(lunch, theme: wechat, options: options, to: .file("lunch@3x.png"))
    // readme: end
  }

  /// The lines between `// readme: begin NAME` and `// readme: end` in this file.
  static func snippet(_ name: String) throws -> String {
    let source = try String(contentsOfFile: #filePath, encoding: .utf8)
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    let begin = try #require(lines.firstIndex { $0.hasSuffix("// readme: begin \(name)") })
    let end = try #require(lines[begin...].firstIndex { $0.hasSuffix("// readme: end") })
    return lines[(begin + 1)..<end].map { $0.dropFirst(4) }.joined(separator: "\n")
  }

  @Test(arguments: ["first", "second"])
  func readmeShowsTheSnippet(_ name: String) throws {
    let readme = try String(
      contentsOf: Golden.repository.appendingPathComponent("README.md"), encoding: .utf8)
    let code = try Self.snippet(name)
    #expect(readme.contains("```swift\nimport ChatShot\n\n" + code + "\n```\n"))
  }

  /// The README's promise: the library call gives the CLI's bytes.
  @Test func firstSnippetGivesTheCLIsBytes() throws {
    let (png, width, height) = try Self.firstSnippet()
    #expect((width, height) == (640, 1320))
    let cli = try CLIHarness.run(["Examples/weekend.json", "--scale", "2", "-o", "-"])
    #expect(cli.status == 0)
    #expect(cli.stdout == Data(png))
  }
}
