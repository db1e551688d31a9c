import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// `PangoTextEngine.lastLine` on real strings: the width of the last wrapped line and its
/// direction, which decide where a `green` bubble puts its time.
@Suite struct LastLineTests {
  let font = FontSpec(size: 16)

  @Test func oneLineIsTheWholeText() throws {
    let engine = try PangoTextEngine()
    let size = engine.measure("Hello there", font: font, maxWidth: 226)
    let last = engine.lastLine("Hello there", font: font, maxWidth: 226)
    #expect(last == LastLine(width: size.width, isRightToLeft: false))
  }

  @Test func wrappedTextEndsWithAShortLine() throws {
    let engine = try PangoTextEngine()
    let text = "Let's meet at the entrance at seven, then try the new route on the left"
    let size = engine.measure(text, font: font, maxWidth: 226)
    let last = engine.lastLine(text, font: font, maxWidth: 226)
    let tail = engine.measure("left", font: font, maxWidth: 226)
    #expect(size.height > 40)
    #expect(last.width < size.width && last.width >= tail.width && !last.isRightToLeft)
  }

  @Test func hebrewAndArabicRunRightToLeft() throws {
    let engine = try PangoTextEngine()
    for text in ["שלום לכולם", "مرحبا بالجميع"] {
      let last = engine.lastLine(text, font: font, maxWidth: 226)
      #expect(last.isRightToLeft, "\(text)")
      #expect(last.width == engine.measure(text, font: font, maxWidth: 226).width)
    }
    #expect(!engine.lastLine("abc שלום", font: font, maxWidth: 226).isRightToLeft)
    #expect(
      engine.lastLine("", font: font, maxWidth: 226) == LastLine(width: 0, isRightToLeft: false))
  }
}
