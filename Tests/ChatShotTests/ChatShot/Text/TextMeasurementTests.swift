import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// The Pango measurer on real strings with the real packaged fonts (Debian 12: Inter
/// 4.0~beta7, Noto CJK 20220127, Noto Color Emoji 2.042, DejaVu 2.37; Pango 1.50.12, HarfBuzz
/// 6.0.0). The exact numbers were recorded on that stack; a font or Pango upgrade that
/// changes them must be looked at, not just re-recorded.
@Suite struct TextMeasurementTests {
  struct SizeCase: Sendable, CustomTestStringConvertible {
    var text: String
    var font: FontSpec
    var maxWidth: Double = 200
    var expected: Size
    var testDescription: String { "\(text.debugDescription) \(font.size) \(font.weight)" }
  }

  @Test(arguments: [
    SizeCase(text: "Hello", font: FontSpec(size: 16), expected: Size(width: 39, height: 20)),
    SizeCase(text: "Hello", font: FontSpec(size: 17), expected: Size(width: 41, height: 21)),
    SizeCase(
      text: "Hello", font: FontSpec(size: 16, weight: .bold),
      expected: Size(width: 41, height: 20)),
    SizeCase(
      text: "The quick brown fox jumps over the lazy dog again and again",
      font: FontSpec(size: 16), expected: Size(width: 181, height: 59)),
    SizeCase(text: "你好世界", font: FontSpec(size: 16), expected: Size(width: 64, height: 24)),
    SizeCase(text: "😀", font: FontSpec(size: 16), expected: Size(width: 20, height: 19)),
    SizeCase(text: "👍🏽", font: FontSpec(size: 16), expected: Size(width: 20, height: 19)),
    SizeCase(
      text: "مرحبا بالعالم", font: FontSpec(size: 16), expected: Size(width: 85, height: 19)),
    SizeCase(text: "שלום", font: FontSpec(size: 16), expected: Size(width: 36, height: 19)),
    SizeCase(text: "Привет", font: FontSpec(size: 16), expected: Size(width: 58, height: 20)),
    SizeCase(text: " ", font: FontSpec(size: 16), expected: Size(width: 5, height: 20)),
    SizeCase(text: "", font: FontSpec(size: 16), expected: .zero),
  ])
  func recordedSizes(_ c: SizeCase) throws {
    let engine = try PangoTextEngine()
    #expect(engine.measure(c.text, font: c.font, maxWidth: c.maxWidth) == c.expected)
  }

  @Test func helloLogicalExtentsAreExact() throws {
    let engine = try PangoTextEngine()
    let layout = try #require(engine.layout("Hello", font: FontSpec(size: 16), maxWidth: 200))
    #expect(layout.logicalRect == Rect(x: 0, y: 0, width: 38.296875, height: 19.36328125))
  }

  /// More words give more lines; the height is always a whole number of Inter lines and the
  /// width never exceeds the limit.
  @Test func wrappingAddsWholeLines() throws {
    let engine = try PangoTextEngine()
    let font = FontSpec(size: 16)
    let lineHeight = 19.36328125
    var previousLines = 0
    for count in 1...12 {
      let text = Array(repeating: "word", count: count).joined(separator: " ")
      let layout = try #require(engine.layout(text, font: font, maxWidth: 120))
      #expect(layout.lineCount >= previousLines)
      #expect(abs(layout.logicalRect.height - Double(layout.lineCount) * lineHeight) < 0.01)
      #expect(layout.size.width <= 120)
      previousLines = layout.lineCount
    }
    #expect(previousLines == 6)
  }

  /// A word longer than a line breaks between characters, with no hyphen added (Pango
  /// adds one by default; UIKit does not).
  @Test(arguments: [200.0, 120, 37])
  func longWordWrapsByCharacters(maxWidth: Double) throws {
    let engine = try PangoTextEngine()
    let word = String(repeating: "a", count: 200)
    let layout = try #require(engine.layout(word, font: FontSpec(size: 16), maxWidth: maxWidth))
    #expect(layout.lineCount > 1)
    #expect(layout.size.width <= maxWidth)
    #expect(layout.glyphCount == 200)
  }

  @Test func hanUsesTheSimplifiedChineseFace() throws {
    let engine = try PangoTextEngine()
    let layout = try #require(engine.layout("直骨说话", font: FontSpec(size: 16), maxWidth: 200))
    #expect(layout.unknownGlyphCount == 0)
    #expect(layout.runs.map(\.family) == ["Noto Sans CJK SC"])
    #expect(layout.logicalRect.width == 64)
  }

