import Foundation
import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// Text is always text: each hostile or odd message either renders (shown literally, never
/// read as markup or a format string) or is refused with a reason. The decisions are in
/// docs/limits.md ("Text"); this suite runs each case through the built `chatshot`.
@Suite struct HostileTextTests {
  static let font = Theme.standard.bubble.font
  static let wrapWidth = Theme.standard.bubble.maxTextWidth

  /// The laid-out text size of `text` in one bubble, as the layout dump reports it (an
  /// emoji-only text is measured in the theme's large emoji font).
  static func measure(_ text: String, with engine: PangoTextEngine) -> Size {
    let emoji = Theme.standard.conversation.emoji
    let large = emoji.map { EmojiText.emojiOnlyCount(text, max: $0.maxCount) != nil } ?? false
    return engine.measure(text, font: large ? emoji?.font ?? font : font, maxWidth: wrapWidth)
  }

  /// Renders one conversation whose second message is `json` (a JSON string literal, so
  /// escapes such as `\u0000` reach the parser), between two plain messages.
  static func render(textLiteral json: String, scale: String = "1") throws -> (
    result: CLIHarness.Result, rows: [[String: Any]], png: [UInt8]?
  ) {
    let dir = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let conversation = """
      {"localUser": "me", "messages": [
        {"from": "me", "text": "before"},
        {"from": "you", "text": \(json)},
        {"from": "me", "text": "after"}]}
      """
    try Data(conversation.utf8).write(to: dir.appendingPathComponent("c.json"))
    let r = try CLIHarness.run(
      ["c.json", "-o", "out.png", "--scale", scale, "--layout-json", "-"], in: dir)
    let object = try? JSONSerialization.jsonObject(with: r.stdout) as? [String: Any]
    let rows = object?["rows"] as? [[String: Any]] ?? []
    let png = FileManager.default.contents(atPath: dir.appendingPathComponent("out.png").path)
    return (r, rows, png.map { [UInt8]($0) })
  }

  static func textSize(_ row: [String: Any]) -> Size {
    let size = row["textSize"] as? [String: Double] ?? [:]
    return Size(width: size["width"] ?? -1, height: size["height"] ?? -1)
  }

  struct Rendered: CustomTestStringConvertible, Sendable {
    let name: String
    /// The message text as a JSON string literal.
    let literal: String
    /// What Pango is given: the text itself (nil: the decoded literal).
    var drawn: String?
    var testDescription: String { name }
  }

