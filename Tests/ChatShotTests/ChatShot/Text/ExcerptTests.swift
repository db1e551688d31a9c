import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// A reply's excerpt on Pango: at most the lines asked for, the last ellipsised.
@Suite struct ExcerptTests {
  @Test func aLongTextStopsAtTwoLinesWithAnEllipsis() throws {
    let engine = try PangoTextEngine()
    let font = FontSpec(size: 13)
    let text = String(repeating: "Dinner on Friday at the new place? ", count: 10)
    let one = engine.measure("Dinner", font: font, maxWidth: 180)
    let full = engine.measure(text, font: font, maxWidth: 180)
    let excerpt = engine.measureExcerpt(text, font: font, maxWidth: 180, maxLines: 2)
    #expect(full.height > 3 * one.height)
    #expect(excerpt.height == engine.measure("Dinner\nFriday", font: font, maxWidth: 180).height)
    #expect(excerpt.width <= 180)
    let layout = try #require(engine.excerptLayout(text, font: font, maxWidth: 180, maxLines: 2))
    #expect(layout.lineCount == 2)
    #expect(layout.isEllipsized)
  }

  @Test func aShortTextIsWholeAndUnchanged() throws {
    let engine = try PangoTextEngine()
    let font = FontSpec(size: 13)
    let excerpt = engine.measureExcerpt("Yes! What time?", font: font, maxWidth: 180, maxLines: 2)
    #expect(excerpt == engine.measure("Yes! What time?", font: font, maxWidth: 180))
    let layout = try #require(engine.excerptLayout("Yes!", font: font, maxWidth: 180, maxLines: 2))
    #expect(!layout.isEllipsized)
    #expect(engine.measureExcerpt("", font: font, maxWidth: 180, maxLines: 2) == .zero)
  }
}
