import CCairo
import CFreeType
import CPangoCairo
import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// Colour emoji painted from ``ColorGlyphCache`` must be Cairo's own drawing, byte for byte,
/// while each glyph is loaded once.
@Suite struct ColorGlyphTests {
  static let texts = [
    "🙂", "hi🙂there", "a😀b😃c😄d", "👩‍👩‍👧 family", "🇯🇵🇫🇷 flags", "keycaps 1️⃣#️⃣",
    "👍🏽👋🏿 tones", "你好😀世界", "مرحبا 😀 بالعالم", "✨ sparkles ✨ and ❤️",
    "a long line with emoji 🎉 that wraps 🚀 onto more lines 🌍 than one 🐙 at this width",
  ]

  /// A canvas drawn the way the strip renderer draws: a strip's top cut off by a
  /// translation, then the scale (`PangoTextEngine.show` moves the translation into the
  /// device offset).
  private static func canvas(scale: Double, stripTop: Double) throws -> TextTestCanvas {
    let canvas = try TextTestCanvas(width: 240, height: 120, scale: scale)
    cairo_identity_matrix(canvas.cairo)
    cairo_translate(canvas.cairo, 0, -stripTop)
    cairo_scale(canvas.cairo, scale, scale)
    return canvas
  }

  /// The same strip for Cairo's own drawing, its translation as the device offset already.
  private static func reference(scale: Double, stripTop: Double) throws -> TextTestCanvas {
    try FontLock.run {
      let canvas = try TextTestCanvas(width: 240, height: 120, scale: scale)
      cairo_surface_set_device_offset(canvas.surface, 0, -stripTop)
      return canvas
    }
  }

  /// How many pixels of two canvases of one size differ.
  private static func differences(_ a: TextTestCanvas, _ b: TextTestCanvas) -> Int {
    var pixels: [UInt32] = []
    a.forEachPixel { _, _, p in pixels.append(Self.word(p)) }
    var index = 0
    var count = 0
    b.forEachPixel { _, _, p in
      if pixels[index] != Self.word(p) { count += 1 }
      index += 1
    }
    return count
  }

  private static func word(_ p: (UInt8, UInt8, UInt8, UInt8)) -> UInt32 {
    UInt32(p.0) << 24 | UInt32(p.1) << 16 | UInt32(p.2) << 8 | UInt32(p.3)
  }

  @Test(arguments: [1.0, 1.5, 2, 3, 4.25])
  func layoutsArePaintedAsCairoPaintsThem(_ scale: Double) throws {
    try FontLock.run {
      let engine = try PangoTextEngine()
      let font = FontSpec(size: 17)
      for (index, text) in Self.texts.enumerated() {
        let layout = try #require(engine.layout(text, font: font, maxWidth: 200))
        let origin = (x: 3.3 + Double(index) * 0.17, y: 7.7 + Double(index) * 0.31)
        let stripTop = Double(index % 3) * 7
        let ours = try Self.canvas(scale: scale, stripTop: stripTop)
        let painted = engine.colorGlyphs.painted
        engine.draw(layout, at: origin, color: (0.1, 0.2, 0.3, 1), on: ours.cairo)
        let cairos = try Self.reference(scale: scale, stripTop: stripTop)
        cairo_set_source_rgba(cairos.cairo, 0.1, 0.2, 0.3, 1)
        cairo_move_to(
          cairos.cairo, origin.x - layout.logicalRect.x, origin.y - layout.logicalRect.y)
        pango_cairo_show_layout(cairos.cairo, layout.pointer)
        #expect(Self.differences(ours, cairos) == 0, "\(text) at \(scale)")
        #expect(engine.colorGlyphs.painted > painted, "\(text) at \(scale)")
      }
      #expect(engine.colorGlyphs.loads > 0)
    }
  }

