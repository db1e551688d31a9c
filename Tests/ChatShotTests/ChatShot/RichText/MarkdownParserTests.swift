import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// md4c's parse → blocks and spans, in UTF-8 byte offsets of each block's text.
@Suite struct MarkdownParserTests {
  func parse(_ markdown: String) -> RichText { MarkdownParser.parse(markdown, emoticons: false) }

  /// The text each span of the first block covers, with its style.
  func spans(_ block: RichBlock) -> [String] {
    let bytes = Array(block.text.utf8)
    return block.spans.map { span in
      "\(span.style):" + String(decoding: bytes[span.start..<span.end], as: UTF8.self)
    }
  }

  @Test func nestedEmphasis() {
    let rich = parse("**bold *both* bold** and _it_")
    #expect(rich.blocks.map(\.text) == ["bold both bold and it"])
    #expect(spans(rich.blocks[0]) == ["bold:bold both bold", "italic:both", "italic:it"])
  }

  @Test func codeSpanKeepsStarsAsText() {
    let rich = parse("run `a * b *c*` now")
    #expect(rich.blocks[0].text == "run a * b *c* now")
    #expect(spans(rich.blocks[0]) == ["code:a * b *c*"])
  }

  @Test func emojiAndCJKInsideBold() {
    let rich = parse("**你好 👍🏽 world** ~~x~~")
    #expect(spans(rich.blocks[0]) == ["bold:你好 👍🏽 world", "strikethrough:x"])
    // 你好 is 6 bytes, the thumb with its skin tone 8: offsets count bytes, not characters.
    #expect(rich.blocks[0].spans[0].end == 6 + 1 + 8 + 6)
  }

  @Test func linksKeepTheirTarget() {
    let rich = parse("see [the docs](https://example.com/a_b) now")
    #expect(spans(rich.blocks[0]) == ["link(\"https://example.com/a_b\"):the docs"])
  }

  @Test func blocksListsQuotesAndCode() {
    let rich = parse(
      "Intro\n\n- one\n- two\n\n1. first\n2. second\n\n> quoted\n\n```\nlet x = 1\n```")
    #expect(
      rich.blocks.map(\.text) == ["Intro", "one", "two", "first", "second", "quoted", "let x = 1"])
    #expect(rich.blocks.map(\.marker) == [nil, "•", "•", "1.", "2.", nil, nil])
    #expect(rich.blocks.map(\.listDepth) == [0, 1, 1, 1, 1, 0, 0])
    #expect(rich.blocks.map(\.quoteDepth) == [0, 0, 0, 0, 0, 1, 0])
    #expect(
      rich.blocks.map(\.kind) == [
        .paragraph, .paragraph, .paragraph, .paragraph, .paragraph, .paragraph, .code,
      ])
    // A tight list's items follow each other; its first item is spaced from the intro.
    #expect(rich.blocks.map(\.tight) == [false, false, true, false, true, false, false])
  }

  @Test func lineBreaksStayLineBreaks() {
    #expect(parse("one\ntwo").blocks.map(\.text) == ["one\ntwo"])
  }

  @Test func unsupportedConstructsStayAsSource() {
    #expect(
      parse("| a | b |\n|---|---|\n| 1 | 2 |").blocks.map(\.text) == [
        "| a | b |\n|---|---|\n| 1 | 2 |"
      ])
    #expect(parse("<b>hi</b> there").blocks.map(\.text) == ["<b>hi</b> there"])
    #expect(
      parse("look ![a cat](cat.png) here").blocks.map(\.text) == ["look ![a cat](cat.png) here"])
    #expect(parse("# Title").blocks.map(\.text) == ["# Title"])
    #expect(parse("a &amp; b &#x1F600;").blocks.map(\.text) == ["a & b 😀"])
  }

  @Test func plainParagraphIsPlain() {
    let rich = parse("Just words, nothing else")
    #expect(rich.isPlain)
    #expect(rich.plainText == "Just words, nothing else")
    #expect(!parse("a *b*").isPlain)
  }

  @Test func emoticonsOutsideCodeOnly() {
    let rich = MarkdownParser.parse("hi :) `:)`", emoticons: true)
    #expect(rich.blocks[0].text == "hi 😄 :)")
    #expect(spans(rich.blocks[0]) == ["code::)"])
  }

  /// 10,000 nested quotes and 10,000 list levels: no stack blow-up, drawn at the capped depth.
  @Test func deepNestingIsCapped() {
    let clock = ContinuousClock()
    let elapsed = clock.measure {
      let quotes = parse(String(repeating: ">", count: 10_000) + " deep")
      #expect(quotes.blocks.map(\.text) == ["deep"])
      #expect(quotes.blocks[0].quoteDepth == RichText.maxDrawnDepth)
      let lists = parse(String(repeating: "- ", count: 10_000) + "deep")
      #expect(lists.blocks.last?.text == "deep")
      #expect(lists.blocks.allSatisfy { $0.listDepth <= RichText.maxDrawnDepth })
      var indented = ""
      for level in 0..<2_000 { indented += String(repeating: "  ", count: level) + "- x\n" }
      let stairs = parse(indented)
      #expect(stairs.blocks.count == 2_000)
      #expect(stairs.blocks.allSatisfy { $0.listDepth <= RichText.maxDrawnDepth })
    }
    #expect(elapsed < .seconds(10))
  }
}
