import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// The stamp of formatted text (green) goes after the last line as laid out, not after the
/// source text's (with its markers), so it never covers the last word.
@Suite struct StampRichTextTests {
  static func row(_ text: String) throws -> MessageFrame {
    var c = Conversation(
      participants: [Participant(id: "me"), Participant(id: "ana")], localUser: "me",
      messages: [Message(from: "ana", text: text, time: "09:13")])
    c.markup = .markdown
    let green = try ThemeCatalog.builtin(named: "green")
    return TimelineLayout(conversation: c, theme: green, measurer: FakeMeasurer()).rows[0]
  }

  @Test func theStampFollowsTheIndentedLastLine() throws {
    // "- " and 24 letters: the list item's line is 18 (indent) + 24 × 7 = 186 pt; with the
    // 8-pt gap and "09:13" (35 pt) it passes the 226-pt wrap, so the stamp takes a line of its
    // own. The source's last line (26 × 7 = 182 pt) would have fitted: stamp over the text.
    let row = try Self.row("- " + String(repeating: "w", count: 24))
    let stamp = try #require(row.stamp)
    #expect(stamp.frame.minY >= row.text.maxY)
    #expect(row.bubble.height == 18 + 6 + 8 + 14)
  }

  @Test func theStampGoesBesideAShortFormattedLastLine() throws {
    // "**lunch**": 5 letters drawn (35 pt), not 9: the stamp beside them, the bubble as wide
    // as line, gap and stamp need.
    let row = try Self.row("Meet for **lunch**")
    let stamp = try #require(row.stamp)
    #expect(stamp.frame.minY < row.text.maxY)
    // 14 × 7 + 8 + 35 = 141, and the insets 17 + 8.
    #expect(row.bubble.width == 166)
    #expect(stamp.frame.minX >= row.text.x + 106)
  }

  @Test func aCodeBlockPutsTheStampOnItsOwnLine() throws {
    let row = try Self.row("```\nx\n```")
    let stamp = try #require(row.stamp)
    #expect(stamp.frame.minY >= row.text.maxY)
  }
}
