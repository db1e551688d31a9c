internal import CPangoCairo
import ChatShotCore

/// An owned Pango layout (`PangoLayout *`) of one text, laid out once, measured and drawn
/// without change.
///
/// Created by ``PangoTextEngine``; keeps the engine's context alive through Pango's own
/// reference. Not thread-safe, like the engine.
package final class TextLayout {
  /// Owned: released with `g_object_unref` in `deinit`.
  let pointer: OpaquePointer
  /// The logical extents in points: `x > 0` for right-to-left paragraphs, which Pango
  /// right-aligns inside the wrapping width. Whitespace that ends a line and hangs past the
  /// wrapping width is left out (``withoutHangingWhitespace(_:logical:)``).
  package let logicalRect: Rect

  /// Takes ownership of `layout` (a new reference, already holding its text).
  /// Laying the text out (shaping, choosing and measuring fonts) happens here, under
  /// ``FontLock``, as does every later question to Pango about the layout.
  init(taking layout: OpaquePointer) {
    pointer = layout
    logicalRect = FontLock.run {
      var logical = PangoRectangle()
      pango_layout_get_extents(layout, nil, &logical)
      let scale = Double(PANGO_SCALE)
      return Self.withoutHangingWhitespace(
        layout,
        logical: Rect(
          x: Double(logical.x) / scale, y: Double(logical.y) / scale,
          width: Double(logical.width) / scale, height: Double(logical.height) / scale))
    }
  }

  /// Under ``FontLock``: the last reference to a font may go with the layout.
  deinit { FontLock.run { g_object_unref(UnsafeMutableRawPointer(pointer)) } }

  /// The logical size rounded up to whole points, as Apple advises for
  /// `boundingRectWithSize`.
  var size: Size {
    Size(width: logicalRect.width.rounded(.up), height: logicalRect.height.rounded(.up))
  }

  /// The ink (drawn pixels) extents in points, relative to the same origin as
  /// ``logicalRect``.
  var inkRect: Rect {
    var ink = PangoRectangle()
    FontLock.run { pango_layout_get_extents(pointer, &ink, nil) }
    let scale = Double(PANGO_SCALE)
    return Rect(
      x: Double(ink.x) / scale, y: Double(ink.y) / scale,
      width: Double(ink.width) / scale, height: Double(ink.height) / scale)
  }

  /// The number of lines after wrapping.
  var lineCount: Int { FontLock.run { Int(pango_layout_get_line_count(pointer)) } }

  /// The number of characters no font in the configuration could draw.
  var unknownGlyphCount: Int {
    FontLock.run { Int(pango_layout_get_unknown_glyphs_count(pointer)) }
  }

  /// The number of glyphs in all lines (an ellipsis or an inserted hyphen adds one).
  var glyphCount: Int { FontLock.run { countGlyphs() } }

  private func countGlyphs() -> Int {
    var count = 0
    for index in 0..<pango_layout_get_line_count(pointer) {
      var runs = pango_layout_get_line_readonly(pointer, index)?.pointee.runs
      while let node = runs {
        let run = node.pointee.data.assumingMemoryBound(to: PangoGlyphItem.self)
        count += Int(run.pointee.glyphs.pointee.num_glyphs)
        runs = node.pointee.next
      }
    }
    return count
  }

  /// For each run in visual order, the family of the font Pango chose and the language it
  /// shaped with, e.g. `("Noto Sans CJK SC", "xx")` (for tests and diagnostics).
  var runs: [(family: String, language: String)] { FontLock.run { describeRuns() } }

  private func describeRuns() -> [(family: String, language: String)] {
    var result: [(family: String, language: String)] = []
    guard let iterator = pango_layout_get_iter(pointer) else { return result }
    defer { pango_layout_iter_free(iterator) }
    repeat {
      guard let run = pango_layout_iter_get_run_readonly(iterator),
        let item = run.pointee.item
      else { continue }
      let description = pango_font_describe(item.pointee.analysis.font)
      defer { pango_font_description_free(description) }
      let family = pango_font_description_get_family(description).map { String(cString: $0) }
      let language = pango_language_to_string(item.pointee.analysis.language)
      result.append((family ?? "", language.map { String(cString: $0) } ?? ""))
    } while pango_layout_iter_next_run(iterator) != 0
    return result
  }
}
