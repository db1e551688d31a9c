import CPangoCairo
import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// The Pango drawer on real strings, checked through the pixels it draws.
@Suite struct TextDrawingTests {
  static let black: TextColor = (0, 0, 0, 1)

  /// The fonts' metrics must not depend on the render scale: a context updated to a scaled
  /// `cairo_t` lays the same text out exactly as the engine's un-scaled context does.
  @Test(arguments: [1.0, 1.5, 2, 3])
  func extentsDoNotDependOnScale(_ scale: Double) throws {
    try FontLock.run {
      let engine = try PangoTextEngine()
      let canvas = try TextTestCanvas(width: 10, height: 10, scale: scale)
      let context = try #require(PangoTextEngine.makeContext(fontMap: engine.fontMap))
      defer { g_object_unref(UnsafeMutableRawPointer(context)) }
      pango_cairo_update_context(canvas.cairo, context)
      let font = FontSpec(size: 16)
      for text in ["Hello", "The quick brown fox jumps over the lazy dog", "你好 😀 مرحبا"] {
        let expected = try #require(engine.layout(text, font: font, maxWidth: 150))
        let layout = try #require(pango_layout_new(context))
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        pango_layout_set_font_description(layout, try #require(FontDescription(font)).pointer)
        pango_layout_set_width(layout, 150 * PANGO_SCALE)
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        PangoTextEngine.setText(text, on: layout)
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let points = Double(logical.width) / Double(PANGO_SCALE)
        #expect(points == expected.logicalRect.width, "\(text)")
        #expect(Double(logical.height) / Double(PANGO_SCALE) == expected.logicalRect.height)
      }
    }
  }

  /// The same layout lands in the same place at every scale, and is drawn at device
  /// resolution (not a blown-up 1× image): antialiased edges stay about one pixel wide, so
  /// the share of partly covered pixels drops as the scale grows.
  @Test func drawnAtTheSamePlaceAtEveryScale() throws {
    let engine = try PangoTextEngine()
    let font = FontSpec(size: 16)
    let layout = try #require(engine.layout("Hamburgefonts", font: font, maxWidth: 200))
    let ink = layout.inkRect
    var partialShares: [Double] = []
    for scale in [1.0, 2, 3] {
      let canvas = try TextTestCanvas(width: 140, height: 40, scale: scale)
      engine.draw(
        "Hamburgefonts", font: font, maxWidth: 200, color: Self.black, at: (10, 10),
        on: canvas.cairo)
      let drawn = try #require(canvas.inkBounds())
      // Cairo 1.16 puts glyph images at whole device pixels (up to ½ pixel off the exact
      // position) and antialiasing adds up to one pixel.
      let tolerance = 1.6 / scale
      #expect(abs(drawn.minX - (10 + ink.minX)) <= tolerance, "scale \(scale)")
      #expect(abs(drawn.maxX - (10 + ink.maxX)) <= tolerance, "scale \(scale)")
      #expect(abs(drawn.minY - (10 + ink.minY)) <= tolerance, "scale \(scale)")
      #expect(abs(drawn.maxY - (10 + ink.maxY)) <= tolerance, "scale \(scale)")
      partialShares.append(canvas.partialCoverageShare())
    }
    #expect(partialShares[1] < partialShares[0] * 0.8 && partialShares[2] < partialShares[1])
  }

  /// Colour emoji are drawn in colour (not as a monochrome DejaVu glyph), at every scale.
  @Test(arguments: [1.0, 2, 3])
  func emojiIsDrawnInColour(_ scale: Double) throws {
    let engine = try PangoTextEngine()
    let canvas = try TextTestCanvas(width: 40, height: 40, scale: scale)
    engine.draw(
      "😀", font: FontSpec(size: 16), maxWidth: 200, color: Self.black, at: (10, 10),
      on: canvas.cairo)
    #expect(canvas.maximumSaturation() > 100)
    let drawn = try #require(canvas.inkBounds())
    #expect(drawn.width > 12 && drawn.width < 24)
  }

  /// A right-to-left paragraph is right-aligned inside the wrapping width by Pango; drawn,
  /// it must start at the left edge of its frame, like any other bubble text.
  @Test(arguments: ["مرحبا بالعالم", "שלום עולם", "Hello world"])
  func textStartsAtTheFrameLeftEdge(_ text: String) throws {
    let engine = try PangoTextEngine()
    let font = FontSpec(size: 16)
    let size = engine.measure(text, font: font, maxWidth: 200)
    for scale in [1.0, 2] {
      let canvas = try TextTestCanvas(width: 240, height: 40, scale: scale)
      engine.draw(
        text, font: font, maxWidth: 200, color: Self.black, at: (10, 10),
        on: canvas.cairo)
      let drawn = try #require(canvas.inkBounds())
      #expect(drawn.minX >= 9 && drawn.minX < 12, "scale \(scale)")
      #expect(drawn.maxX <= 10 + size.width + 1, "scale \(scale)")
    }
  }

  @Test func textIsDrawnInTheGivenColour() throws {
    let engine = try PangoTextEngine()
    let canvas = try TextTestCanvas(width: 100, height: 40, scale: 2)
    engine.draw(
      "HHHH", font: FontSpec(size: 20, weight: .bold), maxWidth: 200,
      color: (1, 0, 0, 1), at: (5, 5), on: canvas.cairo)
    let (a, r, g, b) = canvas.mostOpaquePixel()
    #expect(a == 255 && r == 255 && g == 0 && b == 0)
  }

  struct AlignmentCase: Sendable {
    var text: String
    var alignment: LabelAlignment
    var expectedMinX: ClosedRange<Double>
    var expectedMaxX: ClosedRange<Double>
  }

  /// Labels align to the physical edges of the frame whatever the text's direction.
  @Test(arguments: [
    AlignmentCase(text: "Today", alignment: .left, expectedMinX: 50...52, expectedMaxX: 60...100),
    AlignmentCase(
      text: "Today", alignment: .right, expectedMinX: 200...245, expectedMaxX: 248...250),
    AlignmentCase(text: "שלום", alignment: .left, expectedMinX: 50...52, expectedMaxX: 60...100),
    AlignmentCase(
      text: "שלום", alignment: .right, expectedMinX: 200...245, expectedMaxX: 248...250),
  ])
  func labelAlignment(_ c: AlignmentCase) throws {
    let engine = try PangoTextEngine()
    let canvas = try TextTestCanvas(width: 300, height: 40, scale: 2)
    let frame = Rect(x: 50, y: 10, width: 200, height: 20)
    engine.drawLine(
      c.text, font: FontSpec(size: 13), in: frame, alignment: c.alignment,
      color: Self.black, on: canvas.cairo)
    let drawn = try #require(canvas.inkBounds())
    #expect(c.expectedMinX.contains(drawn.minX), "\(drawn)")
    #expect(c.expectedMaxX.contains(drawn.maxX), "\(drawn)")
  }

  @Test func centredLabelIsCentred() throws {
    let engine = try PangoTextEngine()
    let canvas = try TextTestCanvas(width: 300, height: 40, scale: 2)
    let frame = Rect(x: 50, y: 10, width: 200, height: 20)
    engine.drawLine(
      "Yesterday 21:05", font: FontSpec(size: 12), in: frame, alignment: .center,
      color: Self.black, on: canvas.cairo)
    let drawn = try #require(canvas.inkBounds())
    #expect(abs((drawn.minX + drawn.maxX) / 2 - 150) < 1.5)
    #expect(abs((drawn.minY + drawn.maxY) / 2 - 20) < 3)
  }

  /// A label wider than its frame is cut with an ellipsis and stays inside the frame.
  @Test func longLabelIsEllipsized() throws {
    let engine = try PangoTextEngine()
    let canvas = try TextTestCanvas(width: 200, height: 40, scale: 2)
    let frame = Rect(x: 20, y: 10, width: 80, height: 20)
    engine.drawLine(
      "A very long participant name indeed", font: FontSpec(size: 13),
      in: frame, alignment: .left, color: Self.black, on: canvas.cairo)
    let drawn = try #require(canvas.inkBounds())
    #expect(drawn.minX >= 20 && drawn.maxX <= 100)
    #expect(drawn.maxX > 90)
  }

  @Test func emptyTextDrawsNothing() throws {
    let engine = try PangoTextEngine()
    let canvas = try TextTestCanvas(width: 50, height: 50, scale: 2)
    engine.draw(
      "", font: FontSpec(size: 16), maxWidth: 200, color: Self.black, at: (0, 0),
      on: canvas.cairo)
    engine.drawLine(
      "x", font: FontSpec(size: 16), in: .zero, alignment: .center,
      color: Self.black, on: canvas.cairo)
    #expect(canvas.inkBounds() == nil)
  }
}
