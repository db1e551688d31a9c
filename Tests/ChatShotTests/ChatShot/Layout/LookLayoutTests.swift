import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// The frame rules of the three modern looks with the fake measurer (every character 7 pt
/// wide, lines 18 pt): the time inside a `green` bubble (beside the last line, on a line of
/// its own, after right-to-left text, with ticks), `team` rows (avatar, name and time on a
/// run's first message, plain lines under it, everyone on the left), `bubbles` avatars only
/// for others in groups.
@Suite struct LookLayoutTests {
  static func builtin(_ name: String) throws -> Theme {
    try ThemeCatalog.builtin(named: name)
  }

  static let pair = [Participant(id: "me", name: "Me"), Participant(id: "ann", name: "Ana María")]

  static func lay(_ messages: [Message], theme: String, participants: [Participant] = pair)
    throws -> TimelineLayout
  {
    TimelineLayout(
      conversation: Conversation(participants: participants, localUser: "me", messages: messages),
      theme: try builtin(theme), measurer: FakeMeasurer())
  }

  // green: wrap 226 (32 characters), stamp 11 pt "09:41" = 35 pt, gap 8, line 14, bottom 5;
  // others' insets 6/17/8/8, the local user's 6/9/8/16; bubbles 6 pt from the edge.

  @Test func greenTimeSitsOnTheLastLineWhenItFits() throws {
    let row = try Self.lay([Message(from: "ann", text: "Hello", time: "09:41")], theme: "green")
      .rows[0]
    // 5 characters, 8 pt, the time: 78 pt, one line.
    #expect(row.bubble.width == 78 + 17 + 8)
    #expect(row.bubble.height == 18 + 6 + 8)
    #expect(row.bubble.x == 6)
    #expect(row.text.height == 18 && row.textSize.width == 35)
    let stamp = try #require(row.stamp)
    #expect(stamp.text == "09:41")
    #expect(
      stamp.frame
        == Rect(x: row.bubble.maxX - 8 - 35, y: row.bubble.maxY - 5 - 14, width: 35, height: 14))
    #expect(row.status == nil)
  }

  /// WhatsApp writes "Edited" before the time inside the bubble, not on a line below it.
  @Test func greenEditedMessagesSayItInTheStamp() throws {
    let layout = try Self.lay(
      [
        Message(from: "ann", text: "Hello", time: "09:41", edited: true),
        Message(from: "ann", text: "Hello", edited: true),
      ], theme: "green")
    let row = layout.rows[0]
    #expect(row.stamp?.text == "Edited 09:41")
    // 5 characters, 8 pt, "Edited 09:41" (12 characters): one line.
    #expect(row.bubble.width == 35 + 8 + 84 + 17 + 8)
    #expect(row.stamp?.frame.width == 84)
    #expect(row.marks.isEmpty)
    #expect(layout.rows[1].stamp?.text == "Edited" && layout.rows[1].marks.isEmpty)
  }

  @Test func greenTimeTakesALineOfItsOwnWhenTheLastLineIsFull() throws {
    let text = String(repeating: "a", count: 30)  // 210 pt + 8 + 35 > 226
    let row = try Self.lay([Message(from: "ann", text: text, time: "09:41")], theme: "green")
      .rows[0]
    #expect(row.bubble.width == 210 + 17 + 8)
    #expect(row.bubble.height == 18 + 14 + 6 + 8)
    #expect(row.text.height == 18)
    let stamp = try #require(row.stamp)
    #expect(stamp.frame.y == row.bubble.maxY - 19)
    #expect(stamp.frame.minY >= row.text.maxY)
  }

  @Test func greenTimeFollowsTheLastOfSeveralLines() throws {
    let text = String(repeating: "b", count: 40)  // 32 + 8 characters
    let row = try Self.lay([Message(from: "ann", text: text, time: "09:41")], theme: "green")
      .rows[0]
    #expect(row.textSize == Size(width: 224, height: 36))
    #expect(row.bubble.height == 36 + 14)
    #expect(row.bubble.width == 224 + 25)
    #expect(row.stamp?.frame.maxX == row.text.maxX)
  }

  @Test func greenTimeGoesBelowRightToLeftText() throws {
    let row = try Self.lay([Message(from: "ann", text: "שלום", time: "09:41")], theme: "green")
      .rows[0]
    // 28 pt of Hebrew: room beside it, but the line ends on the left.
    #expect(row.bubble.height == 18 + 14 + 14)
    #expect(row.bubble.width == 35 + 25)
    #expect(row.stamp?.frame.maxX == row.text.maxX)
  }

  @Test func greenTicksFollowTheTimeOfTheLocalUser() throws {
    let layout = try Self.lay(
      [
        Message(from: "me", text: "Hi", time: "09:41", status: .read),
        Message(from: "me", text: "Hi", time: "09:41", status: .sent),
        Message(from: "me", text: "Hi", status: .delivered),
        Message(from: "me", text: "Hi", status: .sending),
      ], theme: "green")
    let read = layout.rows[0]
    // 14 pt, 8, then the time, 3 and 17 pt of ticks: 77 pt.
    #expect(read.bubble.width == 77 + 9 + 16)
    #expect(read.bubble.maxX == 320 - 6)
    #expect(read.status?.text == "✓✓")
    #expect(
      read.status?.frame
        == Rect(x: read.text.maxX - 17, y: read.bubble.maxY - 19, width: 17, height: 14))
    #expect(read.stamp?.frame.maxX == read.text.maxX - 17 - 3)
    #expect(layout.rows[1].status?.text == "✓")
    // Ticks without a time.
    #expect(layout.rows[2].stamp?.text == "" && layout.rows[2].status?.text == "✓✓")
    #expect(layout.rows[2].bubble.width == 14 + 8 + 17 + 25)
    // Neither a time nor ticks: no stamp.
    #expect(layout.rows[3].stamp == nil && layout.rows[3].bubble.width == 14 + 25)
  }

  @Test func greenTailsOnTheFirstBubbleOfARun() throws {
    let layout = try Self.lay(
      [
        Message(from: "ann", text: "a"), Message(from: "ann", text: "b"),
        Message(from: "ann", text: "c"), Message(from: "me", text: "d"),
      ], theme: "green")
    #expect(layout.rows.map(\.tail) == [true, false, false, true])
    #expect(layout.rows.allSatisfy { $0.icon == nil })
  }

  // team: everyone on the left; avatar 36 at 16, text at 62; name 21 pt high, time 6 pt
  // after it and 2 pt lower; contentGap 12, run gap 4, bottom padding 4, timeline top 4.

  @Test func teamRowsPutAvatarNameAndTimeOnTheFirstMessageOfARun() throws {
    let layout = try Self.lay(
      [
        Message(from: "ann", text: "Hello", time: "09:41"),
        Message(from: "ann", text: "Again", time: "09:41"),
        Message(from: "me", text: "Mine", time: "09:42"),
      ], theme: "team")
    let first = layout.rows[0]
    #expect(first.side == .left && first.label == nil)
    let name = try #require(first.name)
    #expect(name == LabelFrame(text: "Ana María", frame: Rect(x: 62, y: 16, width: 63, height: 21)))
    #expect(first.icon == Rect(x: 16, y: 16, width: 36, height: 36))
    #expect(first.bubble == Rect(x: 62, y: 37, width: 35, height: 18))
    #expect(first.text == first.bubble)
    #expect(
      first.stamp == LabelFrame(text: "09:41", frame: Rect(x: 131, y: 18, width: 35, height: 19)))
    #expect(first.height == 37 + 18 + 4 - 4)

    let second = layout.rows[1]
    #expect(second.run == .last && second.name == nil && second.icon == nil)
    #expect(second.stamp == nil)
    #expect(second.bubble == Rect(x: 62, y: 4 + first.height, width: 35, height: 18))
    #expect(second.height == 18 + 4)

    // The local user is on the left too, with their name.
    let mine = layout.rows[2]
    #expect(mine.isLocal && mine.side == .left)
    #expect(mine.name?.text == "Me" && mine.name?.frame.x == 62)
    #expect(mine.icon?.x == 16 && mine.bubble.x == 62)
    #expect(mine.icon?.y == mine.name?.frame.y)
  }

  // bubbles: avatar 28 at 8, gap 4, only for others and only in groups; bubbles 10 pt from
  // the edge otherwise.

  @Test func bubblesHasNoAvatarsInOneToOneChats() throws {
    let layout = try Self.lay(
      [Message(from: "ann", text: "Hi"), Message(from: "me", text: "Yo", status: .read)],
      theme: "bubbles")
    #expect(layout.rows.allSatisfy { $0.icon == nil && $0.name == nil })
    #expect(layout.rows[0].bubble.x == 10)
    #expect(layout.rows[1].bubble.maxX == 310)
    #expect(layout.rows[1].marks.map(\.text) == ["Read"])
  }

  @Test func bubblesGivesOthersSmallAvatarsAndNamesInGroups() throws {
    let group = Self.pair + [Participant(id: "raj", name: "Raj")]
    let layout = try Self.lay(
      [
        Message(from: "ann", text: "a"), Message(from: "ann", text: "b"),
        Message(from: "raj", text: "c"), Message(from: "me", text: "d"),
        Message(from: "me", text: "e"),
      ], theme: "bubbles", participants: group)
    let rows = layout.rows
    #expect(rows.map { $0.icon != nil } == [false, true, true, false, false])
    #expect(rows.map(\.tail) == [false, true, true, false, true])
    #expect(rows.map { $0.name?.text } == ["Ana María", nil, "Raj", nil, nil])
    // Others' bubbles keep the avatar column on every row; the local user's do not.
    #expect(rows[0].bubble.x == 40 && rows[1].bubble.x == 40)
    #expect(rows[3].bubble.maxX == 310)
    let icon = try #require(rows[1].icon)
    #expect(icon.x == 8 && icon.width == 28 && icon.maxY == rows[1].bubble.maxY)
  }
}
