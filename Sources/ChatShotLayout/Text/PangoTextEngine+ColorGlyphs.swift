internal import CCairo
internal import CPangoCairo
import ChatShotCore

/// A colour glyph of a layout taken out of Pango's drawing and painted from
/// ``ColorGlyphCache``; its image stays alive until it is painted, even when the cache starts
/// again while a long layout is collected.
struct ColorGlyphPlacement {
  /// The glyph in its run's glyph string, blanked while Pango draws.
  let info: UnsafeMutablePointer<PangoGlyphInfo>
  let glyph: PangoGlyph
  let image: ColorGlyphCache.Image
  /// The glyph's origin on the target's pixels, as Cairo computes it for
  /// `cairo_show_glyphs` (device space plus the target's device offset).
  let backendX: Double
  let backendY: Double
}

extension PangoTextEngine {
  /// `pango_cairo_show_layout` (``line`` nil) or `pango_cairo_show_layout_line` from `point`
  /// (user space), with the strip's translation as a device offset and colour glyphs painted
  /// from ``colorGlyphs``.
  ///
  /// **The translation.** Pango places glyphs from the current point, which Cairo keeps in
  /// device space (24.8 fixed point) and gives back through the inverse transform. With a
  /// strip's `translate(0, -top) · scale(s)` that inverse rounds differently for each `top`
  /// at scales such as 1.5, and a glyph exactly half a pixel from a pixel edge then lands one
  /// pixel apart in two strips (a time label drawn in one strip differed from the same label
  /// in a single-strip render). A whole-pixel translation is therefore moved into the
  /// target's device offset while the text is drawn: the transform is the scale alone, so
  /// every strip computes the same positions and only adds its whole-pixel offset. With no
  /// translation (the first strip) nothing changes, nor at scales whose inverse is exact.
  ///
  /// **Colour glyphs.** Pango draws the layout with its colour glyphs blanked
  /// (`PANGO_GLYPH_EMPTY` keeps every advance, and the layout's extents were cached when it
  /// was measured); then each glyph's kept image is painted where Cairo 1.16's
  /// `composite_one_color_glyph` paints it: glyph positions worked out as `PangoRenderer` and
  /// `PangoCairoRenderer` work them out, on the target's pixels by the same `cairo_matrix_t`
  /// arithmetic, the image's origin rounded to a whole pixel, `OPERATOR_OVER`, the same clip.
  /// ColorGlyphTests checks this pixel for pixel against Cairo's own drawing. Only on image
  /// surfaces with a whole-pixel device offset, and in layouts without decorations
  /// (``hasDecorations(_:)``); vector output keeps Pango's drawing.
  func show(
    _ layout: OpaquePointer, line: UnsafeMutablePointer<PangoLayoutLine>? = nil,
    at point: (x: Double, y: Double), on cairo: OpaquePointer
  ) {
    FontLock.run { showHoldingLock(layout, line: line, at: point, on: cairo) }
  }