  /// Without the bitmap scaling rule an emoji measures 135 points; without the `emoji`
  /// alias it is a monochrome DejaVu glyph.
  @Test(arguments: ["😀", "👍🏽", "👨‍👩‍👧", "🇫🇷"])
  func emojiIsAboutOneEmWide(_ emoji: String) throws {
    let engine = try PangoTextEngine()
    let layout = try #require(engine.layout(emoji, font: FontSpec(size: 16), maxWidth: 200))
    #expect(layout.logicalRect.width > 16 && layout.logicalRect.width < 24)
    #expect(layout.runs.map(\.family) == ["Noto Color Emoji"])
    #expect(layout.glyphCount == 1)
    #expect(layout.unknownGlyphCount == 0)
  }

  /// Pango right-aligns a right-to-left paragraph inside the wrapping width: the size comes
  /// from the extents' width, and the renderer shifts by `x` (see TextDrawingTests).
  @Test(arguments: ["مرحبا بالعالم", "שלום עולם"])
  func rightToLeftTextIsRightAligned(_ text: String) throws {
    let engine = try PangoTextEngine()
    let layout = try #require(engine.layout(text, font: FontSpec(size: 16), maxWidth: 200))
    #expect(layout.logicalRect.x > 100)
    #expect(abs(layout.logicalRect.maxX - 200) < 0.01)
    #expect(layout.size.width == layout.logicalRect.width.rounded(.up))
    #expect(layout.runs.map(\.family) == ["DejaVu Sans"])
    #expect(layout.unknownGlyphCount == 0)
  }

  /// U+0000 becomes U+FFFD instead of cutting the text off.
  @Test func nulIsReplacedNotTruncated() throws {
    let engine = try PangoTextEngine()
    let font = FontSpec(size: 16)
    let withNul = engine.measure("a\u{0}bcdef", font: font, maxWidth: 200)
    #expect(withNul == engine.measure("a\u{FFFD}bcdef", font: font, maxWidth: 200))
    #expect(withNul.width > engine.measure("abcdef", font: font, maxWidth: 200).width)
    #expect(PangoText.sanitized("x\u{0}\u{0}y") == "x\u{FFFD}\u{FFFD}y")
  }

  /// Text is never markup: tags and entities are measured as the characters they are.
  @Test func markupIsPlainText() throws {
    let engine = try PangoTextEngine()
    let font = FontSpec(size: 16)
    let tagged = try #require(engine.layout("<b>x</b>", font: font, maxWidth: 200))
    #expect(tagged.glyphCount == 8)
    #expect(
      engine.measure("&amp;", font: font, maxWidth: 200).width
        > engine.measure("&", font: font, maxWidth: 200).width)
  }

  /// Every run is shaped with the fixed language, never one derived from the environment.
  @Test func everyRunUsesTheFixedLanguage() throws {
    let engine = try PangoTextEngine()
    let text = "Hi 你好 こんにちは 안녕 Привет مرحبا שלום Γειά 😀"
    let layout = try #require(engine.layout(text, font: FontSpec(size: 16), maxWidth: 1000))
    #expect(layout.runs.count >= 5)
    #expect(layout.runs.allSatisfy { $0.language == PangoTextEngine.language })
    #expect(layout.unknownGlyphCount == 0)
  }

  struct OddCase: Sendable {
    var size: Double
    var maxWidth: Double
    var expected: Size
  }

  /// Unusable font sizes measure nothing; an unusable width means "no limit".
  @Test(arguments: [
    OddCase(size: 0, maxWidth: 200, expected: .zero),
    OddCase(size: -3, maxWidth: 200, expected: .zero),
    OddCase(size: .nan, maxWidth: 200, expected: .zero),
    OddCase(size: .infinity, maxWidth: 200, expected: .zero),
    OddCase(size: 16, maxWidth: 0, expected: Size(width: 204, height: 20)),
    OddCase(size: 16, maxWidth: .nan, expected: Size(width: 204, height: 20)),
    OddCase(size: 16, maxWidth: -1, expected: Size(width: 204, height: 20)),
    OddCase(size: 16, maxWidth: .infinity, expected: Size(width: 204, height: 20)),
  ])
  func oddArguments(_ c: OddCase) throws {
    let engine = try PangoTextEngine()
    let text = "The quick brown fox jumps"
    #expect(engine.measure(text, font: FontSpec(size: c.size), maxWidth: c.maxWidth) == c.expected)
  }

  @Test func measureLineIgnoresLineBreaks() throws {
    let engine = try PangoTextEngine()
    let font = FontSpec(size: 13, weight: .semibold)
    let oneLine = engine.measureLine("Today 09:41", font: font)
    #expect(oneLine.height == engine.measure("T", font: font, maxWidth: 200).height)
    #expect(engine.measureLine("Today\n09:41", font: font) == oneLine)
    #expect(engine.measureLine("Today\r\n09:41", font: font) == oneLine)
    #expect(engine.measureLine("", font: font) == .zero)
  }
}
