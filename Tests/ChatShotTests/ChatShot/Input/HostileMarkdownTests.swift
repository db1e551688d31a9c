import Foundation
import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// Hostile formatted text through the whole pipeline: deep nesting renders in bounded time
/// and width, markup-looking text stays text, a bad entity is refused by the built binary.
@Suite struct HostileMarkdownTests {
  static func markdown(_ text: String) -> Conversation {
    var conversation = Conversation(messages: [
      Message(from: "me", text: "before"), Message(from: "you", text: text),
    ])
    conversation.markup = .markdown
    return conversation
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var testDescription: String
    var text: String
  }

  static let deep = [
    Case(
      testDescription: "10,000 nested quotes",
      text: String(repeating: ">", count: 10_000) + " ten thousand quotes deep"),
    Case(
      testDescription: "9,990 list levels",
      text: String(repeating: "- ", count: 9_990) + "list levels"),
    Case(
      testDescription: "quotes and lists interleaved",
      text: String(repeating: "> - ", count: 4_990) + "both"),
    Case(
      testDescription: "10,000 emphasis delimiters",
      text: String(repeating: "*", count: 9_999) + "x" + String(repeating: "*", count: 9_999)),
    Case(
      testDescription: "10,000 open brackets",
      text: String(repeating: "[", count: 10_000) + "x" + String(repeating: "](y)", count: 2_000)),
    Case(
      testDescription: "an unclosed fence of 20,000 backticks and text",
      text: String(repeating: "`", count: 19_990) + " x\ncode"),
  ]

  @Test(arguments: deep)
  func deepMarkdownRendersInBoundedTime(_ c: Case) throws {
    let text = c.text
    let renderer = try ChatRenderer()
    let clock = ContinuousClock()
    var rendering: Rendering?
    let elapsed = try clock.measure {
      rendering = try renderer.render(Self.markdown(text), options: RenderOptions())
    }
    #expect(elapsed < .seconds(20))
    let layout = try #require(rendering?.layout)
    // Nesting is drawn at most RichText.maxDrawnDepth levels deep: the text keeps a width
    // and the bubble stays in the timeline.
    #expect(layout.rows[1].textSize.width > 0)
    #expect(layout.rows.allSatisfy { $0.bubble.maxX <= layout.width })
  }

  /// Pango markup and HTML in the text are characters: they measure as the same plain text.
  @Test func markupIsNeverParsed() throws {
    let text = "<span foreground='red' size='99999'>big</span> <b>x</b> &amp;lt;"
    let renderer = try ChatRenderer()
    let rich = renderer.lay(Self.markdown(text), theme: .standard, options: RenderOptions())
    let plain = renderer.lay(
      Conversation(messages: [
        Message(from: "me", text: "before"),
        Message(from: "you", text: text.replacingOccurrences(of: "&amp;", with: "&")),
      ]),
      theme: .standard, options: RenderOptions())
    #expect(rich.rows[1].content == "<span foreground='red' size='99999'>big</span> <b>x</b> &lt;")
    #expect(rich.rows[1].textSize == plain.rows[1].textSize)
  }

  /// The built binary refuses an entity over half a surrogate pair with its line, column and
  /// path, exit 65, and writes no image.
  @Test func halfASurrogatePairIsRefusedEndToEnd() throws {
    let dir = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let json = #"""
      [{"from": "me", "text": "hi 👋", "entities": [
        {"type": "bold", "offset": 0, "length": 4}]}]
      """#
    try Data(json.utf8).write(to: dir.appendingPathComponent("c.json"))
    let r = try CLIHarness.run(["c.json", "-o", "out.png"], in: dir)
    #expect(r.status == 65)
    #expect(
      r.stderr
        == "chatshot: c.json:2:43: [0].entities[0].length: the entity ends at UTF-16 unit 4, inside a surrogate pair (one character that counts 2 units)\n"
    )
    #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out.png").path))
  }
}
