import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

@Suite struct LayoutTests {
  let convo = Conversation(
    participants: [Participant(id: "me", name: "Me"), Participant(id: "ann", name: "Ann")],
    localUser: "me",
    messages: [
      Message(from: "ann", text: "Hello", time: "09:41"),  // 5 chars → 35 × 18
      Message(from: "me", text: "Hi there", time: "09:41"),  // 8 chars → 56 × 18
      Message(from: "ann", text: String(repeating: "x", count: 30), time: "09:45"),  // 2 lines
      Message(from: "me", text: "no time"),
    ])

  @Test func standardThemeFollowsSeed002Formulas() {
    let theme = Theme.standard
    let layout = TimelineLayout(conversation: convo, theme: theme, measurer: FakeMeasurer())
    #expect(layout.width == 320)
    let r0 = layout.rows[0]
    // Label: (0, 10, 320, 16) at row top 4 (timeline padding).
    #expect(r0.y == 4)
    #expect(r0.label == LabelFrame(text: "09:41", frame: Rect(x: 0, y: 14, width: 320, height: 16)))
    // Content top = 10 + 16 + 6 = 32 (row-relative) → 36 on canvas.
    #expect(r0.icon == Rect(x: 8, y: 36, width: 34, height: 34))
    // Bubble: 35 + 18 + 12 wide, 18 + 16 tall, at 8 + 34 + 2 = 44 from the left.
    #expect(r0.bubble == Rect(x: 44, y: 36, width: 65, height: 34))
    #expect(r0.text == Rect(x: 62, y: 44, width: 35, height: 18))
    #expect(r0.side == .left && !r0.isLocal)
    // Row height = max(bubble.maxY, icon.maxY) + 4 = 32 + 34 + 4 = 70.
    #expect(r0.height == 70)

    // Same time: no label, content top = 0 + 6.
    let r1 = layout.rows[1]
    #expect(r1.y == 74 && r1.label == nil)
    #expect(r1.icon == Rect(x: 320 - 8 - 34, y: 80, width: 34, height: 34))
    #expect(r1.bubble == Rect(x: 320 - 44 - 86, y: 80, width: 86, height: 34))
    #expect(r1.side == .right && r1.isLocal)
    #expect(r1.height == 44)

    // Wrapped text: 196 / 7 = 28 chars a line → 2 lines.
    let r2 = layout.rows[2]
    #expect(r2.textSize == Size(width: 196, height: 36))
    #expect(r2.label?.text == "09:45")

    // No time: no label even though the time changed.
    #expect(layout.rows[3].label == nil)
    let last = layout.rows[3]
    #expect(layout.height == (last.y + last.height + 12).rounded(.up))
  }

  @Test func measuresWithThemeFontAndWidth() {
    let measurer = FakeMeasurer()
    _ = TimelineLayout(conversation: convo, theme: .standard, measurer: measurer)
    #expect(measurer.calls.count == 4)
    #expect(measurer.calls.allSatisfy { $0.font == FontSpec(size: 15) && $0.maxWidth == 196 })
  }

  @Test func widthOptionMovesRightSide() {
    let layout = TimelineLayout(
      conversation: convo, theme: .standard, width: 400, measurer: FakeMeasurer())
    #expect(layout.width == 400)
    #expect(layout.rows[1].bubble.maxX == 400 - 44)
    #expect(layout.rows[0].label?.frame.width == 400)
  }

  @Test(arguments: [
    ("{time}", "Ann", "09:41", "09:41"),
    ("{name} {time}", "Ann", "09:41", "Ann 09:41"),
    ("{name} {time}", "Ann", "", "Ann"),
    ("{name} {time}", "{time}", "9", "{time} 9"),
    ("at {time}!", "x", "1", "at 1!"),
  ])
  func labelTemplate(format: String, name: String, time: String, expected: String) {
    #expect(LabelTemplate(format).text(name: name, time: time) == expected)
  }
}
