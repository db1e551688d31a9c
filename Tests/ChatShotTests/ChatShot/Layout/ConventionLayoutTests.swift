import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// Issue 24's conventions as theme data, with the fake measurer (every character 7 pt wide,
/// lines 18 pt): receipt words with the time, the failed mark of every look, the bubble width
/// as a fraction of the timeline, the line boxes of the layout dump.
@Suite struct ConventionLayoutTests {
  static func theme(_ members: String, extends base: String = "bubbles") throws -> Theme {
    try ThemeDecoder.decode(
      Array(#"{"extends": "\#(base)", \#(members)}"#.utf8), file: "t.json", directory: nil,
      defaultName: "t",
      builtin: { name throws(InputError) in try ThemeCatalog.builtinIfKnown(named: name) })
  }

  static func lay(_ messages: [Message], theme: Theme, width: Double? = nil) -> TimelineLayout {
    TimelineLayout(
      conversation: Conversation(
        participants: LookLayoutTests.pair, localUser: "me", messages: messages),
      theme: theme, width: width, measurer: FakeMeasurer())
  }

  /// iOS writes the time after "Read" under the last message: `bubbles` says "Read {time}".
  @Test func theReceiptLineCarriesTheTime() throws {
    let bubbles = try ThemeCatalog.builtin(named: "bubbles")
    let read = Self.lay(
      [Message(from: "me", text: "Hello", time: "9:18", status: .read)], theme: bubbles)
    #expect(read.rows[0].marks.map(\.text) == ["Read 9:18"])
    #expect(read.rows[0].status?.frame == read.rows[0].marks[0].frame)
    // Without a time the word stands alone; other statuses keep their words.
    let untimed = Self.lay([Message(from: "me", text: "Hello", status: .read)], theme: bubbles)
    #expect(untimed.rows[0].marks.map(\.text) == ["Read"])
    let delivered = Self.lay(
      [Message(from: "me", text: "Hello", time: "9:18", status: .delivered)], theme: bubbles)
    #expect(delivered.rows[0].marks.map(\.text) == ["Delivered"])
  }

  @Test func receiptWordsAreThemeData() throws {
    let german = try Self.theme(
      #""receipts": {"words": {"read": "Gelesen {time}", "delivered": "Zugestellt"}}"#)
    let row = Self.lay(
      [Message(from: "me", text: "Hallo", time: "9:18", status: .read)], theme: german
    ).rows[0]
    #expect(row.marks.map(\.text) == ["Gelesen 9:18"])
    // Left-out words keep the base theme's.
    #expect(german.conversation.receipts?.wordsInUse.sent == "Sent")
    #expect(german.conversation.receipts?.wordsInUse.delivered == "Zugestellt")
    #expect {
      try Self.theme(#""receipts": {"words": {"read": 3}}"#)
    } throws: { error in
      "\(error)".contains("receipts.words.read")
    }
    #expect {
      try Self.theme(#""receipts": {"words": {"seen": "Seen"}}"#)
    } throws: { error in
      "\(error)".contains("seen")
    }
  }

  /// Every look marks a message that did not go out, also those without receipts (WhatsApp,
  /// Slack, WeChat draw a red "!" beside it); the mark stays inside the timeline.
  @Test(arguments: ["green", "team", "wechat", "jabber", "qq"])
  func aFailedMessageIsMarkedInEveryLook(_ name: String) throws {
    let theme = try ThemeCatalog.builtin(named: name)
    let long = String(repeating: "word ", count: 20)
    for text in ["Hello", long] {
      let layout = Self.lay(
        [Message(from: "me", text: text, time: "09:41", status: .failed)], theme: theme)
      let row = layout.rows[0]
      let frame = try #require(row.status?.frame, "\(name): no failed mark")
      #expect(row.status?.text == "!")
      #expect(frame.x >= 0 && frame.maxX <= layout.width, "\(name): \(frame)")
      // Inside the row, or the balloon where it hangs into the next row (jabber's seed).
      #expect(frame.minY >= row.y && frame.maxY <= max(row.y + row.height, row.bubble.maxY))
    }
    // A sent message in a look without receipts still shows nothing beside it.
    if theme.conversation.receipts == nil, theme.conversation.stamp == nil {
      let sent = Self.lay([Message(from: "me", text: "Hi", status: .sent)], theme: theme)
      #expect(sent.rows[0].status?.frame == nil)
    }
  }

  /// WhatsApp draws the time of large emoji under them on a shade; the row holds it.
  @Test func largeEmojiGetTheirTimeUnderThem() throws {
    let green = try ThemeCatalog.builtin(named: "green")
    let row = Self.lay(
      [Message(from: "me", text: "🎉🎉", time: "10:02", status: .read)], theme: green
    ).rows[0]
    #expect(row.kind == .emoji)
    let stamp = try #require(row.stamp)
    let shade = try #require(row.stampShade)
    #expect(stamp.text == "10:02")
    #expect(shade.y >= row.bubble.maxY && shade.maxX <= row.bubble.maxX + 0.01)
    let ticks = try #require(row.status?.frame)
    #expect(shade.contains(stamp.frame) && shade.contains(ticks))
    #expect(row.y + row.height >= shade.maxY)
    // Without a time or ticks, nothing.
    let bare = Self.lay([Message(from: "ann", text: "🎉")], theme: green).rows[0]
    #expect(bare.stamp == nil && bare.stampShade == nil)
  }

  /// The wrap width follows the timeline's width: a bubble is at most the fraction of it.
  @Test func theBubbleWidthIsAFractionOfTheTimeline() throws {
    let bubbles = try ThemeCatalog.builtin(named: "bubbles")
    #expect(bubbles.bubble.maxWidthFraction?.value == 0.7875)
    let long = String(repeating: "a ", count: 80)
    for width in [320.0, 393, 430] {
      let row = Self.lay([Message(from: "me", text: long)], theme: bubbles, width: width).rows[0]
      let widest = (0.7875 * width).rounded(.down)
      #expect(row.bubble.width <= widest, "\(width)")
      // The text wraps at the widest less the insets (12 + 18): a full line is within 7 pt.
      #expect(row.wrapWidth == widest - 30, "\(width)")
      #expect(row.bubble.width > widest - 7 - 1, "\(width)")
    }
    // At 320 pt the wrap is the theme's maxTextWidth, as before.
    #expect(bubbles.bubble.wrapWidth(bubbles.bubble.local, timelineWidth: 320) == 222)
    let fixed = try ThemeCatalog.builtin(named: "default")
    #expect(
      fixed.bubble.wrapWidth(fixed.bubble.local, timelineWidth: 430) == fixed.bubble.maxTextWidth)
    #expect(throws: InputError.self) { try Self.theme(#""bubble": {"maxWidthFraction": 1.5}"#) }
  }

  /// The layout dump's `lines`: one box per laid-out line, inside the text frame; a measurer
  /// that knows no lines gives the text frame itself; typing rows have none.
  @Test func rowsListTheirLines() throws {
    let layout = Self.lay(
      [
        Message(from: "ann", text: "Hello"), .system("Today"), .typing(from: "ann"),
      ], theme: try ThemeCatalog.builtin(named: "bubbles"))
    #expect(layout.rows[0].lines == [layout.rows[0].text])
    #expect(layout.rows[1].lines == [layout.rows[1].text])
    #expect(layout.rows[2].lines.isEmpty)
  }

  /// A font's `lineHeight` sets every line's height, as CSS's line-height: team's 15/22 text
  /// (Slack's) is 22 pt a line, where Inter's own is 18.15.
  @Test func aFontsLineHeightSetsTheLinePitch() throws {
    let engine = try PangoTextEngine()
    let text = "The quick brown fox jumps over the lazy dog and runs"
    let own = FontSpec(size: 15)
    let slack = FontSpec(size: 15, lineHeight: 22)
    let plain = try #require(engine.lineBoxes(text, font: own, maxWidth: 150))
    let tall = try #require(engine.lineBoxes(text, font: slack, maxWidth: 150))
    #expect(plain.count == tall.count && tall.count >= 2)
    #expect(abs(tall[1].y - tall[0].y - 22) < 0.01)
    #expect(abs(plain[1].y - plain[0].y - 22) > 2)
    #expect(engine.measure(text, font: slack, maxWidth: 150).height == Double(22 * tall.count))
    let team = try ThemeCatalog.builtin(named: "team")
    #expect(team.bubble.font.lineHeight?.value == 22)
    #expect(throws: InputError.self) {
      try Self.theme(#""bubble": {"font": {"size": 15, "lineHeight": 0}}"#)
    }
  }

  /// Pango on real strings: a wrapped message lists each line, top to bottom, inside the text
  /// frame, each as tall as the font's line.
  @Test func pangoLinesAreTheWrappedLines() throws {
    let engine = try PangoTextEngine()
    let theme = try ThemeCatalog.builtin(named: "bubbles")
    let text = "The quick brown fox jumps over the lazy dog, and then it runs far away."
    let layout = TimelineLayout(
      conversation: Conversation(
        participants: LookLayoutTests.pair, localUser: "me",
        messages: [Message(from: "ann", text: text), Message(from: "ann", text: "我们明天去划船吧")]),
      theme: theme, measurer: engine)
    let row = layout.rows[0]
    #expect(row.lines.count == 3)
    for (above, below) in zip(row.lines, row.lines.dropFirst()) {
      #expect(abs(below.y - above.maxY) < 0.01)
    }
    for line in row.lines {
      #expect(line.x >= row.text.x - 0.01 && line.maxX <= row.text.maxX + 0.01)
      #expect(line.y >= row.text.y - 0.01 && line.maxY <= row.text.maxY + 0.01)
      #expect(line.width > 100)
    }
    #expect(layout.rows[1].lines.count == 1)
  }
}

/// What the renderer adds to the conventions: readable quoted names, glyphs without a font
/// counted per row, links coloured per appearance.
@Suite struct ConventionRenderTests {
  static let reply = Conversation(
    participants: [
      Participant(id: "me", name: "Me"), Participant(id: "ann", name: "Ana María"),
      Participant(id: "raj", name: "Raj"),
    ], localUser: "me",
    messages: [
      Message(from: "ann", text: "Sunset from the jetty", id: "m1"),
      Message(from: "me", text: "Best view of the trip", replyTo: "m1"),
    ])