  /// The line-by-line drawing of tall paragraphs, in a layout with coloured spans; and
  /// text whose underline, strikethrough or code background passes under an emoji, which
  /// keeps Pango's drawing (Cairo draws those lines over the emoji).
  @Test(arguments: [(1.0, false), (2, false), (3, false), (2, true)])
  func linesAndFormattedTextArePaintedAsCairoPaintsThem(_ scale: Double, decorated: Bool) throws {
    try FontLock.run {
      let engine = try PangoTextEngine()
      let text = "under 🙂 line, struck 😀 out, code 🎉 span, and 🚀 more"
      let layout = try #require(engine.layout(text, font: FontSpec(size: 15), maxWidth: 150))
      let attributes = try #require(pango_attr_list_new())
      defer { pango_attr_list_unref(attributes) }
      func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>, _ from: Int, _ to: Int) {
        attribute.pointee.start_index = UInt32(from)
        attribute.pointee.end_index = UInt32(to)
        pango_attr_list_insert(attributes, attribute)
      }
      insert(pango_attr_foreground_new(0xFFFF, 0, 0), 0, 20)
      if decorated {
        insert(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE), 0, 14)
        insert(pango_attr_strikethrough_new(1), 16, 32)
        insert(pango_attr_background_new(0xEEEE, 0xEEEE, 0xEEEE), 34, 48)
      }
      pango_layout_set_attributes(layout.pointer, attributes)
      var logical = PangoRectangle()
      pango_layout_get_extents(layout.pointer, nil, &logical)
      let lines = layout.lines()
      #expect(lines.lines.count > 1)
      let ours = try Self.canvas(scale: scale, stripTop: 5)
      engine.draw(
        layout, lines: lines, visible: -100..<200, at: (4.4, 6.6), color: (0, 0, 0, 1),
        on: ours.cairo)
      let cairos = try Self.reference(scale: scale, stripTop: 5)
      cairo_set_source_rgba(cairos.cairo, 0, 0, 0, 1)
      for line in lines.lines {
        cairo_move_to(
          cairos.cairo, 4.4 - layout.logicalRect.x + line.x,
          6.6 - layout.logicalRect.y + line.baseline)
        pango_cairo_show_layout_line(cairos.cairo, line.line)
      }
      #expect(Self.differences(ours, cairos) == 0)
      let whole = try Self.canvas(scale: scale, stripTop: 0)
      engine.draw(layout, at: (4.4, 6.6), color: (0, 0, 0, 1), on: whole.cairo)
      let wholeCairo = try Self.reference(scale: scale, stripTop: 0)
      cairo_move_to(wholeCairo.cairo, 4.4 - layout.logicalRect.x, 6.6 - layout.logicalRect.y)
      pango_cairo_show_layout(wholeCairo.cairo, layout.pointer)
      #expect(Self.differences(whole, wholeCairo) == 0)
      #expect((engine.colorGlyphs.loads == 0) == decorated)
    }
  }

  /// One load per glyph and drawing scale, however often and wherever it is drawn; the
  /// layout keeps its glyphs after drawing.
  @Test func eachGlyphIsLoadedOncePerScale() throws {
    let engine = try PangoTextEngine()
    let layout = try #require(engine.layout("🙂 and 🙂 🙂", font: FontSpec(size: 16), maxWidth: 300))
    let before = layout.glyphCount
    for stripTop in [0.0, 9, 13.5] {
      let canvas = try Self.canvas(scale: 2, stripTop: stripTop)
      engine.draw(layout, at: (2, 20), color: (0, 0, 0, 1), on: canvas.cairo)
      #expect(canvas.maximumSaturation() > 100)
    }
    #expect(engine.colorGlyphs.loads == 1)
    let larger = try Self.canvas(scale: 3, stripTop: 0)
    engine.draw(layout, at: (2, 20), color: (0, 0, 0, 1), on: larger.cairo)
    #expect(engine.colorGlyphs.loads == 2)
    #expect(layout.glyphCount == before && layout.unknownGlyphCount == 0)
  }

  /// A cache that starts again in the middle of a layout (a budget of one byte) still paints
  /// every glyph it handed out: each placement holds its image.
  @Test func imagesOutliveACacheThatStartsAgain() throws {
    try FontLock.run {
      let engine = try PangoTextEngine()
      engine.colorGlyphs.byteBudget = 1
      let layout = try #require(
        engine.layout("😀😃😄😁😆😅🤣😂🙂🙃", font: FontSpec(size: 17), maxWidth: 200))
      let ours = try Self.canvas(scale: 2, stripTop: 0)
      engine.draw(layout, at: (3, 4), color: (0, 0, 0, 1), on: ours.cairo)
      let cairos = try Self.reference(scale: 2, stripTop: 0)
      cairo_move_to(cairos.cairo, 3 - layout.logicalRect.x, 4 - layout.logicalRect.y)
      pango_cairo_show_layout(cairos.cairo, layout.pointer)
      #expect(Self.differences(ours, cairos) == 0)
      #expect(engine.colorGlyphs.painted == 10 && engine.colorGlyphs.loads == 10)
    }
  }

  /// Only colour bitmap fonts get a face; a missing file or a directory gets none.
  @Test func onlyColourBitmapFontsOpen() throws {
    var library: FT_Library?
    #expect(FT_Init_FreeType(&library) == 0)
    let opened = try #require(library)
    defer { FT_Done_FreeType(opened) }
    let emoji = try #require(FontFile.bundled.first { $0.path.hasSuffix("NotoColorEmoji.ttf") })
    let face = try #require(ColorFontFace(library: opened, path: emoji.path, index: 0))
    #expect(face.face.pointee.num_fixed_sizes > 0)
    let dejavu = try #require(FontFile.bundled.first { $0.path.hasSuffix("DejaVuSans.ttf") })
    #expect(ColorFontFace(library: opened, path: dejavu.path, index: 0) == nil)
    #expect(ColorFontFace(library: opened, path: "/nonexistent/emoji.ttf", index: 0) == nil)
    #expect(ColorFontFace(library: opened, path: "/usr/share/fonts", index: 0) == nil)
  }

  /// Text without colour glyphs never loads anything, and vector surfaces keep Pango's
  /// drawing (the PDF's emoji stay Cairo's).
  @Test func plainTextAndVectorOutputLoadNothing() throws {
    let engine = try PangoTextEngine()
    let canvas = try Self.canvas(scale: 2, stripTop: 0)
    engine.draw(
      "Plain text, 你好, مرحبا", font: FontSpec(size: 16), maxWidth: 300, color: (0, 0, 0, 1),
      at: (2, 2), on: canvas.cairo)
    let recording = try #require(cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nil))
    defer { FontLock.run { cairo_surface_destroy(recording) } }
    let cairo = try #require(cairo_create(recording))
    defer { FontLock.run { cairo_destroy(cairo) } }
    engine.draw(
      "🙂", font: FontSpec(size: 16), maxWidth: 300, color: (0, 0, 0, 1), at: (2, 2), on: cairo)
    #expect(engine.colorGlyphs.loads == 0)
  }
}
