import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// `reactions.placement` on the one layout code path, with the fake measurer (7 pt a
/// character, 18-pt lines): the order given is the order drawn on both sides, no pill covers
/// text, and each placement puts its pills where its app does.
@Suite struct ReactionPlacementTests {
  static func theme(_ reactions: String, base: String = "default") throws -> Theme {
    try ThemeDecoder.decode(
      Array(#"{"extends": "\#(base)", "reactions": {\#(reactions)}}"#.utf8), file: "t.json",
      directory: nil, defaultName: "t",
      builtin: { name throws(InputError) in try ThemeCatalog.builtin(named: name) })
  }

  /// Ana's message (left) and mine (right), each reacted to with ❤️ ×2 then 😂.
  static let chat = Conversation(
    participants: [Participant(id: "me"), Participant(id: "ana")], localUser: "me",
    messages: [
      Message(
        from: "ana", text: "Lunch at noon?",
        reactions: [Reaction(emoji: "❤️", count: 2), Reaction(emoji: "😂")]),
      Message(
        from: "me", text: "Sure",
        reactions: [Reaction(emoji: "❤️", count: 2), Reaction(emoji: "😂")]),
    ])

  static func rows(_ theme: Theme, _ c: Conversation = chat) -> [MessageFrame] {
    TimelineLayout(conversation: c, theme: theme, measurer: FakeMeasurer()).rows
  }

  @Test func theOrderGivenIsTheOrderDrawnOnBothSides() throws {
    for row in Self.rows(try ThemeCatalog.builtin(named: "default")) {
      #expect(row.reactions.map(\.emoji) == ["❤️", "😂"])
      let (first, second) = (row.reactions[0].frame, row.reactions[1].frame)
      #expect(first.maxX + 4 == second.x, "\(row.side): ❤️ left of 😂, 4 pt apart")
      // "❤️ 2" is 3 × 7 + 2 × 8 = 37 wide; "😂" the pill's minimum, its height.
      #expect(first.width == 37 && second.width == 24)
      if row.side == .left {
        #expect(first.x == row.bubble.x + 10)
      } else {
        #expect(second.maxX == row.bubble.maxX - 10)
      }
      #expect(row.reactionPlacement == .below)
    }
  }

  @Test func pillsNeverCoverTheText() throws {
    // Insets of 0 (qq's): the bottom edge is the text's, so the overlap would cover it.
    let qq = try ThemeCatalog.builtin(named: "qq")
    for row in Self.rows(qq) {
      for pill in row.reactions { #expect(pill.frame.minY >= row.text.maxY) }
    }
    // With room in the bubble's bottom inset (8 pt), the pills overlap the edge by 6.
    let rows = Self.rows(try ThemeCatalog.builtin(named: "default"))
    #expect(rows[0].reactions[0].frame.minY == rows[0].bubble.maxY - 6)
  }

  @Test func combinedIsOnePillWithEveryEmojiAndTheTotal() throws {
    let theme = try Self.theme(#""placement": "combined""#)
    for row in Self.rows(theme) {
      #expect(row.reactions.count == 2 && row.reactionPlacement == .combined)
      let pill = row.reactions[0]
      #expect(row.reactions.allSatisfy { $0.frame == pill.frame && $0.text == "❤️😂 3" })
      // "❤️😂 3": 4 characters, 28 + 16 wide.
      #expect(pill.frame.width == 44)
      #expect(
        row.side == .left
          ? pill.frame.x == row.bubble.x + 10 : pill.frame.maxX == row.bubble.maxX - 10)
    }
    // One reaction by one person: the emoji alone.
    let one = try Conversation(
      participants: [Participant(id: "me"), Participant(id: "ana")], localUser: "me",
      messages: [Message(from: "ana", text: "Hi", reactions: [Reaction(emoji: "👍")])]
    ).validated()
    #expect(Self.rows(theme, one)[0].reactions[0].text == "👍")
  }

  @Test func tapbacksSitOnTheTopCornerTowardsTheMiddle() throws {
    let theme = try Self.theme(
      #""placement": "tapback", "height": 28, "overlap": 8, "inset": 8, "spacing": 2"#)
    let plain = Self.rows(try ThemeCatalog.builtin(named: "default"))
    let rows = Self.rows(theme)
    for (row, before) in zip(rows, plain) {
      let line = row.reactions.map(\.frame)
      #expect(line.count == 2 && line[0].maxX + 2 == line[1].x)
      #expect(line.allSatisfy { $0.maxY == row.bubble.y + 8 && $0.height == 28 })
      // The line's end towards the middle is 8 pt past the bubble's inner corner.
      #expect(
        row.side == .left ? line[1].maxX == row.bubble.maxX + 8 : line[0].x == row.bubble.x - 8)
      // The bubble moves down by the badges' height less the overlap: they stay in the row,
      // above the text.
      #expect(row.bubble.y - row.y == before.bubble.y - before.y + 20)
      #expect(line.allSatisfy { $0.minY >= row.y && $0.maxY <= row.text.y })
    }
  }

  @Test func aLineOfPillsUnderTheTextOfALookWithoutBalloons() throws {
    let team = try ThemeCatalog.builtin(named: "team")
    for row in Self.rows(team) {
      #expect(row.reactionPlacement == .line)
      let line = row.reactions.map(\.frame)
      #expect(line[0].x == row.text.x && line[0].maxX + 4 == line[1].x)
      #expect(line.allSatisfy { $0.minY == row.text.maxY + 4 })
      #expect(row.y + row.height >= line[0].maxY)
    }
  }

  @Test func theDumpSaysThePlacementOnRowsWithReactions() throws {
    let theme = try Self.theme(#""placement": "combined""#)
    let c = try Conversation(
      participants: [Participant(id: "me"), Participant(id: "ana")], localUser: "me",
      messages: [
        Message(from: "ana", text: "Hi", reactions: [Reaction(emoji: "👍")]),
        Message(from: "me", text: "Yo"),
      ]
    ).validated()
    let layout = TimelineLayout(conversation: c, theme: theme, measurer: FakeMeasurer())
    let json = layout.dumpJSON(scale: 1)
    #expect(json.contains(#""reactionPlacement": "combined""#))
    #expect(json.components(separatedBy: "reactionPlacement").count == 2)
  }

  @Test func pillsAreDarkInEveryDarkAppearance() throws {
    for name in ThemeCatalog.builtinNames {
      let theme = try ThemeCatalog.builtin(named: name)
      guard let dark = theme.dark?.theme else { continue }
      let style = dark.reactionStyle
      #expect(style.background.isDark, "\(name): dark pills")
      #expect(style.textColor.contrastRatio(with: style.background) >= 4.5, "\(name)")
      #expect(!theme.reactionStyle.background.isDark, "\(name): light pills in light")
    }
    let custom = try ThemeDecoder.decode(
      Array(##"{"extends": "default", "background": "#101010"}"##.utf8), file: "t.json",
      directory: nil, defaultName: "t",
      builtin: { name throws(InputError) in try ThemeCatalog.builtin(named: name) })
    #expect(custom.reactionStyle == .standardDark)
  }
}
