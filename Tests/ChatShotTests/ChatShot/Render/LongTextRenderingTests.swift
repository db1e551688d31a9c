import CCairo
import CPangoCairo
import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// Text that used to cost time growing with the square of its length: a "word" of thousands
/// of characters (Pango's character fallback) and messages taller than many strips.
@Suite struct LongTextRenderingTests {
  static let font = FontSpec(size: 15)

  @Test(arguments: [
    "short", String(repeating: "The quick brown fox jumps. ", count: 20),
    String(repeating: "中", count: 400), String(repeating: "😀", count: 300),
    String(repeating: "x", count: PangoText.longestUnbrokenRun),
  ])
  func textWithoutLongRunsIsUnchanged(_ text: String) {
    #expect(PangoText.breakingLongRuns(text) == text)
  }

  @Test func longRunGetsABreakOpportunityAtEveryCharacter() {
    let run = String(repeating: "x", count: 300)
    let result = PangoText.breakingLongRuns("hello " + run + " bye")
    let expected = "hello " + run.map(String.init).joined(separator: "\u{200B}") + " bye"
    #expect(result == expected)
  }

  /// Breaks go only between grapheme clusters: an accented letter keeps its accent.
  @Test func breakOpportunitiesKeepClustersWhole() {
    let run = String(repeating: "e\u{301}", count: 300)
    let result = PangoText.breakingLongRuns(run)
    #expect(result.unicodeScalars.count == 600 + 299)
    #expect(Array(result.unicodeScalars)[1] == "\u{301}")
    #expect(result.replacingOccurrences(of: "\u{200B}", with: "") == run)
  }

  /// A long word still wraps character by character: the same lines as Pango's
  /// `PANGO_WRAP_CHAR` on the raw text.
  @Test func longWordWrapsAsCharacterWrapping() throws {
    let engine = try PangoTextEngine()
    let word = String(repeating: "abcdefghij", count: 100)
    let measured = try #require(engine.layout(word, font: Self.font, maxWidth: 196))
    let raw = try #require(engine.newLayout(font: Self.font))
    pango_layout_set_width(raw, 196 * PANGO_SCALE)
    pango_layout_set_wrap(raw, PANGO_WRAP_CHAR)
    PangoTextEngine.setText(word, on: raw)
    let reference = TextLayout(taking: raw)
    #expect(measured.lineCount == reference.lineCount)
    #expect(measured.logicalRect == reference.logicalRect)
  }

  /// Drawing a tall paragraph line by line puts the same pixels where Pango's whole-layout
  /// drawing does, in any vertical window.
  @Test(arguments: [1.0, 2, 2.5])
  func lineByLineDrawingMatchesWholeDrawing(_ scale: Double) throws {
    let engine = try PangoTextEngine()
    let text = (1...40).map { "Line \($0): 中文 😀 مرحبا" }.joined(separator: "\n")
    let layout = try #require(engine.layout(text, font: Self.font, maxWidth: 196))
    let whole = try TextTestCanvas(width: 220, height: layout.logicalRect.height + 20, scale: scale)
    engine.draw(layout, at: (10, 10), color: (0, 0, 0, 1), on: whole.cairo)
    let lines = try TextTestCanvas(width: 220, height: layout.logicalRect.height + 20, scale: scale)
    engine.draw(
      layout, lines: layout.lines(), visible: -100..<10_000, at: (10, 10), color: (0, 0, 0, 1),
      on: lines.cairo)
    #expect(lines.checksum() == whole.checksum())
  }

  /// Only the lines reaching into the window are drawn.
  @Test func linesOutsideTheWindowAreSkipped() throws {
    let engine = try PangoTextEngine()
    let text = (1...40).map { "Line \($0)" }.joined(separator: "\n")
    let layout = try #require(engine.layout(text, font: Self.font, maxWidth: 196))
    let lines = layout.lines()
    #expect(lines.lines.count == 40)
    let middle = lines.lines[20]
    let picked = lines.indices(reaching: (middle.top + 1)..<(middle.bottom - 1))
    #expect(picked == [20])
    #expect(lines.indices(reaching: -50..<(-1)).isEmpty)
    #expect(lines.indices(reaching: -1_000..<100_000) == Array(0..<40))
  }

  /// A band of a stretched balloon has the pixels of the same rows of the whole sprite (at
  /// integer scales; at fractional ones resampling differs a little with the band's start,
  /// which is why bands start at fixed rows).
  @Test(arguments: [1.0, 2, 3])
  func balloonBandsMatchTheWholeSprite(_ scale: Double) throws {
    let library = ImageLibrary(conversation: Conversation(messages: []), theme: .standard)
    let (image, caps) = try library.balloon(named: "aqua-left", scale: scale)
    let height = 700
    let whole = try NineSlice.sprite(
      of: image, caps: caps, width: 150, height: height, deviceScale: scale)
    for rows in [0..<37, 37..<300, 650..<700] {
      let band = try NineSlice.sprite(
        of: image, caps: caps, width: 150, height: height, deviceScale: scale, rows: rows)
      #expect(band.height == rows.count)
      #expect(try pixels(of: band) == pixels(of: whole, rows: rows), "rows \(rows)")
    }
  }

  /// A message taller than many strips (drawn line by line, its balloon stretched band by
  /// band) gives the same pixels whatever the strip height.
  @Test(arguments: [1.0, 2.5])
  func tallMessageDoesNotDependOnStripHeight(_ scale: Double) throws {
    let tall = (1...60).map { "Line \($0) 中文 😀" }.joined(separator: "\n")
    let conversation = Conversation(
      localUser: "me",
      messages: [
        Message(from: "me", text: "before"), Message(from: "other", text: tall),
        Message(from: "me", text: tall), Message(from: "other", text: "after"),
      ])
    let renderer = try ChatRenderer()
    var options = RenderOptions()
    options.scale = scale
    let layout = renderer.lay(conversation, theme: .standard, options: options)
    #expect(layout.rows[1].bubble.height * scale > 1024)
    func render(_ strip: Int) throws -> RGBAImage {
      let png = try renderer.run(
        conversation, theme: .standard, options: options, baseDirectory: nil, to: .memory,
        collectMetadata: false, stripHeight: strip
      ).bytes
      return try PNGReader.decode(png).image
    }
    let reference = try render(4096)
    for strip in [37, 256] {
      #expect(try render(strip) == reference, "strip height \(strip)")
    }
  }

  private func pixels(of surface: CairoSurface, rows: Range<Int>? = nil) throws -> [UInt32] {
    let data = try #require(surface.data)
    var result: [UInt32] = []
    for y in rows ?? 0..<surface.height {
      let row = (data.pointer + y * data.stride).assumingMemoryBound(to: UInt32.self)
      result.append(contentsOf: UnsafeBufferPointer(start: row, count: surface.width))
    }
    return result
  }
}
