import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotLayout
@testable import ChatShotModel

/// The `weixin` look's frame rules with the fake measurer (every character 7 pt wide, lines
/// 18 pt): 40-pt avatars 12 pt from the edge on every message, the balloon 4 pt after the
/// avatar (its 6-pt tail in that side's inset), times only when they change, names above
/// others' balloons in groups on every message with the avatar level with the name (and, in
/// a theme without `names.runs`, the first of a run only), the wrap at 62.5 % of
/// the width less the insets.
@Suite struct WeixinLayoutTests {
  static let pair = [Participant(id: "me", name: "Me"), Participant(id: "ann", name: "Ann")]
  static let group = pair + [Participant(id: "bo", name: "Bo")]

  static func lay(_ messages: [Message], participants: [Participant] = pair) throws
    -> TimelineLayout
  {
    TimelineLayout(
      conversation: Conversation(participants: participants, localUser: "me", messages: messages),
      theme: try ThemeCatalog.builtin(named: "weixin"), measurer: FakeMeasurer())
  }

  // Label (0, 4, W, 26); content gap 9; avatar 40 at 12 pt, gap 4; insets 10 above and 9
  // below, 18 on the tail's side and 12 on the other; rows end 8 pt under the avatar.

  @Test func avatarsAt12PointsAndTheBalloonAfterTheGap() throws {
    let layout = try Self.lay([
      Message(from: "ann", text: "Hello", time: "09:41"),
      Message(from: "me", text: "Hi", time: "09:41"),
    ])
    let ann = layout.rows[0]
    let label = try #require(ann.label)
    #expect(ann.y == 8)  // The timeline's top padding.
    #expect(label.frame == Rect(x: 0, y: 8 + 4, width: 320, height: 26))
    let top = 8 + 4 + 26 + 9.0
    #expect(ann.icon == Rect(x: 12, y: top, width: 40, height: 40))
    #expect(ann.bubble == Rect(x: 12 + 40 + 4, y: top, width: 35 + 18 + 12, height: 18 + 19))
    #expect(ann.text.minX == ann.bubble.minX + 18 && ann.text.minY == top + 10)
    #expect(ann.height == 4 + 26 + 9 + 40 + 8)  // The avatar is taller than this balloon.
    #expect(ann.name == nil)
    let me = layout.rows[1]
    #expect(me.label == nil)  // The same time as the message before: WeChat hides it.
    #expect(me.y == ann.y + ann.height)
    #expect(me.icon == Rect(x: 320 - 12 - 40, y: me.y + 9, width: 40, height: 40))
    #expect(me.bubble.maxX == 320 - 12 - 40 - 4 && me.bubble.width == 14 + 12 + 18)
    #expect(me.text.maxX == me.bubble.maxX - 18)
  }

  @Test func aTimeShowsOnlyWhenItChanges() throws {
    let layout = try Self.lay([
      Message(from: "ann", text: "a", time: "09:41"),
      Message(from: "ann", text: "b", time: "09:41"),
      Message(from: "me", text: "c", time: "09:45"),
      Message(from: "ann", text: "d", time: "09:45"),
    ])
    #expect(layout.rows.map { $0.label?.text } == ["09:41", nil, "09:45", nil])
    // No runs: every message has its avatar and its tail.
    #expect(layout.rows.allSatisfy { $0.icon?.width == 40 && $0.tail })
  }

  @Test func namesAboveOthersBalloonsInGroupsWithTheAvatarLevelWithTheName() throws {
    let layout = try Self.lay(
      [
        Message(from: "ann", text: "Hello", time: "09:41"),
        Message(from: "bo", text: "Hey", time: "09:41"),
        Message(from: "bo", text: "there", time: "09:41"),
        Message(from: "me", text: "Hi", time: "09:41"),
      ], participants: Self.group)
    let ann = layout.rows[0]
    let name = try #require(ann.name)
    let top = ann.y + 4 + 26 + 9
    #expect(name.text == "Ann")
    #expect(name.frame.minY == top && name.frame.height == 17)
    #expect(name.frame.minX == ann.text.minX)  // Aligned with the text.
    #expect(ann.icon?.minY == top)
    #expect(ann.bubble.minY == top + 17)
    #expect(layout.rows[1].name?.text == "Bo")
    // WeChat names every message, not only a run's first (names.runs = every).
    #expect(layout.rows[2].run == .last && layout.rows[2].name?.text == "Bo")
    #expect(layout.rows[2].bubble.minY == layout.rows[2].y + 9 + 17)
    #expect(layout.rows[3].name == nil)  // Never the local user's.
    // One-to-one chats show no names.
    let pair = try Self.lay([Message(from: "ann", text: "Hello", time: "09:41")])
    #expect(pair.rows[0].name == nil && pair.rows[0].bubble.minY == top)
  }

  @Test func namesRunsFirstKeepsTheNameToARunsFirstMessage() throws {
    var theme = try ThemeCatalog.builtin(named: "weixin")
    theme.conversation.names?.runs = nil
    let layout = TimelineLayout(
      conversation: Conversation(
        participants: Self.group, localUser: "me",
        messages: [
          Message(from: "bo", text: "Hey", time: "09:41"),
          Message(from: "bo", text: "there", time: "09:41"),
        ]), theme: theme, measurer: FakeMeasurer())
    #expect(layout.rows.map { $0.name?.text } == ["Bo", nil])
  }

  @Test func namesRunsDecodes() throws {
    func names(_ json: String) throws -> ConversationStyle.Names? {
      try ThemeDecoder.decode(
        Array(#"{"extends": "weixin", "names": {\#(json)}}"#.utf8), file: "t.json",
        directory: nil, defaultName: "t", builtin: ThemeCatalog.builtinIfKnown(named:)
      ).conversation.names
    }
    #expect(try names(#""runs": "first""#)?.runs == nil)
    #expect(try names(#""runs": "every""#)?.runs == .every)
    #expect(try names(##""color": "#000000""##)?.runs == .every)  // Inherited.
    #expect(throws: InputError.self) { try names(#""runs": "last""#) }
    #expect(try ThemeCatalog.builtin(named: "bubbles").conversation.names?.runs == nil)
  }

  @Test func textWrapsAtTheWidthFraction() throws {
    // floor(0.625 × 320) − 18 − 12 = 170 pt: 24 characters a line.
    let row = try Self.lay([Message(from: "ann", text: String(repeating: "a", count: 30))])
      .rows[0]
    #expect(row.text.height == 36)
    #expect(row.bubble.width == 24 * 7 + 30)
    #expect(row.bubble.width <= 200)
  }
}