  static let rendered: [Rendered] = [
    Rendered(name: "markup", literal: #""<b>bold</b> <span foreground='red'>x</span>""#),
    Rendered(name: "entities", literal: #""&amp; &lt;b&gt; &#x41;""#),
    Rendered(name: "format strings", literal: #""%s %d %n %@ %1$s %%""#),
    Rendered(name: "right-to-left override", literal: #""abc \u202E def""#),
    Rendered(name: "NUL", literal: #""a\u0000b""#, drawn: "a\u{FFFD}b"),
    Rendered(name: "zero-width joiner family", literal: #""👩\u200D👩\u200D👧\u200D👦""#),
    Rendered(
      name: "30 combining marks", literal: "\"e" + String(repeating: "\\u0301", count: 30) + "\""),
    Rendered(name: "emoji only", literal: "\"" + String(repeating: "😀🎉👍🏽🇫🇷", count: 25) + "\""),
    Rendered(name: "whitespace only", literal: #""   \t  \n ""#),
    // The run of tabs ends its line and hangs past it, as spaces do; "b" starts the next.
    Rendered(name: "100 tabs", literal: "\"a" + String(repeating: "\\t", count: 100) + "b\""),
    Rendered(name: "empty", literal: #""""#),
    Rendered(name: "mixed direction", literal: #""Hello שלום world مرحبا 123 (ok)""#),
    Rendered(
      name: "10,000-character word", literal: "\"" + String(repeating: "x", count: 10_000) + "\""),
  ]

  /// Renders: exit 0, a PNG, and a text size that is exactly the measured size of the text
  /// as written (so nothing was interpreted) and fits the wrapping width.
  @Test(arguments: rendered)
  func rendersLiterally(_ c: Rendered) throws {
    let (r, rows, png) = try Self.render(textLiteral: c.literal)
    #expect(r.status == 0, "\(r.stderr)")
    #expect(r.stderr.isEmpty)
    let header = try PNGReader.probe(try #require(png))
    #expect(header.width == 320)
    try #require(rows.count == 3)
    let decoded = try #require(
      try JSONSerialization.jsonObject(with: Data("[\(c.literal)]".utf8)) as? [String])[0]
    let engine = try PangoTextEngine()
    let size = Self.textSize(rows[1])
    #expect(size == Self.measure(c.drawn ?? decoded, with: engine))
    #expect(size.width <= Self.wrapWidth)
    // The messages around it are untouched by whatever it holds.
    #expect(Self.textSize(rows[0]) == Self.measure("before", with: engine))
    #expect(Self.textSize(rows[2]) == Self.measure("after", with: engine))
  }

  /// Markup, entities and format strings are drawn as the characters they are: wider than
  /// what they would turn into if interpreted.
  @Test func nothingIsInterpreted() throws {
    let engine = try PangoTextEngine()
    func width(_ text: String) -> Double { Self.measure(text, with: engine).width }
    #expect(width("<b>bold</b>") > width("bold"))
    #expect(width("&amp;") > width("&"))
    #expect(width("%s%s%s") > width("(null)") / 2)
    let layout = try #require(engine.layout("<i>x</i>", font: Self.font, maxWidth: 196))
    #expect(layout.glyphCount == 8)
  }

  /// A family joined with zero-width joiners is one glyph; the 10,000-character word wraps
  /// into lines that fill the width.
  @Test func joinedAndLongTextsAreShapedAsOne() throws {
    let engine = try PangoTextEngine()
    let family = try #require(
      engine.layout("👩\u{200D}👩\u{200D}👧\u{200D}👦", font: Self.font, maxWidth: 196))
    #expect(family.glyphCount == 1)
    let word = Self.measure(String(repeating: "x", count: 10_000), with: engine)
    #expect(word.width > Self.wrapWidth - 10 && word.width <= Self.wrapWidth)
    #expect(word.height > 5_000)
  }

  /// The right-to-left override is confined to its own message: Unicode's bidirectional
  /// rules apply per paragraph, and each message is its own paragraph.
  @Test func overrideStaysInItsMessage() throws {
    let (r, rows, _) = try Self.render(textLiteral: #""\u202Eabc""#)
    #expect(r.status == 0)
    let after = Self.measure("after", with: try PangoTextEngine())
    #expect(rows.count == 3 && Self.textSize(rows[2]) == after)
  }

  /// A message at the 20,000-character limit renders even when its bubble is taller than
  /// Cairo's 32767-pixel surfaces.
  @Test func longestMessageRenders() throws {
    let (r, rows, png) = try Self.render(
      textLiteral: "\"" + String(repeating: "中", count: 20_000) + "\"", scale: "2")
    #expect(r.status == 0, "\(r.stderr)")
    let bubble = try #require(rows[1]["bubble"] as? [String: Double])
    #expect((bubble["height"] ?? 0) * 2 > 32767)
    #expect(try PNGReader.probe(try #require(png)).height > 65_000)
  }

  struct Refused: CustomTestStringConvertible, Sendable {
    let name: String
    let literal: String
    let message: String
    var testDescription: String { name }
  }

  static let refused: [Refused] = [
    Refused(
      name: "lone high surrogate", literal: #""a\uD800b""#,
      message: "c.json:3:29: messages[1].text: lone surrogate \\uD800"),
    Refused(
      name: "lone low surrogate", literal: #""\uDC00""#,
      message: "c.json:3:28: messages[1].text: lone surrogate \\uDC00"),
    Refused(
      name: "31 combining marks", literal: "\"e" + String(repeating: "\\u0301", count: 31) + "\"",
      message:
        "c.json:3:27: messages[1].text: 31 combining marks in a row from character 2; the limit is 30"
    ),
    Refused(
      name: "20,001 characters", literal: "\"" + String(repeating: "x", count: 20_001) + "\"",
      message: "c.json:3:27: messages[1].text: message is 20001 characters long; the limit is 20000"
    ),
    Refused(
      name: "chain of 61 joined emoji",
      literal: "\"" + String(repeating: "👍\\u200D", count: 60) + "👍\"",
      message:
        "message 1 (counting from 0): its text cannot be wrapped to 196 pt: part of it is 1140 pt wide with no place to break (a long chain of joined emoji?)"
    ),
  ]

  /// Refused: exit 65, the exact line, and no PNG.
  @Test(arguments: refused)
  func refusesWithAReason(_ c: Refused) throws {
    let (r, _, png) = try Self.render(textLiteral: c.literal)
    #expect(r.status == 65)
    #expect(r.stderr == "chatshot: \(c.message)\n")
    #expect(png == nil)
  }
}