  /// The quoted name in a blue iOS balloon was the participant's grey (#A5AAB5, 2.0:1 on
  /// #0A7CFF); its pixels now reach at least 3:1 with the balloon.
  @Test func quotedNamesAreReadableOnTheirBubble() throws {
    let renderer = try ChatRenderer()
    var options = RenderOptions()
    options.scale = 2
    let rendering = try renderer.render(
      Self.reply, theme: try ThemeCatalog.builtin(named: "bubbles"), options: options)
    let image = try PNGReader.decode(rendering.bytes).image
    let row = rendering.layout.rows[1]
    let name = try #require(row.reply).name.frame
    let fill = RGBAColor(hex: "#0A7CFF")!
    var best = 1.0
    for y in Int(name.minY * 2)..<Int(name.maxY * 2) {
      for x in Int(name.minX * 2)..<Int(name.maxX * 2) {
        let p = image.pixel(x: x, y: y)
        let color = RGBAColor(
          red: Double(p[0]) / 255, green: Double(p[1]) / 255, blue: Double(p[2]) / 255)
        best = max(best, color.contrastRatio(with: fill))
      }
    }
    #expect(best >= 3, "the quoted block's best contrast is \(best)")
  }

  /// In a look with ticks in the stamp (green), a failed message's mark is the red "!"
  /// alone: no tick is stroked over it.
  @Test func theFailedMarkHasNoTickOverIt() throws {
    let renderer = try ChatRenderer()
    var options = RenderOptions()
    options.scale = 3
    let rendering = try renderer.render(
      Conversation(
        participants: LookLayoutTests.pair, localUser: "me",
        messages: [Message(from: "me", text: "Map", time: "19:06", status: .failed)]),
      theme: try ThemeCatalog.builtin(named: "green"), options: options)
    let image = try PNGReader.decode(rendering.bytes).image
    let mark = try #require(rendering.layout.rows[0].status?.frame)
    var grey = 0
    for y in Int(mark.minY * 3)..<Int(mark.maxY * 3) {
      for x in Int(mark.minX * 3)..<Int(mark.maxX * 3) {
        let p = image.pixel(x: x, y: y)
        // The tick colour #8696A0: grey, blue above red.
        if Int(p[2]) > Int(p[0]) + 10, p[2] > 120 { grey += 1 }
      }
    }
    #expect(grey == 0, "\(grey) tick-coloured pixels on the failed mark")
  }

