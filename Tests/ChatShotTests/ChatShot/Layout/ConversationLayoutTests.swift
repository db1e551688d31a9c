import Foundation
import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// The rules of issue 12 on the one layout code path, with the fake measurer (every
/// character 7 pt wide, lines 18 pt): runs, names, avatars and tails in runs, notices,
/// typing, emoji, receipts and marks, palette order, initials.
@Suite struct ConversationLayoutTests {
  /// `default` with every part of `ConversationStyle` turned on.
  static let themeJSON = #"""
    {
      "extends": "default", "name": "groups-test",
      "runs": { "avatar": "last", "tail": "last", "gap": 2 },
      "names": { "show": "groups", "font": { "size": 12 }, "height": 16 },
      "initials": { "font": { "size": 14 } },
      "notice": {
        "shape": "pill", "font": { "size": 12 }, "textColor": "#6C6C70",
        "background": "#E3E3E8", "cornerRadius": 11,
        "padding": { "top": 4, "left": 10, "bottom": 4, "right": 10 }, "margin": 8
      },
      "emoji": { "font": { "size": 44 } },
      "receipts": { "style": "line", "font": { "size": 11 }, "color": "#8E8E93", "height": 15 },
      "marks": { "font": { "size": 11 }, "color": "#8E8E93", "height": 15 }
    }
    """#

  static func theme(_ json: String = themeJSON) throws -> Theme {
    try ThemeDecoder.decode(
      Array(json.utf8), file: "t.json", directory: nil, defaultName: "t",
      builtin: ThemeCatalog.builtin(named:))
  }

  static let group = Conversation(
    participants: [
      Participant(id: "me", name: "Me"), Participant(id: "ann", name: "Ana María"),
      Participant(id: "raj", name: "Raj"), Participant(id: "lee", name: "李雷", color: "#123456"),
    ],
    localUser: "me",
    messages: [
      Message(from: "ann", text: "Hello", time: "09:41"),
      Message(from: "ann", text: "Again", time: "09:41"),
      Message(from: "ann", text: "Third", time: "09:41"),
      .system("Raj joined"),
      Message(from: "ann", text: "After", time: "09:41"),
      Message(from: "raj", text: "Yo", time: "09:42"),
      Message(from: "raj", text: "Yo again"),
      Message(from: "me", text: "Mine", status: .read, edited: true),
      Message(from: "me", text: "Mine too", status: .delivered),
      .typing(from: "lee"),
    ])

  /// `default` without the parts of `ConversationStyle`: the seed look.
  static var plain: Theme {
    var theme = Theme.standard
    theme.conversation = ConversationStyle()
    return theme
  }

  static func lay(_ c: Conversation = group, theme: Theme) -> TimelineLayout {
    TimelineLayout(conversation: c, theme: theme, measurer: FakeMeasurer())
  }

  @Test func runsBreakAtSendersLabelsAndSystemRows() throws {
    let rows = Self.lay(theme: try Self.theme()).rows
    #expect(
      rows.map(\.run) == [
        .first, .middle, .last, .single, .single, .first, .last, .first, .last, .single,
      ])
    #expect(
      rows.map(\.kind) == [
        .text, .text, .text, .system, .text, .text, .text, .text, .text, .typing,
      ])
    // The seed themes report runs by the same rule (jabber's labels break every run).
    let wechat = Self.lay(theme: try #require(try ThemeCatalog.builtin(named: "wechat"))).rows
    #expect(wechat.map(\.run) == rows.map(\.run))
    let jabber = Self.lay(theme: try #require(try ThemeCatalog.builtin(named: "jabber"))).rows
    #expect(jabber.allSatisfy { $0.run == .single })
  }

  @Test func nameAvatarAndTailPlacementInARun() throws {
    let rows = Self.lay(theme: try Self.theme()).rows
    let (r0, r1, r2) = (rows[0], rows[1], rows[2])
    // Row 0: label at 4 + 10; content top 4 + 32 = 36; the name's line, then the bubble.
    #expect(
      r0.name == LabelFrame(text: "Ana María", frame: Rect(x: 62, y: 36, width: 63, height: 16)))
    #expect(r0.bubble == Rect(x: 44, y: 52, width: 65, height: 34))
    #expect(r0.icon == nil && r0.iconKind == nil && !r0.tail)
    // Inside a run: 2 pt between bubbles, no content gap, no name.
    #expect(r0.height == 32 + 16 + 34 + 2)
    #expect(r1.y == r0.y + r0.height && r1.bubble.y == r1.y && r1.name == nil)
    #expect(r1.icon == nil && !r1.tail)
    // The last of the run: tail and avatar, at the bubble's bottom.
    #expect(r2.tail && r2.iconKind == .initials && r2.initials == "AM")
    #expect(r2.icon == Rect(x: 8, y: r2.bubble.maxY - 34, width: 34, height: 34))
    #expect(r2.height == 34 + 4)
    // Own messages show no name; a new run after a system row names its sender again.
    #expect(rows[4].name?.text == "Ana María" && rows[7].name == nil)
    #expect(rows[5].name?.text == "Raj" && rows[6].name == nil)
    // Every frame of a row lies inside it.
    for row in rows {
      #expect(row.drawnMinY >= row.y && row.drawnMaxY <= row.y + row.height, "row \(row.index)")
    }
  }

  @Test func namesOnlyInGroupsUnlessTheThemeSaysAlways() throws {
    var pair = Self.group
    pair.participants = Array(pair.participants.prefix(2))
    pair.messages = pair.messages.filter { ["ann", "me", ""].contains($0.from) }
    let theme = try Self.theme()
    #expect(Self.lay(pair, theme: theme).rows.allSatisfy { $0.name == nil })
    var always = theme
    always.conversation.names?.show = .always
    #expect(Self.lay(pair, theme: always).rows[0].name?.text == "Ana María")
    // Inside the bubble (WhatsApp): the bubble grows by the name's line, the text moves down.
    always.conversation.names?.placement = .inside
    let r0 = Self.lay(pair, theme: always).rows[0]
    #expect(r0.name?.frame == Rect(x: 62, y: r0.bubble.y + 8, width: 63, height: 16))
    #expect(r0.bubble.height == 34 + 16 && r0.bubble.width == 63 + 30)
    #expect(r0.text == Rect(x: 62, y: r0.bubble.y + 8 + 16, width: 63, height: 18))
  }

  @Test func systemRowIsACentredPillOrPlainText() throws {
    let pill = Self.lay(theme: try Self.theme()).rows[3]
    // "Raj joined": 70 × 18, padding 10/4: a 90 × 26 pill centred, 8 pt margins.
    #expect(pill.bubble == Rect(x: 115, y: pill.y + 8, width: 90, height: 26))
    #expect(pill.text == Rect(x: 125, y: pill.y + 12, width: 70, height: 18))
    #expect(pill.height == 8 + 26 + 8 && pill.icon == nil && !pill.tail)
    // A theme without a notice: plain text in the label's font; the bubble is the text.
    let plain = Self.lay(theme: Self.plain).rows[3]
    #expect(plain.bubble == plain.text)
    #expect(plain.text == Rect(x: 125, y: plain.y + 8, width: 70, height: 18))
  }

  @Test func typingIsTheSendersBubbleWithThreeDots() throws {
    let typing = Self.lay(theme: try Self.theme()).rows[9]
    // Dots 3 × 7 + 2 × 4 = 29 wide, 18 tall, inside the other side's insets.
    #expect(typing.textSize == Size(width: 29, height: 18))
    #expect(typing.bubble == Rect(x: 44, y: typing.bubble.y, width: 29 + 30, height: 34))
    #expect(typing.content.isEmpty && typing.tail && typing.name?.text == "李雷")
    #expect(typing.iconKind == .initials && typing.initials == "李")
    #expect(typing.color?.hex == "#123456")
  }

  @Test func receiptLineUnderTheLastLocalMessageAndEditedMark() throws {
    let rows = Self.lay(theme: try Self.theme()).rows
    let (r7, r8) = (rows[7], rows[8])
    #expect(r7.status == StatusFrame(value: .read, frame: nil, text: nil))
    // "Edited": 6 × 7 wide, right-aligned with the text, under the bubble.
    let edited = Rect(x: r7.text.maxX - 42, y: r7.bubble.maxY, width: 42, height: 15)
    #expect(r7.marks == [LabelFrame(text: "Edited", frame: edited)])
    let line = Rect(x: r8.text.maxX - 63, y: r8.bubble.maxY, width: 63, height: 15)
    #expect(r8.status == StatusFrame(value: .delivered, frame: line, text: "Delivered"))
    #expect(r8.marks.map(\.text) == ["Delivered"])
    #expect(r8.height == r8.bubble.maxY + 15 + 4 - r8.y)
    // WhatsApp style: ticks beside every bubble, read ones in their colour.
    var ticks = try Self.theme()
    ticks.conversation.receipts?.style = .ticks
    let t = Self.lay(theme: ticks).rows
    #expect(t[7].status?.text == "✓✓" && t[8].status?.text == "✓✓")
    #expect(
      t[8].status?.frame
        == Rect(x: t[8].bubble.x - 4 - 15, y: t[8].bubble.maxY - 15, width: 15, height: 15))
    #expect(t[8].marks.isEmpty)
    // A theme without receipts keeps the status with no frame.
    #expect(
      Self.lay(theme: Self.plain).rows[8].status
        == StatusFrame(value: .delivered, frame: nil, text: nil))
  }

  @Test func forwardedLineAtTheTopOfTheBubble() throws {
    let c = Conversation(
      participants: [Participant(id: "me"), Participant(id: "ann")], localUser: "me",
      messages: [Message(from: "ann", text: "Look", forwarded: .from("Bo"))])
    let r = Self.lay(c, theme: try Self.theme()).rows[0]
    // "Forwarded from Bo" (17 × 7 = 119) is wider than the text: the bubble takes its width.
    let line = Rect(x: 62, y: r.bubble.y + 8, width: 119, height: 15)
    #expect(r.marks == [LabelFrame(text: "Forwarded from Bo", frame: line)])
    #expect(r.bubble.width == 119 + 30 && r.bubble.height == 18 + 15 + 16)
    #expect(r.text.y == r.bubble.y + 8 + 15 && r.text.height == 18)
  }

  /// The marks' words are theme data: a theme in another language says its own, in the
  /// line above the text, the line under the bubble and the stamp.
  @Test func marksWordsComeFromTheTheme() throws {
    let json = Self.themeJSON.replacingOccurrences(
      of: #""marks": { "font": { "size": 11 },"#,
      with: #""marks": { "edited": "Bearbeitet", "forwarded": "Weitergeleitet", "#
        + #""forwardedFrom": "Von {name} weitergeleitet", "font": { "size": 11 },"#)
    let theme = try Self.theme(json)
    let c = Conversation(
      participants: [Participant(id: "me"), Participant(id: "ann")], localUser: "me",
      messages: [
        Message(from: "ann", text: "Look", forwarded: .from("Bo")),
        Message(from: "ann", text: "Look", forwarded: .unnamed),
        Message(from: "me", text: "Mine", edited: true),
      ])
    let rows = Self.lay(c, theme: theme).rows
    #expect(rows[0].marks.map(\.text) == ["Von Bo weitergeleitet"])
    // 21 characters of 7 pt: the bubble widens to the theme's words.
    #expect(rows[0].marks.first?.frame.width == 147 && rows[0].bubble.width == 147 + 30)
    #expect(rows[1].marks.map(\.text) == ["Weitergeleitet"])
    #expect(rows[2].marks.map(\.text) == ["Bearbeitet"])
    // With a stamp (green), the word goes before the time.
    var green = try #require(try ThemeCatalog.builtin(named: "green"))
    green.conversation.marks?.edited = "modifié"
    let stamped = Self.lay(
      Conversation(
        participants: [Participant(id: "me"), Participant(id: "ann")], localUser: "me",
        messages: [Message(from: "me", text: "Mine", time: "10:42", edited: true)]),
      theme: green
    ).rows[0]
    #expect(stamped.stamp?.text == "modifié 10:42")
  }

  @Test func emojiOnlyMessagesAreLargeWithoutBalloon() throws {
    let c = Conversation(
      participants: [Participant(id: "me"), Participant(id: "ann")], localUser: "me",
      messages: [Message(from: "ann", text: "👍🏽 🇯🇵"), Message(from: "me", text: "ok 👍")])
    let rows = Self.lay(c, theme: try Self.theme()).rows
    #expect(rows[0].kind == .emoji && !rows[0].tail)
    #expect(rows[0].bubble == rows[0].text && rows[0].textFont.size == 44)
    #expect(rows[1].kind == .text)
    // A run ending in large emoji: the tail goes to its last balloon.
    let run = Conversation(
      participants: [Participant(id: "me"), Participant(id: "ann")], localUser: "me",
      messages: [Message(from: "ann", text: "We won"), Message(from: "ann", text: "🏆")])
    let runRows = Self.lay(run, theme: try Self.theme()).rows
    #expect(runRows.map(\.run) == [.first, .last] && runRows[0].tail && !runRows[1].tail)
    #expect(runRows[0].icon == nil && runRows[1].iconKind == .initials)
    // The seed look keeps emoji in a bubble.
    #expect(Self.lay(c, theme: Self.plain).rows[0].kind == .text)
  }

  @Test func emojiOnlyText() {
    for text in ["👍🏽", "🇯🇵", "👨‍👩‍👧‍👦", "👍 👍 👍", "1️⃣", "❤️"] {
      #expect(EmojiText.emojiOnlyCount(text, max: 3) != nil, "\(text)")
    }
    let chain = Array(repeating: "👍", count: 12).joined(separator: "\u{200D}")
    for text in ["👍👍👍👍", "ok 👍", "1", "", " ", "♥", "😀!", chain] {
      #expect(EmojiText.emojiOnlyCount(text, max: 3) == nil, "\(text)")
    }
  }

  @Test func paletteFollowsFirstAppearance() throws {
    let rows = Self.lay(theme: try Self.theme()).rows
    let palette = ConversationStyle.standardPalette
    // ann speaks first, then raj, then me; lee has their own colour and takes none.
    #expect(rows[0].color == palette[0] && rows[5].color == palette[1])
    #expect(rows[7].color == palette[2] && rows[9].color?.hex == "#123456")
    #expect(Set(palette).count == palette.count)
  }

  @Test func initials() {
    let cases: [(String, String)] = [
      ("Ana María", "AM"), ("李雷", "李"), ("😀 Joy", "J"), ("raj", "R"), ("X", "X"),
      ("Jean-Luc de la Tour", "JT"), ("(Ana) Lee", "AL"), ("김민수", "김"), ("😀", "😀"),
      ("   ", ""), ("…", ""), ("ß", "S"),
    ]
    for (name, expected) in cases { #expect(Initials.of(name) == expected, "\(name)") }
  }

  @Test func emptyLookingNamesGetTheDefaultImage() throws {
    let c = Conversation(
      participants: [Participant(id: "me"), Participant(id: "ann", name: "…")], localUser: "me",
      messages: [Message(from: "ann", text: "hi"), Message(from: "me", text: "yo")])
    let rows = Self.lay(c, theme: try Self.theme()).rows
    #expect(rows[0].iconKind == .default && rows[0].initials == nil)
    #expect(rows[1].iconKind == .initials && rows[1].initials == "M")
  }

  @Test func themeKeysAreCheckedWithTheirPath() {
    #expect(throws: InputError.self) {
      try Self.theme(
        #"{"extends": "default", "names": {"show": "often", "font": {"size": 1}, "height": 1}}"#)
    }
    do {
      _ = try Self.theme(#"{"extends": "default", "runs": {"gap": 2, "tail": "first"}}"#)
    } catch {
      #expect(
        "\(error)"
          == #"t.json:1:51: runs.tail: unknown value "first"; expected one of: every, last"#)
    }
  }
}

/// A system row wider than the bubble's text width is wrapped at the notice's own width and
/// is not refused as unwrappable text.
@Suite struct NoticeWidthTests {
  @Test func wideNoticeRenders() throws {
    let c = Conversation(
      participants: [Participant(id: "me")], localUser: "me",
      messages: [.system(String(repeating: "x", count: 30)), Message(from: "me", text: "a")])
    let layout = TimelineLayout(conversation: c, theme: .standard, measurer: FakeMeasurer())
    #expect(layout.rows[0].textSize.width == 210 && layout.rows[0].wrapWidth == 240)
    try RenderLimits.check(layout, theme: .standard, options: RenderOptions())
  }
}
