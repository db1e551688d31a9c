import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// Formatted text on Pango with the packaged fonts: attribute lists measured exactly as
/// drawn, link boxes, code faces.
@Suite struct RichTextLayoutTests {
  let font = FontSpec(size: 17)
  let style = TextFormattingStyle.standard

  func markdown(_ text: String) -> RichText { MarkdownParser.parse(text, emoticons: false) }

  @Test(arguments: [
    "Hello", "The quick brown fox jumps over the lazy dog again and again and again",
    "你好世界，今天天气很好，我们去公园散步吧", "Emoji 😀👍🏽 and words\nwith a second line",
  ])
  func oneParagraphMeasuresAsPlainText(_ text: String) throws {
    let engine = try PangoTextEngine()
    let rich = markdown(text)
    #expect(rich.isPlain)
    for width in [80.0, 240, 1000] {
      let plain = engine.measure(text, font: font, maxWidth: width)
      #expect(engine.measureRich(rich, font: font, style: style, maxWidth: width).size == plain)
    }
  }

  @Test func markdownConversationLaysOutAsPlain() throws {
    let renderer = try ChatRenderer()
    let plain = Conversation(messages: [
      Message(from: "me", text: "Plain words in a bubble that wrap onto a second line"),
      Message(from: "ana", text: "Short"),
    ])
    var marked = plain
    marked.markup = .markdown
    let a = renderer.lay(plain, theme: .standard, options: RenderOptions())
    let b = renderer.lay(marked, theme: .standard, options: RenderOptions())
    #expect(a.rows.map(\.bubble) == b.rows.map(\.bubble))
    #expect(a.rows.map(\.textSize) == b.rows.map(\.textSize))
  }

  @Test func boldWordWidensTheLineAndWraps() throws {
    let engine = try PangoTextEngine()
    let text = "mmmm mmmm mmmm mmmm"
    let width = engine.measure(text, font: font, maxWidth: 1000).width
    let plain = engine.measure(text, font: font, maxWidth: width)
    #expect(plain.height < 30)
    let bold = engine.measureRich(
      markdown("mmmm mmmm mmmm **mmmm**"), font: font, style: style, maxWidth: width)
    #expect(bold.size.height > plain.height * 1.5)
  }

  @Test func linkBoxesCoverTheLinkText() throws {
    let engine = try PangoTextEngine()
    let rich = markdown("see https://example.com now")
    var block = rich.blocks[0]
    RichTextBuilder.addAutoLinks(&block, links: AutoLinks(participants: []))
    let metrics = engine.measureRich(
      RichText(blocks: [block]), font: font, style: style, maxWidth: 300)
    #expect(metrics.links.map(\.url) == ["https://example.com"])
    let box = try #require(metrics.links.first?.frames.first)
    #expect(metrics.links[0].frames.count == 1)
    let before = engine.measure("see ", font: font, maxWidth: 300).width
    let url = engine.measure("https://example.com", font: font, maxWidth: 300).width
    #expect(abs(box.x - before) < 6)
    #expect(abs(box.width - url) < 2)
    #expect(box.y == 0)
    #expect(box.maxX <= metrics.size.width)
    #expect(box.maxY <= metrics.size.height)
  }

  @Test func wrappedLinkHasABoxPerLine() throws {
    let engine = try PangoTextEngine()
    let metrics = engine.measureRich(
      markdown("[a link that wraps over several lines](https://x.example)"), font: font,
      style: style, maxWidth: 90)
    let frames = try #require(metrics.links.first?.frames)
    #expect(frames.count >= 3)
    #expect(zip(frames, frames.dropFirst()).allSatisfy { $0.maxY <= $1.y + 0.01 })
  }

  @Test func codeUsesTheMonospaceFace() throws {
    let engine = try PangoTextEngine()
    let layout = engine.richLayout(
      markdown("call `run()` then\n\n```\nblock\n```"), font: font, style: style, maxWidth: 300)
    #expect(layout.blocks[0].layout.runs.map(\.family).contains("DejaVu Sans Mono"))
    #expect(layout.blocks[1].layout.runs.map(\.family) == ["DejaVu Sans Mono"])
    #expect(layout.codeBlocks.count == 1)
    // The shade is padded around the block's text.
    #expect(layout.codeBlocks[0].y + style.codePadding == layout.blocks[1].frame.y)
  }

  @Test func codeBlockWrapsOrClipsAsTheThemeSays() throws {
    let engine = try PangoTextEngine()
    let code = markdown(
      "```\nlet aVeryLongName = anotherVeryLongFunctionName(withArgument: 1)\n```")
    let wrapped = engine.measureRich(code, font: font, style: style, maxWidth: 200)
    var clipping = style
    clipping.codeOverflow = .clip
    let clipped = engine.measureRich(code, font: font, style: clipping, maxWidth: 200)
    #expect(wrapped.size.height > clipped.size.height * 1.5)
    #expect(clipped.size.width <= 200)
    let layout = engine.richLayout(code, font: font, style: clipping, maxWidth: 200)
    #expect(layout.blocks[0].clip != nil)
    #expect(layout.blocks[0].layout.lineCount == 1)
  }

  @Test func quotesAndListsIndent() throws {
    let engine = try PangoTextEngine()
    let layout = engine.richLayout(
      markdown("> quoted\n\n- item"), font: font, style: style, maxWidth: 300)
    #expect(layout.blocks[0].frame.x == style.quoteBarWidth + style.quoteGap)
    #expect(layout.blocks[1].frame.x == style.listIndent)
    #expect(layout.quoteBars.count == 1)
    #expect(layout.blocks[1].marker != nil)
  }

  @Test func spoilerBoxesAreFound() throws {
    let engine = try PangoTextEngine()
    let rich = EntityText.richText(
      "the end: he lives", entities: [TextEntity(type: .spoiler, offset: 9, length: 8)],
      emoticons: false, links: AutoLinks(participants: []))
    let layout = engine.richLayout(rich, font: font, style: style, maxWidth: 300)
    #expect(layout.spoilers.count == 1)
    #expect(layout.spoilers[0].x > 0)
  }

  /// A word longer than 256 characters gets zero-width spaces; its spans move with it.
  @Test func spansFollowLongRunBreaking() throws {
    let engine = try PangoTextEngine()
    let long = String(repeating: "a", count: 400)
    let rich = markdown("x **\(long)** [y](https://y.example)")
    let metrics = engine.measureRich(rich, font: font, style: style, maxWidth: 200)
    let box = try #require(metrics.links.first?.frames.first)
    #expect(box.width > 3 && box.width < 20)
  }
}