  /// ``show(_:line:at:on:)`` under ``FontLock``.
  private func showHoldingLock(
    _ layout: OpaquePointer, line: UnsafeMutablePointer<PangoLayoutLine>?,
    at point: (x: Double, y: Double), on cairo: OpaquePointer
  ) {
    let shift = StripShift(cairo)
    defer { shift?.undo() }
    cairo_move_to(cairo, point.x, point.y)
    var placements: [ColorGlyphPlacement] = []
    let target = cairo_get_operator(cairo) == CAIRO_OPERATOR_OVER ? imageTarget(of: cairo) : nil
    if let target, hasColorRuns(layout, line: line), !Self.hasDecorations(layout) {
      var origin = (x: 0.0, y: 0.0)
      cairo_get_current_point(cairo, &origin.x, &origin.y)
      var ctm = cairo_matrix_t()
      cairo_get_matrix(cairo, &ctm)
      if let line {
        collect(
          line, at: (0, 0), origin: origin, ctm: ctm, deviceOffset: target.offset, into: &placements
        )
      } else if let iterator = pango_layout_get_iter(layout) {
        repeat {
          var logical = PangoRectangle()
          pango_layout_iter_get_line_extents(iterator, nil, &logical)
          if let line = pango_layout_iter_get_line_readonly(iterator) {
            let baseline = pango_layout_iter_get_baseline(iterator)
            collect(
              line, at: (logical.x, baseline), origin: origin, ctm: ctm,
              deviceOffset: target.offset,
              into: &placements)
          }
        } while pango_layout_iter_next_line(iterator) != 0
        pango_layout_iter_free(iterator)
      }
    }
    for placement in placements { placement.info.pointee.glyph = PangoGlyph(PANGO_GLYPH_EMPTY) }
    if let line {
      pango_cairo_show_layout_line(cairo, line)
    } else {
      pango_cairo_show_layout(cairo, layout)
    }
    guard let target, !placements.isEmpty else { return }
    for placement in placements { placement.info.pointee.glyph = placement.glyph }
    colorGlyphs.painted += placements.count
    cairo_save(cairo)
    cairo_identity_matrix(cairo)
    for placement in placements {
      // Rounded on the target's pixels; painted in device space, `offset` away from them.
      let x = (placement.backendX - placement.image.originX + 0.5).rounded(.down)
      let y = (placement.backendY - placement.image.originY + 0.5).rounded(.down)
      let pattern = cairo_pattern_create_for_surface(placement.image.surface.pointer)
      var matrix = cairo_matrix_t()
      cairo_matrix_init_translate(&matrix, -(x - target.offset.x), -(y - target.offset.y))
      cairo_pattern_set_matrix(pattern, &matrix)
      cairo_set_source(cairo, pattern)
      cairo_pattern_destroy(pattern)
      cairo_paint(cairo)
    }
    cairo_restore(cairo)
  }

  /// Whether a run of `line` (or, when nil, of any line of `layout`) is set in a colour
  /// font: all that the plain path pays.
  private func hasColorRuns(
    _ layout: OpaquePointer, line: UnsafeMutablePointer<PangoLayoutLine>?
  ) -> Bool {
    var lines = line == nil ? pango_layout_get_lines_readonly(layout) : nil
    var current = line
    while true {
      if let line = current {
        var node = line.pointee.runs
        while let run = node {
          let item = run.pointee.data.assumingMemoryBound(to: PangoGlyphItem.self).pointee.item
          if let font = item?.pointee.analysis.font, colorGlyphs.paints(font) { return true }
          node = run.pointee.next
        }
      }
      guard let next = lines else { return false }
      current = next.pointee.data?.assumingMemoryBound(to: PangoLayoutLine.self)
      lines = next.pointee.next
    }
  }

  /// Whether `layout` has underlines, overlines, strikethroughs or backgrounds: Pango draws
  /// those between runs and over glyphs, so colour glyphs painted afterwards would cover
  /// what Cairo draws over them. Such layouts (links, code spans) keep Pango's drawing.
  private static func hasDecorations(_ layout: OpaquePointer) -> Bool {
    guard let attributes = pango_layout_get_attributes(layout) else { return false }
    var found = false
    // The filter removes nothing (it answers false); it only looks at each attribute.
    let list = pango_attr_list_filter(
      attributes,
      { attribute, data in
        switch attribute?.pointee.klass.pointee.type {
        case PANGO_ATTR_UNDERLINE, PANGO_ATTR_STRIKETHROUGH, PANGO_ATTR_BACKGROUND,
          PANGO_ATTR_OVERLINE:
          data?.assumingMemoryBound(to: Bool.self).pointee = true
        default: break
        }
        return 0
      }, &found)
    if let list { pango_attr_list_unref(list) }
    return found
  }