  /// Each row says how many of its code points were drawn without a font.
  @Test func rowsCountTheirMissingGlyphs() throws {
    let renderer = try ChatRenderer()
    let conversation = Conversation(
      participants: LookLayoutTests.pair, localUser: "me",
      messages: [
        Message(from: "ann", text: "ok"), Message(from: "ann", text: "x\u{0378}\u{0378}"),
        Message(from: "me", text: "\u{0379}"),
      ])
    let rendering = try renderer.render(conversation)
    #expect(rendering.layout.rows.map(\.missingGlyphs) == [0, 2, 1])
    #expect(rendering.layoutJSON.contains(#""missingGlyphs": 2"#))
  }

  /// Links take the appearance's colour: WhatsApp's #027EB5 in light, #53BDEB in dark.
  @Test func linkColoursFollowTheAppearance() throws {
    let green = try ThemeCatalog.builtin(named: "green")
    #expect(green.formattingStyle.linkColor == RGBAColor(hex: "#027EB5"))
    let dark = try #require(green.dark?.theme)
    #expect(dark.formattingStyle.linkColor == RGBAColor(hex: "#53BDEB"))
    let team = try ThemeCatalog.builtin(named: "team")
    #expect(team.formattingStyle.linkUnderline == false)
    #expect(team.dark?.theme.formattingStyle.linkColor == RGBAColor(hex: "#1D9BD1"))
    // A dark section may set colours of formatting, never its metrics.
    #expect(throws: InputError.self) {
      try ConventionLayoutTests.theme(#""dark": {"formatting": {"codePadding": 2}}"#)
    }
  }
}

extension Rect {
  /// Whether `other` lies inside this rectangle.
  fileprivate func contains(_ other: Rect) -> Bool {
    other.x >= x - 0.01 && other.y >= y - 0.01 && other.maxX <= maxX + 0.01
      && other.maxY <= maxY + 0.01
  }
}
