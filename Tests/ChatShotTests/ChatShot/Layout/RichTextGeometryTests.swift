import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// How formatted text's blocks stack, with the fake measurer's exact numbers (7 pt a
/// character, 18 pt a line).
@Suite struct RichTextGeometryTests {
  let style = TextFormattingStyle.standard

  func layout(_ text: String, markup: TextFormat? = .markdown) -> TimelineLayout {
    var c = Conversation(messages: [
      Message(from: "me", text: text), Message(from: "you", text: "x"),
    ])
    c.markup = markup
    return TimelineLayout(conversation: c, theme: .standard, measurer: FakeMeasurer())
  }

  @Test func paragraphsAreSpaced() {
    let row = layout("one\n\ntwo").rows[0]
    #expect(row.textSize == Size(width: 21, height: 18 + style.paragraphSpacing + 18))
    #expect(row.rich?.blocks.count == 2)
    #expect(row.content == "one\ntwo")
  }

  @Test func codeBlocksArePaddedAndIndentsAdd() {
    let padding = style.codePadding
    let code = layout("```\nabc\n```").rows[0]
    #expect(code.textSize == Size(width: 21 + 2 * padding, height: 18 + 2 * padding))
    let quoted = layout("> abc").rows[0]
    #expect(quoted.textSize.width == 21 + style.quoteBarWidth + style.quoteGap)
    let listed = layout("- abc").rows[0]
    #expect(listed.textSize.width == 21 + style.listIndent)
  }

  /// A quoted block wraps at what its indent leaves (the fake wraps by characters).
  @Test func indentNarrowsTheWrap() {
    let wrap = Theme.standard.bubble.maxTextWidth
    let indent = style.quoteBarWidth + style.quoteGap
    let perLine = Int((wrap - indent) / 7)
    let row = layout("> " + String(repeating: "a", count: perLine + 1)).rows[0]
    #expect(row.textSize.height == 36)
  }

  /// Plain text with nothing to style is laid out exactly as before: no rich text at all.
  @Test func plainTextStaysPlain() {
    let row = layout("*not* markup", markup: nil).rows[0]
    #expect(row.rich == nil)
    #expect(row.links.isEmpty)
    let linked = layout("see www.example.com", markup: nil).rows[0]
    #expect(linked.rich?.links.map(\.url) == ["http://www.example.com"])
    #expect(linked.textSize == layout("see www.example.com", markup: .plain).rows[0].textSize)
  }
}