  /// The colour glyphs of `line`, drawn by Pango with the line's left end of the baseline at
  /// `at` (Pango units, from `origin`, the current point in user space): the arithmetic of
  /// `pango_renderer_draw_layout_line` and `pango_cairo_renderer_show_text_glyphs`, then
  /// Cairo's to the target's pixels (`ctm`, then `deviceOffset`).
  private func collect(
    _ line: UnsafeMutablePointer<PangoLayoutLine>, at start: (x: Int32, y: Int32),
    origin: (x: Double, y: Double), ctm: cairo_matrix_t, deviceOffset: (x: Double, y: Double),
    into placements: inout [ColorGlyphPlacement]
  ) {
    let unit = Double(PANGO_SCALE)
    var ctm = ctm
    var offset: Int32 = 0
    var node = line.pointee.runs
    while let current = node {
      node = current.pointee.next
      let run = current.pointee.data.assumingMemoryBound(to: PangoGlyphItem.self)
      guard let glyphs = run.pointee.glyphs else { continue }
      let width = pango_glyph_string_get_width(glyphs)
      offset += run.pointee.start_x_offset
      defer { offset += width + run.pointee.end_x_offset }
      guard let font = run.pointee.item.pointee.analysis.font, colorGlyphs.paints(font) else {
        continue
      }
      let baseX = origin.x + Double(start.x + offset) / unit
      let baseY = origin.y + Double(start.y - run.pointee.y_offset) / unit
      var position: Int32 = 0
      for index in 0..<Int(glyphs.pointee.num_glyphs) {
        let info = glyphs.pointee.glyphs + index
        let glyph = info.pointee.glyph
        let geometry = info.pointee.geometry
        defer { position += geometry.width }
        guard glyph != PangoGlyph(PANGO_GLYPH_EMPTY), glyph & PANGO_GLYPH_UNKNOWN_FLAG == 0,
          let image = colorGlyphs.image(font: font, glyph: glyph, ctm: ctm)
        else { continue }
        var x = baseX + Double(position + geometry.x_offset) / unit
        var y = geometry.y_offset == 0 ? baseY : baseY + Double(geometry.y_offset) / unit
        cairo_matrix_transform_point(&ctm, &x, &y)
        placements.append(
          ColorGlyphPlacement(
            info: info, glyph: glyph, image: image, backendX: x + deviceOffset.x,
            backendY: y + deviceOffset.y))
      }
    }
  }
}

/// The destination of `cairo` (also inside a group) when it is an image surface without
/// device scale and with a whole-pixel device offset, and that offset: where glyphs land on
/// whole pixels, so that text can be shifted by ``StripShift`` and colour glyphs painted as
/// images where Cairo's glyph compositing puts them. Nil otherwise (vector surfaces).
private func imageTarget(of cairo: OpaquePointer) -> (
  surface: OpaquePointer, offset: (x: Double, y: Double)
)? {
  guard let target = cairo_get_group_target(cairo),
    cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE
  else { return nil }
  var offset = (x: 0.0, y: 0.0)
  var scale = (x: 0.0, y: 0.0)
  cairo_surface_get_device_offset(target, &offset.x, &offset.y)
  cairo_surface_get_device_scale(target, &scale.x, &scale.y)
  guard scale == (1, 1), offset.x == offset.x.rounded(), offset.y == offset.y.rounded() else {
    return nil
  }
  return (target, offset)
}

/// A `cairo_t`'s whole-pixel translation moved into its image target's device offset, and
/// back (see ``PangoTextEngine/show(_:line:at:on:)``).
private struct StripShift {
  let cairo: OpaquePointer
  let target: OpaquePointer
  let matrix: cairo_matrix_t

  /// Nil (nothing to do) without a translation, when it is not whole pixels, or when the
  /// target is not an image surface without device offset or scale.
  init?(_ cairo: OpaquePointer) {
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cairo, &matrix)
    guard matrix.x0 != 0 || matrix.y0 != 0, matrix.x0 == matrix.x0.rounded(),
      matrix.y0 == matrix.y0.rounded(), abs(matrix.x0) < 16_777_216, abs(matrix.y0) < 16_777_216,
      let target = imageTarget(of: cairo), target.offset == (0, 0)
    else { return nil }
    (self.cairo, self.target, self.matrix) = (cairo, target.surface, matrix)
    var scaled = matrix
    (scaled.x0, scaled.y0) = (0, 0)
    cairo_surface_set_device_offset(self.target, matrix.x0, matrix.y0)
    cairo_set_matrix(cairo, &scaled)
  }

  func undo() {
    var matrix = self.matrix
    cairo_set_matrix(cairo, &matrix)
    cairo_surface_set_device_offset(target, 0, 0)
  }
}
